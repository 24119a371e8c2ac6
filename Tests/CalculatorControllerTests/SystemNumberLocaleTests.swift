import Glibc
import Testing
import CalculatorModel
@testable import CalculatorController

/// The user's number format: the locale's, with what the options and resources set over it.
struct SystemNumberLocaleTests {
    @Test(
        arguments: [("3", [3] as [Int]?), ("3;2", [3, 2]), ("none", []), ("0", []), ("9", [9])]
            + [("10", nil), ("3;0", nil), ("", nil), ("three", nil), ("3;-2", nil)] as [(String, [Int]?)])
    func groupingIsReadOrRefused(text: String, sizes: [Int]?) {
        #expect(NumberLocale.grouping(text) == sizes)
    }

    @Test func theOptionsSetOverTheLocale() {
        let german = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
        #expect(german.overridden(decimal: nil, group: nil, grouping: nil) == german)
        #expect(
            german.overridden(decimal: ".", group: "none", grouping: "3;2")
                == NumberLocale(decimalSeparator: ".", groupSeparator: "", grouping: [3, 2]))
        // A decimal mark other than . or , and a grouping that does not read are ignored, not half taken.
        #expect(
            german.overridden(decimal: ";", group: "'", grouping: "x")
                == NumberLocale(decimalSeparator: ",", groupSeparator: "'", grouping: [3]))
    }

    /// Reading the user's locale leaves the process in the C locale, so no C function sees `1234,5`.
    @Test func readingTheLocaleLeavesTheCLocale() throws {
        _ = NumberLocale.fromEnvironment()
        let name = try #require(setlocale(LC_NUMERIC, nil).map { String(cString: $0) })
        #expect(name == "C")
    }
}
