import CalculatorModel
import Testing
import UnitDatabase

@testable import CalculatorPresentation

/// The converter's two units: converting exactly, swapping, and changing category.
struct ConverterPanelTests {
    let database = try! fixtureCatalogue().get().database

    /// A mile is exactly 1.609344 km, and 40 inches 101.6 cm: exact factors give exact values.
    @Test(arguments: [("mile", "km", "1", "1.609344"), ("inch", "cm", "40", "101.6"), ("ounce", "g", "1", "28.349523125")])
    func convertsExactly(from: String, to: String, value: String, expected: String) throws {
        let panel = ConverterPanel(from: UnitChoice(expression: from), to: UnitChoice(expression: to))
        let result = try panel.converted(Real(Number(value)!), in: database).get()
        #expect(NumberFormat.string(result, digits: 30, grouping: false) == expected)
    }

    @Test func swapExchangesTheUnits() {
        var panel = ConverterPanel(from: .named("mile"), to: .named("km"))
        panel.swap()
        #expect(panel.from == .named("km") && panel.to == .named("mile"))
        #expect(panel.to.symbol == "mi")
    }

    /// Choosing a unit changes that side alone, whatever the other side measures (issue 43): the converter
    /// then says the two do not convert.
    @Test func choosingChangesOneSide() {
        var panel = ConverterPanel(from: .named("mile"), to: .named("km"))
        panel.choose(.named("foot"), for: .from)
        #expect(panel.from.expression == "foot" && panel.to.expression == "km")
        panel.choose(.named("pound"), for: .to)
        #expect(panel.to.expression == "pound" && panel.from.expression == "foot")
        #expect(panel.converted(1, in: database) == .failure(.nonConformable(from: "length", to: "mass")))
    }

    @Test func theDefaultPairFollowsTheLocale() {
        #expect(ConverterPanel.defaultPair(locale: MeasurementLocale("de_DE")).from.expression == "m")
        #expect(ConverterPanel.defaultPair(locale: MeasurementLocale("en_US")).from.expression == "inch")
    }
}
