/// The list of sheets (Ctrl+O, or a click on the sheet's name), as a value: the names newest first
/// (the open one among them), the row chosen, how far it is scrolled, and what is under way: a name
/// being typed for a rename (F2), or a delete waiting for its second press (Delete asks once: a second
/// Delete or Enter deletes, any other key keeps the sheet).
struct SheetList: Equatable, Sendable {
    /// The sheets' names, most recently changed first.
    private(set) var names: [String]
    /// Whether some sheets were left out (a folder of more than `SheetShelf.listLimit`).
    var isTruncated = false
    /// The open sheet's name: marked in the list.
    var open: String
    /// The row chosen; the open sheet's at first.
    private(set) var selection = 0
    /// The first row shown.
    private(set) var scrolled = 0
    /// The new name being typed for the chosen sheet (F2); nil when not renaming.
    var renaming: String?
    /// The row whose delete waits for a second press; nil when none.
    var deleting: Int?

    /// The longest name, in characters: a file's name is at most 255 bytes with `.calc`.
    static let maximumName = 100

    init(names: [String], isTruncated: Bool = false, open: String) {
        self.names = names
        self.isTruncated = isTruncated
        self.open = open
        selection = names.firstIndex(of: open) ?? 0
    }

    /// The chosen sheet's name; nil for an empty list.
    var chosen: String? { names.indices.contains(selection) ? names[selection] : nil }

    /// Chooses the row `step` rows down (negative: up), keeping it among the `capacity` rows shown.
    mutating func move(_ step: Int, capacity: Int) {
        guard !names.isEmpty else { return }
        choose(min(max(selection + step, 0), names.count - 1), capacity: capacity)
    }

    /// Chooses row `index`, keeping it among the `capacity` rows shown.
    mutating func choose(_ index: Int, capacity: Int) {
        guard names.indices.contains(index) else { return }
        selection = index
        if selection < scrolled { scrolled = selection }
        if capacity > 0, selection >= scrolled + capacity { scrolled = selection - capacity + 1 }
    }

    /// Scrolls `steps` rows down (negative: up); the choice stays.
    mutating func scroll(_ steps: Int, capacity: Int) {
        scrolled = min(max(scrolled + steps, 0), max(0, names.count - capacity))
    }

    /// The names after a rename of the chosen sheet to `name`, which stays chosen.
    mutating func renamed(to name: String) {
        guard let chosen else { return }
        names[selection] = name
        if open == chosen { open = name }
    }

    /// The names without the chosen sheet; the next one chosen.
    mutating func removeChosen(capacity: Int) {
        guard chosen != nil else { return }
        names.remove(at: selection)
        choose(min(selection, names.count - 1), capacity: capacity)
        scroll(0, capacity: capacity)
    }

    /// Why `name` cannot be a sheet's new name, in the user's language; nil when it can. `exists` says
    /// whether a sheet of that name is on disk (the list may not hold every name).
    static func refusal(of name: String, exists: Bool) -> String? {
        if name.trimmingCharacters(in: " ").isEmpty { return localized("A sheet's name cannot be empty") }
        if name.contains("/") { return localized("A sheet's name cannot contain '/'") }
        if name.hasPrefix(".") { return localized("A sheet's name cannot start with '.'") }
        if name.count > maximumName || name.utf8.count > 200 {
            return localized("A sheet's name can have at most %s characters", String(maximumName))
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return localized("A sheet's name cannot contain control characters")
        }
        if exists { return localized("A sheet named '%s' exists already", name) }
        return nil
    }

    /// The name for a new sheet: `Untitled`, else `Untitled 2`, `Untitled 3`… the first that `isTaken`
    /// does not refuse (at most `SheetShelf.listLimit` + 2 tried, then nil).
    static func newName(untitled: String, isTaken: (String) -> Bool) -> String? {
        if !isTaken(untitled) { return untitled }
        return (2...1_002).lazy.map { untitled + " " + String($0) }.first { !isTaken($0) }
    }
}
