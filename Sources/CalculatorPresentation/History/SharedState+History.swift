import CalculatorController
import CalculatorModel
import Layout
import WindowInterface

/// The history panel, the same in every mode: it covers the keypad's area of the mode shown (`area`),
/// opens and closes, chooses, scrolls, copies and clears the tape the modes share; a recall is the mode's.
extension SharedState {
    /// What a key did in the open panel.
    enum HistoryKeyOutcome: Equatable {
        /// Not one of the panel's keys: it works as ever while the panel is open.
        case notTaken
        case taken
        /// Return on a chosen row: the mode shown recalls it.
        case recall(Int)
    }

    /// The panel's key (`HistoryKeys`): Up and Down choose a calculation, Page Up and Page Down a page of
    /// rows older or newer, Home the oldest and End the newest; Return recalls the chosen row, Escape
    /// closes the panel. Tab outside an edit, and the keys the table leaves, are the mode's.
    mutating func historyKey(_ stroke: KeyStroke, in area: Rect) -> HistoryKeyOutcome {
        guard let command = HistoryKeys.table.command(for: stroke) else { return .notTaken }
        let count = controller.history.entries.count
        // A page is the rows that fit less one, so the row chosen last stays in sight, as in a list.
        let page = max(1, HistoryPanel.capacity(in: area, scale: window.scale) - 1)
        let step: Int
        switch command {
        case .choose(let rows): step = rows
        case .page(let pages): step = pages * page
        case .oldest: step = count
        case .newest: step = (history.selection ?? count) - (count - 1)
        case .recall: return history.selection.map(HistoryKeyOutcome.recall) ?? .notTaken
        case .close:
            closeHistory()
            return .taken
        case .nextNumber: return .notTaken
        }
        if step != 0, history.move(step, count: count) { reply.looksChanged = true }
        return .taken
    }

    /// Opens the panel, or closes it; either way with no calculation chosen and none scrolled.
    mutating func toggleHistory() {
        let wasOpen = history.isOpen
        history = HistoryPanel()
        history.isOpen = !wasOpen
        reply.looksChanged = true
    }

    /// Closes the panel (Escape, a recall).
    mutating func closeHistory() {
        guard history != HistoryPanel() else { return }
        history = HistoryPanel()
        reply.looksChanged = true
    }

    /// Clears the tape, on disk at once (`SessionEffect.clearHistory`); undo right after brings it back.
    mutating func clearHistory() {
        take(controller.clearHistory())
        if history.selection != nil {
            history.selection = nil
            reply.looksChanged = true
        }
    }

    /// The history panel's `Copy` and Ctrl+Shift+H: the whole tape as text to the clipboard, one calculation
    /// a line as `calculator --history` prints it, and a notice that says so (or that there is nothing).
    mutating func copyHistory() {
        let tape = controller.history
        guard !tape.entries.isEmpty else { return refuse(.tapeEmpty) }
        reply.effects.append(.copy(tape.text))
        refuse(.tapeCopied)
    }

    /// The calculation chosen in the open panel, if any: what Ctrl+C copies then.
    var chosenEntry: HistoryEntry? {
        let tape = controller.history.entries
        guard history.isOpen, let index = history.selection, tape.indices.contains(index) else { return nil }
        return tape[index]
    }

    /// The wheel or a drag over the open panel scrolls its rows.
    mutating func scrollHistory(_ steps: Int, in area: Rect) {
        guard history.isOpen else { return }
        let capacity = HistoryPanel.capacity(in: area, scale: window.scale)
        if history.scroll(steps, count: controller.history.entries.count, capacity: capacity) { reply.looksChanged = true }
    }

    /// The tape as it is on disk now, after another window appended or cleared (`HistoryWatch`): shown
    /// when it differs, a chosen row that is gone no longer chosen.
    mutating func reloadHistory(_ entries: [HistoryEntry]) {
        guard controller.reloadHistory(entries) else { return }
        tapeChanged()
        if let selection = history.selection, selection >= controller.history.entries.count { history.selection = nil }
    }

    /// Makes again the exact values of the rows the open panel shows in `area` that were read from the
    /// file, so they show their exact forms and recall exactly (`CalculatorController.restoreExactValues`):
    /// the rows in view only, each made once, within one key's work an event that changed what the panel
    /// shows (opening it, a key or the wheel in it, a resize, the tape changed). Nothing goes on in the
    /// background: a chain longer than one pass goes on at the next such event, so that an event and all
    /// the work it sets going stay within a key's CPU however long or hostile the tape (issue 44 R5). A
    /// row whose keys do not make it again keeps its digits. Whether a row changed.
    @discardableResult
    mutating func restoreShownExactValues(in area: Rect) -> Bool {
        let capacity = HistoryPanel.capacity(in: area, scale: window.scale)
        let shown = HistoryPanel.shownRows(
            count: controller.history.entries.count, selection: history.selection, scrolled: history.scrolled,
            capacity: capacity)
        let changed = controller.restoreExactValues(of: shown)
        if changed { tapeRevision += 1 }
        return changed
    }
}
