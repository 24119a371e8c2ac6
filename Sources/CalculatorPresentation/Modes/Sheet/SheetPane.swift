import CalculatorController
import CalculatorModel
import Layout
import Sheet
import WindowInterface

/// The sheet mode's pane (issue 49): a text area whose every line is a calculation, its result beside
/// it, live as the user types. Its state is the editor (the document, the caret, undo), where the text
/// area is and the first line shown; each handler edits the editor and says in the reply what
/// happened: the look changed, and the lines to save (the executable saves them after a pause).
struct SheetPane: Pane {
    var mode: Mode { .sheet }
    private(set) var editor: SheetEditor
    /// The calculator the lines are calculated by: `-e`'s, in the locale's numbers, at the display's digits.
    let calculator: SheetCalculator
    /// The display at the top (the round buttons, the sheet's name, the caret line's result) and the text area.
    private(set) var chrome: DisplayChrome
    private(set) var layout: SheetLayout
    /// The first line shown.
    private(set) var top = 0
    /// Whether edits are saved: not when the file could not be read, which is then never written over.
    private(set) var savesFile: Bool
    /// Why the file could not be read, said once when the pane first shows.
    private var openingProblem: String?
    /// The sheet's name (its file's, `Untitled`), shown in the display.
    var name: String
    /// The list of sheets while it shows (Ctrl+O, a click on the name: `SheetPane+List`), and the files it lists.
    var list: SheetList?
    let files: SheetFiles
    /// Whether the lines were edited since they were last handed to be saved at once.
    private var edited = false
    /// The mouse's run of clicks and what its drag selects by.
    private var mouse = SheetMouse()
    /// Where Up and Down aim, from a row's left: the caret's place when the first of them was pressed,
    /// kept while the caret only goes up and down (through a shorter row and back, it comes back there).
    private var goal: (x: Double, caret: SheetPosition, revision: Int)?

    init(
        _ shared: SharedState, opening: SheetOpening, files: SheetFiles = .none, measure: any TextMeasuring = FixedAdvance()
    ) {
        calculator = SheetCalculator(digits: NumberFormat.compactDigits, locale: shared.controller.numberLocale)
        editor = SheetEditor(lines: opening.lines, calculator: calculator)
        name = opening.name
        savesFile = opening.problem == nil
        openingProblem = opening.problem
        self.files = files
        editor.move(.sheetEnd)
        editor.exactByDefault = shared.exactPreference.display != .off
        (chrome, layout) = Self.frames(shared.window, measure: measure)
    }

    /// Shows another sheet, read by `opening` (its edits saved from now on, unless it cannot be read).
    mutating func load(_ opening: SheetOpening) {
        editor = SheetEditor(lines: opening.lines, calculator: calculator)
        editor.move(.sheetEnd)
        name = opening.name
        savesFile = opening.problem == nil
        edited = false
        top = 0
        revealCaret()
    }

    /// The display's and the text area's frames in `window`.
    private static func frames(_ window: WindowMetrics, measure: any TextMeasuring) -> (DisplayChrome, SheetLayout) {
        let scale = window.scale
        let margin = (8 * scale).rounded()
        let side = (DisplayAreas.minimumTargetSide * scale).rounded()
        let width = Double(window.size.width), height = Double(window.size.height)
        let display = Rect(x: margin, y: margin, width: max(0, width - 2 * margin), height: (side * 2.5).rounded())
        let chrome = DisplayChrome(display: display, keySide: nil, scale: scale)
        let top = display.maxY + margin / 2
        let area = Rect(x: 0, y: top, width: width, height: max(0, height - top - margin / 2))
        return (chrome, SheetLayout(area: area, scale: scale, measure: measure))
    }

    mutating func layOut(_ shared: inout SharedState, rescaled: Bool) {
        (chrome, layout) = Self.frames(shared.window, measure: layout.measure)
        revealCaret()
    }

    /// Left for another mode: the edits are saved now.
    mutating func disappear(_ shared: inout SharedState) { saveNow(&shared) }

    /// The window closes: the edits are saved now.
    mutating func settle(_ shared: inout SharedState) {
        if shared.reply.effects.contains(.quit) { saveNow(&shared) }
    }

