import AccessibleTree
import WindowInterface

/// What teaches the window's keys: the tooltip of a button the pointer rests on, and the keys window
/// (`KeysSheet`), which takes the window's events while it shows.
extension CalculatorSession {
    /// The answer to `event` when it is the teaching's: a hover's tooltip, or an event while the keys
    /// window shows (its keys, its Close, its scrolling; the pointer's other gestures and the other keys
    /// but quitting do nothing then).
    /// Nil for the events the session answers as ever (a resize, a new dpi, a paste, a close).
    func teach(_ event: WindowEvent<Control>) -> Answer? {
        if case .hover(let control) = event { return hovered(control) }
        guard var sheet = shared.keys else { return nil }
        let frames = KeysSheet.Frames(shared.window.size, scale: shared.window.scale)
        let count = sheet.lines(width: Double(shared.window.size.width), scale: shared.window.scale).count
        switch event {
        case .key(let stroke) where KeyboardMap.command(for: stroke) == .quit: return nil   // Ctrl+Q quits from here too
        case .key(let stroke):
            if sheet.key(stroke, lineCount: count, capacity: frames.capacity) { return closeKeys() }
        case .click(.keysClose): return closeKeys()
        case .scroll(let steps): sheet.scroll(-steps, lineCount: count, capacity: frames.capacity)
        case .click, .swipe, .displayClick, .middleClick, .text, .scrollDigits, .dragDigits: break
        default: return nil
        }
        guard sheet != shared.keys else { return Answer() }
        shared.keys = sheet
        shared.reply.looksChanged = true
        return answer()
    }

    /// Shows the keys window over the mode shown (F1, Ctrl+?).
    func showKeys() {
        shared.keys = KeysSheet(mode: pane.pane.mode)
        shared.reply.looksChanged = true
    }

    private func closeKeys() -> Answer {
        shared.keys = nil
        shared.reply.looksChanged = true
        return answer()
    }

    /// The tooltip of the button `control` presses: its accessible description (`KeyTooltip`'s words, in
    /// the mode's state: `C` or `AC`, `sin⁻¹` under 2nd), in the small keys' colours; none without one.
    func hovered(_ control: Control) -> Answer {
        guard let text = accessibleSnapshot.tree.node(pressing: control)?.description, !text.isEmpty else { return Answer() }
        let colors = shared.palette.colors(for: .scientific, isPending: false)
        let tooltip = Tooltip(
            text: text, fill: colors.fill, textColor: colors.text, border: shared.palette.expressionText,
            textSize: (KeysSheet.textSize * shared.window.scale).rounded())
        return Answer(tooltip: tooltip)
    }
}

extension SharedState {
    /// The keys window's scene, while it shows.
    var keysScene: Scene<Control>? {
        keys?.scene(window.size, scale: window.scale, theme: theme, palette: palette)
    }
}

extension AccessibleNode {
    /// The first node of this subtree, depth first, that a press of `control` is.
    func node(pressing control: Press) -> AccessibleNode? {
        if press == control { return self }
        for child in children { if let found = child.node(pressing: control) { return found } }
        return nil
    }
}
