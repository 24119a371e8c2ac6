import CalculatorController
import CalculatorModel
import Testing
import TestSupport
import UnitDatabase

@testable import CalculatorPresentation

/// The reader's and the unit database's reasons are worded in the user's language as their types word them in
/// English for standard error (a sheet's line, the converter), and none is left English in German.
struct ReasonWordsTests {
    static let problems: [ExpressionProblem.Reason] = [
        .unexpectedEnd, .unexpected("x"), .unclosedGroup(before: "+"), .unclosedGroupAtEnd, .unknownCharacter("¤"),
        .unknownWord("foo"), .notANumber, .modulo, .doubleFactorial, .undefinedName("rent"), .shareWithoutPercent,
        .tooDeep(maximumDepth: 100), .tooLong(maximumBytes: 4096), .noOperation, .refused(.openParentheses),
        .refused(.pendingOperations),
    ]

    static let errors: [UnitError] = [
        .unknownUnit("flurble"), .syntax("'*' at the end"), .nonConformable(from: "length", to: "mass"), .illegalSum,
        .notDimensionless, .badExponent, .circular("x"), .outOfRange, .nonlinearInExpression("tempF"),
        .missingDatabase("/usr/share/units/definitions.units"), .unusableDefinition("USquarterweight", reason: "no US$"),
        .outsideDomain(function: "tempF", interval: "[-459.67, ∞)", belowAbsoluteZero: true),
        .outsideRange(function: "tempC", interval: "[-273.15, ∞)", belowAbsoluteZero: false),
        .temperatureAndDifference(temperature: "°F", difference: "Δ°C"), .tooLong(length: 5000, maximum: 1000),
        .tooDeep(position: 3, maximum: 100),
    ]

    @Test(arguments: problems)
    func aReadersProblemIsSaidInItsEnglishWords(problem: ExpressionProblem.Reason) {
        #expect(ReasonWords.text(of: problem) == ExpressionProblem(position: 1, reason: problem).explanation)
    }

    @Test(arguments: errors)
    func aUnitErrorIsSaidInItsEnglishWords(error: UnitError) {
        #expect(ReasonWords.text(of: error) == error.message)
    }

    /// The categories of a conversion that cannot be are named in the user's language.
    @Test func aConversionsCategoriesAreNamedInGerman() throws {
        let words = inLanguage("de_DE.UTF-8") { ReasonWords.text(of: .nonConformable(from: "length", to: "mass")) }
        #expect(try #require(words) == "Länge lässt sich nicht in Masse umrechnen")
    }

    @Test func theWordsAreGermanInGerman() throws {
        let english = Self.problems.map { ReasonWords.text(of: $0) } + Self.errors.map { ReasonWords.text(of: $0) }
        let german = try #require(
            inLanguage("de_DE.UTF-8") {
                Self.problems.map { ReasonWords.text(of: $0) } + Self.errors.map { ReasonWords.text(of: $0) }
            })
        for (words, original) in zip(german, english) {
            #expect(words != original && !words.isEmpty, "\(original)")
        }
    }
}
