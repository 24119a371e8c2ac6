import CalculatorController
import CalculatorModel
import CalculatorView

/// One calculator window between the view and the controller: each window event becomes controller
/// calls, and the answer says what to show and do. Nothing calls back into the window.
public final class CalculatorSession {
    /// The window's default and smallest sizes at 96 dpi; the smallest keeps every label readable.
    public static let defaultSize = (width: 320.0, height: 560.0)
    public static let minimumSize = (width: 200.0, height: 330.0)

    public let controller: CalculatorController
    private var layout: KeypadLayout
    private let theme: Theme
    private let palette: ButtonPalette
    /// Whether a paste was asked for and no key or click came since: a late answer is dropped then,
    /// so a slow clipboard owner never replaces what the user typed meanwhile.
    private var isAwaitingPaste = false

    /// A session for a window of `size` pixels at `scale` (dpi / 96).
    public init(size: (width: Int, height: Int), scale: Double = 1, theme: Theme = Theme(),
                controller: CalculatorController = CalculatorController()) {
        self.controller = controller
        self.theme = theme
        palette = ButtonPalette(theme)
        layout = KeypadLayout(scale: scale)
        resize(width: size.width, height: size.height)
    }

    /// What the window shows now.
    public var scene: Scene { KeypadScene.scene(controller.state, in: layout.frames, theme: theme, palette: palette) }

    /// Answers one window event with the new scene (when it changed) and what the window should do.
    public func handle(_ event: WindowEvent) -> WindowUpdate {
        let before = controller.state
        var update = WindowUpdate()
        switch event {
        case .resize(let width, let height):
            resize(width: width, height: height)
            update.scene = scene
            return update
        case .click(let id):
            isAwaitingPaste = false
            if let button = Keypad.all.first(where: { $0.id == id }) { controller.press(button.key) }
        case .swipe:
            // A swipe across the display deletes the last digit, as on the iPhone.
            isAwaitingPaste = false
            controller.press(.backspace)
        case .middleClick:
            isAwaitingPaste = true
            update.requestPaste = .primary
        case .key(let stroke):
            let keysym = Keysym(rawValue: stroke.keysym)
            switch KeyboardMap.command(keysym: keysym, text: stroke.text, control: stroke.control, shift: stroke.shift) {
            case .key(let key):
                isAwaitingPaste = false
                controller.press(key)
                update.flash = Keypad.button(for: key)?.id
            case .copy: update.copy = controller.state.plainDisplay
            case .paste:
                isAwaitingPaste = true
                update.requestPaste = .clipboard
            case .quit: update.quit = true
            case nil: break
            }
        case .paste(let text):
            guard isAwaitingPaste else { break }
            isAwaitingPaste = false
            controller.paste(text)
        case .close:
            update.quit = true
        }
        if controller.state != before { update.scene = scene }
        return update
    }

    /// Re-solves the layout; the display shows 16 digits in the compact size class and 32 in the wide one.
    private func resize(width: Int, height: Int) {
        layout.resize(width: Double(width), height: Double(height))
        let digits = layout.sizeClass == .wide ? NumberFormat.wideDigits : NumberFormat.compactDigits
        if controller.significantDigits != digits { controller.significantDigits = digits }
    }
}

extension CalculatorSession {
    /// The theme and scale (dpi / 96) the display's X resources ask for, with the window's sizes and
    /// fonts set for them; bad values are named in `problems`.
    public static func configure(_ resources: XResources, _ options: inout WindowOptions,
                                 problems: inout [String]) -> (theme: Theme, scale: Double) {
        let theme = Theme(resources: resources, problems: &problems)
        let scale = (resources.dpi ?? 96) / 96
        options.defaultSize = (Int(defaultSize.width * scale), Int(defaultSize.height * scale))
        options.minimumSize = (Int(minimumSize.width * scale), Int(minimumSize.height * scale))
        if let font = theme.font {
            options.displayFont = font + ",sans-serif:light"
            options.buttonFont = font + ",sans-serif:regular"
        }
        return (theme, scale)
    }
}
