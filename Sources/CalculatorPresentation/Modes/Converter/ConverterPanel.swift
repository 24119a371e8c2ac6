import CalculatorModel
import UnitDatabase

/// The converter's two sides: the "from" unit the calculator's display value is in, and the "to" unit
/// it is shown in. A plain value the session holds beside the calculator's controller; the units come
/// from the database the first time the converter opens (`ConverterUnits`).
public struct ConverterPanel: Equatable, Sendable {
    /// Which side of the converter a unit or the picker belongs to.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        case from, to

        /// The other side.
        public var other: Side { self == .from ? .to : .from }
    }

    /// The unit the value typed is in.
    public var from: UnitChoice
    /// The unit the value is converted to.
    public var to: UnitChoice
    /// The picker, while it is open (for one side).
    public var picker: UnitPicker?

    /// A converter from `from` to `to`.
    public init(from: UnitChoice, to: UnitChoice) {
        self.from = from
        self.to = to
    }

    /// The pair a converter starts with when none is remembered: the length category's first two
    /// units in the locale's order (metres and kilometres; inches and feet in en_US).
    public static func defaultPair(locale: MeasurementLocale) -> ConverterPanel {
        let common = UnitCategory.length.commonUnits(for: locale).map(UnitChoice.init)
        return ConverterPanel(from: common[0], to: common[1])
    }

    /// The unit on `side`.
    public subscript(side: Side) -> UnitChoice {
        get { side == .from ? from : to }
        set {
            if side == .from { from = newValue } else { to = newValue }
        }
    }

    /// The sides exchanged (the swap key).
    public mutating func swap() {
        (from, to) = (to, from)
    }

    /// Chooses `unit` for `side`; the other side stays as it was, even when it cannot take the unit (issue
    /// 43: changing it unasked led to wrong turns): the converter then says why and shows no result
    /// (`ConverterShown.conversionMessage`) until a side is chosen again.
    public mutating func choose(_ unit: UnitChoice, for side: Side) {
        self[side] = unit
    }

    /// `value` (in the "from" unit) in the "to" unit: exact where the factors are exact.
    public func converted(_ value: Real, in database: UnitDatabase) -> Result<Real, UnitError> {
        do throws(UnitError) {
            return .success(try database.convert(value, from: database.unit(from.expression), to: database.unit(to.expression)))
        } catch {
            return .failure(error)
        }
    }
}

/// A unit as the converter shows and remembers it: what the database reads (`mile`, `km/hr`, `tempC`)
/// and the common symbol shown (`mi`, `km/h`, `°C`; the name itself for a unit with no curated symbol).
public struct UnitChoice: Hashable, Sendable {
    /// What the database reads.
    public var expression: String
    /// What the window shows.
    public var symbol: String

    /// A unit read as `expression`, shown as `symbol` (the expression itself by default).
    public init(expression: String, symbol: String? = nil) {
        self.expression = expression
        self.symbol = symbol ?? expression
    }

    /// Whether the unit is a temperature difference (`degF`, shown as `Δ°F`).
    public var isTemperatureDifference: Bool { TemperatureNames.differences[expression] != nil }

    /// A category's curated unit.
    public init(_ common: UnitCategory.CommonUnit) {
        self.init(expression: common.expression, symbol: common.symbol)
    }

    /// The unit with its symbol as the database's curated list writes it, if it is one of them
    /// (`mile` shows as `mi`); the expression itself otherwise.
    public static func named(_ expression: String) -> UnitChoice {
        for category in UnitCategory.allCases {
            if let common = category.commonUnits(for: MeasurementLocale("C")).first(where: { $0.expression == expression }) {
                return UnitChoice(common)
            }
        }
        return UnitChoice(expression: expression)
    }
}
