import CalculatorController
import CalculatorModel
import Sheet
import UnitDatabase

/// The calculator as a sheet's document sees it (issue 49): the one reader and evaluation of `-e`,
/// with a sheet's names, each line within one key's work; shared by `calculator --sheet` and the window.
/// A line with units (`3 ft + 2 in to cm`, `2 cups × 3`) is read by the converter's reader of GNU units'
/// expressions (`UnitDatabase`), the one `--convert` uses, when `-e`'s reader finds a word it does not know.
public struct SheetCalculator: SheetCalculating, Sendable {
    /// The significant digits of a result's text.
    public var digits: Int
    /// How numbers are read.
    public var locale: NumberLocale

    public init(digits: Int = NumberFormat.wideDigits, locale: NumberLocale = .standard) {
        self.digits = digits
        self.locale = locale
    }

    /// A line's expression scanned once: what is calculated (before a final `to UNIT`), and to what unit.
    public struct Reading {
        let expression: String
        let conversion: (source: String, target: String)?
        let scanned: ScannedExpression
    }

    public func reading(_ expression: String) -> Reading {
        let conversion = Self.conversion(in: expression)
        return Reading(
            expression: expression, conversion: conversion,
            scanned: ScannedExpression(conversion?.source ?? expression, locale: locale))
    }

    public func names(in reading: Reading) -> [String] { reading.scanned.names }

    public func refusal(ofName name: String) -> SheetProblem? {
        if CalculatorController.isReservedWord(name) { return .reservedName(name, meaning: "a word of the calculator") }
        if UnitDatabase.systemMayDefine(name), case .success(let database) = UnitDatabase.system, database.isUnitOrPrefix(name) {
            return .reservedName(name, meaning: "a unit's name")
        }
        return nil
    }

    public func evaluate(_ reading: Reading, names: [String: Real]) -> Result<SheetValue, SheetProblem> {
        let (expression, conversion) = (reading.expression, reading.conversion)
        let problem: ExpressionProblem
        switch CalculatorController.evaluate(reading.scanned, significantDigits: digits, names: names) {
        case .failure(let failure): problem = failure
        case .success(let state):
            if let reason = state.errorReason {
                return .failure(.calculation(position: nil, reason: reason.description, words: Notice.text(of: reason)))
            }
            guard let target = conversion?.target else {
                return .success(SheetValue(value: state.value, text: state.plainDisplay, exactForm: state.exactForm()))
            }
            return measured(state.plainDisplay, to: target, otherwise: nil)
        }
        let position: Int? = if case .refused = problem.reason { nil } else { problem.position }
        let failure = SheetProblem.calculation(
            position: position, reason: problem.explanation, words: ReasonWords.text(of: problem.reason))
        switch problem.reason {
        case .undefinedName, .unknownWord, .unknownCharacter: break
        default: return .failure(failure)
        }
        // A word or a sign `-e` does not know may be a unit's (`cups`, `°C`, `Ω`).
        if let conversion { return measured(conversion.source, to: conversion.target, otherwise: failure) }
        return measured(expression, to: nil, otherwise: failure)
    }

    /// `source` (a GNU units expression) converted to `target`, or to the first unit it names; `otherwise`
    /// when a word of it is no unit either (the reader's own reason then).
    private func measured(_ source: String, to target: String?, otherwise: SheetProblem?) -> Result<SheetValue, SheetProblem> {
        let database: UnitDatabase
        switch UnitDatabase.system {
        case .success(let loaded): database = loaded
        case .failure(let error): return .failure(otherwise ?? Self.problem(error))
        }
        let text = Self.unitSpelling(source)
        do throws(UnitError) {
            guard let unit = target ?? firstUnit(in: text, database: database) else {
                return .failure(otherwise ?? .calculation(position: nil, reason: "no unit"))
            }
            let value = try database.convert(text, to: unit)
            let number = NumberFormat.string(value, digits: digits, grouping: false)
            return .success(SheetValue(value: value, text: number + " " + unit))
        } catch {
            if case .unknownUnit = error, let otherwise { return .failure(otherwise) }
            return .failure(Self.problem(error))
        }
    }

    /// The unit database's `error` as a line's problem, worded in English and in the user's language.
    private static func problem(_ error: UnitError) -> SheetProblem {
        .calculation(position: nil, reason: error.message, words: ReasonWords.text(of: error))
    }

    /// The first word of `text` that is a unit (`cups` in `2 cups × 3`), nil when none is.
    private func firstUnit(in text: String, database: UnitDatabase) -> String? {
        let words = text.split { !($0.isLetter || $0 == "_" || $0 == "°") }
        for word in words where (try? database.unit(String(word))) != nil { return String(word) }
        return nil
    }

    /// The calculator's operator signs written as GNU units reads them (`×` `*`, `÷` `/`, `−` `-`).
    static func unitSpelling(_ text: String) -> String {
        String(text.map { ["×": "*", "·": "*", "÷": "/", "−": "-"][$0] ?? $0 })
    }

    /// `… to UNIT` or `… in UNIT` at the end of `expression` (the last such word): what is converted and to what.
    /// A digit before the final `to` or `in`, and a unit after it (the database read only when such a line fails).
    public func isConversion(_ expression: String) -> Bool {
        guard let (source, target) = Self.conversion(in: expression), source.contains(where: { $0.isASCII && $0.isNumber }),
            case .success(let database) = UnitDatabase.system
        else { return false }
        return (try? database.unit(Self.unitSpelling(target))) != nil
    }

    static func conversion(in expression: String) -> (source: String, target: String)? {
        let words = expression.split(separator: " ", omittingEmptySubsequences: true)
        guard let index = words.lastIndex(where: { $0 == "to" || $0 == "in" }), index > 0, index < words.count - 1 else {
            return nil
        }
        return (words[..<index].joined(separator: " "), words[(index + 1)...].joined(separator: " "))
    }
}
