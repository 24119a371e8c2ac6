import CX11
import Layout
import WindowInterface

/// The display: the status, the number, the expression line and the line under the number, each
/// fitted into its box of `DisplayAreas`.
extension Renderer {
    func drawDisplay(_ scene: Scene<Control>, draw: OpaquePointer) {
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
    static func below(
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
    func drawExactForm(_ scene: Scene<Control>, draw: OpaquePointer) {
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
}
