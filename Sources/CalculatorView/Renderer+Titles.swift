import CX11
import Layout
import WindowInterface

/// The buttons' titles and icons: each title fitted to its button (measured once a title and size),
/// drawn centred or in a wide `0`'s leading circle.
extension Renderer {
    /// The title area of a button: the whole button, or the circle at the leading end of a wide `0`.
    func titleArea(_ button: ButtonFace<Control>) -> Rect {
        var area = button.frame
        if button.titleAlignment == .leadingCircle, area.width > area.height {
            area.width = area.height
        }
        return area
    }

    /// The width a title may take: 80% of its area; a long title (a history row's) also up to where
    /// its pill's rounded ends are half their radius in.
    func titleWidth(_ button: ButtonFace<Control>) -> Double {
        let area = titleArea(button)
        if button.titleAlignment == .leading { return area.width }
        return button.minimumTitleSize == nil ? area.width * 0.8 : max(area.width * 0.8, area.width - area.height / 2)
    }

    /// The title drawn (the title, or the first of its shorter ones that fits at its legible size) and
    /// the largest size (down to half the base, or the button's minimum or legible size) at which it
    /// fits 80% of its area's width.
    func fittedTitle(_ button: ButtonFace<Control>) -> (text: String, size: Int) {
        let fit = TitleFit(
            title: button.title, shorterTitles: button.shorterTitles, width: button.frame.width,
            height: button.frame.height, scale: button.titleScale, size: button.titleSize,
            alignment: button.titleAlignment, minimum: button.minimumTitleSize, legible: button.legibleTitleSize)
        if let fitted = fittedTitles[fit] { return fitted }
        if fittedTitles.count >= 1024 { fittedTitles.removeAll(keepingCapacity: true) }
        let fitted = measuredTitle(button)
        fittedTitles[fit] = fitted
        return fitted
    }

    func measuredTitle(_ button: ButtonFace<Control>) -> (text: String, size: Int) {
        let base =
            button.titleSize.map(TextFitting.clampSize)
            ?? TextFitting.buttonTitleSize(for: button.frame, scale: button.titleScale)
        let minimum = (button.minimumTitleSize ?? button.legibleTitleSize).map { Int($0.rounded()) } ?? base / 2
        let width = titleWidth(button)
        func measure(_ text: String, _ size: Int) -> Double {
            fonts.face(buttonFont, pixelSize: size).map { TextLayout(text: text, face: $0).inkWidth } ?? 0
        }
        if button.legibleTitleSize != nil {
            // Each title, longest first, in 80% of the key's width, then in 90% (at a round key's middle,
            // where a title's ink is, its chord is nearly its width), at its legible size or more; if
            // none fits, the shortest as large as fits.
            let texts = [button.title] + button.shorterTitles, wider = titleArea(button).width * 0.9
            for text in texts {
                for available in [width, max(width, wider)] {
                    let size = TextFitting.fittedSize(base: base, minimum: max(1, minimum), available: available) {
                        measure(text, $0)
                    }
                    if measure(text, size) <= available { return (text, size) }
                }
            }
            let last = texts[texts.count - 1]
            return (last, TextFitting.fittedSize(base: minimum, minimum: 1, available: max(width, wider)) { measure(last, $0) })
        }
        return (
            button.title,
            TextFitting.fittedSize(base: base, minimum: max(1, minimum), available: width) { measure(button.title, $0) }
        )
    }

    /// The title size of every button: its own fitted size, or, in a title group, the group's.
    func titleSizes(_ buttons: [ButtonFace<Control>]) -> [Control: Int] {
        let shown = buttons.filter { !$0.title.isEmpty }
        let sizes = TextFitting.sharedSizes(shown.map { ($0.titleGroup, fittedTitle($0).size) })
        return Dictionary(zip(shown.map(\.control), sizes), uniquingKeysWith: { first, _ in first })
    }

    /// A button's icon, centred, in its text colour: the list's three thin bars are 44% of the button wide.
    func drawIcon(_ button: ButtonFace<Control>, picture: Picture) {
        guard button.icon == .list else { return }
        let side = min(button.frame.width, button.frame.height)
        let thickness = max(1, Int((side * 0.05).rounded()))
        let width = max(3, Int((side * 0.44).rounded()))
        let gap = max(thickness + 1, Int((side * 0.1).rounded()))
        let x = Int((button.frame.midX - Double(width) / 2).rounded())
        var y = Int((button.frame.midY - Double(3 * thickness + 2 * gap) / 2).rounded())
        var color = renderColor(button.textColor)
        for _ in 0..<3 {
            XRenderFillRectangle(display, PictOpOver, picture, &color, Int32(x), Int32(y), UInt32(width), UInt32(thickness))
            y += thickness + gap
        }
    }

    func drawTitle(_ button: ButtonFace<Control>, size: Int?, draw: OpaquePointer) {
        guard !button.title.isEmpty, let size, let face = fonts.face(buttonFont, pixelSize: size) else { return }
        let area = titleArea(button)
        let title = fittedTitle(button).text
        var layout = TextLayout(text: title, face: face)
        if button.minimumTitleSize != nil, layout.inkWidth > titleWidth(button) {
            // Too long even at its minimum size: it loses its start, never its end (a row's result).
            let text = TextFitting.elidedLeft(title, available: titleWidth(button)) {
                TextLayout(text: $0, face: face).inkWidth
            }
            layout = TextLayout(text: text, face: face)
        }
        let originX: Double
        if button.titleAlignment == .leading {
            originX = area.x
        } else if layout.hasInk {
            originX = area.midX - (layout.inkMinX + layout.inkMaxX) / 2
        } else {
            originX = area.midX - layout.advance / 2
        }
        let baseline: Double
        switch TextFitting.verticalCentring(for: title) {
        case .figures:
            baseline = area.midY + face.figureHeight / 2
        case .ink:
            baseline = layout.hasInk ? area.midY - (layout.inkMinY + layout.inkMaxY) / 2 : area.midY + face.figureHeight / 2
        }
        drawText(layout, x: originX, baseline: baseline, color: button.textColor, draw: draw)
    }
}
