import CX11
import Layout
import Glibc
import WindowInterface

/// Draws a `Scene` into a back-buffer pixmap (Xft for text; the buttons as a solid colour composited
/// through a cached anti-aliased mask of their shape) and presents it with one XCopyArea.
///
/// A frame of the same size as the last redraws only what changed (`Damage`): the damaged rectangles
/// are filled with the background and every element that reaches into them is drawn again, clipped
/// to them, so the back buffer ends as a full redraw would leave it. `present` then copies those
/// rectangles alone, still in one XCopyArea: the GC's clip is set to them for the copy of their
/// bounding box (a key damages the display at the top and a button at the bottom, whose bounding box
/// is most of the window). A new size, a new layout and `render(full: true)` draw everything; an
/// expose (`invalidate`) copies everything.
///
/// Rasterising an anti-aliased polygon is most of what drawing costs in the X server, so each distinct
/// button size is rasterised once into an A8 mask (`MaskPlacement`) and reused for every button of that
/// size and every frame until the sizes change: two or three rasterisations a resize instead of one a
/// button a frame. Masks not used by a frame are freed at its end.
final class Renderer<Control: Hashable & Sendable> {
    let display: OpaquePointer
    let window: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32
    let gc: GC
    let fonts: FontCache
    let maskFormat: UnsafeMutablePointer<XRenderPictFormat>?
    let displayFont: String
    let buttonFont: String
    /// What one text may be, for this server's request size: every text of a scene is clamped to it.
    let textClamp: TextClamp
    private var pixmap: Pixmap = 0
    /// A rasterised button shape: an A8 pixmap and its picture.
    private struct Mask {
        var pixmap: Pixmap
        var picture: Picture
    }
    private var masks: [MaskPlacement.Key: Mask] = [:]
    /// Solid-fill source pictures by colour (a theme has a handful).
    private var solids: [Color: Picture] = [:]
    private static var solidCapacity: Int { 32 }
    /// Rasterisations done so far (for tests and benchmarks).
    private(set) var maskRasterisations = 0
    private var draw: OpaquePointer? = nil
    private(set) var width = 0
    private(set) var height = 0
    /// The frame in the back buffer, for the next frame's damage.
    private var drawn: Damage.Frame<Control>?
    /// What the next `present` copies: nil for the whole buffer.
    private var unpresented: [XRectangle]? = nil
    /// Frames drawn in full and in part so far (for tests and benchmarks).
    private(set) var fullFrames = 0
    private(set) var partialFrames = 0

    init(display: OpaquePointer, screen: Int32, window: Window, displayFont: String, buttonFont: String) {
        self.display = display
        self.window = window
        visual = XDefaultVisual(display, screen)
        colormap = XDefaultColormap(display, screen)
        depth = XDefaultDepth(display, screen)
        gc = XCreateGC(display, window, 0, nil)
        XSetGraphicsExposures(display, gc, False)
        fonts = FontCache(display: display, screen: screen)
        maskFormat = XRenderFindStandardFormat(display, Int32(PictStandardA8))
        self.displayFont = displayFont
        self.buttonFont = buttonFont
        textClamp = TextClamp(maximumRequestUnits: Int(XMaxRequestSize(display)))
    }

    /// Makes the back buffer `width` × `height` (at least 1 × 1). Returns whether it is new.
    @discardableResult
    private func ensureBuffer(width w: Int, height h: Int) -> Bool {
        let w = max(w, 1), h = max(h, 1)
        if pixmap != 0, w == width, h == height { return false }
        let old = pixmap
        pixmap = XCreatePixmap(display, window, UInt32(w), UInt32(h), UInt32(depth))
        if let draw {
            XftDrawChange(draw, pixmap)
        } else {
            draw = XftDrawCreate(display, pixmap, visual, colormap)
        }
        if old != 0 { XFreePixmap(display, old) }
        width = w
        height = h
        return true
    }

