import Testing
@testable import CalculatorPresentation

/// The table of X resources: every row is a text, colour or font resource, its parser takes its default and
/// its choices, and refuses a bad value with a message naming what it takes.
struct ResourceTests {
    @Test func everyRowIsFetchedOnce() {
        let fetched = Resource.textResources + Resource.colorResources + [Resource.font]
        #expect(fetched.count == Resource.allCases.count && Set(fetched) == Set(Resource.allCases))
    }

    @Test(arguments: Resource.allCases)
    func theParserTakesTheDefaultAndTheChoices(resource: Resource) {
        if let value = resource.defaultValue, resource.parser != .color {
            #expect(resource.parse(value) == value)
        }
        if case .choice(let words) = resource.parser {
            for word in words { #expect(resource.parse(word.uppercased()) == word) }
            #expect(resource.parse("nonsense") == nil)
            #expect(resource.expected.contains(" or ") && words.allSatisfy(resource.expected.contains))
        }
    }

    @Test(
        arguments: [
            (Resource.history, "Yes", "true"), (.alwaysOnTop, "0", "false"), (.mixedNumbers, "maybe", nil),
            (.decimalSeparator, ",", ","), (.decimalSeparator, ";", nil), (.grouping, "3;2", "3;2"), (.grouping, "4;0", nil),
            (.grouping, "none", "none"), (.groupSeparator, "space", "space"), (.mode, "Converter", "converter"),
            (.mode, "Sheet", "sheet"),
            (.exactForm, "always", nil),
        ] as [(Resource, String, String?)])
    func aValueIsParsed(resource: Resource, text: String, parsed: String?) {
        #expect(resource.parse(text) == parsed)
    }

    /// A bad value is named with what the row takes, derived from its values.
    @Test func theMessageNamesWhatTheRowTakes() {
        var problems: [String] = []
        let values = ResourceValues(values: [.mode: "spreadsheet", .exactForm: "x", .history: "maybe"])
        #expect(values.parsed(.mode, &problems) == nil && values.parsed(.exactForm, &problems) == nil)
        #expect(values.boolean(.history, &problems) == nil)
        #expect(
            problems == [
                "ignoring calculator.mode 'spreadsheet': not calculator, programmer, converter or sheet",
                "ignoring calculator.exactForm 'x': not show, main or off",
                "ignoring calculator.history 'maybe': not true or false",
            ])
    }

    /// `--help`'s resource lines: one per row, then `Xft.dpi`, aligned.
    @Test func theHelpHasALinePerRow() {
        let lines = Resource.helpLines
        #expect(lines.count == Resource.allCases.count + 1)
        for (line, resource) in zip(lines, Resource.allCases) { #expect(line.hasPrefix("calculator.\(resource.name) ")) }
        #expect(lines.last?.hasPrefix("Xft.dpi") == true)
    }
}
