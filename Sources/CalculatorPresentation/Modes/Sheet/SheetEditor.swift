import Sheet

/// The sheet's text being edited, as a value: the document (lines and results), the caret and the
/// other end of a selection, and the steps undo and redo go through. Every edit is one replacement of
/// lines (`SheetDocument.replace`), so only the lines that depend on it are calculated again; undo puts
/// an earlier document back whole, calculated as it was.
struct SheetEditor: Equatable, Sendable {
    private(set) var document: SheetDocument
    private(set) var caret = SheetPosition(line: 0, column: 0)
    /// The selection's other end; nil with nothing selected.
    private(set) var anchor: SheetPosition?
    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    /// The kind of the last edit, which a step of undo continues (typing a word, deleting), nil after a move.
    private var lastEdit: EditKind?
    /// Whether the last character typed was a space: the next word is a new step of undo.
    private var typedSpace = false
    /// Counts the changes of the text (an edit, an undo, a redo): whether an event changed it, without comparing documents.
    private(set) var revision = 0
    /// Whether a line's result shows its exact form (where it has one) rather than its decimal, unless S⇔D
    /// swapped it: the lines swapped, which follow their lines as lines come or go above them.
    var exactByDefault = true
    private(set) var swappedForms: Set<Int> = []

    /// Two editors show the same when their text, results, caret and selection are the same (their undo
    /// steps are not shown: comparing them would cost a document each).
    static func == (a: SheetEditor, b: SheetEditor) -> Bool {
        a.revision == b.revision && a.caret == b.caret && a.anchor == b.anchor && a.swappedForms == b.swappedForms
            && a.exactByDefault == b.exactByDefault && a.document == b.document
    }

    /// What undo puts back: a document and its caret.
    private struct Step: Equatable, Sendable {
        var document: SheetDocument
        var caret: SheetPosition
    }

    private enum EditKind { case typing, deleting, other }

    /// The most steps undo keeps.
    static let undoDepth = 200

    /// A sheet of `lines` (one empty line for none), every line calculated by `calculator`.
    init(lines: [String], calculator: some SheetCalculating) {
        document = SheetDocument(lines: lines.isEmpty ? [""] : lines, calculator: calculator)
    }

    /// The lines as the file keeps them: none for an empty sheet.
    var texts: [String] {
        let texts = document.texts
        return texts == [""] ? [] : texts
    }

    var lineCount: Int { document.lines.count }

    /// Line `index`'s characters.
    func characters(of index: Int) -> [Character] { Array(document.lines[index].text) }

    /// The selection's ends in order, nil with nothing selected.
    var selection: (start: SheetPosition, end: SheetPosition)? {
        guard let anchor, anchor != caret else { return nil }
        return (min(anchor, caret), max(anchor, caret))
    }

    /// The text selected, lines joined by line feeds; nil with nothing selected.
    var selectedText: String? {
        guard let (start, end) = selection else { return nil }
        if start.line == end.line { return String(characters(of: start.line)[start.column..<end.column]) }
        var parts = [String(characters(of: start.line)[start.column...])]
        parts += (start.line + 1..<end.line).map { document.lines[$0].text }
        parts.append(String(characters(of: end.line)[..<end.column]))
        return parts.joined(separator: "\n")
    }

    // MARK: editing

    /// What `text` typed at the caret (over the selection) would break of the sheet's bounds
    /// (`SheetLimits`): its lines, else its bytes as the file keeps them; nil when it fits.
    func overflow(typing text: String) -> SheetOverflow? {
        let (start, end) = selection ?? (caret, caret)
        let lines = lineCount - (end.line - start.line) + text.utf8.count { $0 == UInt8(ascii: "\n") }
        if lines > SheetLimits.lines { return .lines }
        return document.bytes - (selectedText?.utf8.count ?? 0) + text.utf8.count > SheetLimits.fileBytes ? .bytes : nil
    }

    /// Types `text` at the caret, over the selection; a line feed in it splits the line.
    @discardableResult
    mutating func insert(_ text: String, calculator: some SheetCalculating) -> SheetChange {
        let kind: EditKind = text.contains("\n") || text.count > 1 ? .other : .typing
        let space = text.first?.isWhitespace ?? false
        let newWord = kind == .typing && !space && typedSpace
        typedSpace = space
        let (start, end) = selection ?? (caret, caret)
        return replace(from: start, to: end, with: text, kind: kind, newStep: newWord, calculator: calculator)
    }

