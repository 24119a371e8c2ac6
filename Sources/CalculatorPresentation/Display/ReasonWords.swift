import CalculatorController
import UnitDatabase

/// Why a calculation or a conversion has no result, in the user's language: the reader's problems
/// (`ExpressionProblem`) and the unit database's (`UnitError`), which their types word in English for
/// standard error (`explanation`, `message`); a sheet's line and the converter say these.
enum ReasonWords {
    /// `problem` as its `explanation` says it in English.
    static func text(of problem: ExpressionProblem.Reason) -> String {
        switch problem {
        case .unexpectedEnd: localized("expected a number at the end")
        case .unexpected(let text): localized("unexpected '%s'", text)
        case .unclosedGroup(let text): localized("expected ')' before '%s'", text)
        case .unclosedGroupAtEnd: localized("expected ')' at the end")
        case .unknownCharacter(let character): localized("unknown character '%s'", String(character))
        case .unknownWord(let word): localized("unknown word '%s'", word)
        case .notANumber: localized("not a number")
        case .modulo: localized("modulo is not an operation of the calculator")
        case .doubleFactorial:
            localized("double factorial (!!) is not an operation of the calculator; (n!)! is a factorial's factorial")
        case .undefinedName(let name): localized("'%s' is not defined on a line above", name)
        case .shareWithoutPercent: localized("'of' and 'off' follow a percentage (%s)", "20% of 50")
        case .tooDeep(let depth): localized("nested deeper than %s groups and functions", String(depth))
        case .tooLong(let bytes): localized("longer than %s bytes", String(bytes))
        case .noOperation: localized("not a calculation")
        case .refused(let limit):
            switch limit {
            case .openParentheses: localized("more than %s parentheses open", String(limit.maximum))
            case .pendingOperations: localized("more than %s operators waiting", String(limit.maximum))
            }
        }
    }

    /// `error` as its `message` says it in English.
    static func text(of error: UnitError) -> String {
        func shown(_ name: String) -> String { UnitError.shown(name) }
        switch error {
        case .unknownUnit(let name): return localized("unknown unit '%s'", shown(name))
        case .syntax(let what): return localized("cannot read the unit expression: %s", what)
        case .nonConformable(let from, let to):
            // A side named by its category (`length`) in the user's language (`Länge`); a dimension as written.
            func named(_ side: String) -> String { UnitCategory(rawValue: side)?.localizedName ?? side }
            return localized("cannot convert %s to %s", named(from), named(to))
        case .illegalSum: return localized("cannot add quantities of different dimensions")
        case .notDimensionless: return localized("a power or function needs a pure number")
        case .badExponent: return localized("the exponent is not a small rational number")
        case .circular(let name): return localized("the definition of '%s' refers back to itself", name)
        case .outOfRange: return localized("the value is out of range")
        case .nonlinearInExpression(let name):
            return localized("'%s' can only follow a value, as in '%s'", shown(name), "100 " + shown(name))
        case .missingDatabase(let path): return localized("no unit database at %s (install the package units)", path)
        case .unusableDefinition(let name, let reason): return localized("'%s' cannot be used: %s", shown(name), reason)
        case .outsideDomain(let function, let interval, let belowAbsoluteZero):
            let outside = localized("outside the domain of %s, %s", function, interval)
            return belowAbsoluteZero ? localized("below absolute zero: %s", outside) : outside
        case .outsideRange(let function, let interval, let belowAbsoluteZero):
            let outside = localized("outside the range of %s, %s", function, interval)
            return belowAbsoluteZero ? localized("below absolute zero: %s", outside) : outside
        case .temperatureAndDifference(let temperature, let difference):
            return localized(
                "'%s' is a temperature and '%s' a temperature difference: they do not convert into each other",
                shown(temperature), shown(difference))
        case .tooLong(let length, let maximum):
            return localized("the unit expression has %s characters, more than %s", String(length), String(maximum))
        case .tooDeep(_, let maximum): return localized("parentheses, signs and powers nested more than %s deep", String(maximum))
        }
    }
}