    /// Hands the lines to be saved at once, when edited since they last were.
    mutating func saveNow(_ shared: inout SharedState) {
        guard edited, savesFile else { return }
        shared.reply.effects.append(.saveSheet(editor.texts, now: true))
        edited = false
    }

    mutating func appear(_ shared: inout SharedState) {
        if let problem = openingProblem {
            shared.refuse(.message(localized("The sheet's file cannot be read; it is left as it is: %s", problem)))
            openingProblem = nil
        }
    }

    // MARK: keys

    mutating func key(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand? {
        if list != nil, !shared.history.isOpen { return listKey(stroke, &shared) }
        if let command = SheetKeys.table.command(for: stroke) {
            perform(command, &shared)
            return nil
        }
        if !stroke.control, TypedText.isTyped(stroke.text) {
            insert(stroke.text, &shared)
            return nil
        }
        switch KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift) {
        case let command?:
            switch command {
            case .copy, .copyPlain, .paste, .quit, .toggleHistory, .clearHistory, .copyHistory, .toggleAlwaysOnTop, .switchMode,
                .showKeys:
                return command
            case .key, .scrollDigits, .scrollDigitsToEdge, .scrollDigitsPage, .copyAllDigits, .swapExactForm: return nil
            }
        case nil: return nil
        }
    }

    /// Carries out a command of the sheet's key table.
    mutating func perform(_ command: SheetCommand, _ shared: inout SharedState) {
        switch command {
        case .move(let motion): move(motion, selecting: false, &shared)
        case .select(let motion): move(motion, selecting: true, &shared)
        case .page(let pages): move(.lines(pages * max(1, layout.rows - 1)), selecting: false, &shared)
        case .selectPage(let pages): move(.lines(pages * max(1, layout.rows - 1)), selecting: true, &shared)
        case .newLine: insert("\n", &shared)
        case .deleteBackward: edit(&shared) { $0.deleteBackward(calculator: $1) }
        case .deleteWordBackward: edit(&shared) { $0.deleteBackward(word: true, calculator: $1) }
        case .deleteForward: edit(&shared) { $0.deleteForward(calculator: $1) }
        case .undo: edit(&shared) { editor, _ in editor.undo() }
        case .redo: edit(&shared) { editor, _ in editor.redo() }
        case .selectAll:
            editor.selectAll()
            offerSelection(&shared)
            shared.reply.looksChanged = true
        case .swapExactForm:
            if editor.swapForm(of: editor.caret.line) { shared.reply.looksChanged = true }
        case .cut:
            guard let text = editor.selectedText else { return }
            shared.copy(text)
            edit(&shared) { $0.deleteBackward(calculator: $1) }
        case .openList: showList(&shared)
        case .newSheet: newSheet(&shared)
        }
    }

    /// Moves the caret and shows it; up and down, to the place in the line nearest the goal.
    private mutating func move(_ motion: SheetEditor.Motion, selecting: Bool, _ shared: inout SharedState) {
        switch motion {
        case .up, .down, .lines:
            let rows = motion == .up ? -1 : motion == .down ? 1 : (motion.lineCount ?? 0)
            let (position, x) = position(rows: rows, from: editor.caret)
            editor.move(.to(position), selecting: selecting)
            goal = (x, editor.caret, editor.revision)
        default:
            editor.move(motion, selecting: selecting)
        }
        if selecting { offerSelection(&shared) }
        revealCaret()
        shared.reply.looksChanged = true
    }

    /// The position `rows` rows of text down (up, when negative) from `caret`, each row of a wrapped line
    /// one, nearest the goal's x (the caret's place in its row when Up or Down begins; kept through a
    /// shorter row and back), and that x. On a row a line continues after, the caret stays before the
    /// row's last character, so that it shows on the row it went to.
    private func position(rows: Int, from caret: SheetPosition) -> (SheetPosition, x: Double) {
        let place = { SheetScene.place(editor, $0, layout: layout, locale: calculator.locale) }
        var line = place(caret.line), row = line.row(of: caret.column)
        let x =
            goal.flatMap { $0.caret == caret && $0.revision == editor.revision ? $0.x : nil }
            ?? line.x(of: caret.column, onRow: row)
        for _ in 0..<abs(rows) {
            if rows > 0, row + 1 < line.textRows.count {
                row += 1
            } else if rows > 0, line.index + 1 < editor.lineCount {
                (line, row) = (place(line.index + 1), 0)
            } else if rows < 0, row > 0 {
                row -= 1
            } else if rows < 0, line.index > 0 {
                line = place(line.index - 1)
                row = line.textRows.count - 1
            } else {
                break
            }
        }
        var column = line.column(at: x, onRow: row, rounding: .toNearestOrAwayFromZero)
        if row + 1 < line.textRows.count { column = min(column, line.textRows[row].upperBound - 1) }
        return (SheetPosition(line: line.index, column: column), x)
    }

