/// Where a fraction's decimal expansion repeats: the digits after the point that come before the
/// repeating part, and the length of the part. `1/7` is 0.(142857) (0 before, 6 repeating), `1/6` is
/// 0.1(6), `1/4` ends and has none.
public struct Repetend: Sendable, Equatable {
    /// Decimal places after the point before the repeating part begins.
    public let start: Int
    /// How many digits repeat.
    public let length: Int
    /// The value's sign, its integer part's digits, and its fraction's digits up to the end of the first
    /// repeating part (`start + length` of them).
    let negative: Bool
    let integerDigits: String
    let fractionDigits: String

    /// The digits after the point that repeat.
    public var repeatingDigits: Substring { fractionDigits.dropFirst(start) }
    /// The digits after the point before the repeating part.
    public var leadingDigits: Substring { fractionDigits.prefix(start) }

    /// The repeating part of `r`, when its expansion does not end and the part ends within `places`
    /// decimal places. The part begins after as many places as the larger power of 2 or 5 in the
    /// denominator, and its length is the order of 10 modulo the rest of the denominator, found by at
    /// most `places` multiplications (none for a rest of more than 4,096 bits, whose order is not sought).
    init?(of r: Rational, within places: Int) {
        var rest = r.denominator
        var twos = 0, fives = 0
        let two = GMPInteger(2), five = GMPInteger(5), ten = GMPInteger(10), one = GMPInteger(1)
        while rest.floorRemainder(dividingBy: 2) == 0 { rest = rest.dividedExactly(by: two); twos += 1 }
        while rest.floorRemainder(dividingBy: 5) == 0 { rest = rest.dividedExactly(by: five); fives += 1 }
        let start = max(twos, fives)
        guard !(rest == one), rest.bitCount <= 4096, start < places else { return nil }
        var power = ten.quotientAndRemainder(dividingBy: rest).remainder
        var length = 1
        while !(power == one) {
            length += 1
            guard start + length <= places else { return nil }
            power = (power * ten).quotientAndRemainder(dividingBy: rest).remainder
        }
        let magnitude = r.numerator.magnitude
        let (whole, remainder) = magnitude.quotientAndRemainder(dividingBy: r.denominator)
        let scaled = (remainder * .powerOfTen(start + length)).quotientAndRemainder(dividingBy: r.denominator).quotient
        let fraction = scaled.decimalDigits
        self.start = start
        self.length = length
        negative = r.signum < 0
        integerDigits = whole.decimalDigits
        fractionDigits = String(repeating: "0", count: start + length - fraction.count) + fraction
    }

    /// The value written with its repeating part in parentheses, as a copy or a script would take it:
    /// `0.(142857)`, `0.1(6)`, `-2.(3)`, `142857.(142857)`.
    public var text: String {
        (negative ? "-" : "") + integerDigits + "." + leadingDigits + "(" + repeatingDigits + ")"
    }
}
