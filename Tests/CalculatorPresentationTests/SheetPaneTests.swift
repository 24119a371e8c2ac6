import CalculatorController
import CalculatorModel
import Layout
import Sheet
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The sheet mode through the session: Ctrl+4 opens it with its file's lines, typing shows each line's
/// result beside it (under it when it does not fit), an edit is answered with the lines to save, the
/// keys of its table move the caret, a result clicked is copied, and an unreadable file is said once
/// and never saved over.
struct SheetPaneTests {
    static func key(_ text: String) -> WindowEvent<Control> {
        .key(KeyStroke(keysym: Keysym(rawValue: text.unicodeScalars.first!.value), text: text))
    }

    static func keysym(_ keysym: Keysym, control: Bool = false, shift: Bool = false) -> WindowEvent<Control> {
        .key(KeyStroke(keysym: keysym, text: "", control: control, shift: shift))
    }

    static let ctrl4 = WindowEvent<Control>.key(KeyStroke(keysym: Keysym(rawValue: 0x34), text: "", control: true))

    static func session(_ lines: [String] = [], problem: String? = nil, size: Size = Size(width: 320, height: 560))
        -> CalculatorSession
    {
        let session = CalculatorSession(size: size, openSheet: { ("Untitled", lines, problem) })
        _ = session.handle(ctrl4)
        return session
    }

    @discardableResult
    static func type(_ text: String, _ session: CalculatorSession) -> [CalculatorSession.Answer] {
        text.map { $0 == "\n" ? session.handle(keysym(.return)) : session.handle(key(String($0))) }
    }

    /// The text runs drawn on one row, left to right.
    static func rows(_ scene: Scene<Control>) -> [[String]] {
        let byRow = Dictionary(grouping: scene.text.runs, by: \.row.y)
        return byRow.keys.sorted().map { byRow[$0]!.sorted { $0.x < $1.x }.map(\.text) }
    }

    @Test func ctrl4ShowsTheSheetWithItsFilesLines() {
        let session = Self.session(["rent = 1200", "rent * 12"])
        #expect(session.mode == .sheet)
        #expect(Self.rows(session.scene).prefix(2) == [["rent = 1200", "1200"], ["rent * 12", "14400"]])
    }

    @Test func eachTypedLineShowsItsResultAndEveryEditIsAnsweredWithTheLinesToSave() throws {
        let session = Self.session()
        let answers = Self.type("3 ft + 2 in to cm\n# Trip\nCall Bob", session)
        let last = try #require(answers.last)
        #expect(last.effects.contains(.saveSheet(["3 ft + 2 in to cm", "# Trip", "Call Bob"], now: false)))
        let rows = Self.rows(session.scene)
        #expect(rows.prefix(3) == [["3 ft + 2 in to cm", "96.52 cm"], ["# Trip"], ["Call Bob"]])
    }

    @Test func aResultThatDoesNotFitBesideItsLineGoesUnderIt() throws {
        let session = Self.session(["rent = 123456 * 1000"], size: Size(width: 200, height: 330))
        // 200 px less 8 px each side hold 20 characters 9 px wide (15 px text, `FixedAdvance`): the line wraps,
        // and its result (9 characters) ends 8 px from the right under it.
        #expect(Self.rows(session.scene).prefix(2) == [["rent = 123456 * 1000"], ["123456000"]])
        let result = try #require(session.scene.text.runs.first { $0.text == "123456000" })
        #expect(result.x == 200 - 8 - 9 * 9)
    }

    @Test func anErrorIsShownDimmedWithItsReasonAndProseHasNone() {
        let session = Self.session(["3 m + 2 kg", "Call Bob about the car"])
        let runs = session.scene.text.runs
        let reason = runs.first { $0.text.contains("dimensions") }
        #expect(reason?.color == ButtonPalette(Theme()).expressionText)
        #expect(runs.filter { $0.row.y == runs.first { $0.text == "Call Bob about the car" }!.row.y }.count == 1)
    }

