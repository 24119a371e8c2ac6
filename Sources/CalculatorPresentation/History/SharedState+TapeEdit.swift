import CalculatorController
import CalculatorModel
import WindowInterface

/// An edit applied in the history panel, kept so that undo right after takes it back and redo
/// reapplies it: the tape before and after, and the rows it changed.
struct TapeEditStep: Equatable, Sendable {
    var before: [HistoryEntry]
    var after: [HistoryEntry]
    /// The rows whose line changed, marked after the edit and after its redo.
    var changed: Set<Int>
    /// Whether undo took it back (then redo may reapply it).
    var isUndone = false
}

/// Issue 34 item 2: editing a number of an earlier line in the history panel. With a row chosen, a
/// digit, the point or backspace starts an edit of its first number (Tab: the next number); Enter
/// applies it through `TapeRecomputation`, Escape drops it. The tape file is rewritten whole
/// (`SessionEffect.rewriteHistory`), the changed rows are marked and their count said.
extension SharedState {
    /// A key while the panel is open, before the panel's own keys: an edit's keys, or a number key
    /// starting one on the chosen row; true when the key was taken.
    mutating func handleTapeEditKey(_ stroke: KeyStroke) -> Bool {
        guard history.isOpen else { return false }
        let command = KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        guard var edit = history.edit else {
            guard !stroke.control, let row = history.selection, case .key(let key)? = command,
                [.digit(0), .point, .backspace].contains(Self.typingKind(key))
            else { return false }
            startTapeEdit(row: row, key: key)
            return true
        }
        switch HistoryKeys.table.command(for: stroke) {
        case .recall:
            applyTapeEdit(edit)
            return true
        case .close:
            history.edit = nil
            reply.looksChanged = true
            return true
        case .nextNumber:
            edit.nextNumber()
            history.edit = edit
            reply.looksChanged = true
            return true
        case .choose, .page, .oldest, .newest:
            // Choosing another row drops the edit, as leaving a field unconfirmed does.
            history.edit = nil
            reply.looksChanged = true
            return false
        case nil:
            break
        }
        // Window commands (Ctrl+H, Ctrl+Q, …) work as ever; other keys do nothing while a number is typed.
        guard !stroke.control else { return false }
        if case .key(let key)? = command, edit.type(key) {
            history.edit = edit
            reply.looksChanged = true
        }
        return true
    }

    /// A digit as `.digit(0)`, so that the typing keys compare as kinds.
    private static func typingKind(_ key: Key) -> Key {
        if case .digit = key { return .digit(0) }
        return key
    }

    /// Starts editing the first number of row `row` with `key`; a row its keys cannot make again (a
    /// paste, the memory, an older tape) or with no number typed says so, and nothing changes.
    private mutating func startTapeEdit(row: Int, key: Key) {
        let entries = controller.history.entries
        guard entries.indices.contains(row), let keys = entries[row].recipe.flatMap(TapeEdit.keys(of:)) else {
            return refuse(.message(localized("This line cannot be edited")))
        }
        let numbers = TapeEdit.numbers(in: keys)
        guard !numbers.isEmpty else { return refuse(.message(localized("This line has no number to edit"))) }
        tapeEditStep = nil   // a new edit makes the one before final
        var edit = HistoryRowEdit(row: row, numbers: numbers)
        _ = edit.type(key)
        history.edit = edit
        reply.looksChanged = true
    }

    /// Enter: the line made again with the number typed, and every later line that used it
    /// (`TapeRecomputation`); the file rewritten, the changed rows marked and their count said.
    private mutating func applyTapeEdit(_ edit: HistoryRowEdit) {
        history.edit = nil
        reply.looksChanged = true
        let before = controller.history.entries
        // Another window may have changed the tape meanwhile: the row must still be the line edited.
        guard edit.shown != edit.original, before.indices.contains(edit.row),
            TapeEdit.numbers(in: before[edit.row].recipe.flatMap(TapeEdit.keys(of:)) ?? "") == edit.numbers,
            let tapeEdit = edit.tapeEdit,
            let recomputation = try? TapeRecomputation(applying: tapeEdit, to: before)
        else { return }
        let changed = Set(recomputation.changed.filter { recomputation.entries[$0] != before[$0] })
        let step = TapeEditStep(before: before, after: recomputation.entries, changed: changed)
        tapeEditStep = step
        showTapeEdit(step, undone: false)
    }

    /// Shows the tape of `step` (before it when `undone`), rewrites the file to it, marks the rows it
    /// changed and says how many.
    private mutating func showTapeEdit(_ step: TapeEditStep, undone: Bool) {
        let (from, to) = undone ? (step.after, step.before) : (step.before, step.after)
        controller.rewriteHistory(to)
        tapeChanged()
        history.marked = step.changed
        reply.effects.append(.rewriteHistory(original: from, edited: to))
        refuse(.message(localizedCount(step.changed.count, "%d line changed", "%d lines changed")))
    }

    /// Undo right after an edit takes it back, redo after that reapplies it, while the tape is still
    /// as the edit left it; true when `key` did so. Any other key makes the edit final.
    mutating func handleTapeEditUndo(_ key: Key) -> Bool {
        guard var step = tapeEditStep else { return false }
        guard key == .undo || key == .redo else {
            tapeEditStep = nil
            return false
        }
        let undoing = key == .undo
        guard undoing != step.isUndone, controller.history.entries == (step.isUndone ? step.before : step.after) else {
            return false
        }
        step.isUndone = undoing
        tapeEditStep = step
        history.edit = nil
        showTapeEdit(step, undone: undoing)
        return true
    }

    /// What undo and redo can do: the calculator's steps, or the edit of the tape just made.
    var undoAvailability: UndoAvailability {
        var availability = controller.undoAvailability
        if let step = tapeEditStep {
            if step.isUndone { availability.canRedo = true } else { availability.canUndo = true }
        }
        return availability
    }

    /// The marks of the rows an edit changed end with the next key, click or paste.
    mutating func clearTapeMarks() {
        guard !history.marked.isEmpty else { return }
        history.marked = []
        reply.looksChanged = true
    }
}
