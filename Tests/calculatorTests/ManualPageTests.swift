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
        #expect(lines.filter { $0.hasPrefix("!calculator.") }.count == Resource.allCases.count)
        #expect(lines.contains("!calculator.grouping:"))
    }

    /// `--help`, the manual page and the app-defaults file name every row of the resource table.
    @Test(arguments: Resource.allCases)
    func everyResourceIsNamedEverywhere(resource: Resource) {
        let name = "calculator." + resource.name
        #expect(Self.page.help.contains("  " + name + " "), "--help")
        #expect(Self.page.roff.contains(#"\fB"# + name + #"\fR"#), "the manual page")
        let line = "!" + name + ":" + (resource.defaultValue.map { " " + $0 } ?? "")
        #expect(Self.page.appDefaults.split(separator: "\n").contains(Substring(line)), "app-defaults: \(line)")
    }
}
