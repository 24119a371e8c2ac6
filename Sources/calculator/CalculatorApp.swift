import CalculatorController
import CalculatorView
import Layout

/// Wires the window, the keypad layout and the controller: the only place that knows all three.
final class CalculatorApp: WindowDelegate, CalculatorDisplay {
    private let controller = CalculatorController()
    private var layout = KeypadLayout()
    private let theme = Theme()
    private var window: X11Window!

    init(options: WindowOptions) throws(WindowError) {
        controller.display = self
        window = try X11Window(options: options, delegate: self)
        layout.resize(width: Double(window.size.width), height: Double(window.size.height))
        window.setScene(scene())
    }

    /// Runs the window until it is closed.
    func run() { window.run() }

    /// The scene for the current layout and display state.
    private func scene() -> Scene {
        let state = controller.state
        let buttons = layout.buttonFrames.map { button, frame in
            let colors = theme.colors(for: button.style, isPending: button.key == .operation(state.pendingOperation ?? ""))
            return ButtonFace(
                id: button.id, title: button.key == .clear ? state.clearLabel : button.title,
                frame: Frame(frame), fill: colors.fill, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 ? .leadingCircle : .center)
        }
        return Scene(
            background: theme.background, buttons: buttons, displayFrame: Frame(layout.displayFrame),
            displayText: state.display, displayColor: theme.display,
            expressionText: state.expression, expressionColor: theme.expression)
    }

    // MARK: CalculatorDisplay

    func show(_ state: DisplayState) {
        window?.setScene(scene())
    }

    // MARK: WindowDelegate

    func windowDidResize(_ window: X11Window, width: Int, height: Int) {
        layout.resize(width: Double(width), height: Double(height))
        window.setScene(scene())
    }

    func window(_ window: X11Window, didActivateButton id: String) {
        guard let button = Keypad.standard.first(where: { $0.id == id }) else { return }
        controller.press(button.key)
    }

    func window(_ window: X11Window, didPress key: KeyStroke) -> String? {
        switch KeyboardMap.command(keysym: key.keysymName, text: key.text, control: key.control, shift: key.shift) {
        case .key(let calculatorKey):
            controller.press(calculatorKey)
            return Keypad.button(for: calculatorKey)?.id
        case .copy:
            window.copyToClipboard(controller.state.plainDisplay)
        case .paste:
            window.requestPaste()
        case .quit:
            window.close()
        case nil:
            break
        }
        return nil
    }

    func window(_ window: X11Window, didReceivePaste text: String) {
        controller.paste(text)
    }

    func windowShouldClose(_ window: X11Window) {
        window.close()
    }
}

extension Frame {
    /// A view frame from a solved layout frame.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
