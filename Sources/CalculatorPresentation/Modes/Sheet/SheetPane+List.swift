import AccessibleTree
import CalculatorController
import Layout
import WindowInterface

/// The list of sheets in the sheet's pane (issue 49): shown by Ctrl+O or a click on the sheet's name,
/// in the text area's place. Enter or a click opens a sheet (the one open is saved first), Ctrl+N makes
/// `Untitled 2` (in the user's language: `UntitledSheet`) and opens it, F2 types a new name in place (a
/// name refused is said, and nothing is renamed over another sheet), and Delete asks once before it
/// deletes: no single stray key loses a sheet.
extension SheetPane {
    /// Shows the list, the open sheet chosen; its edits are saved first, so the files are as it shows.
    mutating func showList(_ shared: inout SharedState) {
        saveNow(&shared)
        var (names, isTruncated) = files.list()
        if !names.contains(name), savesFile {
            // A sheet not saved yet (nothing typed) is a file from now on, so it can be renamed like any other.
            if files.create(name) == nil || files.exists(name) { names.insert(name, at: 0) }
        }
        var shown = SheetList(names: names, isTruncated: isTruncated, open: name)
        shown.choose(shown.selection, capacity: listCapacity(shared))
        list = shown
        shared.reply.looksChanged = true
    }

    /// The rows the list shows at once.
    func listCapacity(_ shared: SharedState) -> Int {
        SheetListScene.Frames(layout.area, scale: shared.window.scale).capacity
    }