    /// Backspace: the selection, else the character before the caret (the line break at a line's start).
    @discardableResult
    mutating func deleteBackward(word: Bool = false, calculator: some SheetCalculating) -> SheetChange? {
        if let (start, end) = selection { return replace(from: start, to: end, with: "", kind: .other, calculator: calculator) }
        let start = word ? position(caret, by: .wordLeft) : position(caret, by: .left)
        guard start != caret else { return nil }
        return replace(from: start, to: caret, with: "", kind: .deleting, calculator: calculator)
    }

    /// Delete: the selection, else the character after the caret (the line break at a line's end).
    @discardableResult
    mutating func deleteForward(calculator: some SheetCalculating) -> SheetChange? {
        if let (start, end) = selection { return replace(from: start, to: end, with: "", kind: .other, calculator: calculator) }
        let end = position(caret, by: .right)
        guard end != caret else { return nil }
        return replace(from: caret, to: end, with: "", kind: .deleting, calculator: calculator)
    }

    /// Replaces the text from `start` to `end` by `text`, as one replacement of the lines they span; the
    /// caret after what was put in. A step of undo begins unless this continues the last edit's kind.
    private mutating func replace(
        from start: SheetPosition, to end: SheetPosition, with text: String, kind: EditKind, newStep: Bool = false,
        calculator: some SheetCalculating
    ) -> SheetChange {
        if kind != lastEdit || kind == .other || newStep || anchor != nil {
            undoSteps.append(Step(document: document, caret: caret))
            if undoSteps.count > Self.undoDepth { undoSteps.removeFirst() }
        }
        redoSteps.removeAll()
        lastEdit = kind
        revision += 1
        let prefix = String(characters(of: start.line)[..<start.column])
        let suffix = String(characters(of: end.line)[end.column...])
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = pieces
        lines[0] = prefix + lines[0]
        let last = lines.count - 1
        let column = (last == 0 ? prefix.count : 0) + pieces[last].count
        lines[last] += suffix
        let change = document.replace(start.line..<end.line + 1, with: lines, calculator: calculator)
        if !swappedForms.isEmpty {
            // Lines below move with the edit. The edit's first line keeps its swap on the line that holds its
            // start (the last put in when the edit began at the line's start: lines typed above it); the
            // other lines the edit spanned are gone.
            let shift = lines.count - (end.line + 1 - start.line)
            let kept = start.column == 0 ? start.line + last : start.line
            swappedForms = Set(
                swappedForms.compactMap { line in
                    line < start.line ? line : line == start.line ? kept : line > end.line ? line + shift : nil
                })
        }
        anchor = nil
        // The sheet keeps at most `SheetLimits.lines` lines: the caret stays on one it kept.
        let line = min(start.line + last, lineCount - 1)
        caret = SheetPosition(line: line, column: line == start.line + last ? column : characters(of: line).count)
        return change
    }

    /// Undo: the document and caret before the last step; false with none.
    mutating func undo() -> Bool {
        guard let step = undoSteps.popLast() else { return false }
        redoSteps.append(Step(document: document, caret: caret))
        restore(step)
        return true
    }

    /// Redo: the step undo took back; false with none.
    mutating func redo() -> Bool {
        guard let step = redoSteps.popLast() else { return false }
        undoSteps.append(Step(document: document, caret: caret))
        restore(step)
        return true
    }

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    private mutating func restore(_ step: Step) {
        document = step.document
        revision += 1
        caret = step.caret
        anchor = nil
        lastEdit = nil
    }

    /// Whether line `index`'s result shows its exact form (where it has one).
    func showsExact(_ index: Int) -> Bool { exactByDefault != swappedForms.contains(index) }

    /// S⇔D on line `index`: its result's exact form and decimal change places; false when it has no exact form.
    mutating func swapForm(of index: Int) -> Bool {
        guard document.results.indices.contains(index), document.results[index].value?.exactForm != nil else { return false }
        if swappedForms.remove(index) == nil { swappedForms.insert(index) }
        return true
    }

    // MARK: moving

    /// Where the caret goes.
    enum Motion: Hashable, Sendable {
        case left, right, up, down, lineStart, lineEnd, wordLeft, wordRight, sheetStart, sheetEnd
        case lines(Int)
        /// To a position (clamped to the text): where Up and Down land, which the pane finds by the goal.
        case to(SheetPosition)

        /// The lines `.lines` moves by; nil for another motion.
        var lineCount: Int? { if case .lines(let count) = self { count } else { nil } }
    }

    /// Moves the caret; with `selecting`, the selection's other end stays (Shift). Without, a selection
    /// ends: Left and Right go to its start or end.
    mutating func move(_ motion: Motion, selecting: Bool = false) {
        lastEdit = nil
        if selecting {
            if anchor == nil { anchor = caret }
        } else if let (start, end) = selection, motion == .left || motion == .right {
            caret = motion == .left ? start : end
            anchor = nil
            return
        } else {
            anchor = nil
        }
        caret = position(caret, by: motion)
    }

