import Testing
@testable import CalculatorModel

/// The expression line reads as the mathematics that was computed, left to right.
struct ExpressionTests {
    @Test(arguments: [
        ("2 + 3 = × 4 =", "(2 + 3) × 4 ="), ("2 × 3 + 4 =", "2 × 3 + 4 ="), ("2 − 3 + 4 =", "2 − 3 + 4 ="),
        ("2 ÷ 3 × 4 =", "2 ÷ 3 × 4 ="), ("2 xʸ 3 xʸ 2 =", "(2 ^ 3) ^ 2 ="), ("2 × 3 xʸ 2 =", "(2 × 3) ^ 2 ="),
        ("2 xʸ 3 × 4 =", "2 ^ 3 × 4 ="), ("2 − -3 =", "2 − (-3) ="), ("-2 + 3 =", "-2 + 3 ="),
        ("-2 xʸ 2 =", "(-2) ^ 2 ="), ("-2 x²", "(-2)² ="), ("2 x³ x²", "(2³)² ="), ("5 x! x!", "(5!)! ="),
        ("7 + 9 = √", "√(7 + 9) ="), ("16 √ x²", "√(16)² ="), ("π x²", "π² ="), ("2 xʸ 3 x² =", "2 ^ 3² ="),
        ("1.5e-12 x²", "(1.5e-12)² ="), ("2 × 1.5e-12 =", "2 × 1.5e-12 ="), ("0.5 x²", "0.5² ="),
        ("2 + 3 = + 4 =", "2 + 3 + 4 ="),
        // The 1/x, eˣ and 10ˣ keys write the operation they are read as (issue 45): `1/(4)!` reads as 1 ÷ 4!.
        ("4 1/x x!", "(1/(4))! ="), ("2 xʸ 4 1/x =", "2 ^ (1/(4)) ="), ("8 ÷ 4 1/x =", "8 ÷ (1/(4)) ="),
        ("2 eˣ xʸ 3 =", "(e^(2)) ^ 3 ="), ("2 xʸ 2 eˣ =", "2 ^ e^(2) ="), ("2 10ˣ x²", "(10^(2))² ="),
        ("3 − 4 1/x =", "3 − 1/(4) ="), ("4 1/x × 3 =", "1/(4) × 3 ="),
        ("50 + 10 % =", "50 + 10% ="), ("2 + 3 = × =", "(2 + 3) × 5 ="), ("2 + 3 = × 4 = =", "(2 + 3) × 4 × 4 ="),
    ])
    func parenthesesWhereImmediateExecutionNeedsThem(script: String, line: String) {
        #expect(brain(after: script).description == line)
    }

    @Test func longLinesKeepTheirEnd() {
        let long = Expression(value: 1, text: String(repeating: "9", count: 500), form: .atom)
        #expect(long.text.count == Expression.maximumLength)
        #expect(long.text.hasPrefix("…"))
    }
}
