import CalculatorModel
import Sheet
import TestSupport
import Testing

@testable import CalculatorPresentation

/// The sheet's editor as a value: typing, the caret's motions, line breaks and joins, the selection,
/// and undo in word-sized steps; the results follow each edit.
struct SheetEditorTests {
    static let calculator = SheetCalculator(digits: 16)

    static func typed(_ text: String, into editor: inout SheetEditor) {
        for character in text { editor.insert(String(character), calculator: calculator) }
    }

    /// Undo (or redo) once: whether there was a step.
    static func step(_ editor: inout SheetEditor, undo: Bool) -> Bool { undo ? editor.undo() : editor.redo() }

    static func value(_ editor: SheetEditor, _ line: Int) -> String? { editor.document.results[line].value?.text }

    @Test func typingLinesGivesEachItsResultAndADependantFollowsAnEdit() {
        var editor = SheetEditor(lines: [], calculator: Self.calculator)
        Self.typed("rent = 1200\nrent * 12", into: &editor)
        #expect(editor.texts == ["rent = 1200", "rent * 12"])
        #expect(Self.value(editor, 0) == "1200")
        #expect(Self.value(editor, 1) == "14400")
        #expect(editor.caret == SheetPosition(line: 1, column: 9))
        // 1200 → 1300: the caret to line 1's end, two backspaces, "300".
        editor.move(.up)
        editor.move(.lineEnd)
        for _ in 0..<3 { editor.deleteBackward(calculator: Self.calculator) }
        Self.typed("300", into: &editor)
        #expect(editor.texts[0] == "rent = 1300")
        #expect(Self.value(editor, 1) == "15600")
    }

    @Test func backspaceAtALineStartJoinsItWithTheLineAboveAndDeleteAtItsEndTheLineBelow() {
        var editor = SheetEditor(lines: ["1 +", "2"], calculator: Self.calculator)
        editor.place(at: SheetPosition(line: 1, column: 0))
        editor.deleteBackward(calculator: Self.calculator)
        #expect(editor.texts == ["1 +2"])
        #expect(editor.caret == SheetPosition(line: 0, column: 3))
        #expect(Self.value(editor, 0) == "3")
        editor.insert("\n", calculator: Self.calculator)
        #expect(editor.texts == ["1 +", "2"])
        editor.place(at: SheetPosition(line: 0, column: 3))
        editor.deleteForward(calculator: Self.calculator)
        #expect(editor.texts == ["1 +2"])
    }

    @Test(
        arguments: [
            (SheetEditor.Motion.left, SheetPosition(line: 1, column: 3)),
            (.right, SheetPosition(line: 1, column: 5)),
            (.up, SheetPosition(line: 0, column: 4)),
            (.down, SheetPosition(line: 2, column: 2)),
            (.lineStart, SheetPosition(line: 1, column: 0)),
            (.lineEnd, SheetPosition(line: 1, column: 11)),
            (.wordLeft, SheetPosition(line: 1, column: 0)),
            (.wordRight, SheetPosition(line: 1, column: 11)),
            (.sheetStart, SheetPosition(line: 0, column: 0)),
            (.sheetEnd, SheetPosition(line: 2, column: 2)),
        ])
    func theCaretMoves(motion: SheetEditor.Motion, to position: SheetPosition) {
        var editor = SheetEditor(lines: ["a = 12", "rent * 1200", "ab"], calculator: Self.calculator)
        editor.place(at: SheetPosition(line: 1, column: 4))
        editor.move(motion)
        #expect(editor.caret == position)
    }

    @Test func leftAtALinesStartGoesToTheEndOfTheLineAboveAndRightBack() {
        var editor = SheetEditor(lines: ["12", "3"], calculator: Self.calculator)
        editor.place(at: SheetPosition(line: 1, column: 0))
        editor.move(.left)
        #expect(editor.caret == SheetPosition(line: 0, column: 2))
        editor.move(.right)
        #expect(editor.caret == SheetPosition(line: 1, column: 0))
    }

    @Test func aSelectionAcrossLinesIsCopiedAndTypedOver() {
        var editor = SheetEditor(lines: ["rent = 2", "food = 3", "rent * food"], calculator: Self.calculator)
        editor.place(at: SheetPosition(line: 0, column: 7))
        editor.move(.down, selecting: true)
        #expect(editor.selectedText == "2\nfood = ")
        editor.insert("7", calculator: Self.calculator)
        #expect(editor.texts == ["rent = 73", "rent * food"])
        #expect(editor.document.results[1].value == nil)
        #expect(Self.value(editor, 0) == "73", "\(editor.document.results)")
    }

    @Test func undoTakesBackAWordAtATimeAndRedoPutsItBack() {
        var editor = SheetEditor(lines: [], calculator: Self.calculator)
        Self.typed("rent = 1200", into: &editor)
        #expect(Self.step(&editor, undo: true))
        #expect(editor.texts == ["rent = "])
        #expect(Self.step(&editor, undo: true))
        #expect(editor.texts == ["rent "])
        #expect(Self.step(&editor, undo: true))
        #expect(editor.texts == [])
        #expect(!Self.step(&editor, undo: true))
        #expect(Self.step(&editor, undo: false))
        #expect(editor.texts == ["rent "])
        #expect(Self.step(&editor, undo: false) && Self.step(&editor, undo: false))
        #expect(editor.texts == ["rent = 1200"])
        #expect(Self.value(editor, 0) == "1200")
    }

    @Test func aPasteOfManyLinesIsOneStepOfUndo() {
        var editor = SheetEditor(lines: ["x"], calculator: Self.calculator)
        editor.move(.lineEnd)
        editor.insert("\n1\n2\n3", calculator: Self.calculator)
        #expect(editor.texts == ["x", "1", "2", "3"])
        #expect(editor.caret == SheetPosition(line: 3, column: 1))
        #expect(Self.step(&editor, undo: true))
        #expect(editor.texts == ["x"])
    }

    /// The bytes the overflow check reads (the document's running count) stay those of the text through
    /// typing, line breaks, deletions over selections, undo and redo.
    @Test(arguments: 0..<6)
    func theByteCountFollowsEveryEdit(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var editor = SheetEditor(lines: ["rent = 1200", "rent × 2 €", "° é"], calculator: Self.calculator)
        for _ in 0..<80 {
            switch generator.int(0...7) {
            case 0: editor.insert("\n", calculator: Self.calculator)
            case 1: editor.insert(generator.pick(["½", "€", "°", "é"]), calculator: Self.calculator)
            case 2: editor.deleteBackward(word: generator.int(0...1) == 0, calculator: Self.calculator)
            case 3: editor.deleteForward(calculator: Self.calculator)
            case 4: _ = Self.step(&editor, undo: generator.int(0...1) == 0)
            case 5:
                let from = SheetPosition(line: generator.int(0...editor.lineCount), column: generator.int(0...12))
                let to = SheetPosition(line: generator.int(0...editor.lineCount), column: generator.int(0...12))
                editor.select(from: from, to: to)
                editor.insert(generator.pick(["", "7\n8", "x"]), calculator: Self.calculator)
            case 6: editor.move(generator.pick([.up, .down, .lineEnd, .lineStart, .wordLeft]))
            default: editor.insert(generator.pick(["1", "+", " ", "a"]), calculator: Self.calculator)
            }
            #expect(editor.document.bytes == editor.document.texts.reduce(0) { $0 + $1.utf8.count + 1 })
        }
    }
}
