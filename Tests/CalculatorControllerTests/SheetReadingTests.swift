import CalculatorModel
import Testing

@testable import CalculatorController

/// The `-e` reader in a sheet's language (issue 49): names at their exact values, `of` and `off` after a
/// percentage, undefined names said; without names nothing changes (`rent` stays an unknown word).
struct SheetReadingTests {
    static let names: [String: Real] = [
        "rent": Real(Number(1200)), "r": ScientificFunctions.squareRoot(Real(Number(2))), "rent_2": Real(Number(5)),
    ]

    /// The value printed for `text` with `names`, or the problem's explanation.
    static func printed(_ text: String, names: [String: Real]? = SheetReadingTests.names) -> String {
        switch CalculatorController.evaluate(expression: text, names: names) {
        case .success(let state): state.plainDisplay
        case .failure(let problem): "! \(problem.position): \(problem.explanation)"
        }
    }

    @Test(arguments: [
        ("rent × 12", "14400"), ("2rent", "2400"), ("rent_2 + 1", "6"), ("rent", "1200"), ("-rent", "-1200"),
        ("r^2", "2"), ("r × r - 2", "0"), ("log10(100)", "2"), ("2 x 3", "6"), ("20% of 50", "10"),
        ("-20% of 50", "-10"), ("10% off 80", "72"), ("20% of 50 + 1", "11"), ("1 + 20% of 2^3", "2.6"),
        ("50 + 10%", "55"), ("months × 2", "! 1: 'months' is not defined on a line above"),
        ("20 of 50", "! 4: 'of' and 'off' follow a percentage (20% of 50)"),
    ])
    func aSheetsLine(text: String, expected: String) {
        #expect(Self.printed(text) == expected)
    }

    /// Outside a sheet a name is an unknown word, as before.
    @Test func withoutNamesNothingChanges() {
        #expect(Self.printed("rent × 12", names: nil) == "! 1: unknown word 'rent'")
        #expect(Self.printed("20% of 50", names: nil) == "! 5: unknown word 'of'")
    }

    /// The names a line uses, each once, in order; the calculator's own words are not names.
    @Test func theNamesALineUses() {
        #expect(CalculatorController.names(in: "rent × rent_2 + sin(rent) + pi + x2 + ans") == ["rent", "rent_2", "x2", "ans"])
        #expect(CalculatorController.names(in: "2 $ rent") == [])
        #expect(["sin", "x", "E", "pi", "of", "mod", "log10"].allSatisfy(CalculatorController.isReservedWord))
        #expect(!CalculatorController.isReservedWord("rent"))
    }
}
