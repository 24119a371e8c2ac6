import AccessibleTree
import CalculatorController
import Layout
import WindowInterface

/// How the list of sheets is drawn in the sheet's text area, as the unit picker draws its list in the
/// keypad's (the history panel's rows and sizes): a field at the top (the heading, the name being typed,
/// or the delete's question), the names under it (the chosen one in the operators' colour, the open one
/// marked `•`), and New, Rename and Delete at the bottom, each title whole in every language; and what a
/// screen reader finds of it.
enum SheetListScene {
    /// Where the parts go in `area` at `scale`: the field and the rows as `PickList` puts them, and the
    /// bar of buttons at the bottom, which share its width by their titles' lengths (`barWidths`).
    struct Frames {
        var list: PickList
        var capacity: Int
        var buttons: [Rect]

        init(_ area: Rect, scale: Double) {
            list = PickList(area, scale: scale)
            let row = list.row, gap = list.gap
            let barY = area.maxY - row
            capacity = max(0, Int((barY - gap - list.firstRow + gap) / (row + gap)))
            var x = area.x
            buttons = barWidths(SheetListScene.buttons.map(\.title), total: area.width - 2 * gap, each: gap).map { width in
                defer { x += width + gap }
                return Rect(x: x, y: barY, width: width, height: row)
            }
        }

        var field: Rect { list.field }

        /// The frame of the `offset`th row shown.
        func rowFrame(_ offset: Int) -> Rect { list.rowFrame(offset) }
    }

    /// The widths of buttons titled `titles` sharing `total`: `each` for every one (room for its ends),
    /// and the rest by its title's length in characters (at least `shortestShare`'s, so a short title keeps
    /// a round button), so that a long word (`Umbenennen`, `Переименовать`) has the room it needs in the
    /// smallest window, at a legible size.
    static func barWidths(_ titles: [String], total: Double, each: Double) -> [Double] {
        let shares = titles.map { Double(max($0.count, shortestShare)) }
        let sum = shares.reduce(0, +), total = max(0, total)
        let each = min(each, total / Double(max(1, titles.count))), rest = total - each * Double(titles.count)
        var widths = shares.dropLast().map { (each + rest * $0 / sum).rounded(.down) }
        if !shares.isEmpty { widths.append(total - widths.reduce(0, +)) }   // the last to the end
        return widths
    }

    /// The fewest characters a button's share of the bar is counted as.
    static let shortestShare = 4

    /// The buttons of the bottom bar, in order, with their words and the key that does the same.
    static var buttons: [(control: Control, title: String, command: SheetListCommand)] {
        [
            (.sheetListNew, localized("New"), .newSheet),
            (.sheetListRename, localized("Rename"), .rename),
            (.sheetListDelete, localized("Delete"), .delete),
        ]
    }

    /// The field's words: the name typed with a caret, the delete's question, or the heading.
    static func fieldTitle(_ list: SheetList) -> String {
        if let name = list.renaming { return localized("New name: %s", name + "▏") }
        if let index = list.deleting, list.names.indices.contains(index) {
            return localized("Delete '%s'? Press Delete again", list.names[index])
        }
        return list.isTruncated
            ? localized("Sheets (the %s newest)", String(list.names.count)) : localized("Sheets")
    }

    /// A row's words: the name, marked when it is the open sheet.
    static func title(_ name: String, in list: SheetList) -> String { name == list.open ? "• " + name : name }

    /// The faces of `list` in `area`.
    static func faces(_ list: SheetList, in area: Rect, scale: Double, theme: Theme, palette: ButtonPalette)
        -> [ButtonFace<Control>]
    {
        let frames = Frames(area, scale: scale)
        let empty = list.names.isEmpty
        var faces = frames.list.faces(
            field: (.sheetListField, fieldTitle(list)),
            rows: shown(list, capacity: frames.capacity).map { (.sheetListRow($0), title(list.names[$0], in: list)) },
            chosen: .sheetListRow(list.selection), note: empty ? (.sheetListRow(0), localized("No sheets yet")) : nil,
            theme: theme, palette: palette)
        let small = palette.colors(for: .scientific, isPending: false)
        for (button, frame) in zip(buttons, frames.buttons) {
            // As a key's title: whole, never cut, at the keys' legible size or more where it fits (it
            // shrinks further only where nothing else would hold it), the three at one size.
            let face = ButtonFace<Control>(
                control: button.control, title: button.title, frame: frame, fill: small.fill, pressedFill: small.pressed,
                textColor: small.text, titleGroup: .listBar,
                legibleTitleSize: Legibility.keyTitleFloor(keySide: min(frame.width, frame.height), scale: scale))
            faces.append(empty && button.command != .newSheet ? face.disabled() : face)
        }
        return faces
    }

    /// The rows shown.
    static func shown(_ list: SheetList, capacity: Int) -> Range<Int> {
        let first = min(list.scrolled, max(0, list.names.count - capacity))
        return first..<min(list.names.count, first + capacity)
    }

    /// What a screen reader finds: the field (focused, the name typed while renaming), the list with one
    /// item a row shown (the chosen one selected, the open one described so), and the three buttons with
    /// their keys as shortcuts and tooltips.
    static func nodes(_ list: SheetList, in area: Rect, scale: Double) -> [AccessibleNode<Control>] {
        typealias K = KeypadAccessibility
        let frames = Frames(area, scale: scale)
        let field = AccessibleNode<Control>(
            id: Control.sheetListField.name, role: list.renaming == nil ? .label : .text, name: fieldTitle(list),
            states: K.textStates.union([.focusable, .focused]), extents: K.extents(frames.field),
            text: list.renaming ?? fieldTitle(list))
        let items = shown(list, capacity: frames.capacity).enumerated().map { offset, index in
            var states = AccessibleState.onScreen.union([.selectable])
            if index == list.selection { states.insert(.selected) }
            return AccessibleNode<Control>(
                id: K.accessibleID(.sheetListRow(index)), role: .listItem, name: list.names[index],
                description: list.names[index] == list.open ? localized("open") : "", states: states,
                extents: K.extents(frames.rowFrame(offset)), press: .sheetListRow(index))
        }
        let listNode = AccessibleNode<Control>(
            id: "sheet.list", role: .list, name: localized("Sheets"), states: AccessibleState.onScreen,
            extents: K.extents(area), children: items)
        let buttonNodes = zip(buttons, frames.buttons).map { button, frame in
            let shortcut = SheetListKeys.shortcut(of: button.command)
            var states = AccessibleState.onScreen
            if list.names.isEmpty, button.command != .newSheet { states.subtract([.enabled, .sensitive]) }
            return DisplayChrome.button(
                button.control, name: button.title, shortcut: shortcut,
                tooltip: KeyTooltip.text(name: button.title, shortcut: shortcut), states: states, frame: frame)
        }
        return [field, listNode] + buttonNodes
    }
}