    /// A new non-empty selection becomes PRIMARY, as in every X editor: a middle click elsewhere pastes it.
    private func offerSelection(_ shared: inout SharedState) {
        if let text = editor.selectedText, !text.isEmpty { shared.reply.effects.append(.select(text)) }
    }

    /// Types `text` at the caret, over the selection; refused whole, with the reason said, when the sheet
    /// would outgrow its bounds (the file it saves could not be opened again).
    private mutating func insert(_ text: String, _ shared: inout SharedState) {
        if let overflow = editor.overflow(typing: text) { return shared.refuse(.message(overflow.words)) }
        edit(&shared) { $0.insert(text, calculator: $1) }
    }

    /// Runs an edit; when the text changed, it is shown, the caret in view, and saved after a pause.
    private mutating func edit<Outcome>(_ shared: inout SharedState, _ body: (inout SheetEditor, SheetCalculator) -> Outcome) {
        let before = editor.revision
        _ = body(&editor, calculator)
        revealCaret()
        shared.reply.looksChanged = true
        guard editor.revision != before, savesFile else { return }
        edited = true
        shared.reply.effects.append(.saveSheet(editor.texts, now: false))
    }

    /// Scrolls so that the caret's line is in view: the first line shown moves as little as it must.
    mutating func revealCaret() {
        let line = editor.caret.line
        if line < top {
            top = line
            return
        }
        // From the caret's line up, as many lines as fit: the first line shown is at most that far up.
        var rows = 0, first = line
        while first >= top {
            rows += SheetScene.place(editor, first, layout: layout, locale: calculator.locale).rowCount
            if rows > layout.rows { break }
            first -= 1
        }
        if first >= top { top = min(first + 1, line) }
    }

    // MARK: clicks and the clipboard

    mutating func click(_ control: Control, _ shared: inout SharedState) {
        switch control {
        case .sheetResult(let index):
            if let text = resultText(of: index) { shared.copy(text) }
        case .key(.undo): perform(.undo, &shared)
        case .key(.redo): perform(.redo, &shared)
        case .sheetName, .sheetListField, .sheetListRow, .sheetListNew, .sheetListRename, .sheetListDelete:
            listClick(control, &shared)
        default: break
        }
    }

    mutating func swipe(_ shared: inout SharedState) {}

    /// The mouse in the text: a press places the caret or selects (`SheetMouse`), a drag selects, a middle
    /// click puts the caret where the paste it asks for goes.
    mutating func pointer(_ pointer: TextPointer, _ shared: inout SharedState) {
        guard !shared.history.isOpen else { return }
        let (editor, layout, top, locale) = (editor, layout, top, calculator.locale)
        func at(_ point: Point) -> (boundary: SheetPosition, cell: SheetPosition) {
            let position = { SheetScene.position(at: point, editor, layout: layout, top: top, locale: locale, rounding: $0) }
            return (position(.toNearestOrAwayFromZero), position(.down))
        }
        switch pointer {
        case .press(let point, let time, let extending):
            let (boundary, cell) = at(point)
            mouse.press(
                boundary: boundary, cell: cell, point: point, time: time, extending: extending, scale: shared.window.scale,
                within: shared.doubleClick, &self.editor)
        case .drag(let point):
            let (boundary, cell) = at(point)
            mouse.drag(boundary: boundary, cell: cell, &self.editor)
        case .middle(let point): self.editor.place(at: at(point).boundary)
        }
        if case .middle = pointer {} else { offerSelection(&shared) }
        revealCaret()
        shared.reply.looksChanged = true
    }

