/// A place in a sheet's text: a line, and the characters before it on that line (a caret sits there).
struct SheetPosition: Comparable, Hashable, Sendable {
    var line: Int
    var column: Int

    static func < (a: SheetPosition, b: SheetPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
