import CalculatorController
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// Every key the window answers is a row of a key table (issue 46 item 2): each context's keys are
/// pressed one by one, every printable character and every named X keysym, alone, with Shift, Control
/// and both, and a key that changed anything (the scene or an effect) must be one the context's tables
/// name. A key handled by a literal in a handler, which no table, `--help` or man page shows, fails here.
struct KeyTableTests {
    /// A place where keys go, and whether its tables name a stroke.
    struct Context: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () -> CalculatorSession
        let names: @Sendable (KeyStroke) -> Bool
        var testDescription: String { name }
    }

    static func calculatorNames(_ stroke: KeyStroke) -> Bool {
        KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift) != nil
    }

    static func press(_ text: String, _ keysym: Keysym? = nil, control: Bool = false, in session: CalculatorSession) {
        let keysym = keysym ?? Keysym(rawValue: text.unicodeScalars.first.map { $0.value } ?? 0)
        _ = session.handle(.key(KeyStroke(keysym: keysym, text: control ? "" : text, control: control)))
    }

    /// A session with three calculations on its tape.
    @Sendable static func withTape() -> CalculatorSession {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        for text in ["7+9=", "2/3=", "5*5="] { for key in text { press(String(key), in: session) } }
        return session
    }

    static let contexts: [Context] = [
        Context(name: "calculator", make: withTape, names: calculatorNames),
        Context(
            name: "history panel",
            make: {
                let session = withTape()
                press("h", control: true, in: session)
                return session
            },
            names: { HistoryKeys.table.command(for: $0) != nil || calculatorNames($0) }),
        Context(
            name: "history panel, a row chosen",
            make: {
                let session = withTape()
                press("h", control: true, in: session)
                press("", .up, in: session)
                return session
            },
            names: { HistoryKeys.table.command(for: $0) != nil || calculatorNames($0) }),
        Context(
            name: "programmer",
            make: {
                let session = withTape()
                press("2", control: true, in: session)
                return session
            },
            names: { ProgrammerKeyboard.command(keysym: $0.keysym, text: $0.text, control: $0.control, shift: $0.shift) != nil }),
        Context(
            name: "converter",
            make: {
                let session = CalculatorSessionConverterTests.session(units: ["ft", "m"])
                press("3", control: true, in: session)
                return session
            },
            names: { ConverterKeys.table.command(for: $0) != nil || calculatorNames($0) }),
        Context(
            name: "unit picker",
            make: {
                let session = CalculatorSessionConverterTests.session(units: ["ft", "m"])
                press("3", control: true, in: session)
                press("f", in: session)
                return session
            },
            // A key the picker's table leaves types its text into the search, as in dmenu.
            names: {
                PickerKeys.table.command(for: $0) != nil || (!$0.control && TypedText.isTyped($0.text))
                    || ($0.control && calculatorNames($0))
            }),
        Context(
            name: "keys window",
            make: {
                let session = withTape()
                press("", .f1, in: session)
                return session
            },
            // Its own keys, and quitting.
            names: { KeysSheet.table.command(for: $0) != nil || KeyboardMap.command(for: $0) == .quit }),
    ]

    /// Every printable ASCII character as its key types it, and every keysym the window names.
    static let strokes: [KeyStroke] = {
        let printable = (0x20...0x7E).map {
            KeyStroke(keysym: Keysym(rawValue: UInt32($0)), text: String(UnicodeScalar(UInt8($0))))
        }
        let named = (0xFF00...0xFFFF).map { Keysym(rawValue: UInt32($0)) }.filter { !$0.name.hasPrefix("0x") }
        let plain = printable + named.map { KeyStroke(keysym: $0, text: "") }
        return plain.flatMap { stroke in
            [(false, false), (false, true), (true, false), (true, true)].map { control, shift in
                KeyStroke(keysym: stroke.keysym, text: control ? "" : stroke.text, control: control, shift: shift)
            }
        }
    }()

    /// Where a session's keys go: its mode, the history panel (open, a row chosen), the unit picker, the keys
    /// window; and whether a notice shows, which any next key takes away (a change no table need name).
    struct Place: Equatable {
        var mode: Mode
        var history: Bool
        var rowChosen: Bool
        var picking: Bool
        var keysWindow: Bool
        var notice: Bool

        init(_ session: CalculatorSession) {
            mode = session.mode
            history = session.history.isOpen
            rowChosen = session.history.selection != nil
            picking = session.converter?.picker != nil
            keysWindow = session.shared.keys != nil
            notice = session.shared.notice != nil
        }
    }

    /// The most keys that change something pressed in a row before the context is made afresh: the keys after
    /// them meet the context near where it began (a fresh session costs a tenth of a second in a debug build).
    static let keysBeforeAFreshStart = 12

    @Test(arguments: contexts)
    func everyKeyHandledIsInATable(context: Context) {
        var session = context.make()
        let place = Place(session)
        var unnamed: [String] = []
        var changes = 0
        for stroke in Self.strokes {
            let answer = session.handle(.key(stroke))
            guard answer.scene != nil || !answer.effects.isEmpty else { continue }
            if !context.names(stroke) {
                unnamed.append("\(stroke.control ? "Ctrl+" : "")\(stroke.shift ? "Shift+" : "")\(stroke.keysym.name)")
            }
            changes += 1
            // The key took the session elsewhere (another mode, the panel closed, a notice shown), left work
            // going on (digits being proven, which every answer then asks to continue), or many keys changed
            // it: the next starts from the context's beginning.
            if Place(session) != place || answer.effects.contains(.continueWork)
                || changes % Self.keysBeforeAFreshStart == 0
            {
                session = context.make()
            }
        }
        #expect(unnamed.isEmpty, "handled but in no table: \(unnamed)")
    }

    /// The contexts are what they say (so that the test above presses keys where it means to).
    @Test func theContextsAreOpen() {
        #expect(Self.contexts[1].make().history.isOpen)
        #expect(Self.contexts[2].make().history.selection != nil)
        #expect(Self.contexts[3].make().mode == .programmer)
        #expect(Self.contexts[5].make().converter?.picker != nil)
    }

    /// Each context answers keys, so that the test above is not passed by a context that takes none.
    @Test(arguments: contexts)
    func eachContextAnswersSomeKeys(context: Context) {
        let session = context.make()
        let answered = Self.strokes.contains { stroke in
            let answer = session.handle(.key(stroke))
            return answer.scene != nil || !answer.effects.isEmpty
        }
        #expect(answered)
    }

    /// `--help` (and so the manual page) names every row of the panels' and the converter's tables, a
    /// keypad key beside its twin (KP_Up with Up) taken as named.
    @Test func helpNamesEveryRowOfThePanelsTables() {
        let listed = Set(
            KeyboardHelp.lines.flatMap { line in
                line.split(separator: "  ").first.map { $0.split(separator: " ").map(String.init) } ?? []
            })
        let chords =
            HistoryKeys.table.rows.map(\.chord) + PickerKeys.table.rows.map(\.chord) + ConverterKeys.table.rows.map(\.chord)
        for chord in chords {
            let name = KeyboardHelp.describe(chord)
            #expect(listed.contains(name) || (name.hasPrefix("KP_") && listed.contains(String(name.dropFirst(3)))), "\(name)")
        }
    }

    /// The unit buttons announce the converter's table's chords as their shortcuts.
    @Test func theUnitButtonsShortcutsAreTheTables() {
        #expect(ConverterKeys.shortcut(of: .pick(.from)) == "f")
        #expect(ConverterKeys.shortcut(of: .pick(.to)) == "t")
        #expect(ConverterKeys.shortcut(of: .swap) == "s")
    }
}
