/// One completed calculation on the history tape: its expression line and its result, at the full
/// precision it was computed with, and how it was made (`recipe`). One line of the history file:
/// `7 + 9 = 16`, then, after a tab, the recipe's fields (`LineRecipe.fields`).
public struct HistoryEntry: Hashable, Sendable {
    /// The expression line without its `=`: `7 + 9`, `√(16)`.
    public var expression: String
    /// The result correctly rounded to the 40 significant digits a number holds.
    public var result: String
    /// The exact result, while this session has it (not in the file): what a recall enters.
    public private(set) var exactValue: Real?
    /// How the line was made, when it was written by a calculator that keeps it (nil on an older tape).
    public var recipe: LineRecipe?

    /// What a line whose recomputation failed shows as its result (an edit made it an error).
    public static let errorResult = "Error"

    public init(expression: String, result: String, recipe: LineRecipe? = nil) {
        self.expression = expression
        self.result = result
        self.recipe = recipe
    }

    /// A line an edit made an error: `Error` for a result, no value, its recipe kept.
    public static func error(expression: String, recipe: LineRecipe?) -> HistoryEntry {
        HistoryEntry(expression: expression, result: errorResult, recipe: recipe)
    }

    /// Whether the line's result is `Error` (an edit made it one).
    public var isError: Bool { result == Self.errorResult }

    /// The calculation the brain completed: its expression line and value; nil for an error (one proven
    /// out of range only by rounding included), and for a value that cannot be told from zero (which
    /// has no digits to write).
    public init?(expressionLine: String, value: Real) {
        guard !value.isNaN, let rounded = value.rounded(toSignificantDigits: Number.precision), !rounded.isNaN else { return nil }
        var expression = Substring(expressionLine)
        if expression.hasSuffix(" =") { expression = expression.dropLast(2) }
        self.init(expression: String(expression), result: NumberFormat.exact(rounded))
        exactValue = value
    }

    /// The line `completed` puts on the tape; nil for an error and a value that cannot be told from zero.
    public init?(_ completed: CompletedCalculation) {
        self.init(expressionLine: completed.expressionLine, value: completed.value)
    }

    /// Entries are the same calculation when their lines are: the exact value only refines the result.
    public static func == (a: HistoryEntry, b: HistoryEntry) -> Bool { a.expression == b.expression && a.result == b.result }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
        hasher.combine(result)
    }

    /// The line `calculator --history` prints and the panel shows: `7 + 9 = 16`.
    public var line: String { expression + " = " + result }

    /// The line of the history file: `line`, then a tab and the recipe's fields when there is one.
    public var storedLine: String { recipe.map { line + "\t" + $0.fields } ?? line }

    /// Reads a line of the history file: nil unless it is an expression, ` = ` and a plain decimal
    /// number, all on one line.
    public init?(line: Substring) {
        self.init(utf8Line: Array(line.utf8)[...])
    }

    /// The same from the line's bytes, valid UTF-8: what reading a whole tape uses. After a tab come the
    /// recipe's fields; fields of another version, or unreadable, leave the line without a recipe.
    public init?(utf8Line stored: ArraySlice<UInt8>) {
        var line = stored
        var recipe: LineRecipe?
        if let tab = stored.firstIndex(of: 0x09) {
            line = stored[..<tab]
            recipe = LineRecipe(fields: Substring(String(decoding: stored[(tab + 1)...], as: UTF8.self)))
        }
        let separator: [UInt8] = [0x20, 0x3D, 0x20]   // " = "
        var split = line.endIndex - separator.count
        while split > line.startIndex && !line[split..<(split + separator.count)].elementsEqual(separator) { split -= 1 }
        guard split > line.startIndex else { return nil }
        let result = line[(split + separator.count)...]
        let isError = recipe != nil && result.elementsEqual(Self.errorResult.utf8)
        guard !line[..<split].contains(0x0D), isError || HistoryEntry.isPlainNumber(result) else { return nil }
        self.init(
            expression: String(decoding: line[..<split], as: UTF8.self), result: String(decoding: result, as: UTF8.self),
            recipe: recipe)
    }

    /// The result as a number: the exact value while the session has it, else the 40 digits written.
    public var value: Real { exactValue ?? Real(Number(result) ?? .nan) }

    /// The same line with its recipe.
    public func with(recipe: LineRecipe?) -> HistoryEntry {
        var entry = self
        entry.recipe = recipe
        return entry
    }

    /// A plain decimal in the form the number library writes (`-1.5`, `2e-30`), checked without
    /// parsing its value, so reading a full tape stays cheap.
    public static func isPlainNumber(_ text: Substring) -> Bool {
        isPlainNumber(Array(text.utf8)[...])
    }

    static func isPlainNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0 != UInt8(ascii: "e") }
        let digits = mantissa.filter { $0 != UInt8(ascii: ".") }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            mantissa.count - digits.count <= 1, digits.count <= 64
        else { return false }
        let exponent = rest.dropFirst(mantissa.count)
        guard !exponent.isEmpty else { return true }
        var exponentDigits = exponent.dropFirst()
        if exponentDigits.first == UInt8(ascii: "-") { exponentDigits = exponentDigits.dropFirst() }
        return (1...5).contains(exponentDigits.count)
            && exponentDigits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