    @Test func aClickOnAResultCopiesItAndCtrlCCopiesTheCaretLinesResult() {
        let session = Self.session(["rent = 1200", "rent * 12"])
        #expect(session.scene.buttons.contains { $0.control == .sheetResult(1) })
        #expect(session.handle(.click(.sheetResult(1))).effects.contains(.copy("14400")))
        #expect(
            session.handle(.key(KeyStroke(keysym: Keysym(rawValue: 0x63), text: "", control: true))).effects.contains(
                .copy("14400")))
    }

    /// A new selection is offered as PRIMARY (a middle click elsewhere pastes it), as in every X editor; a
    /// caret moved without selecting offers nothing, and Ctrl+C still copies to CLIPBOARD.
    @Test func aSelectionBecomesPrimaryAndCtrlCStillCopies() {
        let session = Self.session(["rent = 1200", "rent * 12"])
        let selects = { (answer: CalculatorSession.Answer) in
            answer.effects.compactMap { if case .select(let text) = $0 { text } else { nil } }
        }
        #expect(selects(session.handle(Self.keysym(.home, shift: true))) == ["rent * 12"])
        let copied = session.handle(.key(KeyStroke(keysym: Keysym(rawValue: 0x63), text: "", control: true)))
        #expect(copied.effects.contains(.copy("rent * 12")) && selects(copied).isEmpty)
        #expect(selects(session.handle(Self.keysym(.end))).isEmpty)
        let all = session.handle(.key(KeyStroke(keysym: Keysym(rawValue: 0x61), text: "", control: true)))
        #expect(selects(all) == ["rent = 1200\nrent * 12"])
    }

    @Test func homeAndBackspaceAndUndoEditTheCaretsLine() {
        let session = Self.session(["12"])
        _ = session.handle(Self.keysym(.home))
        Self.type("3", session)
        #expect(Self.rows(session.scene).first == ["312", "312"])
        _ = session.handle(Self.keysym(.backSpace))
        #expect(Self.rows(session.scene).first == ["12", "12"])
        _ = session.handle(Self.keysym(.end))
        _ = session.handle(.key(KeyStroke(keysym: Keysym(rawValue: 0x7a), text: "", control: true)))
        #expect(Self.rows(session.scene).first == ["312", "312"])
    }

    @Test func anUnreadableFileIsSaidOnceAndNeverSaved() {
        let session = Self.session(problem: "sheet.calc: not a text file")
        #expect(session.scene.expression.text.contains("not a text file"))
        let answers = Self.type("1+1", session)
        #expect(!answers.contains { $0.effects.contains { if case .saveSheet = $0 { true } else { false } } })
        #expect(!session.scene.expression.text.contains("not a text file"))
    }

    @Test func theCaretsLineStaysInViewWhenTheSheetIsLongerThanTheWindow() {
        let session = Self.session((1...200).map(String.init))
        let runs = session.scene.text.runs
        #expect(runs.contains { $0.text == "200" })
        #expect(!runs.contains { $0.text == "1" })
        _ = session.handle(Self.keysym(.home, control: true))
        #expect(session.scene.text.runs.first?.text == "1")
    }

    @Test func aThousandLinePasteIsTakenWhole() throws {
        let session = Self.session()
        _ = session.handle(Self.keysym(.init(rawValue: 0x76), control: true))
        let text = (1...1000).map { "x\($0) = \($0)" }.joined(separator: "\n")
        let answer = session.handle(.paste(text))
        let saved = try #require(
            answer.effects.compactMap { if case .saveSheet(let lines, _) = $0 { lines } else { nil } }.last)
        #expect(saved.count == 1000)
        #expect(session.scene.text.runs.contains { $0.text == "x1000 = 1000" })
    }

    /// The lines an answer has saved; nil when it saves none.
    static func saved(_ answer: CalculatorSession.Answer) -> [String]? {
        answer.effects.compactMap { if case .saveSheet(let lines, _) = $0 { lines } else { nil } }.last
    }

    /// An edit that would make the sheet outgrow its bounds (`SheetLimits`: the file saved could not be
    /// opened again) is refused whole, its reason said, the text unchanged; one that fits is taken.
    @Test func anEditPastTheSheetsBoundsIsRefusedWhole() throws {
        let ctrlV = Self.keysym(.init(rawValue: 0x76), control: true)
        let heading = "# " + String(repeating: "a", count: 3_998)   // 262 of them and their breaks: 1,048,262 bytes
        let full = Self.session(Array(repeating: heading, count: 262))
        _ = full.handle(ctrlV)
        #expect(Self.saved(full.handle(.paste(String(repeating: "b", count: 400)))) == nil)
        #expect(full.scene.expression.text == SheetOverflow.bytes.words)
        #expect(try #require(Self.saved(full.handle(Self.key("b")))).joined().utf8.count == 262 * 4_000 + 1)
        let short = Self.session(["1"])
        _ = short.handle(ctrlV)
        #expect(Self.saved(short.handle(.paste(String(repeating: "\n", count: SheetLimits.lines)))) == nil)
        #expect(short.scene.expression.text == SheetOverflow.lines.words)
        _ = short.handle(ctrlV)
        #expect(
            Self.saved(short.handle(.paste(String(repeating: "\n", count: SheetLimits.lines - 1))))?.count == SheetLimits.lines)
    }

    /// Results show their exact form where one exists (as the calculator's line under the number does by
    /// default); Ctrl+E (S⇔D) swaps the caret line's to its decimal and back, the display and the screen
    /// reader's description following; a quantity and a short decimal have none. With `--exact-form off`
    /// the decimals show first.
    @Test func resultsShowTheirExactFormAndCtrlESwapsTheCaretLines() {
        let lines = ["sqrt(2)/2", "7/3", "pi/6", "1/2", "3 ft to cm"]
        let session = Self.session(lines)
        #expect(Self.rows(session.scene).prefix(5).map { $0.last } == ["√2/2", "7/3", "π/6", "0.5", "91.44 cm"])
        _ = session.handle(Self.keysym(.home, control: true))
        let ctrlE = Self.keysym(Keysym(rawValue: 0x65), control: true)
        _ = session.handle(ctrlE)
        #expect(Self.rows(session.scene).first == ["sqrt(2)/2", "0.7071067811865475"])
        #expect(session.scene.number.text == "0.7071067811865475")
        let tree = session.accessibleSnapshot.tree
        #expect(tree.node(withID: "sheet.line_0")?.description == "0.7071067811865475")
        #expect(tree.node(withID: "display")?.description == "0.7071067811865475")
        _ = session.handle(ctrlE)
        #expect(Self.rows(session.scene).first == ["sqrt(2)/2", "√2/2"])
        // A line put in above it: the swap stays on its line.
        _ = session.handle(ctrlE)
        _ = session.handle(Self.keysym(.return))
        _ = session.handle(Self.keysym(.up))
        Self.type("1", session)
        #expect(Self.rows(session.scene).prefix(2).map { $0.last } == ["1", "0.7071067811865475"])

        let off = CalculatorSession(
            size: Size(width: 320, height: 560), exactForm: ExactFormPreference(display: .off),
            openSheet: { ("Untitled", lines, nil) })
        _ = off.handle(Self.ctrl4)
        #expect(
            Self.rows(off.scene).prefix(3).map { $0.last } == ["0.7071067811865475", "2.333333333333333", "0.5235987755982989"])
    }
}
