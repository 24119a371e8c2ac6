import AccessibleTree
import CalculatorController
import CalculatorModel
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The programmer mode's copy, paste, tape, recall and memory in a session (issue 32, items 6–8).
struct CalculatorSessionProgrammerTests {
    /// A key with its modifiers: `text` typed, or `keysym` (a letter's code with Control).
    static func stroke(_ keysym: UInt32, text: String = "", control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        .key(KeyStroke(keysym: Keysym(rawValue: keysym), text: text, control: control, shift: shift))
    }

    static let ctrlC = stroke(UInt32(UInt8(ascii: "c")), control: true)
    static let ctrlShiftC = stroke(UInt32(UInt8(ascii: "C")), control: true, shift: true)
    static let ctrlH = stroke(UInt32(UInt8(ascii: "h")), control: true)
    static let escape = stroke(Keysym.escape.rawValue)

    /// A session in the programmer mode, showing `base`, with `typed` typed.
    static func programmer(base: ProgrammerBase = .decimal, typed: String = "") -> CalculatorSession {
        let session = CalculatorSession(size: CalculatorSessionSizes.compact)
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(.click(.baseLine(base)))
        ModeSwitchingTests.typing(session, typed)
        return session
    }

    /// The texts an answer puts on the clipboard.
    static func copied(_ answer: CalculatorSession.Answer) -> [String] {
        answer.effects.compactMap { if case .copy(let text) = $0 { text } else { nil } }
    }

    /// Pastes `text` as Ctrl+V does: asked for, then answered.
    static func paste(_ text: String, into session: CalculatorSession) -> CalculatorSession.Answer {
        _ = session.handle(stroke(UInt32(UInt8(ascii: "v")), control: true))
        return session.handle(.paste(text))
    }

    @Test(
        arguments: [
            (ProgrammerBase.hexadecimal, "ff", "0xFF", "FF"),
            (.octal, "17", "0o17", "17"),
            (.binary, "1010", "0b1010", "1010"),
            (.decimal, "128n", "-128", "-128"),
        ] as [(ProgrammerBase, String, String, String)])
    func copyGivesTheValueInItsBaseWithItsPrefixAndCtrlShiftCTheBareDigits(
        base: ProgrammerBase, typed: String, prefixed: String, bare: String
    ) {
        let session = Self.programmer(base: base, typed: typed)
        #expect(Self.copied(session.handle(Self.ctrlC)) == [prefixed])
        #expect(Self.copied(session.handle(Self.ctrlShiftC)) == [bare])
    }

    @Test func copyGivesTheChosenHistoryLinesResultWhileThePanelShowsOne() {
        let session = CalculatorSession(size: CalculatorSessionSizes.compact)
        ModeSwitchingTests.typing(session, "7/2=")
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(.click(.baseLine(.hexadecimal)))
        ModeSwitchingTests.typing(session, "ff&0f=1")
        _ = session.handle(Self.ctrlH)
        _ = session.handle(Self.stroke(Keysym.up.rawValue))   // the newest: the programmer's line
        #expect(Self.copied(session.handle(Self.ctrlC)) == ["0xF"])
        #expect(Self.copied(session.handle(Self.ctrlShiftC)) == ["F"])
        _ = session.handle(Self.stroke(Keysym.up.rawValue))   // the calculator's 7 ÷ 2
        #expect(Self.copied(session.handle(Self.ctrlC)) == ["3.5"])
    }

    @Test(
        arguments: [
            (ProgrammerBase.hexadecimal, "0b1010", "A"),
            (.hexadecimal, "0xFF_FF", "FFFF"),
            (.decimal, "0x1fu", "31"),
            (.decimal, "-42", "-42"),
        ] as [(ProgrammerBase, String, String)])
    func anAcceptedPasteBecomesTheValueShown(base: ProgrammerBase, text: String, shown: String) {
        let session = Self.programmer(base: base)
        let scene = Self.paste(text, into: session).scene
        #expect(scene?.number.text == base.prefix + shown)   // the number says its base (issue 47)
        #expect(scene?.expression.text == "")
    }

