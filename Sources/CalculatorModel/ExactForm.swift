/// The canonical exact form of a value, when it has one: a rational coefficient times at most one known
/// irrational (`7/3`, `−1/8`, `√2/2`, `2√3/3`, `∛4`, `π/6`, `e²`, `1/e`, `√e`, `ln 2`, `log 7`), as
/// Casio's ClassWiz "Natural Display" shows results beside (or instead of) the decimal (issue 31).
///
/// Canonical: the coefficient in lowest terms, a radicand a whole number with no square (cube, …)
/// factor of a prime below `Real.powerSearchBound`, no root in a denominator (rationalised), a root's
/// index as small as it can be. A logarithm keeps the argument the model holds (`ln 8`, not `3 ln 2`)
/// until it combines with another (`ln 8 + ln 2` is `4 ln 2`, `Monomial`).
/// Sums (`√2 + 1`) are not held by the model and have no form; nor does a value past `maximumDigits`.
public struct ExactForm: Sendable, Equatable {
    /// When a rational value gets a form of its own.
    public enum Fractions: Sendable, Equatable {
        /// Only when the decimal cannot show it whole: `7/3`, but not `1/2` (0.5 is exact already).
        case whenHelpful
        /// Every value that is not whole: `1/2` beside 0.5.
        case always
    }

    /// How a form is chosen and written.
    public struct Options: Sendable, Equatable {
        public var fractions: Fractions
        /// Whether a fraction greater than 1 is written as a mixed number (`2 1/3`); the plain text
        /// stays `7/3`, which reads back the same under either evaluation rule.
        public var mixedNumbers: Bool

        public init(fractions: Fractions = .whenHelpful, mixedNumbers: Bool = false) {
            self.fractions = fractions
            self.mixedNumbers = mixedNumbers
        }
    }

    /// A non-negative fraction in lowest terms, as decimal digits.
    public struct Fraction: Sendable, Equatable {
        public let numerator: String
        /// `1` for a whole number.
        public let denominator: String
        public var isWhole: Bool { denominator == "1" }
    }

    /// A signed fraction: the argument of a logarithm or the exponent of e.
    public struct SignedFraction: Sendable, Equatable {
        public let isNegative: Bool
        public let magnitude: Fraction
    }

    /// The irrational factor beside the coefficient.
    public enum Factor: Sendable, Equatable {
        /// None: the form is a fraction.
        case one
        case pi
        /// The `index`th root (2: √, 3: ∛) of a whole `radicand` > 1.
        case root(radicand: String, index: Int)
        /// e to a non-zero rational power.
        case exp(SignedFraction)
        /// The natural logarithm of a positive rational ≠ 1.
        case ln(Fraction)
        /// The common logarithm of a positive rational that is no power of ten.
        case log10(Fraction)
    }

    /// Whether the value is negative.
    public let isNegative: Bool
    /// The coefficient's magnitude.
    public let coefficient: Fraction
    public let factor: Factor
    /// Whether `displayText` writes the coefficient as a mixed number (`2 1/3`).
    public let isMixed: Bool

    /// The most decimal digits any whole number of a form may have (a numerator, denominator, radicand
    /// or logarithm's argument): a 13-digit denominator helps nobody, and the decimal is beside it.
    public static let maximumDigits = 12
    /// The highest root index written (`¹²√2`); the model's roots of higher index have no form.
    public static let maximumIndex = 12
    /// A terminating decimal of at most this many significant digits needs no fraction beside it
    /// (under `.whenHelpful`): the compact display shows it whole.
    public static let terminatingDigits = NumberFormat.compactDigits