    /// Pasted text goes in at the caret, over the selection, its lines as lines (the view bounds it).
    mutating func paste(_ text: String, _ shared: inout SharedState) {
        // Line ends as any system writes them (`\r\n`, `\r`); other control characters (a tab) are spaces.
        var lines = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            if scalar == "\n", afterReturn { continue }
            lines.append(scalar == "\r" ? "\n" : scalar != "\n" && (scalar.value < 0x20 || scalar.value == 0x7F) ? " " : scalar)
        }
        insert(String(lines), &shared)
    }

    /// Ctrl+C: the selection, else the caret line's result.
    func copyText(plain: Bool, _ shared: SharedState) -> String? {
        editor.selectedText ?? resultText(of: editor.caret.line)
    }

    /// Line `index`'s value as the window shows it; nil for a line without one.
    func resultText(of index: Int) -> String? {
        guard editor.document.results.indices.contains(index), case .value = editor.document.results[index] else { return nil }
        return SheetWords.result(of: index, in: editor, locale: calculator.locale).text
    }

    /// A calculation of the tape recalled: its result typed at the caret.
    mutating func recall(_ entry: HistoryEntry, _ shared: inout SharedState) {
        insert(calculator.locale.localizingPoint(entry.result), &shared)
    }

    /// The wheel over the text: three lines a click.
    mutating func scroll(_ steps: Int, _ shared: inout SharedState) -> Bool {
        guard !shared.history.isOpen else { return false }
        if list != nil { return scrollList(steps, &shared) }
        top = min(max(top - steps * 3, 0), max(editor.lineCount - 1, 0))
        shared.reply.looksChanged = true
        return true
    }

    // MARK: what shows

    var keypadArea: Rect { layout.area }

    mutating func scene(_ shared: SharedState) -> Scene<Control> {
        let theme = shared.theme, palette = shared.palette, scale = shared.window.scale
        var buttons: [ButtonFace<Control>]
        var text = TextArea()
        if shared.history.isOpen {
            buttons = HistoryPanel.faces(
                tape: shared.controller.history, selection: shared.history.selection, scrolled: shared.history.scrolled,
                in: layout.area, scale: scale, digits: NumberFormat.compactDigits, theme: theme, palette: palette,
                locale: calculator.locale)
        } else if let list {
            buttons = SheetListScene.faces(list, in: layout.area, scale: scale, theme: theme, palette: palette)
        } else {
            (buttons, text) = SheetScene.content(
                editor, layout: layout, top: top, locale: calculator.locale, theme: theme, palette: palette)
        }
        buttons += chrome.faces(mode: .sheet, undo: undoButtons, isHistoryOpen: shared.history.isOpen, palette: palette)
        buttons.append(nameFace(shared))
        var scene = chrome.scene(
            displayLines(shared), buttons: buttons, scrollArea: layout.area, rowArea: layout.area, theme: theme,
            palette: palette, scale: scale)
        if !shared.history.isOpen { scene.panel.step = layout.rowHeight }
        scene.text = text
        return scene
    }

    /// The display's lines: the sheet's name (or a notice) where the expression goes, the caret line's
    /// result as the number.
    func displayLines(_ shared: SharedState) -> DisplayLines {
        let notice = shared.notice?.text
        return DisplayLines(
            number: resultText(of: editor.caret.line) ?? "", expression: notice ?? "",
            expressionIsMessage: notice != nil, status: "")
    }

    /// The round undo and redo buttons: the sheet's own undo.
    var undoButtons: DisplayChrome.UndoButtons {
        DisplayChrome.UndoButtons(
            undo: .key(.undo), redo: .key(.redo),
            availability: UndoAvailability(canUndo: editor.canUndo, canRedo: editor.canRedo),
            shortcuts: (SheetKeys.shortcut(of: .undo), SheetKeys.shortcut(of: .redo)))
    }

    func snapshot(_ shared: SharedState) -> PaneSnapshot {
        .sheet(
            SheetAccessibility.Snapshot(
                editor: editor, name: name, layout: layout, chrome: chrome, top: top, locale: calculator.locale,
                notice: shared.notice?.text, noticeCount: shared.noticeCount, undo: undoButtons.availability,
                history: shared.history, tape: shared.controller.history, list: list,
                scale: shared.window.scale, nameButton: nameNode))
    }
}
