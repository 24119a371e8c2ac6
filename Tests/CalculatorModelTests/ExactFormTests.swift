import Testing
@testable import CalculatorModel

/// Issue 31: the canonical exact form of a value. The forms are those the Casio ClassWiz fx-991CW shows
/// in Natural Display (its user's guide, "Calculation result display": `√2/2`, `2√3/3`, `π/6`, `2π/3`,
/// fractions in lowest terms, radicals simplified with the root out of the denominator); the values
/// are sympy 1.12's (`nsimplify`/`radsimp` of the same expression gives the same form).
struct ExactFormTests {
    private static func r(_ p: Int, _ q: Int = 1) -> Real { Real(p) / Real(q) }
    private static let sqrt2 = ScientificFunctions.squareRoot(2)
    private static let sqrt3 = ScientificFunctions.squareRoot(3)

    /// Values the keys make, with the display and plain texts of their forms.
    static let table: [(name: String, value: Real, display: String, plain: String)] = [
        ("7 ÷ 3", r(7, 3), "7/3", "7/3"),
        ("−1 ÷ 8 ÷ 3", r(-1, 24), "−1/24", "-1/24"),
        ("8 √ ÷ 4", ScientificFunctions.squareRoot(8) / 4, "√2/2", "sqrt(2)/2"),
        ("18 √", ScientificFunctions.squareRoot(18), "3√2", "3*sqrt(2)"),
        ("2 ÷ 3 √", Real(2) / sqrt3, "2√3/3", "2*sqrt(3)/3"),
        ("(1/2) √", ScientificFunctions.squareRoot(r(1, 2)), "√2/2", "sqrt(2)/2"),
        ("Deg 60 sin", ScientificFunctions.sin(60, .degrees), "√3/2", "sqrt(3)/2"),
        ("Deg 30 tan", ScientificFunctions.tan(30, .degrees), "√3/3", "sqrt(3)/3"),
        ("4 ∛", ScientificFunctions.cubeRoot(4), "∛4", "cbrt(4)"),
        ("2 ∛ x²", ScientificFunctions.power(ScientificFunctions.cubeRoot(2), 2), "∛4", "cbrt(4)"),
        ("16 ∛", ScientificFunctions.cubeRoot(16), "2∛2", "2*cbrt(2)"),
        ("1 ÷ 2 ∛", Real(1) / ScientificFunctions.cubeRoot(2), "∛4/2", "cbrt(4)/2"),
        ("−2 ∛", ScientificFunctions.cubeRoot(-2), "−∛2", "-cbrt(2)"),
        ("2 xʸ 0.2", ScientificFunctions.power(2, r(1, 5)), "⁵√2", "2^(1/5)"),
        ("8 xʸ (1/6)", ScientificFunctions.power(8, r(1, 6)), "√2", "sqrt(2)"),
        ("3 × 2 xʸ 0.25", 3 * ScientificFunctions.power(2, r(1, 4)), "3∜2", "3*(2^(1/4))"),
        ("2 √ × 2 ∛", sqrt2 * ScientificFunctions.cubeRoot(2), "⁶√32", "32^(1/6)"),
        ("Rad 0.5 sin⁻¹", ScientificFunctions.asin(r(1, 2), .radians), "π/6", "pi/6"),
        ("Rad −1 cos⁻¹ × 2 ÷ 3", ScientificFunctions.acos(-1, .radians) * 2 / 3, "2π/3", "2*pi/3"),
        ("π ±", -Real.pi, "−π", "-pi"),
        ("2 eˣ", ScientificFunctions.exp(2), "e²", "exp(2)"),
        ("1 eˣ", ScientificFunctions.exp(1), "e", "e"),
        ("−1 eˣ", ScientificFunctions.exp(-1), "1/e", "exp(-1)"),
        ("3 × −2 eˣ ÷ 2", 3 * ScientificFunctions.exp(-2) / 2, "3/(2e²)", "3*exp(-2)/2"),
        ("e √", ScientificFunctions.squareRoot(.e), "√e", "exp(1/2)"),
        ("e ∛", ScientificFunctions.cubeRoot(.e), "∛e", "exp(1/3)"),
        ("e xʸ (2/3)", ScientificFunctions.power(.e, r(2, 3)), "e^(2/3)", "exp(2/3)"),
        ("12 eˣ", ScientificFunctions.exp(12), "e¹²", "exp(12)"),
        ("2 ln", ScientificFunctions.ln(2), "ln 2", "ln(2)"),
        ("8 ln", ScientificFunctions.ln(8), "ln 8", "ln(8)"),
        ("2 ln × 3", ScientificFunctions.ln(2) * 3, "3 ln 2", "3*ln(2)"),
        ("2 ln ÷ 4 × 3", ScientificFunctions.ln(2) * 3 / 4, "3 ln(2)/4", "3*ln(2)/4"),
        ("0.5 ln", ScientificFunctions.ln(r(1, 2)), "ln(1/2)", "ln(1/2)"),
        ("7 log", ScientificFunctions.log10(7), "log 7", "log(7)"),
        ("7 log ±", -ScientificFunctions.log10(7), "−log 7", "-log(7)"),
    ]