    /// Puts the caret at `position` (clamped to the text), ending a selection.
    mutating func place(at position: SheetPosition) {
        lastEdit = nil
        anchor = nil
        caret = clamped(position)
    }

    /// Selects from `anchor` to `caret` (each clamped to the text), the caret at `caret`: the mouse's selection.
    mutating func select(from anchor: SheetPosition, to caret: SheetPosition) {
        lastEdit = nil
        self.caret = clamped(caret)
        self.anchor = clamped(anchor)
    }

    /// `position` moved into the text: its line one of the sheet's, its column within the line.
    func clamped(_ position: SheetPosition) -> SheetPosition {
        let line = min(max(position.line, 0), lineCount - 1)
        return SheetPosition(line: line, column: min(max(position.column, 0), characters(of: line).count))
    }

    /// What a double click on the character at `position` selects: its word (a run of word characters,
    /// as Ctrl+Left and Ctrl+Right go by), else its run of spaces, else the character alone.
    func word(at position: SheetPosition) -> (start: SheetPosition, end: SheetPosition) {
        let position = clamped(position)
        let characters = characters(of: position.line)
        guard !characters.isEmpty else { return (position, position) }
        let index = min(position.column, characters.count - 1)
        let alike: (Character) -> Bool =
            Self.isWord(characters[index])
            ? Self.isWord : characters[index].isWhitespace ? { $0.isWhitespace } : { _ in false }
        var start = index, end = index + 1
        while start > 0, alike(characters[start - 1]) { start -= 1 }
        while end < characters.count, alike(characters[end]) { end += 1 }
        return (SheetPosition(line: position.line, column: start), SheetPosition(line: position.line, column: end))
    }

    /// What a triple click on line `position.line` selects: the line and its line break (to the next
    /// line's start), as text editors select a line.
    func line(at position: SheetPosition) -> (start: SheetPosition, end: SheetPosition) {
        let line = clamped(position).line
        let end =
            line + 1 < lineCount
            ? SheetPosition(line: line + 1, column: 0) : SheetPosition(line: line, column: characters(of: line).count)
        return (SheetPosition(line: line, column: 0), end)
    }

    /// Selects the whole sheet.
    mutating func selectAll() {
        anchor = SheetPosition(line: 0, column: 0)
        caret = SheetPosition(line: lineCount - 1, column: characters(of: lineCount - 1).count)
    }

    /// The position `motion` leads to from `from`.
    func position(_ from: SheetPosition, by motion: Motion) -> SheetPosition {
        let length = characters(of: from.line).count
        switch motion {
        case .left:
            if from.column > 0 { return SheetPosition(line: from.line, column: from.column - 1) }
            return from.line > 0 ? SheetPosition(line: from.line - 1, column: characters(of: from.line - 1).count) : from
        case .right:
            if from.column < length { return SheetPosition(line: from.line, column: from.column + 1) }
            return from.line < lineCount - 1 ? SheetPosition(line: from.line + 1, column: 0) : from
        case .up: return position(from, by: .lines(-1))
        case .down: return position(from, by: .lines(1))
        case .lines(let count):
            let line = min(max(from.line + count, 0), lineCount - 1)
            return SheetPosition(line: line, column: min(from.column, characters(of: line).count))
        case .to(let position): return clamped(position)
        case .lineStart: return SheetPosition(line: from.line, column: 0)
        case .lineEnd: return SheetPosition(line: from.line, column: length)
        case .sheetStart: return SheetPosition(line: 0, column: 0)
        case .sheetEnd: return SheetPosition(line: lineCount - 1, column: characters(of: lineCount - 1).count)
        case .wordLeft:
            guard from.column > 0 else { return position(from, by: .left) }
            let characters = characters(of: from.line)
            var column = from.column
            while column > 0, !Self.isWord(characters[column - 1]) { column -= 1 }
            while column > 0, Self.isWord(characters[column - 1]) { column -= 1 }
            return SheetPosition(line: from.line, column: column)
        case .wordRight:
            guard from.column < length else { return position(from, by: .right) }
            let characters = characters(of: from.line)
            var column = from.column
            while column < length, !Self.isWord(characters[column]) { column += 1 }
            while column < length, Self.isWord(characters[column]) { column += 1 }
            return SheetPosition(line: from.line, column: column)
        }
    }

    /// A word's character, for Ctrl+Left and Ctrl+Right: a letter, a digit, `_`, or a decimal point.
    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == ","
    }
}
