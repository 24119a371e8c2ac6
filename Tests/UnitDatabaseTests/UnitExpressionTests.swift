import CalculatorModel
import Testing
import UnitDatabase

/// Unit expressions as GNU units' manual (units(1), "Unit Expressions") writes them, over the fixture's
/// definitions: `inch 2.54 cm`, `ft 12 inch`, `mile 5280 ft`, `hr 60 minute`, `hertz /s`, `J kg m^2 / s^2`.
struct UnitExpressionTests {
    static let database = Result { () throws(UnitError) in try fixtureDatabase(fixtureBase) }

    static func value(_ text: String) -> Real { Real(Number(exactDecimal: text)!) }

    @Test(arguments: [
        ("mile", "1609.344", "m"),
        ("kmile", "1609344", "m"),   // prefix + unit
        ("miles", "1609.344", "m"),   // plural
        ("feet", "", ""),   // no such plural: `feet` is unknown in the fixture
        ("5|9 K", "0.5555555555555555555555555555555555555555", ""),
        ("cm3", "0.000001", "m^3"),   // a trailing digit is a power
        ("cm^3", "0.000001", "m^3"),
        ("2^3^2", "512", "1"),   // `^` is right-associative
        ("J / mol K", "1", "kg m^2 / K mol s^2"),   // juxtaposition binds tighter than `/`
        ("J / mol * K", "1", "K kg m^2 / mol s^2"),   // `*` and `/` are equal, left to right
        ("m per s", "1", "m / s"),
        ("1|2 m", "0.5", "m"),
        ("12 ft + 3 inch", "3.7338", "m"),
        ("-2 m", "-2", "m"),
        ("Hz", "1", "1 / s"),
        ("1.5e3 m", "1500", "m"),
        ("(m/s)^2", "1", "m^2 / s^2"),
        ("mile/hr", "0.44704", "m / s"),
        ("tempC(100)", "373.15", "K"),
        ("kilomile", "1609344", "m"),
        ("cm²", "0.0001", "m^2"),   // a superscript is a power, as the converter's rows write one
        ("cm³/s", "0.000001", "m^3 / s"),
        ("m s⁻¹", "1", "m / s"),
        ("2³²", "4294967296", "1"),
    ])
    func expression(text: String, factor: String, dimension: String) throws {
        let database = try Self.database.get()
        if factor.isEmpty {
            #expect(throws: UnitError.self) { try database.quantity(text) }
        } else if factor.count > 30 {
            #expect(try database.quantity(text).factor == Real(5) / Real(9))
        } else {
            let quantity = try database.quantity(text)
            #expect(quantity.factor == Self.value(factor), "\(text)")
            #expect(quantity.dimension.description == dimension, "\(text)")
        }
    }

    @Test(arguments: [
        ("m +", UnitError.syntax("the expression ends too soon")),
        ("m + s", .illegalSum),
        ("m^1000", .badExponent),
        ("m^(1/2)", .badExponent),
        ("2^m", .notDimensionless),
        ("1|0", .outOfRange),
        ("tempC", .nonlinearInExpression("tempC")),
        ("(m", .syntax("missing ')'")),
        ("m⁻", .syntax("a superscript minus without digits")),
    ])
    func refusedExpressions(text: String, error: UnitError) throws {
        let database = try Self.database.get()
        #expect(throws: error) { try database.quantity(text) }
    }

    /// `tempF` and `tempcelsius()` are affine: read at 0, 1 and 2.
    @Test func affineUnitsConvertBothWays() throws {
        let database = try Self.database.get()
        #expect(try database.convert("212 tempF", to: "tempcelsius") == Real(100))
        #expect(try database.convert("100 tempC", to: "tempF") == Real(212))
        #expect(try database.convert("0 tempC", to: "K") == Self.value("273.15"))
        #expect(try database.convert("1 degF", to: "K") == Real(5) / Real(9))
    }
}

/// Every unit expression is bounded (issue 44, R1): parentheses, signs and powers nest at most 64 deep, and
/// a deeper text is refused with the position where it went too deep, as a value and as a target.
struct UnitExpressionBoundsTests {
    /// Texts and where each is refused (nil: read).
    static let nested: [(String, Int?)] = [
        (String(repeating: "(", count: 64) + "m" + String(repeating: ")", count: 64), nil),
        (String(repeating: "(", count: 65) + "m" + String(repeating: ")", count: 65), 65),
        (String(repeating: "(", count: 3_000) + "m", 65),
        (String(repeating: "- ", count: 65) + "m", 129),
        ("2" + String(repeating: "^2", count: 70) + " m", 130),
        (String(repeating: "sqrt(", count: 70) + "m^2", 325),
    ]

    @Test(arguments: nested)
    func nestingIsBounded(text: String, refusedAt: Int?) throws {
        let database = try UnitExpressionTests.database.get()
        if let refusedAt {
            #expect(throws: UnitError.tooDeep(position: refusedAt, maximum: 64)) { try database.quantity(text) }
            #expect(throws: UnitError.tooDeep(position: refusedAt, maximum: 64)) { try database.convert("1 m", to: text) }
        } else {
            #expect(try database.quantity(text) == Quantity(1, Dimension(["m": 1])))
        }
    }

    @Test func aLongTextIsRefusedWhole() throws {
        let database = try UnitExpressionTests.database.get()
        let text = String(repeating: "m ", count: 3_000)
        #expect(throws: UnitError.tooLong(length: 6_000, maximum: 4_096)) { try database.quantity(text) }
    }
}
