import CalculatorController
import CalculatorView
import Layout

/// What the window draws for a state: a pure function of the display state, the solved keypad and
/// the theme.
public enum KeypadScene {
    /// How much larger a symbol title (`+`, `±`) is drawn than a text title: these glyphs are small in text fonts.
    static let symbolTitleScale = 1.5

    /// The smallest legible size of the number, in pixels at 96 dpi: below it, fewer digits are shown.
    public static let minimumDisplayTextSize = 12.0

    /// The scene of `state` in `frames`, coloured by `theme` (whose button colours `palette` holds
    /// worked out, when given).
    public static func scene(_ state: DisplayState, in frames: KeypadFrames, theme: Theme,
                             palette: ButtonPalette? = nil) -> Scene {
        let palette = palette ?? ButtonPalette(theme)
        let buttons = frames.buttons.map { button, frame in
            let colors = palette.colors(
                for: button.style, isPending: button.key == state.pendingOperation.map(Key.operation),
                isLatched: button.key == .second && state.isSecondActive)
            return ButtonFace(
                id: button.id, title: button.title(in: state), frame: frame,
                fill: colors.fill, pressedFill: colors.pressed, textColor: colors.text,
                titleAlignment: button.columnSpan > 1 && button.panel == .standard ? .leadingCircle : .center,
                titleScale: button.hasSymbolTitle ? symbolTitleScale : 1, titleGroup: titleGroup(of: button))
        }
        return Scene(
            background: theme.background, buttons: buttons, displayFrame: frames.display,
            displayText: state.display, shorterDisplayTexts: shorterDisplays(of: state, in: frames),
            minimumDisplayTextSize: minimumDisplayTextSize * frames.scale, displayColor: theme.displayText,
            expressionText: state.expression, expressionColor: theme.expressionText,
            statusText: status(of: state))
    }

    /// Text titles of one panel share a size, and so do the arithmetic symbols, so rows look even.
    static func titleGroup(of button: KeypadButton) -> Int {
        switch (button.panel, button.hasSymbolTitle) {
        case (.scientific, _): 0
        case (.standard, false): 1
        case (.standard, true): 2
        }
    }

    /// The indicators left of the expression line: `2nd` while on (its key may be off screen, in
    /// the compact window), `Rad` in radians, `M` while the memory holds a value.
    static func status(of state: DisplayState) -> String {
        [
            state.isSecondActive ? Key.second.definition.title : nil,
            state.isRadians ? Key.angleUnit(.radians).definition.title : nil,
            state.hasMemory ? "M" : nil,
        ].compactMap { $0 }.joined(separator: " ")
    }

    /// The number with fewer digits, for the view to fall back on, when it might not fit the display
    /// at the legible minimum size: no glyph of a number (digits, `-`, `.`, `,`, `e`) is wider than
    /// 0.75 em in a text font, so a shorter text surely fits and its forms are not computed.
    static func shorterDisplays(of state: DisplayState, in frames: KeypadFrames) -> [String] {
        let widest = Double(state.display.count) * 0.75 * minimumDisplayTextSize * frames.scale
        return widest <= frames.display.width ? [] : state.shorterDisplays()
    }
}