    /// Draws `scene` into the back buffer: only what changed since the last frame, unless the size or
    /// the layout changed or `full` asks for everything.
    func render(_ scene: Scene<Control>, highlighted: Set<Control>, width w: Int, height h: Int, full: Bool = false) {
        let scene = textClamp.clamped(scene)
        let isNew = ensureBuffer(width: w, height: h)
        guard let draw else { return }
        fonts.beginFrame()
        // What differs from the frame in the back buffer, found once, part by part; read by the
        // title sizes' cache and the damage.
        let changes = drawn.map { scene.changes(from: $0.scene) } ?? .all
        let sizes: [Control: Int]
        if let drawn, !changes.contains(.buttons) {
            sizes = drawn.titleSizes
        } else {
            sizes = titleSizes(scene.buttons)
        }
        let frame = Damage.Frame(scene: scene, highlighted: highlighted, titleSizes: sizes)
        let damage = full || isNew ? nil : drawn.flatMap { Damage.rects(from: $0, to: frame, changes: changes) }
        drawn = frame
        guard let damage else {
            paint(frame, clip: nil, draw: draw)
            unpresented = nil
            fullFrames += 1
            return
        }
        var clip = damage.compactMap { Damage.pixels(of: $0, width: width, height: height) }
            .map {
                XRectangle(
                    x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
                    width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
            }
        guard !clip.isEmpty else { return }
        XftDrawSetClipRectangles(draw, 0, 0, &clip, Int32(clip.count))
        paint(frame, clip: clip, draw: draw)
        XftDrawSetClip(draw, nil)
        unpresented?.append(contentsOf: clip)
        partialFrames += 1
    }

    /// Draws `frame`: all of it, or with `clip` (the draw's clip, set) the background of the clip
    /// rectangles and every element that reaches into one of them.
    private func paint(_ frame: Damage.Frame<Control>, clip: [XRectangle]?, draw: OpaquePointer) {
        let scene = frame.scene, highlighted = frame.highlighted, titleSizes = frame.titleSizes
        let picture = XftDrawPicture(draw)
        var background = renderColor(scene.layout.background)
        let areas = clip.map {
            $0.map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        }
        func isDamaged(_ bounds: Rect) -> Bool { areas?.contains { $0.overlaps(bounds) } ?? true }
        if let clip {
            for r in clip {
                XRenderFillRectangle(
                    display, PictOpSrc, picture, &background, Int32(r.x), Int32(r.y),
                    UInt32(r.width), UInt32(r.height))
            }
        } else {
            XRenderFillRectangle(display, PictOpSrc, picture, &background, 0, 0, UInt32(width), UInt32(height))
        }

        var used: Set<MaskPlacement.Key> = []
        for button in scene.buttons where isDamaged(Damage.bounds(of: button)) {
            let fill = highlighted.contains(button.control) ? button.pressedFill : button.fill
            if let placement = MaskPlacement(frame: button.frame), let mask = mask(for: placement) {
                used.insert(placement.key)
                XRenderComposite(
                    display, PictOpOver, solid(fill), mask.picture, picture, 0, 0, 0, 0,
                    Int32(clamping: placement.x), Int32(clamping: placement.y),
                    UInt32(placement.maskWidth), UInt32(placement.maskHeight))
                // The title is centred on the shape as drawn.
                var drawn = button
                drawn.frame = placement.drawnFrame
                drawTitle(drawn, size: titleSizes[button.control], draw: draw)
                drawIcon(drawn, picture: picture)
            } else if let shape = button.shape {
                fillPolygon(RoundedPolygon.points(frame: button.frame, shape: shape), color: fill, picture: picture)
                drawTitle(button, size: titleSizes[button.control], draw: draw)
                drawIcon(button, picture: picture)
            }
        }
        if isDamaged(Damage.displayBounds(scene.layout.displayFrame)) { drawDisplay(scene, draw: draw) }
        if let area = scene.text.frame, isDamaged(area) {
            drawTextArea(
                scene.text, in: (areas ?? [area]).compactMap { Self.intersection($0, area) }, picture: picture, draw: draw)
        }
        // A partial frame uses some of the masks only: the unused ones are freed after a full frame.
        if clip == nil, masks.count > used.count {
            for (key, mask) in masks where !used.contains(key) {
                freeMask(mask)
                masks[key] = nil
            }
        }
    }

    /// Copies what was drawn since the last copy (everything after a full frame or `invalidate`)
    /// to the window: one XCopyArea, clipped to the damaged rectangles after partial frames.
    func present(width w: Int, height h: Int) {
        guard pixmap != 0 else { return }
        defer { unpresented = [] }
        guard var rects = unpresented else {
            XCopyArea(display, pixmap, window, gc, 0, 0, UInt32(min(w, width)), UInt32(min(h, height)), 0, 0)
            return
        }
        guard let first = rects.first else { return }
        var x0 = Int(first.x), y0 = Int(first.y), x1 = x0 + Int(first.width), y1 = y0 + Int(first.height)
        for r in rects.dropFirst() {
            x0 = min(x0, Int(r.x)); y0 = min(y0, Int(r.y))
            x1 = max(x1, Int(r.x) + Int(r.width)); y1 = max(y1, Int(r.y) + Int(r.height))
        }
        x1 = min(x1, w); y1 = min(y1, h)
        guard x1 > x0, y1 > y0 else { return }
        XSetClipRectangles(display, gc, 0, 0, &rects, Int32(rects.count), Unsorted)
        XCopyArea(display, pixmap, window, gc, Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0), Int32(x0), Int32(y0))
        XSetClipMask(display, gc, UInt(None))
    }