    @Test(arguments: table)
    func aValueWithAnExactFormShowsItCanonically(name: String, value: Real, display: String, plain: String) throws {
        let form = try #require(ExactForm(value), "\(name) has no form")
        #expect(form.displayText == display, "\(name)")
        #expect(form.plainText == plain, "\(name)")
    }

    /// No form: whole numbers, short terminating decimals (0.5 is exact already), sums the model does
    /// not hold (`2 √ + 1`), computations (sin 1, π², √π), `Error`.
    static let none: [(name: String, value: Real)] = [
        ("5", 5), ("0.5", r(1, 2)), ("−0.125", r(-1, 8)), ("0", .zero), ("Error", .undefined(.divisionByZero)),
        ("2 √ + 1", sqrt2 + 1), ("Rad 1 sin", ScientificFunctions.sin(1, .radians)),
        ("π x²", ScientificFunctions.power(.pi, 2)), ("π √", ScientificFunctions.squareRoot(.pi)),
        ("2 √ xʸ 2 √", ScientificFunctions.power(sqrt2, sqrt2)),
    ]

    @Test(arguments: none)
    func aValueWithoutAnExactFormHasNone(name: String, value: Real) {
        #expect(ExactForm(value) == nil, "\(name)")
    }

    /// `.always` gives a terminating decimal its fraction too; a whole number never has one.
    @Test func fractionsCanBeAskedForAlways() {
        let always = ExactForm.Options(fractions: .always)
        #expect(ExactForm(Self.r(1, 2), options: always)?.displayText == "1/2")
        #expect(ExactForm(Self.r(-1, 8), options: always)?.displayText == "−1/8")
        #expect(ExactForm(5, options: always) == nil)
        // 1/1024 = 0.0009765625 terminates within 16 digits; 1/2^36 needs 26.
        #expect(ExactForm(Self.r(1, 1024)) == nil)
        #expect(ExactForm(Real(1) / Real(1 << 36))?.displayText == "1/68719476736")
    }

    /// Mixed numbers are an option of the display text; the plain text stays an improper fraction.
    @Test func mixedNumbersAreAnOption() throws {
        let mixed = ExactForm.Options(mixedNumbers: true)
        let form = try #require(ExactForm(Self.r(7, 3), options: mixed))
        #expect(form.displayText == "2 1/3")
        #expect(form.plainText == "7/3")
        #expect(ExactForm(Self.r(-7, 3), options: mixed)?.displayText == "−2 1/3")
        #expect(ExactForm(Self.r(2, 3), options: mixed)?.displayText == "2/3")
    }

    /// A form with a number of more than 12 digits is not shown: 1/3^25 has 12 digits below, 1/3^26 13.
    @Test func aLongFormIsNotShown() {
        let third = Self.r(1, 3)
        #expect(ExactForm(ScientificFunctions.power(third, 25))?.displayText == "1/847288609443")
        #expect(ExactForm(ScientificFunctions.power(third, 26)) == nil)
        #expect(ExactForm(ScientificFunctions.squareRoot(Real(1_000_000_000_006))) == nil)
    }
}
