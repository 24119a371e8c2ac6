import Testing
import UnitDatabase

/// The categories' curated units exist in the database with the category's dimension, in the locale's order.
struct UnitCategoryTests {
    @Test(arguments: UnitCategory.allCases)
    func everyCommonUnitIsInTheDatabaseWithTheCategorysDimension(category: UnitCategory) throws {
        let database = try UnitDatabaseTests.us.get()
        let common = category.commonUnits(for: MeasurementLocale("de_DE"))
        #expect(common.count >= 3)
        for unit in common {
            let converted = try database.unit(unit.expression)
            #expect(database.conformable(converted.dimension, category.dimension), "\(unit.expression)")
        }
    }

    @Test func usCustomaryComesFirstInTheUnitedStatesMetricInGermany() {
        #expect(UnitCategory.length.commonUnits(for: MeasurementLocale("en_US.UTF-8")).first?.expression == "inch")
        #expect(UnitCategory.length.commonUnits(for: MeasurementLocale("de_DE.UTF-8")).first?.expression == "m")
        #expect(UnitCategory.temperature.commonUnits(for: MeasurementLocale("en_US")).first?.symbol == "°F")
        #expect(UnitCategory.temperature.commonUnits(for: MeasurementLocale("en_GB")).first?.symbol == "°C")
    }

    @Test func aDimensionHasItsCategory() throws {
        let database = try UnitDatabaseTests.us.get()
        #expect(UnitCategory(try database.quantity("mph").dimension) == .speed)
        #expect(UnitCategory(try database.quantity("kWh").dimension) == .energy)
        #expect(UnitCategory(try database.quantity("kg m").dimension) == nil)
    }
}
