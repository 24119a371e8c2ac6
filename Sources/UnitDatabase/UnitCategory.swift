/// A kind of quantity, known by its dimension in the database's base units, with the units the picker
/// lists first. Only which units come first is curated here, never a factor: every unit is the
/// database's, and any other unit of the dimension is found by typing (`UnitSearch`).
public enum UnitCategory: String, CaseIterable, Sendable {
    case length, area, volume, mass, time, speed, acceleration, force, temperature, energy, power, pressure
    case frequency, data, angle, currency

    /// The category's name in English (`length`): the batch mode's messages; the window translates it.
    public var name: String { rawValue }

    /// The dimension, in GNU units' base units (`m`, `kg`, `s`, `K`, `bit`, `radian`).
    public var dimension: Dimension {
        switch self {
        case .length: Dimension(["m": 1])
        case .area: Dimension(["m": 2])
        case .volume: Dimension(["m": 3])
        case .mass: Dimension(["kg": 1])
        case .time: Dimension(["s": 1])
        case .speed: Dimension(["m": 1, "s": -1])
        case .acceleration: Dimension(["m": 1, "s": -2])
        case .force: Dimension(["kg": 1, "m": 1, "s": -2])
        case .temperature: Dimension(["K": 1])
        case .energy: Dimension(["kg": 1, "m": 2, "s": -2])
        case .power: Dimension(["kg": 1, "m": 2, "s": -3])
        case .pressure: Dimension(["kg": 1, "m": -1, "s": -2])
        case .frequency: Dimension(["s": -1])
        case .data: Dimension(["bit": 1])
        case .angle: Dimension(["radian": 1])
        case .currency: Currencies.dimension
        }
    }

    /// The category of a dimension, if it has one.
    public init?(_ dimension: Dimension) {
        guard let category = Self.allCases.first(where: { $0.dimension == dimension }) else { return nil }
        self = category
    }

    /// A unit the picker lists first: its name or expression in the database, and the symbol shown.
    public struct CommonUnit: Sendable, Equatable {
        /// What the database reads (`mile`, `km/hr`, `tempC`).
        public let expression: String
        /// The common symbol (`mi`, `km/h`, `°C`).
        public let symbol: String
    }

    /// The units listed first, in the locale's order: US customary first where LC_MEASUREMENT is US
    /// customary (en_US), metric first elsewhere (de_DE, en_GB, C); the temperature differences after
    /// the temperatures; the monetary locale's currency, then the most traded ones, each by its ISO code.
    public func commonUnits(for locale: MeasurementLocale, currency: CurrencyLocale = .none) -> [CommonUnit] {
        if self == .currency {
            return Currencies.common(for: currency).map { CommonUnit(expression: $0, symbol: $0) }
        }
        let (metric, customary) = curated
        let pairs = locale.prefersCustomaryUnits ? customary + metric : metric + customary
        let differences = self == .temperature ? [("degC", "Δ°C"), ("degF", "Δ°F")] : []
        return (pairs + differences).map { CommonUnit(expression: $0.0, symbol: $0.1) }
    }

    /// The curated units: metric (and SI) ones, then US customary and imperial ones.
    private var curated: (metric: [(String, String)], customary: [(String, String)]) {
        switch self {
        case .length:
            (
                [("m", "m"), ("km", "km"), ("cm", "cm"), ("mm", "mm"), ("micrometer", "µm"), ("nm", "nm")],
                [("inch", "in"), ("foot", "ft"), ("yard", "yd"), ("mile", "mi"), ("nauticalmile", "nmi")]
            )
        case .area:
            (
                [("m^2", "m²"), ("km^2", "km²"), ("cm^2", "cm²"), ("hectare", "ha"), ("are", "a")],
                [("ft^2", "ft²"), ("inch^2", "in²"), ("yard^2", "yd²"), ("acre", "ac"), ("mile^2", "mi²")]
            )
        case .volume:
            (
                [("liter", "L"), ("milliliter", "mL"), ("m^3", "m³"), ("cm^3", "cm³")],
                [
                    ("gallon", "gal"), ("quart", "qt"), ("pint", "pt"), ("cup", "cup"), ("fluidounce", "fl oz"),
                    ("tablespoon", "tbsp"), ("teaspoon", "tsp"), ("ft^3", "ft³"),
                ]
            )
        case .mass:
            (
                [("kg", "kg"), ("g", "g"), ("mg", "mg"), ("tonne", "t")],
                [("pound", "lb"), ("ounce", "oz"), ("stone", "st"), ("ton", "ton")]
            )
        case .time:
            (
                [
                    ("s", "s"), ("ms", "ms"), ("minute", "min"), ("hour", "h"), ("day", "d"), ("week", "wk"),
                    ("year", "yr"),
                ], []
            )
        case .speed:
            ([("km/hr", "km/h"), ("m/s", "m/s")], [("mph", "mph"), ("knot", "kn"), ("ft/s", "ft/s")])
        case .acceleration:
            ([("m/s^2", "m/s²"), ("gravity", "g")], [("ft/s^2", "ft/s²")])
        case .force:
            ([("newton", "N"), ("kN", "kN"), ("kgf", "kgf"), ("dyne", "dyn")], [("lbf", "lbf")])
        case .temperature:
            ([("tempC", "°C"), ("tempK", "K")], [("tempF", "°F"), ("tempR", "°R")])
        case .energy:
            (
                [
                    ("joule", "J"), ("kJ", "kJ"), ("calorie", "cal"), ("kcal", "kcal"), ("kWh", "kWh"), ("Wh", "Wh"),
                    ("eV", "eV"),
                ], [("btu", "BTU"), ("ft lbf", "ft·lbf")]
            )
        case .power:
            ([("watt", "W"), ("kW", "kW"), ("MW", "MW")], [("horsepower", "hp"), ("btu/hr", "BTU/h")])
        case .pressure:
            (
                [("Pa", "Pa"), ("kPa", "kPa"), ("bar", "bar"), ("millibar", "mbar"), ("atm", "atm"), ("mmHg", "mmHg")],
                [("psi", "psi"), ("inHg", "inHg")]
            )
        case .frequency:
            ([("Hz", "Hz"), ("kHz", "kHz"), ("MHz", "MHz"), ("GHz", "GHz"), ("rpm", "rpm")], [])
        case .data:
            (
                [
                    ("bit", "bit"), ("byte", "B"), ("kB", "kB"), ("MB", "MB"), ("GB", "GB"), ("TB", "TB"),
                    ("KiB", "KiB"), ("MiB", "MiB"), ("GiB", "GiB"), ("TiB", "TiB"),
                ], []
            )
        case .angle:
            ([("degree", "°"), ("radian", "rad"), ("arcmin", "′"), ("arcsec", "″"), ("turn", "turn")], [])
        case .currency: ([], [])   // by the monetary locale (`commonUnits`)
        }
    }
}