    /// The window lost its pixels (an expose): the next `present` copies the whole buffer.
    func invalidate() {
        unpresented = nil
    }

    // MARK: shapes

    /// The mask of a button size, rasterised on first use: the shape, anti-aliased, added to a cleared
    /// A8 pixmap with the same XRender polygon fill that would otherwise draw it into the window.
    private func mask(for placement: MaskPlacement) -> Mask? {
        if let mask = masks[placement.key] { return mask }
        guard let maskFormat, let shape = ButtonShape(frame: placement.shapeFrame) else { return nil }
        let pixmap = XCreatePixmap(display, window, UInt32(placement.maskWidth), UInt32(placement.maskHeight), 8)
        let picture = XRenderCreatePicture(display, pixmap, maskFormat, 0, nil)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(
            display, PictOpSrc, picture, &clear, 0, 0,
            UInt32(placement.maskWidth), UInt32(placement.maskHeight))
        var points = RoundedPolygon.points(frame: placement.shapeFrame, shape: shape).map { XPointDouble(x: $0.x, y: $0.y) }
        var white = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff)
        let source = XRenderCreateSolidFill(display, &white)
        XRenderCompositeDoublePoly(
            display, PictOpAdd, source, picture, maskFormat, 0, 0, 0, 0,
            &points, Int32(points.count), 0)
        XRenderFreePicture(display, source)
        maskRasterisations += 1
        let mask = Mask(pixmap: pixmap, picture: picture)
        masks[placement.key] = mask
        return mask
    }

    private func freeMask(_ mask: Mask) {
        XRenderFreePicture(display, mask.picture)
        XFreePixmap(display, mask.pixmap)
    }

    /// A solid-fill source picture of `color`, kept for the next frames.
    private func solid(_ color: Color) -> Picture {
        if let picture = solids[color] { return picture }
        if solids.count >= Self.solidCapacity {
            for picture in solids.values { XRenderFreePicture(display, picture) }
            solids.removeAll()
        }
        var rc = renderColor(color)
        let picture = XRenderCreateSolidFill(display, &rc)
        solids[color] = picture
        return picture
    }

    private func fillPolygon(_ points: [Point], color: Color, picture: Picture) {
        guard points.count >= 3 else { return }
        var xpoints = points.map { XPointDouble(x: $0.x, y: $0.y) }
        var rc = renderColor(color)
        let source = XRenderCreateSolidFill(display, &rc)
        XRenderCompositeDoublePoly(
            display, PictOpOver, source, picture, maskFormat, 0, 0, 0, 0,
            &xpoints, Int32(xpoints.count), 0)
        XRenderFreePicture(display, source)
    }

    // MARK: text

    /// The title area of a button: the whole button, or the circle at the leading end of a wide `0`.
    private func titleArea(_ button: ButtonFace<Control>) -> Rect {
        var area = button.frame
        if button.titleAlignment == .leadingCircle, area.width > area.height {
            area.width = area.height
        }
        return area
    }

    /// The width a title may take: 80% of its area; a long title (a history row's) also up to where
    /// its pill's rounded ends are half their radius in.
    private func titleWidth(_ button: ButtonFace<Control>) -> Double {
        let area = titleArea(button)
        if button.titleAlignment == .leading { return area.width }
        return button.minimumTitleSize == nil ? area.width * 0.8 : max(area.width * 0.8, area.width - area.height / 2)
    }

    /// What a title's fitted size depends on (the font is the renderer's).
    private struct TitleFit: Hashable {
        var title: String
        var shorterTitles: [String]
        var width: Double
        var height: Double
        var scale: Double
        var size: Double?
        var alignment: TitleAlignment
        var minimum: Double?
        var legible: Double?
    }
    /// Fitted titles already measured: a key changes a title or two, so the others are not
    /// measured again every frame (measuring is most of the client's work in a key's frame).
    private var fittedTitles: [TitleFit: (text: String, size: Int)] = [:]

    /// The title drawn (the title, or the first of its shorter ones that fits at its legible size) and
    /// the largest size (down to half the base, or the button's minimum or legible size) at which it
    /// fits 80% of its area's width.
    private func fittedTitle(_ button: ButtonFace<Control>) -> (text: String, size: Int) {
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

    private func measuredTitle(_ button: ButtonFace<Control>) -> (text: String, size: Int) {
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
    private func titleSizes(_ buttons: [ButtonFace<Control>]) -> [Control: Int] {
        let shown = buttons.filter { !$0.title.isEmpty }
        let sizes = TextFitting.sharedSizes(shown.map { ($0.titleGroup, fittedTitle($0).size) })
        return Dictionary(zip(shown.map(\.control), sizes), uniquingKeysWith: { first, _ in first })
    }

    /// A button's icon, centred, in its text colour: the list's three thin bars are 44% of the button wide.
    private func drawIcon(_ button: ButtonFace<Control>, picture: Picture) {
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

    private func drawTitle(_ button: ButtonFace<Control>, size: Int?, draw: OpaquePointer) {
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

    private func drawDisplay(_ scene: Scene<Control>, draw: OpaquePointer) {
        let frame = scene.layout.displayFrame
        guard frame.isDrawable else { return }
        let areas = scene.layout.displayAreas
        let expressionBase = TextFitting.expressionSize(forAreaHeight: areas.expression.height)
        let gap = Double(expressionBase) / 2

        // Indicators such as `Rad` and `M` have a box of their own, which presentation placed
        // (`DisplayAreas.status`): right of the round buttons when the expression line has the full
        // width below them; else under the buttons at the number's top left.
        var status: (right: Double, bottom: Double)?
        let fullStatusSize = TextFitting.statusSize(
            expressionSize: TextFitting.expressionSize(forAreaHeight: areas.controls.height))
        // In the controls row, it shrinks to end clear of the mode button, down to the lines' legible
        // 11 px (issue 47); a status longer than that (a short display's, or `QWORD SIGNED` in the least
        // window) goes under the round buttons at its full size.
        let room = frame.maxX - areas.expressionTrailingInset - areas.status.x
        let fitted = TextFitting.fittedSize(
            base: fullStatusSize, minimum: Int((11 * scene.layout.scale).rounded()), available: room
        ) { fonts.face(buttonFont, pixelSize: $0).map { TextLayout(text: scene.status.text, face: $0).advance } ?? 0 }
        let statusFace = fonts.face(buttonFont, pixelSize: fitted)
        let inRow =
            areas.isExpressionFullWidth
            && (statusFace.map { TextLayout(text: scene.status.text, face: $0).advance <= room } ?? false)
        if !scene.status.text.isEmpty, areas.number.isDrawable,
            let face = inRow ? statusFace : fonts.face(buttonFont, pixelSize: fullStatusSize)
        {
            let layout = TextLayout(text: scene.status.text, face: face)
            // In the controls row, centred on the box's middle; under the round buttons, a line below
            // the number's top.
            let box = inRow ? areas.status : Rect(x: areas.number.x, y: areas.number.y, width: 0, height: 0)
            let baseline = inRow ? box.midY + face.figureHeight / 2 : box.y + face.figureHeight * 1.25
            drawText(layout, x: box.x, baseline: baseline, color: scene.status.color, draw: draw)
            if !inRow { status = (box.x + layout.advance, baseline + face.figureHeight * 0.3) }
        }

        if !scene.number.text.isEmpty, areas.number.isDrawable {
            // The digits at full size stay under the expression line's band (or the number's area).
            let ceiling = areas.isExpressionFullWidth ? areas.expression.maxY : areas.number.y
            let base = TextFitting.displaySize(forAreaHeight: areas.number.height, room: areas.number.maxY - ceiling)
            let minimum = Int(scene.number.minimumSize.rounded())
            // Baseline near the bottom: leave room for the descent of "," at the base size.
            let baseline = areas.number.maxY - Double(base) * TextFitting.numberBaselineShare
            let fit = { (available: Double) in
                TextFitting.fittedText(
                    [scene.number.text] + scene.number.shorterTexts, base: base, minimum: minimum, available: available
                ) { text, size in
                    self.fonts.face(self.displayFont, pixelSize: size).map { TextLayout(text: text, face: $0).advance } ?? 0
                }
            }
            var fitted = fit(frame.width)
            // A number long and tall enough to reach the indicators is fitted beside them instead.
            if let status, let shown = fitted, let face = fonts.face(displayFont, pixelSize: shown.size),
                baseline - face.figureHeight < status.bottom,
                frame.maxX - TextLayout(text: shown.text, face: face).advance < status.right + gap
            {
                fitted = fit(frame.maxX - status.right - gap)
            }
            if let fitted,
                let layout = Self.below(
                    ceiling, baseline: baseline, text: fitted.text, size: fitted.size,
                    face: {
                        self.fonts.face(self.displayFont, pixelSize: $0)
                    })
            {
                drawText(layout, x: frame.maxX - layout.advance, baseline: baseline, color: scene.number.color, draw: draw)
            }
        }

        drawExactForm(scene, draw: draw)

        // The expression line has the display's whole width (or, on a short display, the width right
        // of the round buttons), shrinking to fit down to 0.7 of its size but never below the number's
        // legible minimum, then losing its start.
        guard areas.expression.isDrawable, !scene.expression.text.isEmpty else { return }
        let trailing = areas.isExpressionFullWidth ? 0 : areas.expressionTrailingInset
        let available = areas.isExpressionFullWidth ? frame.width : frame.width - areas.expressionInset - trailing
        // A notice shrinks as far as it must: a message that lost its start could read as its opposite.
        let floor = TextFitting.expressionFloor(
            base: expressionBase, legible: Int(scene.number.minimumSize.rounded()),
            shrinksWhole: scene.expression.shrinksWhole)
        let size = TextFitting.fittedSize(base: expressionBase, minimum: floor, available: available) {
            fonts.face(buttonFont, pixelSize: $0).map { TextLayout(text: scene.expression.text, face: $0).advance } ?? 0
        }
        if let face = fonts.face(buttonFont, pixelSize: size) {
            let text = TextFitting.elidedLeft(scene.expression.text, available: available) {
                TextLayout(text: $0, face: face).advance
            }
            let layout = TextLayout(text: text, face: face)
            // In the full-width band, a little above its middle: the number's digits are just below
            // it, and the descent of `(` and `,` stays clear of them.
            let baseline =
                areas.isExpressionFullWidth
                ? areas.expression.y
                    + (areas.expression.height * 0.5 + face.figureHeight / 2 - areas.expression.height * 0.08).rounded()
                : areas.expression.midY + face.figureHeight / 2
            drawText(
                layout, x: frame.maxX - trailing - layout.advance, baseline: baseline,
                color: scene.expression.color, draw: draw)
        }
    }

    /// `text` at `size`, or smaller if its ink would rise above `ceiling` from `baseline`: the √ and /
    /// of an exact form shown as the number, taller than the digits the base size allows for, never
    /// reach the expression line's band above them.
    private static func below(
        _ ceiling: Double, baseline: Double, text: String, size: Int, face: (Int) -> FontFace?
    ) -> TextLayout? {
        guard let full = face(size) else { return nil }
        let layout = TextLayout(text: text, face: full), room = baseline - ceiling
        guard layout.hasInk, -layout.inkMinY > room, room > 0 else { return layout }
        let smaller = Int((Double(size) * room / -layout.inkMinY).rounded(.down))
        guard smaller >= 1, let smallerFace = face(smaller) else { return layout }
        return TextLayout(text: text, face: smallerFace)
    }

    /// The line under the number (`DisplayAreas.exactForm`): right-aligned, at the expression line's
    /// size for its box, shrunk as far as it must to fit whole (a form cut short reads as another value).
    private func drawExactForm(_ scene: Scene<Control>, draw: OpaquePointer) {
        let box = scene.layout.displayAreas.exactForm
        guard box.isDrawable, !scene.exactForm.text.isEmpty else { return }
        let size = TextFitting.fittedSize(
            base: TextFitting.expressionSize(forAreaHeight: box.height), minimum: 1, available: box.width
        ) {
            fonts.face(buttonFont, pixelSize: $0).map { TextLayout(text: scene.exactForm.text, face: $0).advance } ?? 0
        }
        guard let face = fonts.face(buttonFont, pixelSize: size) else { return }
        let layout = TextLayout(text: scene.exactForm.text, face: face)
        drawText(
            layout, x: box.maxX - layout.advance, baseline: box.midY + face.figureHeight / 2,
            color: scene.exactForm.color, draw: draw)
    }

    /// The monospaced font of a text area (`TextArea`): its cells are the producer's, whatever the font's advance.
    static var textAreaFont: String { "DejaVu Sans Mono,Liberation Mono,monospace:regular" }

    /// A text area: its marks, then each run's characters, each centred in its cell, drawn only in `clip`
    /// (the area, or its damaged parts).
    private func drawTextArea(_ text: TextArea, in clip: [Rect], picture: Picture, draw: OpaquePointer) {
        var rectangles = clip.compactMap { Damage.pixels(of: $0, width: width, height: height) }.map {
            XRectangle(
                x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                height: UInt16(clamping: $0.height))
        }
        guard !rectangles.isEmpty else { return }
        for mark in text.marks {
            for part in clip {
                guard let shown = Self.intersection(mark.frame, part),
                    let pixels = Damage.pixels(of: shown, width: width, height: height)
                else { continue }
                var color = renderColor(mark.color)
                XRenderFillRectangle(
                    display, PictOpOver, picture, &color, Int32(pixels.x), Int32(pixels.y), UInt32(pixels.width),
                    UInt32(pixels.height))
            }
        }
        XftDrawSetClipRectangles(draw, 0, 0, &rectangles, Int32(rectangles.count))
        let right = clip.map(\.maxX).max() ?? 0
        for run in text.runs where clip.contains(where: { $0.overlaps(run.row) }) {
            guard let face = fonts.face(Self.textAreaFont, pixelSize: max(1, Int(run.pixelSize.rounded()))) else { continue }
            let baseline = run.row.midY + face.figureHeight / 2
            var x = run.x
            for character in run.text {
                defer { x += run.cellWidth }
                guard x < right, character != " " else { continue }
                let layout = TextLayout(text: String(character), face: face)
                drawText(layout, x: x + (run.cellWidth - layout.advance) / 2, baseline: baseline, color: run.color, draw: draw)
            }
        }
        // Drawn last in a frame: the clip goes (a partial frame's own clip is lifted after it, too).
        XftDrawSetClip(draw, nil)
    }

    /// The overlap of `a` and `b`; nil when they do not overlap.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.x, b.x), y = max(a.y, b.y), maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return maxX > x && maxY > y ? Rect(x: x, y: y, width: maxX - x, height: maxY - y) : nil
    }

    private func drawText(_ layout: TextLayout, x: Double, baseline: Double, color: Color, draw: OpaquePointer) {
        var xftColor = xftColor(color)
        let y = Int32(clamping: Int(baseline.rounded()))
        for run in layout.runs {
            let rx = Int32(clamping: Int((x + run.x).rounded()))
            run.bytes.withUnsafeBufferPointer {
                XftDrawStringUtf8(draw, &xftColor, run.font, rx, y, $0.baseAddress, Int32($0.count))
            }
        }
    }

    // MARK: colours

    /// `color` as Xft draws it (the tooltip's window draws with it too).
    func xftColor(_ color: Color) -> XftColor {
        XftColor(pixel: pixel(for: color), color: renderColor(color))
    }

    private func renderColor(_ color: Color) -> XRenderColor {
        XRenderColor(
            red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
            blue: UInt16(color.blue) * 257, alpha: 0xffff)
    }

    /// The pixel value of a colour on a TrueColor visual (what core drawing would use).
    private func pixel(for color: Color) -> UInt {
        func place(_ value: UInt8, _ mask: UInt) -> UInt {
            guard mask != 0 else { return 0 }
            let shift = UInt(mask.trailingZeroBitCount)
            let bits = UInt((mask >> shift).nonzeroBitCount)
            return ((UInt(value) >> (8 - min(bits, 8))) << shift) & mask
        }
        let v = visual.pointee
        return place(color.red, v.red_mask) | place(color.green, v.green_mask) | place(color.blue, v.blue_mask)
    }

    /// How many button masks are alive (for tests).
    var maskCount: Int { masks.count }

    func free() {
        for mask in masks.values { freeMask(mask) }
        masks.removeAll()
        for picture in solids.values { XRenderFreePicture(display, picture) }
        solids.removeAll()
        fonts.closeAll()
        if let draw { XftDrawDestroy(draw) }
        draw = nil
        if pixmap != 0 { XFreePixmap(display, pixmap) }
        pixmap = 0
        XFreeGC(display, gc)
    }
}