    /// The form of `value`, or nil when it has none (a sum, a computation, `Error`, a whole number, a
    /// short terminating decimal under `.whenHelpful`, or a form longer than `maximumDigits`).
    public init?(_ value: Real, options: Options = Options()) {
        guard !value.isNaN, !value.isZero else { return nil }
        // The model holds every value that has a form as its known factor (`Monomial`).
        let (coefficient, factor) = (value.coefficient, value.factor)
        if case .one = factor {
            if coefficient.isInteger { return nil }
            if options.fractions == .whenHelpful, Self.terminates(coefficient) { return nil }
        }
        guard Self.fits(coefficient) else { return nil }
        let written: Factor
        switch factor {
        case .one: written = .one
        case .pi: written = .pi
        case .root(let radicand, let index):
            guard radicand.digitCount <= Self.maximumDigits, index <= Self.maximumIndex else { return nil }
            written = .root(radicand: radicand.decimalDigits, index: index)
        case .computed: return nil
        case .exp(let r):
            guard Self.fits(r) else { return nil }
            written = .exp(SignedFraction(isNegative: r.signum < 0, magnitude: Fraction(r)))
        case .ln(let r):
            guard Self.fits(r) else { return nil }
            written = .ln(Fraction(r))
        case .log10(let r):
            guard Self.fits(r) else { return nil }
            written = .log10(Fraction(r))
        }
        isNegative = coefficient.signum < 0
        self.coefficient = Fraction(coefficient)
        self.factor = written
        isMixed = options.mixedNumbers && !coefficient.isInteger && !(coefficient.numerator.magnitude < coefficient.denominator)
    }

    /// Whether a fraction's numerator and denominator are short enough to be written.
    private static func fits(_ r: Rational) -> Bool {
        r.numerator.digitCount <= maximumDigits && r.denominator.digitCount <= maximumDigits
    }

    /// Whether `r`'s decimal expansion ends within `terminatingDigits` significant digits.
    private static func terminates(_ r: Rational) -> Bool {
        var q = r.denominator
        var twos = 0
        var fives = 0
        while q.floorRemainder(dividingBy: 2) == 0 { q = q.dividedExactly(by: GMPInteger(2)); twos += 1 }
        while q.floorRemainder(dividingBy: 5) == 0 { q = q.dividedExactly(by: GMPInteger(5)); fives += 1 }
        guard q == GMPInteger(1) else { return false }
        // r × 10^k is whole for k = max(twos, fives); its significant digits are those of that integer.
        let scaled = r.numerator * GMPInteger.powerOfTen(max(twos, fives)).dividedExactly(by: r.denominator)
        return scaled.removingTrailingZeros().0.digitCount <= terminatingDigits
    }
}

extension ExactForm.Fraction {
    /// The magnitude of `r`.
    init(_ r: Rational) {
        numerator = r.numerator.magnitude.decimalDigits
        denominator = r.denominator.decimalDigits
    }
}

// MARK: Text

extension ExactForm {
    /// The form as the display writes it, in Unicode: `√2/2`, `2√3/3`, `∛4`, `π/6`, `−1/8`, `2 1/3`,
    /// `e²`, `1/e`, `√e`, `e^(2/3)`, `ln 2`, `3 ln(2)/4`, `log 7`. The paste parser reads it back.
    public var displayText: String {
        let sign = isNegative ? "−" : ""
        let (a, b) = (coefficient.numerator, coefficient.denominator)
        switch factor {
        case .one:
            guard isMixed, let p = Int(a), let q = Int(b) else { return sign + a + "/" + b }
            return sign + "\(p / q) \(p % q)/\(q)"
        case .exp(let r) where !r.isNegative:
            let symbol = Self.displaySymbol(factor)
            return sign + (a == "1" ? symbol : a + symbol) + (b == "1" ? "" : "/" + b)
        case .pi, .root:
            let symbol = Self.displaySymbol(factor)
            return sign + (a == "1" ? symbol : a + symbol) + (b == "1" ? "" : "/" + b)
        case .exp(let r):
            // A negative power of e goes below the line: 1/e, 3/e², 3/(2e²).
            let symbol = Self.displaySymbol(.exp(SignedFraction(isNegative: false, magnitude: r.magnitude)))
            if r.magnitude.isWhole || r.magnitude == Fraction(numerator: "1", denominator: "2") {
                return sign + a + "/" + (b == "1" ? symbol : "(" + b + symbol + ")")
            }
            return sign + (a == "1" ? "" : a) + "e^(−\(r.magnitude.numerator)/\(r.magnitude.denominator))"
                + (b == "1" ? "" : "/" + b)
        case .ln(let r), .log10(let r):
            let name = if case .ln = factor { "ln" } else { "log" }
            let argument = r.isWhole ? r.numerator : r.numerator + "/" + r.denominator
            if b == "1" {
                let term = r.isWhole ? name + " " + argument : name + "(" + argument + ")"
                return sign + (a == "1" ? "" : a + " ") + term
            }
            return sign + (a == "1" ? "" : a + " ") + name + "(" + argument + ")/" + b
        }
    }

