import Layout
import WindowInterface

/// What a frame must redraw when the window kept its size: the rectangles whose pixels may differ
/// from the previous frame's, or nil when everything must be drawn again.
///
/// A key changes little: the number, the expression and status line, the flashed button (and again
/// at its release), a pending operator's inversion, the clear key's title. Redrawing only those
/// keeps a key's cost near what drawing those few things costs (issue 15: key-to-pixel no slower
/// than xcalc's). The scene says which of its parts differ (`SceneChanges`): a changed number,
/// expression or status damages every pixel the display's text may paint; changed buttons are
/// compared one by one, and each that differs damages its `bounds`. A changed layout part
/// (background, display frame or text boxes, scale) or a change of any button's frame, control or
/// count is a new layout: that redraws everything, as a resize does.
/// The renderer redraws every element that reaches into a damaged rectangle, clipped to the damage,
/// so the result is, pixel for pixel, what a full redraw gives.
enum Damage {
    /// One frame as the comparison sees it.
    struct Frame<Control: Hashable & Sendable>: Equatable {
        var scene: Scene<Control>
        /// The buttons drawn lit.
        var highlighted: Set<Control>
        /// Each titled button's title size in pixels: titles of a group share one size, so a title
        /// that changes (AC to C) can change the size of the others.
        var titleSizes: [Control: Int]
    }

    /// The rectangles to redraw going from `old` to `new` (empty when nothing changed), or nil when
    /// the layout changed and the whole window must be drawn. `changes` are the scene's parts that
    /// differ (`Scene.changes(from:)`, which the renderer finds once a frame); nil finds them here.
    static func rects<Control>(from old: Frame<Control>, to new: Frame<Control>, changes: SceneChanges? = nil) -> [Rect]? {
        let a = old.scene, b = new.scene
        let changes = changes ?? b.changes(from: a)
        guard !changes.contains(.layout), a.buttons.count == b.buttons.count else { return nil }
        var display = changes.isDisjoint(with: .displayText) ? [] : [displayBounds(b.layout.displayFrame)]
        // A changed text area is redrawn whole, where it was and where it is.
        if changes.contains(.text) { display += Set([a.text.frame, b.text.frame].compactMap { $0 }) }
        // The same buttons, lit the same, titled at the same sizes (a digit key): only the display may differ.
        if !changes.contains(.buttons), old.highlighted == new.highlighted, old.titleSizes == new.titleSizes {
            return display
        }
        var rects: [Rect] = []
        for (before, after) in zip(a.buttons, b.buttons) {
            guard before.control == after.control, before.frame == after.frame else { return nil }
            if before != after
                || old.highlighted.contains(before.control) != new.highlighted.contains(after.control)
                || old.titleSizes[before.control] != new.titleSizes[after.control]
            {
                rects.append(bounds(of: after))
            }
        }
        return rects + display
    }

    /// Every pixel a button may paint: its mask's rectangle (the shape at whole pixels, title inside),
    /// one pixel more on each side for the anti-aliased edge.
    static func bounds<Control>(of button: ButtonFace<Control>) -> Rect {
        let frame = MaskPlacement(frame: button.frame)?.bounds ?? button.frame
        return outset(frame, by: 1)
    }

    /// Every pixel the display's text may paint: the display frame and a margin of a fifth of the
    /// number's base size on each side (ink beyond the advance, the descent of `,` below the frame).
    static func displayBounds(_ frame: Rect) -> Rect {
        let number = DisplayAreas(frame).number
        let margin = (Double(TextFitting.displaySize(forAreaHeight: number.height)) * 0.2).rounded(.up) + 2
        return outset(frame, by: margin)
    }

    /// The whole pixels covering `rect`, cut to a `width` × `height` buffer; nil when none remain.
    static func pixels(of rect: Rect, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let x0 = max(0, Int(max(rect.x, -1e9).rounded(.down))), y0 = max(0, Int(max(rect.y, -1e9).rounded(.down)))
        let x1 = min(width, Int(min(rect.maxX, 1e9).rounded(.up))), y1 = min(height, Int(min(rect.maxY, 1e9).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// `rect` grown by `d` on every side.
    static func outset(_ rect: Rect, by d: Double) -> Rect {
        Rect(x: rect.x - d, y: rect.y - d, width: rect.width + 2 * d, height: rect.height + 2 * d)
    }
}
