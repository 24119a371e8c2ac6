import Testing
import CalculatorCommandLine
import CalculatorView
@testable import CalculatorPresentation
import TestSupport

/// The package ships Resources/calculator.1 and Resources/Calculator.app-defaults: they must be what
/// `--man` and `--app-defaults` write now, from `--help`'s options, the key table and the resources.
/// After changing any of those: .build/release/calculator --man > Resources/calculator.1 (and --app-defaults).
struct ManualPageTests {
    /// The page `--man` and `--app-defaults` write.
    static let page = CommandLineHelp.manualPage(appDefaultsFile: XResources.appDefaultsFile)

    @Test func shippedManualPageIsTheGeneratedOne() {
        #expect(repositoryFile("Resources/calculator.1") == Self.page.roff)
    }

    @Test func shippedAppDefaultsAreTheGeneratedOnes() {
        #expect(repositoryFile("Resources/Calculator.app-defaults") == Self.page.appDefaults)
    }

    /// Every option of `--help`, every key's chords and every resource are on the page.
    @Test func pageListsOptionsKeysAndResources() {
        let page = Self.page.roff
        for option in [
            "\\-\\-display", "\\-geometry", "\\-\\-keys", "\\-\\-digits", "\\-\\-evaluation", "\\-\\-no\\-history",
            "\\-\\-version",
        ] {
            #expect(page.contains(option), "\(option)")
        }
        #expect(!page.contains("print\\-layout") && !page.contains("\\-\\-man"))
        #expect(page.contains("Ctrl+Shift+S") && page.contains("KP_Enter") && page.contains("calculator.operatorColor"))
        let isASCII = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
    }

    /// Every calculator resource is in the app-defaults file, commented out with its default.
    @Test func appDefaultsListEveryResourceCommentedOut() {
        let lines = Self.page.appDefaults.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("!") })
        #expect(lines.contains("!calculator.background: #000000"))
        #expect(lines.contains("!calculator.evaluation: precedence"))
        #expect(lines.contains("!calculator.history: true"))
        #expect(
            lines.filter { $0.hasPrefix("!calculator.") }.count == Theme.resourceHelp.filter { $0.hasPrefix("calculator.") }.count
        )
        #expect(lines.contains("!calculator.grouping:"))
    }

    @Test(
        arguments: [
            ("#1c1c1e", "#1c1c1e", nil), ("true; false keeps none", "true", "default true; false keeps none"),
            ("operatorColor", "", "default: the value of calculator.operatorColor"),
        ] as [(String, String, String?)])
    func defaultValues(meaning: String, value: String, note: String?) {
        #expect(ManualPage.defaultValue(meaning) == (value, note))
    }
}
