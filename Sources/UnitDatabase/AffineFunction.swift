import CalculatorModel

/// A nonlinear unit of the database whose definition is affine in its argument, as the temperature
/// scales are (`tempF(x) … (x+(-32)) degF + stdtemp`): value = slope × x + offset, x in `input` units.
/// Read by evaluating the definition at x = 0, 1 and 2 and keeping it only when the steps agree; its
/// declared domain and range (`domain=[-459.67,)`) refuse what lies outside, as `units` does.
public struct AffineFunction: Sendable, Equatable {
    /// The name (`tempF`).
    public let name: String
    /// The unit of the argument (`1` for the temperatures).
    let input: Quantity
    /// The change of the result for one unit of the argument.
    let slope: Quantity
    /// The result at a zero argument.
    let offset: Quantity
    /// The arguments it is defined for, in input units (`domain=`; every number when none is declared).
    var domain = FunctionInterval.all
    /// The results it takes, in `output` units (`range=`).
    var range = FunctionInterval.all
    /// The unit `range` is written in (the second of `units=[1;K]`; the base units when none is declared).
    var output = Quantity(.one)

    /// The result's dimension (`K` for the temperatures).
    public var dimension: Dimension { offset.dimension }

    /// Whether this is a temperature scale (its values are temperatures): what lies outside its domain
    /// or range is then below absolute zero.
    var isTemperature: Bool { offset.dimension == UnitCategory.temperature.dimension }

    /// A scale that counts from absolute zero, as the database defines `tempK` (`K`) and `tempR`
    /// (`degrankine`): a unit step of `unit`, defined from zero up.
    static func absoluteScale(_ name: String, unit: Quantity) -> AffineFunction {
        var scale = AffineFunction(
            name: name, input: Quantity(.one), slope: unit, offset: Quantity(.zero, unit.dimension))
        scale.domain = .nonNegative
        scale.range = .nonNegative
        scale.output = Quantity(.one, unit.dimension)
        return scale
    }

    /// The function's value at `argument` (a quantity of the input's dimension), refused outside the domain.
    func apply(_ argument: Quantity) throws(UnitError) -> Quantity {
        guard argument.dimension == input.dimension else { throw .nonConformable(from: "the argument", to: name) }
        let x = argument.factor / input.factor
        guard domain.contains(x) else {
            throw .outsideDomain(function: name, interval: domain.description, belowAbsoluteZero: isTemperature)
        }
        return try UnitExpression.checked(Quantity(slope.factor * x + offset.factor, offset.dimension))
    }

    /// The argument (in input units) at which the function takes `value`, refused when `value` is
    /// outside the function's range (or the argument outside its domain).
    func inverse(_ value: Quantity) throws(UnitError) -> Real {
        guard value.dimension == offset.dimension else { throw .nonConformable(from: "the value", to: name) }
        guard range.contains(value.factor / output.factor) else {
            throw .outsideRange(function: name, interval: range.description, belowAbsoluteZero: isTemperature)
        }
        guard !slope.factor.isZero else { throw .outOfRange }
        let x = (value.factor - offset.factor) / slope.factor
        guard !x.isNaN else { throw .outOfRange }
        guard domain.contains(x) else {
            throw .outsideDomain(function: name, interval: domain.description, belowAbsoluteZero: isTemperature)
        }
        return x
    }

    /// The function read from its forward definition, evaluated with `x` bound by `resolve`; nil when
    /// it is not affine in x (then it is left out). Its domain and range are set after.
    static func read(
        name: String, parameter: String, input: Quantity, forward: Substring,
        resolve: @escaping (String) throws(UnitError) -> UnitExpression.Meaning
    ) throws(UnitError) -> AffineFunction? {
        func value(at x: Int) throws(UnitError) -> Quantity {
            let argument = Quantity(input.factor * Real(x), input.dimension)
            return try UnitExpression.evaluate(forward) { (word: String) throws(UnitError) -> UnitExpression.Meaning in
                word == parameter ? .quantity(argument) : try resolve(word)
            }
        }
        let (f0, f1, f2) = (try value(at: 0), try value(at: 1), try value(at: 2))
        guard f0.dimension == f1.dimension, f1.dimension == f2.dimension else { return nil }
        let slope = f1.factor - f0.factor
        guard f2.factor - f1.factor == slope, !slope.isZero else { return nil }
        return AffineFunction(name: name, input: input, slope: Quantity(slope, f0.dimension), offset: f0)
    }
}
