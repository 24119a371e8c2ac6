import AccessibleTree
import CalculatorController
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// The keys window (issue 47 item 5): F1 and Ctrl+? open it over the mode shown, its content is
/// `KeyboardHelp`'s groups of that mode, a screen reader finds every row, it scrolls and closes.
struct KeysSheetTests {
    static func press(_ keysym: Keysym, control: Bool = false, shift: Bool = false, in session: CalculatorSession)
        -> CalculatorSession.Answer
    {
        session.handle(.key(KeyStroke(keysym: keysym, text: "", control: control, shift: shift)))
    }

    static func labels(_ session: CalculatorSession) -> [String] {
        session.accessibleSnapshot.tree.children.filter { $0.role == .label }.map(\.name)
    }

    @Test(arguments: [Mode.calculator, .programmer, .converter])
    func theContentIsTheModesGroupsOfTheHelp(mode: Mode) {
        let session = CalculatorSession(size: CalculatorSession.defaultSize, mode: mode, loadCatalogue: fixtureCatalogue)
        _ = Self.press(.f1, in: session)
        var expected = ["Keys: " + mode.title]
        for group in KeyboardHelp.groups(for: mode) {
            expected.append(group.heading)
            expected += group.rows.map { $0.chords + ": " + $0.meaning }
        }
        #expect(Self.labels(session) == expected)
        #expect(session.accessibleSnapshot.tree.children.filter { $0.role == .pushButton }.map(\.name) == ["Close"])
    }

    @Test func theHelpsGroupsAreEveryModesLinesInOrder() {
        // --help and the manual page list the groups of every mode; each mode's keys window a part of them.
        let all = KeyboardHelp.groups(for: nil).flatMap(\.rows)
        #expect(KeyboardHelp.lines.count == all.count)
        for mode in Mode.allCases {
            for row in KeyboardHelp.groups(for: mode).flatMap(\.rows) {
                #expect(all.contains(row), "\(mode) \(row.chords)")
            }
        }
        #expect(KeyboardHelp.lines.contains { $0.hasPrefix("F1 Ctrl+?") })
    }

    @Test func f1AndControlQuestionMarkOpenItAndEscapeOrF1CloseIt() throws {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        #expect(Self.press(.f1, in: session).scene?.buttons.last?.control == .keysClose)
        #expect(Self.press(.escape, in: session).scene?.buttons.contains { $0.control == .keysClose } == false)
        _ = Self.press(Keysym(latin1: "?"), control: true, shift: true, in: session)
        #expect(Self.labels(session).first == "Keys: Calculator")
        // A digit does nothing while it shows.
        #expect(session.handle(.key(KeyStroke(keysym: Keysym(latin1: "7"), text: "7"))).scene == nil)
        _ = Self.press(.f1, in: session)
        #expect(session.scene.number.text == "0")
        #expect(!Self.labels(session).contains("Keys: Calculator"))
    }

    @Test func itScrollsByLineAndPageWithinItsLines() throws {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        _ = Self.press(.f1, in: session)
        func firstLine() -> Control? {
            session.scene.buttons.first { if case .keysLine = $0.control { true } else { false } }?.control
        }
        #expect(firstLine() == .keysLine(0))
        _ = Self.press(.down, in: session)
        #expect(firstLine() == .keysLine(1))
        _ = Self.press(.pageDown, in: session)
        let frames = KeysSheet.Frames(CalculatorSession.defaultSize, scale: 1)
        #expect(firstLine() == .keysLine(1 + frames.capacity - 1))
        _ = session.handle(.scroll(steps: 1))   // the wheel up: a line back
        #expect(firstLine() == .keysLine(frames.capacity - 1))
        _ = Self.press(.end, in: session)
        let count = KeysSheet(mode: .calculator).lines(width: 320, scale: 1).count
        #expect(firstLine() == .keysLine(count - frames.capacity))
        #expect(Self.press(.pageDown, in: session).scene == nil)   // at the end: nothing changes
        _ = Self.press(.home, in: session)
        #expect(firstLine() == .keysLine(0))
    }

    @Test func quittingWorksWhileItShows() {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        _ = Self.press(.f1, in: session)
        #expect(session.handle(.key(KeyStroke(keysym: Keysym(latin1: "q"), text: "", control: true))).effects.contains(.quit))
    }

    @Test func closeClosesIt() {
        let session = CalculatorSession(size: CalculatorSession.defaultSize)
        _ = Self.press(.f1, in: session)
        #expect(session.handle(.click(.keysClose)).scene?.buttons.contains { $0.control == .keysClose } == false)
    }

    @Test(arguments: [Size(width: 200, height: 330), Size(width: 320, height: 560), Size(width: 1400, height: 800)])
    func everyLineFitsTheWindowAndWrapsAtWords(size: Size) {
        let sheet = KeysSheet(mode: .calculator)
        let columns = KeysSheet.columns(width: Double(size.width), scale: 1)
        for line in sheet.lines(width: Double(size.width), scale: 1) {
            #expect(line.text.count <= columns || !line.text.contains(" "), "\(line.text)")
        }
        for face in sheet.scene(size, scale: 1, theme: Theme(), palette: ButtonPalette(Theme())).buttons {
            #expect(face.frame.x >= 0 && face.frame.maxX <= Double(size.width) && face.frame.maxY <= Double(size.height) + 0.5)
        }
    }

    @Test func wrappingKeepsEveryWord() {
        #expect(
            KeysSheet.wrapped("copy it in C form (1234.5), for code", 12) == ["copy it in C", "form", "(1234.5),", "for code"])
        #expect(KeysSheet.wrapped("Ctrl+Shift+Delete", 5) == ["Ctrl+Shift+Delete"])
    }
}