    /// The form as plain ASCII that the paste parser (and most calculators and sympy, with `ln`) read
    /// back to the same exact value, under either evaluation rule: `sqrt(2)/2`, `2*pi/3`, `cbrt(4)`,
    /// `3*(2^(1/5))`, `exp(2)`, `e`, `ln(2)`, `log(7)`, `-7/3` (never a mixed number).
    public var plainText: String {
        let sign = isNegative ? "-" : ""
        let (a, b) = (coefficient.numerator, coefficient.denominator)
        let below = b == "1" ? "" : "/" + b
        let symbol: String
        switch factor {
        case .one: return sign + a + below
        case .pi: symbol = "pi"
        case .root(let radicand, 2): symbol = "sqrt(\(radicand))"
        case .root(let radicand, 3): symbol = "cbrt(\(radicand))"
        // Parenthesised, so that under the immediate rule a coefficient does not join the base.
        case .root(let radicand, let index):
            symbol = a == "1" ? "\(radicand)^(1/\(index))" : "(\(radicand)^(1/\(index)))"
        case .exp(let r):
            let magnitude = r.magnitude.isWhole ? r.magnitude.numerator : r.magnitude.numerator + "/" + r.magnitude.denominator
            symbol =
                r == SignedFraction(isNegative: false, magnitude: Fraction(numerator: "1", denominator: "1"))
                ? "e" : "exp(" + (r.isNegative ? "-" : "") + magnitude + ")"
        case .ln(let r): symbol = "ln(" + r.numerator + (r.isWhole ? "" : "/" + r.denominator) + ")"
        case .log10(let r): symbol = "log(" + r.numerator + (r.isWhole ? "" : "/" + r.denominator) + ")"
        }
        return sign + (a == "1" ? symbol : a + "*" + symbol) + below
    }

    /// π, a root (`√2`, `∛4`, `∜2`, `⁵√2`) or a positive power of e (`e`, `e²`, `√e`, `∛e`, `e^(2/3)`).
    private static func displaySymbol(_ factor: Factor) -> String {
        switch factor {
        case .pi: return "π"
        case .root(let radicand, let index):
            let sign: String =
                switch index {
                case 2: "√"
                case 3: "∛"
                case 4: "∜"
                default: superscript(String(index)) + "√"
                }
            return sign + radicand
        case .exp(let r):
            let (p, q) = (r.magnitude.numerator, r.magnitude.denominator)
            if q == "1" { return p == "1" ? "e" : "e" + superscript(p) }
            if p == "1", q == "2" { return "√e" }
            if p == "1", q == "3" { return "∛e" }
            return "e^(\(p)/\(q))"
        default: return ""
        }
    }

    /// Digits as superscripts: `12` is `¹²`.
    static func superscript(_ digits: String) -> String {
        String(digits.map { Self.superscripts[$0] ?? $0 })
    }

    /// The superscript digits, which the paste parser reads as exponents and root indices.
    public static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻",
    ]
}
