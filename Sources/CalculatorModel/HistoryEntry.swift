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
    /// The base and word of a programmer calculation (`0xFF AND 0xF = 0xF`); nil for the calculator's.
    /// `result` is then the word's exact integer in decimal, which any mode can recall.
    public private(set) var programmer: ProgrammerResult?
    /// The units of a conversion (`3 ft = 91.44 cm`); nil for a calculation. `result` is then the
    /// converted value in the "to" unit, which any mode recalls.
    public private(set) var conversion: UnitConversion?
    /// How the line was made, when it was written by a calculator that keeps it (nil on an older tape).
    public var recipe: LineRecipe?
    /// Whether making this line again from its keys failed once (they came to another result, or past
    /// their budget): it keeps the digits written and is never made again to restore its exact value.
    public private(set) var keepsItsDigits = false

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

    /// A programmer calculation: its expression line (`0xFF AND 0xF`, a trailing ` =` dropped) and its
    /// result in the base the line is written in.
    public init(expressionLine: String, programmer: ProgrammerResult) {
        var expression = Substring(expressionLine)
        if expression.hasSuffix(" =") { expression = expression.dropLast(2) }
        self.init(expression: String(expression), result: programmer.word.digits(in: .decimal))
        exactValue = programmer.word.real
        self.programmer = programmer
    }

    /// A conversion the converter completed: the value converted as the display wrote it (`3`, C form),
    /// the units, and the converted value (`91.44`), exact for a recall; nil as for a calculation.
    public init?(converting fromValue: String, _ conversion: UnitConversion, to value: Real) {
        self.init(expressionLine: fromValue + " " + conversion.from, value: value)
        self.conversion = conversion
    }

    /// The line `completed` puts on the tape; nil for an error and a value that cannot be told from zero.
    public init?(_ completed: CompletedCalculation) {
        self.init(expressionLine: completed.expressionLine, value: completed.value)
    }

    /// Entries are the same calculation when their lines are: the exact value only refines the result.
    public static func == (a: HistoryEntry, b: HistoryEntry) -> Bool {
        a.expression == b.expression && a.result == b.result && a.programmer == b.programmer
            && a.conversion == b.conversion
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression)
        hasher.combine(result)
        hasher.combine(programmer)
        hasher.combine(conversion)
    }

    /// The line as people read it, in `calculator --history` and the panel: `7 + 9 = 16`,
    /// `0xFF AND 0xF = 0xF`, `3 ft = 91.44 cm`.
    public var line: String { expression + " = " + (programmer?.text ?? result) + (conversion.map { " " + $0.to } ?? "") }

    /// The line of the history file: `expression = result` with the result in decimal, then the
    /// optional fields, each group after a tab: the recipe's (`LineRecipe.fields`), the programmer's
    /// (`programmer=1 hex 8 unsigned`) or the converter's (`convert=1 ft cm`, and for money the rates'
    /// `rates=1 2026-11-27 ECB`). A reader that knows no
    /// field still reads the calculation.
    public var storedLine: String {
        var stored = expression + " = " + result
        if let recipe { stored += "\t" + recipe.fields }
        if let programmer { stored += "\t" + programmer.field }
        if let conversion { stored += "\t" + conversion.field }
        if let rates = conversion?.ratesField { stored += "\t" + rates }
        return stored
    }

    /// The tab that begins each group of optional fields of a line in the history file.
    static let fieldSeparator = UInt8(ascii: "\t")

    /// Reads a line of the history file: nil unless it is an expression, ` = ` and a plain decimal
    /// number, all on one line, then optional tab-separated `name=value` fields. A field of a name or
    /// version it does not know is skipped.
    public init?(line: Substring) {
        self.init(utf8Line: Array(line.utf8)[...])
    }

    /// The same from the line's bytes, valid UTF-8: what reading a whole tape uses. After each tab comes a
    /// group of fields: the programmer's, or the recipe's; fields of another version, or unreadable, are
    /// skipped (the line then has no recipe, or is the calculator's).
    public init?(utf8Line whole: ArraySlice<UInt8>) {
        let line = whole.prefix { $0 != Self.fieldSeparator }
        var recipe: LineRecipe?
        var programmerField: Substring?
        var conversionField: Substring?
        var ratesField: Substring?
        for group in whole[line.endIndex...].split(separator: Self.fieldSeparator) {
            let text = Substring(String(decoding: group, as: UTF8.self))
            if text.hasPrefix(ProgrammerResult.fieldName + "=") {
                programmerField = text.dropFirst(ProgrammerResult.fieldName.count + 1)
            } else if text.hasPrefix(UnitConversion.fieldName + "=") {
                conversionField = text.dropFirst(UnitConversion.fieldName.count + 1)
            } else if text.hasPrefix(UnitConversion.ratesFieldName + "=") {
                ratesField = text.dropFirst(UnitConversion.ratesFieldName.count + 1)
            } else if recipe == nil {
                recipe = LineRecipe(fields: text)
            }
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
        if let programmerField, !isError {
            programmer = ProgrammerResult(fieldValue: programmerField, result: Substring(self.result))
        }
        if let conversionField, !isError { conversion = UnitConversion(fieldValue: conversionField) }
        if let ratesField { conversion?.rates = UnitConversion.rates(fieldValue: ratesField) }
    }

    /// Whether this is a calculator's line without its exact value (read from the file), which
    /// `restore(exactValue:)` may give it.
    public var awaitsExactValue: Bool {
        exactValue == nil && !keepsItsDigits && programmer == nil && conversion == nil && !isError
    }

    /// Marks a line whose keys did not make it again: it keeps its digits from now on.
    public mutating func keepDigits() { keepsItsDigits = true }

    /// Takes `value` as the exact result of a line read from the file, made again from its keys (the file
    /// keeps 40 digits): only a calculator line's, without one yet, and only when `value` rounds to the
    /// result written. Returns whether it was taken.
    public mutating func restore(exactValue value: Real) -> Bool {
        guard awaitsExactValue, HistoryEntry(expressionLine: expression, value: value)?.result == result
        else { return false }
        exactValue = value
        return true
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