    @Test func aPasteInASignedByteFillsItsBitsAsTypingDoes() {
        let session = Self.programmer()
        _ = session.handle(Self.stroke(Keysym.f4.rawValue))   // BYTE
        #expect(Self.paste("0xFF", into: session).scene?.number.text == "-1")
    }

    /// Each refusal says its own reason, in `--paste`'s words (issue 43): a calculation as an expression.
    @Test(arguments: [
        ("0x100", "Too wide for the 8-bit word"), ("0xFF & 0x0F", "An expression: paste one number"),
        ("2.5", "Not a number"), ("0b12", "'2' is not a BIN digit"), ("hello", "Not a number"),
        ("5 mod 3", "An expression: paste one number"), ("-1 ", "-1"),
    ])
    func aRefusedPasteLeavesTheDisplayAndSaysWhy(text: String, notice: String) throws {
        let session = Self.programmer()
        _ = session.handle(Self.stroke(Keysym.f4.rawValue))   // BYTE
        _ = Self.paste("0x0F", into: session)
        #expect(session.scene.number.text == "15")
        let scene = try #require(Self.paste(text, into: session).scene)
        guard notice != "-1" else { return #expect(scene.number.text == "-1") }   // taken, to show the others are refusals
        #expect(scene.number.text == "15")
        #expect(scene.expression.text == notice && scene.expression.shrinksWhole)
        let node = session.accessibleSnapshot.tree.children.first { $0.role == .notification }
        #expect(node?.name == notice)
    }

    /// `Error` says why in the expression line's place, and the display describes it to a screen reader.
    @Test func anErrorSaysWhy() throws {
        let session = Self.programmer(typed: "5/0=")
        #expect(session.scene.number.text == "Error")
        #expect(session.scene.expression.text == "Division by zero")
        let display = try #require(session.accessibleSnapshot.tree.node(withID: "display"))
        #expect(display.name == "Error" && display.description == "Division by zero")
        #expect(session.accessibleSnapshot.tree.children.first { $0.role == .notification }?.name == "Division by zero")
        _ = session.handle(ModeSwitchingTests.key("7"))
        #expect(session.scene.expression.text == "" && session.scene.number.text == "7")
    }

    /// The 101st `(` is refused and says so, as in the calculator.
    @Test func aKeyPastTheLimitSaysWhy() {
        let session = Self.programmer()
        for _ in 0..<100 { _ = session.handle(ModeSwitchingTests.key("(")) }
        let answer = session.handle(ModeSwitchingTests.key("("))
        #expect(answer.scene?.expression.text == "Too many parentheses")
        #expect(session.programmer?.controller.state.openParentheses == 100)
    }

    @Test func equalsPutsALineWithItsBaseOnTheTapeTheModesShare() throws {
        let session = Self.programmer(base: .hexadecimal, typed: "ff&0f")
        let answer = session.handle(ModeSwitchingTests.key("="))
        let appended = answer.effects.compactMap { if case .appendToHistory(let entries) = $0 { entries } else { nil } }
        let entry = try #require(appended.first?.first)
        #expect(entry.line == "0xFF AND 0xF = 0xF")
        #expect(entry.storedLine.contains("\tprogrammer="))
        #expect(session.controller.history.entries.last == entry)
        // `=` with nothing to compute puts nothing more on the tape.
        let again = session.handle(ModeSwitchingTests.key("c"))
        #expect(!again.effects.contains { if case .appendToHistory = $0 { true } else { false } })
    }

    @Test func theHistoryPanelOpensInTheProgrammerModeWithItsRowsInTheKeypadsPlace() throws {
        let session = Self.programmer(base: .hexadecimal, typed: "ff&0f=")
        let scene = try #require(session.handle(Self.ctrlH).scene)
        let row = try #require(scene.buttons.first { $0.control == .historyRow(0) })
        #expect(row.title == "0xFF AND 0xF = 0xF")
        #expect(!scene.buttons.contains { $0.control == .programmerKey(.digit(1)) })
        #expect(scene.buttons.contains { $0.control == .historyToggle })
        #expect(scene.panel.area != nil)
        let tree = session.accessibleSnapshot.tree
        #expect(tree.node(withID: "button_history_0")?.name == "0xFF AND 0xF = 0xF")
        #expect(tree.node(withID: "button_history")?.states.contains(.checked) == true)
        // Escape closes it: the keys are back.
        #expect(session.handle(Self.escape).scene?.buttons.contains { $0.control == .programmerKey(.digit(1)) } == true)
    }

    @Test func aProgrammerLineRecallsIntoTheProgrammerModeByClickAndByKeys() {
        let session = Self.programmer(base: .hexadecimal, typed: "ff&0f=1")
        #expect(session.scene.number.text == "0x1")
        _ = session.handle(Self.ctrlH)
        _ = session.handle(.click(.historyRow(0)))
        #expect(session.scene.number.text == "0xF")
        ModeSwitchingTests.typing(session, "2")
        _ = session.handle(Self.ctrlH)
        _ = session.handle(Self.stroke(Keysym.up.rawValue))
        _ = session.handle(Self.stroke(Keysym.return.rawValue))
        #expect(session.scene.number.text == "0xF")
    }

    @Test func aProgrammerLineRecallsIntoTheCalculatorAsADecimalInteger() {
        let session = Self.programmer(base: .hexadecimal, typed: "ff&0f=")
        _ = session.handle(ModeSwitchingTests.key("1", control: true))
        _ = session.handle(Self.escape)   // AC: the 15 carried back is gone
        #expect(session.controller.state.display == "0")
        _ = session.handle(.click(.historyToggle))
        _ = session.handle(.click(.historyRow(0)))
        #expect(session.controller.state.display == "15")
    }

    @Test(
        arguments: [
            ("7/2=", "3", "Fraction dropped"),
            ("2^70+5=", "5", "Wrapped to 64 bits"),
            ("6*7=", "42", ""),
        ] as [(String, String, String)])
    func aCalculatorLineRecallsIntoTheProgrammerModeAsItsIntegerPartWithTheNote(
        typed: String, shown: String, note: String
    ) {
        let session = CalculatorSession(size: CalculatorSessionSizes.compact)
        ModeSwitchingTests.typing(session, typed)
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(Self.escape)   // AC: 0
        #expect(session.scene.number.text == "0")
        _ = session.handle(Self.ctrlH)
        let scene = session.handle(.click(.historyRow(0))).scene
        #expect(scene?.number.text == shown)
        #expect(scene?.expression.text == note)
    }

    @Test func theMemoryButtonsOfBothKeypadsUseOneMemory() {
        let session = CalculatorSession(size: CalculatorSessionSizes.compact)
        ModeSwitchingTests.typing(session, "2.5")
        _ = session.handle(.click(.key(.operation(.memoryAdd))))
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(Self.escape)
        let recalled = session.handle(.click(.programmerKey(.memory(.recall)))).scene
        #expect(recalled?.number.text == "2")
        #expect(recalled?.expression.text == "Fraction dropped")
        // The programmer's m+ adds to the same memory: 2.5 + 40.
        _ = session.handle(Self.escape)
        ModeSwitchingTests.typing(session, "40")
        _ = session.handle(.click(.programmerKey(.memory(.add))))
        _ = session.handle(ModeSwitchingTests.key("1", control: true))
        _ = session.handle(.click(.key(.operation(.memoryRecall))))
        #expect(session.controller.state.display == "42.5")
        // And mc in the programmer mode clears it for both.
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(.click(.programmerKey(.memory(.clear))))
        #expect(session.controller.memory == nil)
        #expect(!session.scene.status.text.contains("M"))
    }
}
