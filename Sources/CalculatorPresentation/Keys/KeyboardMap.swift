import CalculatorController
import WindowInterface

/// What a key on the keyboard asks for: a calculator key, or a window command.
public enum KeyCommand: Hashable, Sendable {
    case key(Key)
    /// Copy the number as the locale writes it, ungrouped (`1234,5`): what a spreadsheet reads.
    case copy
    /// Copy the number in C form (`1234.5`): what code and terminals read.
    case copyPlain
    case paste
    case quit
    /// Open or close the history panel.
    case toggleHistory
    /// Empty the history tape.
    case clearHistory
    /// Copy the whole history tape as text.
    case copyHistory
    /// Keep the window above others, or stop.
    case toggleAlwaysOnTop
    /// Scroll the result's digits sideways by a display's width: positive for further digits.
    case scrollDigits(pages: Int)
    /// Shift+Page Down and Up: `scrollDigits(pages: ±1)` as a page key says it, in a help row of its own
    /// (the arrows' row is as wide as the help's chords column may be).
    case scrollDigitsPage(forward: Bool)
    /// Scroll the result's digits to the last digit proven so far (`end`), or back to the first.
    case scrollDigitsToEdge(end: Bool)
    /// Copy every proven digit of the result, up to `DigitScroll.copyAllDigits`, without scrolling.
    case copyAllDigits
    /// S⇔D: swap the exact form and the decimal of the value shown.
    case swapExactForm
    /// Show this mode (Ctrl+1, Ctrl+2, …), carrying the value.
    case switchMode(Mode)
    /// Show the keys window over the mode shown, or close it (F1, Ctrl+?: `KeysSheet`).
    case showKeys
}

/// One keyboard binding: a chord and what it does.
public struct KeyBinding: Hashable, Sendable {
    public let chord: KeyChord
    public let command: KeyCommand
}

/// Keyboard bindings, by X keysym and by the text the key types, so they work with any keyboard
/// layout. Pure data derived from the mode's table (`Mode.row`), plus the window's commands.
public enum KeyboardMap {
    /// Every binding; no chord appears twice (a test checks).
    public static let bindings: [KeyBinding] =
        Mode.calculator.keys.flatMap { key in Mode.calculator.row(key).chords.map { KeyBinding(chord: $0, command: .key(key)) } }
        + windowCommands

    /// Copy and paste as in every X program (Ctrl+C, Ctrl+Insert; Ctrl+V, Shift+Insert), Ctrl+Shift+C
    /// for the C form; quit with
    /// Ctrl+Q or Ctrl+W, as in GNOME, KDE and galculator; the history as in browsers (Ctrl+H), copied whole
    /// with Ctrl+Shift+H, cleared as in Windows Calculator (Ctrl+Shift+Delete); Ctrl+K keeps the window on top; Ctrl+E is S⇔D (E for exact: `e` types the constant, and the letters a to f are the programmer keypad's digits);
    /// Shift+Right and Shift+Left (and Shift+Page Down and Up) scroll a result's digits a display's width,
    /// Shift+End to the last digit proven so far and Shift+Home back to the first, and Ctrl+D copies its digits;
    /// F1 and Ctrl+? show the keys window.
    static let windowCommands: [KeyBinding] =
        [
            KeyBinding(chord: .control("c"), command: .copy),
            KeyBinding(chord: .control("c", shift: true), command: .copyPlain),
            KeyBinding(chord: KeyChord(trigger: .keysym(.insert), control: true, shift: false), command: .copy),
            KeyBinding(chord: KeyChord(trigger: .keysym(.keypadInsert), control: true, shift: false), command: .copy),
            KeyBinding(chord: .control("v"), command: .paste),
            KeyBinding(chord: KeyChord(trigger: .keysym(.insert), control: false, shift: true), command: .paste),
            KeyBinding(chord: KeyChord(trigger: .keysym(.keypadInsert), control: false, shift: true), command: .paste),
            KeyBinding(chord: .control("w"), command: .quit),
            KeyBinding(chord: .control("q"), command: .quit),
            KeyBinding(chord: .control("h"), command: .toggleHistory),
            KeyBinding(chord: KeyChord(trigger: .keysym(.delete), control: true, shift: true), command: .clearHistory),
            KeyBinding(chord: .control("h", shift: true), command: .copyHistory),
            KeyBinding(chord: .control("k"), command: .toggleAlwaysOnTop),
            KeyBinding(chord: KeyChord(trigger: .keysym(.right), control: false, shift: true), command: .scrollDigits(pages: 1)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.keypadRight), control: false, shift: true), command: .scrollDigits(pages: 1)),
            KeyBinding(chord: KeyChord(trigger: .keysym(.left), control: false, shift: true), command: .scrollDigits(pages: -1)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.keypadLeft), control: false, shift: true), command: .scrollDigits(pages: -1)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.pageDown), control: false, shift: true),
                command: .scrollDigitsPage(forward: true)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.pageUp), control: false, shift: true),
                command: .scrollDigitsPage(forward: false)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.end), control: false, shift: true), command: .scrollDigitsToEdge(end: true)),
            KeyBinding(
                chord: KeyChord(trigger: .keysym(.home), control: false, shift: true), command: .scrollDigitsToEdge(end: false)),
            KeyBinding(chord: .control("d"), command: .copyAllDigits),
            KeyBinding(chord: .control("e"), command: .swapExactForm),
            // The keys window as in GNOME (F1 for help, Ctrl+? for its shortcuts window): `?` is the keysym
            // Shift types, and Control with Shift falls back on this chord.
            KeyBinding(chord: .keysym(.f1), command: .showKeys),
            KeyBinding(chord: .control("?"), command: .showKeys),
        ] + Mode.allCases.map { KeyBinding(chord: $0.chord, command: .switchMode($0)) }

    private static let table: [KeyChord: KeyCommand] = Dictionary(
        bindings.map { ($0.chord, $0.command) }, uniquingKeysWith: { first, _ in first })

    /// The command for a key press, or nil if the key means nothing here. With Control, the keysym
    /// decides (either case; Control with Shift falls back on Control alone); otherwise the keysym,
    /// then the text the key types.
    public static func command(keysym: Keysym, text: String, control: Bool, shift: Bool) -> KeyCommand? {
        KeyChord.lookup(in: table, keysym: keysym, text: text, control: control, shift: shift)
    }

    /// The command for `stroke`, or nil.
    static func command(for stroke: KeyStroke) -> KeyCommand? {
        command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
    }
}