    /// A key while the list shows: the list's keys, or a character of the name typed; every key is the
    /// list's but the window's commands (quit, the modes, the history, the keys window).
    mutating func listKey(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand? {
        guard let list else { return nil }
        defer { shared.reply.looksChanged = true }
        let capacity = listCapacity(shared)
        let command = SheetListKeys.table.command(for: stroke)
        if list.deleting != nil, command != .delete, command != .open {
            self.list?.deleting = nil   // any other key keeps the sheet
            if command == .close { return nil }
        }
        if list.renaming != nil {
            switch command {
            case .close?: self.list?.renaming = nil
            case .open?: commitRename(&shared)
            case .erase?: _ = self.list?.renaming?.popLast()
            default:
                guard !stroke.control, TypedText.isTyped(stroke.text) else { break }
                let typed = (list.renaming ?? "") + stroke.text
                if typed.count > SheetList.maximumName {
                    shared.refuse(.message(SheetList.refusal(of: typed, exists: false) ?? ""))
                } else {
                    self.list?.renaming = typed
                }
            }
            return nil
        }
        switch command {
        case .close?: self.list = nil
        case .open?: list.deleting != nil ? deleteChosen(&shared) : openChosen(&shared)
        case .move(let step)?: self.list?.move(step, capacity: capacity)
        case .page(let pages)?: self.list?.move(pages * max(1, capacity - 1), capacity: capacity)
        case .first?: self.list?.move(-list.names.count, capacity: capacity)
        case .last?: self.list?.move(list.names.count, capacity: capacity)
        case .newSheet?: newSheet(&shared)
        case .rename?: startRename(&shared)
        case .delete?: list.deleting != nil ? deleteChosen(&shared) : askDelete(&shared)
        case .erase?, nil:
            if let command = KeyboardMap.command(
                keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
            {
                switch command {
                case .quit, .toggleHistory, .switchMode, .showKeys, .toggleAlwaysOnTop: return command
                default: break
                }
            }
        }
        return nil
    }

    /// A click on the name (shows or closes the list), a row (chooses it; a click on the chosen one
    /// opens it), or a button.
    mutating func listClick(_ control: Control, _ shared: inout SharedState) {
        shared.reply.looksChanged = true
        if control == .sheetName {
            if list == nil { showList(&shared) } else { list = nil }
            return
        }
        guard let current = list else { return }
        if current.deleting != nil, control != .sheetListDelete { list?.deleting = nil }
        switch control {
        case .sheetListRow(let index):
            guard current.names.indices.contains(index), current.renaming == nil else { return }
            let capacity = listCapacity(shared)
            if index == current.selection { openChosen(&shared) } else { list?.choose(index, capacity: capacity) }
        case .sheetListNew: newSheet(&shared)
        case .sheetListRename: current.renaming == nil ? startRename(&shared) : commitRename(&shared)
        case .sheetListDelete: current.deleting != nil ? deleteChosen(&shared) : askDelete(&shared)
        default: break
        }
    }

    /// The wheel over the list: a row a click.
    mutating func scrollList(_ steps: Int, _ shared: inout SharedState) -> Bool {
        let capacity = listCapacity(shared)
        list?.scroll(-steps, capacity: capacity)
        shared.reply.looksChanged = true
        return true
    }

    /// Opens the chosen sheet in place of the open one (saved when the list showed); a sheet that cannot
    /// be read (too big, not text) is not opened, and why is said.
    mutating func openChosen(_ shared: inout SharedState) {
        guard let chosen = list?.chosen else { return }
        guard chosen != name else {
            list = nil
            return
        }
        let opening = files.open(chosen)
        if let problem = opening.problem {
            shared.refuse(.message(localized("'%s' cannot be opened: %s", chosen, problem)))
            return
        }
        open(opening, &shared)
    }

    /// Shows `opening`, the list closed, and has its file saved from now on.
    private mutating func open(_ opening: SheetOpening, _ shared: inout SharedState) {
        load(opening)
        list = nil
        shared.reply.effects.append(.openSheet(opening.name))
        shared.reply.looksChanged = true
    }

    /// Ctrl+N: the open sheet saved, a new empty sheet made (`Untitled`, `Untitled 2`…) and opened.
    mutating func newSheet(_ shared: inout SharedState) {
        saveNow(&shared)
        let listed = Set(list?.names ?? files.list().names)
        guard let new = SheetList.newName(untitled: UntitledSheet.name, isTaken: { listed.contains($0) || files.exists($0) })
        else {
            shared.refuse(.message(localized("A new sheet cannot be made: too many untitled sheets")))
            return
        }
        if let problem = files.create(new) {
            shared.refuse(.message(localized("A new sheet cannot be made: %s", problem)))
            return
        }
        open((new, [], nil), &shared)
        shared.refuse(.message(localized("New sheet '%s'", new)))
    }

    /// F2: the chosen sheet's name typed anew, in the field.
    mutating func startRename(_ shared: inout SharedState) {
        guard let chosen = list?.chosen else { return }
        list?.renaming = chosen
    }

    /// Enter while renaming: the new name taken, or why not said (the name stays to be mended).
    mutating func commitRename(_ shared: inout SharedState) {
        guard let old = list?.chosen, let typed = list?.renaming else { return }
        let new = typed.trimmingCharacters(in: " ")
        guard new != old else {
            list?.renaming = nil
            return
        }
        let taken = new != old && ((list?.names.contains(new) ?? false) || files.exists(new))
        if let refusal = SheetList.refusal(of: new, exists: taken) {
            shared.refuse(.message(refusal))
            return
        }
        if let problem = files.rename(old, new) {
            shared.refuse(.message(localized("'%s' cannot be renamed: %s", old, problem)))
            return
        }
        list?.renaming = nil
        list?.renamed(to: new)
        if old == name {
            name = new
            shared.reply.effects.append(.openSheet(new))
        }
        shared.refuse(.message(localized("Renamed to '%s'", new)))
    }

    /// Delete's first press: the question, shown and said.
    mutating func askDelete(_ shared: inout SharedState) {
        guard let list, let chosen = list.chosen else { return }
        self.list?.deleting = list.selection
        shared.refuse(.message(localized("Delete '%s'? Press Delete again", chosen)))
    }

    /// Delete's second press: the sheet's file deleted. The open sheet deleted, the next sheet listed is
    /// opened (a new `Untitled` when none is left).
    mutating func deleteChosen(_ shared: inout SharedState) {
        guard let chosen = list?.chosen else { return }
        list?.deleting = nil
        if let problem = files.delete(chosen) {
            shared.refuse(.message(localized("'%s' cannot be deleted: %s", chosen, problem)))
            return
        }
        let capacity = listCapacity(shared)
        list?.removeChosen(capacity: capacity)
        if chosen == name {
            let next = list?.names.first
            let opening: SheetOpening = next.map(files.open) ?? (UntitledSheet.name, [], nil)
            load(opening.problem == nil ? opening : (UntitledSheet.name, [], nil))
            list?.open = name
            shared.reply.effects.append(.openSheet(name))
        }
        shared.refuse(.message(localized("Deleted '%s'", chosen)))
    }

    // MARK: the name in the display

    /// The sheet's name in the display's controls row, between undo and redo and the mode button: a
    /// button (`▾`) that shows the list, its text the expression line's size and colour; empty while a
    /// notice takes the line.
    func nameFace(_ shared: SharedState) -> ButtonFace<Control> {
        ButtonFace<Control>(
            control: .sheetName, title: shared.notice == nil ? name + " ▾" : "", frame: nameFrame,
            fill: shared.theme.background, pressedFill: shared.palette.colors(for: .digit, isPending: false).fill,
            textColor: shared.palette.expressionText, titleScale: 1.8)
    }

    /// The name's frame: the controls row from after the round buttons at its left to before the mode button.
    var nameFrame: Rect {
        let side = chrome.side, left = chrome.undoRedoFrames.redo.maxX + side / 4
        return Rect(x: left, y: chrome.display.y, width: max(0, chrome.modeButtonFrame.x - side / 4 - left), height: side)
    }

    /// The name's button as a screen reader finds it: the sheet's name, its tooltip the list's key.
    var nameNode: AccessibleNode<Control> {
        let shortcut = SheetKeys.shortcut(of: .openList)
        return DisplayChrome.button(
            .sheetName, name: name,
            shortcut: shortcut, tooltip: KeyTooltip.text(name: localized("List the sheets"), shortcut: shortcut),
            states: AccessibleState.onScreen.union(list == nil ? [.checkable] : [.checkable, .checked]),
            frame: nameFrame)
    }
}
