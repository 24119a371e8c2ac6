import CalculatorController
import CalculatorModel
import CalculatorView
import Layout

/// Wires the window, the keypad layout and the controller: the only place that knows all three.
/// The window reports events to `handle`, which answers what to show and do.
final class CalculatorApp: CalculatorDisplay {
    /// The window's default and smallest sizes at 96 dpi; the smallest keeps every label readable.
    static let defaultSize = (width: 320.0, height: 560.0)
    static let minimumSize = (width: 200.0, height: 330.0)
    /// The smallest legible size of the number, in pixels at 96 dpi: below it, fewer digits are shown.
    static let minimumDisplayTextSize = 12.0

    private let controller = CalculatorController()
    /// Geometry × this: `Xft.dpi` / 96, set from the X resources before the layout is first needed.
    private var scale = 1.0
    /// Built once, on first use, at the display's scale.
    private lazy var layout = KeypadLayout(scale: scale)
    private var theme = Theme()
    private var window: X11Window!
    /// The display state changed since the last scene was handed out.
    private var sceneIsStale = false

    init(options: WindowOptions) throws(WindowError) {
        controller.display = self
        window = try X11Window(options: options) { [unowned self] resources, options in
            configure(resources, &options)
        }
        resizeLayout(width: Double(window.size.width), height: Double(window.size.height))
        window.setScene(scene())
        sceneIsStale = false
    }

    /// Re-solves the layout; the display shows 16 digits in the compact size class and 32 in the wide one.
    private func resizeLayout(width: Double, height: Double) {
        layout.resize(width: width, height: height)
        let digits = layout.sizeClass == .wide ? NumberFormat.wideDigits : NumberFormat.compactDigits
        if controller.significantDigits != digits { controller.significantDigits = digits }
    }

    /// Runs the window until it is closed.
    func run() { window.run { handle($0) } }

    /// Takes the look and the scale from the X resources: geometry follows `Xft.dpi` / 96.
    private func configure(_ resources: XResources, _ options: inout WindowOptions) {
        var problems: [String] = []
        theme = Theme(resources: resources, problems: &problems)
        for problem in problems { standardError("calculator: " + problem) }
        scale = (resources.dpi ?? 96) / 96
        options.defaultSize = (Int(Self.defaultSize.width * scale), Int(Self.defaultSize.height * scale))
        options.minimumSize = (Int(Self.minimumSize.width * scale), Int(Self.minimumSize.height * scale))
        if let font = theme.font {
            options.displayFont = font + ",sans-serif:light"
            options.buttonFont = font + ",sans-serif:regular"
        }
    }

    /// The scene for the current layout and display state.
    private func scene() -> Scene {
        let state = controller.state
        let buttons = layout.buttonFrames.map { button, frame in
            let colors = theme.colors(
                for: button.style, isPending: button.key == .operation(state.pendingOperation ?? ""),
                isLatched: button.key == .second && state.isSecondActive)
            return ButtonFace(
                id: button.id, title: title(of: button, in: state), frame: frame,
                fill: colors.fill, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 && button.panel == .standard ? .leadingCircle : .center)
        }
        let status = [state.isRadians ? "Rad" : nil, state.hasMemory ? "M" : nil].compactMap { $0 }
        return Scene(
            background: theme.background, buttons: buttons, displayFrame: layout.displayFrame,
            displayText: state.display, shorterDisplayTexts: shorterDisplays(of: state),
            minimumDisplayTextSize: Self.minimumDisplayTextSize * scale, displayColor: theme.display,
            expressionText: state.expression, expressionColor: theme.expression,
            statusText: status.joined(separator: " "))
    }

    /// The number with fewer digits, for the view to fall back on, when it might not fit the display
    /// at the legible minimum size: no glyph of a number (digits, `-`, `.`, `,`, `e`) is wider than
    /// 0.75 em in a text font, so a shorter text surely fits and its forms are not computed.
    private func shorterDisplays(of state: DisplayState) -> [String] {
        let widest = Double(state.display.count) * 0.75 * Self.minimumDisplayTextSize * scale
        return widest <= layout.displayFrame.width ? [] : state.shorterDisplays()
    }

    /// A button's title in this state: `AC`/`C`, the inverse functions under `2nd`, `Rad`/`Deg`.
    private func title(of button: KeypadButton, in state: DisplayState) -> String {
        switch button.key {
        case .clear: state.clearLabel
        case .toggleAngleUnit: state.isRadians ? "Deg" : "Rad"
        default: state.isSecondActive ? button.secondTitle ?? button.title : button.title
        }
    }

    // MARK: CalculatorDisplay

    func show(_ state: DisplayState) {
        sceneIsStale = true
    }

    // MARK: window events

    /// Answers one window event: the controller takes it, and the new scene goes back.
    func handle(_ event: WindowEvent) -> WindowUpdate {
        var update = WindowUpdate()
        switch event {
        case .resize(let width, let height):
            resizeLayout(width: Double(width), height: Double(height))
            sceneIsStale = true
        case .click(let id):
            if let button = Keypad.all.first(where: { $0.id == id }) { controller.press(button.key) }
        case .key(let stroke):
            switch KeyboardMap.command(keysym: keysymName(stroke.keysym), text: stroke.text,
                                       control: stroke.control, shift: stroke.shift) {
            case .key(let calculatorKey):
                controller.press(calculatorKey)
                update.flash = Keypad.button(for: calculatorKey)?.id
            case .copy: update.copy = controller.state.plainDisplay
            case .paste: update.requestPaste = true
            case .quit: update.quit = true
            case nil: break
            }
        case .paste(let text):
            controller.paste(text)
        case .close:
            update.quit = true
        }
        if sceneIsStale {
            update.scene = scene()
            sceneIsStale = false
        }
        return update
    }
}

/// The X keysym name of the keysyms `KeyboardMap` names, until it compares keysym numbers;
/// "" for the others (as `XKeysymToString` gave names no binding uses).
private func keysymName(_ keysym: UInt32) -> String {
    switch keysym {
    case 0x61...0x7a, 0x41...0x5a: return String(UnicodeScalar(UInt8(keysym)))   // a–z, A–Z
    case 0xffb0...0xffb9: return "KP_\(keysym - 0xffb0)"
    default: return namedKeysyms[keysym] ?? ""
    }
}

private let namedKeysyms: [UInt32: String] = [
    0xff0d: "Return", 0xff8d: "KP_Enter", 0xffbd: "KP_Equal", 0xff1b: "Escape",
    0xffff: "Delete", 0xff9f: "KP_Delete", 0xff08: "BackSpace", 0xffc6: "F9",
    0xffab: "KP_Add", 0xffad: "KP_Subtract", 0xffaa: "KP_Multiply", 0xffaf: "KP_Divide",
    0xffae: "KP_Decimal", 0xffac: "KP_Separator", 0xff09: "Tab", 0xffc0: "F3", 0xffc1: "F4",
    0xff63: "Insert", 0xff9e: "KP_Insert",
]
