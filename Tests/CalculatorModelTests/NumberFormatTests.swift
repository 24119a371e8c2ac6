import Testing
@testable import CalculatorModel

/// The display's rules: half away from zero to the class's digits, plain for 1e-9 ≤ |x| < 10^digits.
struct NumberFormatTests {
    @Test(arguments: [
        ("0.3", 16, "0.3"), ("42", 16, "42"), ("0", 16, "0"), ("-1234567.5", 16, "-1234567.5"),
        ("0.3333333333333333333333333333333333333333", 16, "0.3333333333333333"),
        ("0.6666666666666666666666666666666666666667", 16, "0.6666666666666667"),
        ("0.6666666666666666666666666666666666666667", 32, "0.66666666666666666666666666666667"),
        ("18446744073709551616", 16, "1.844674407370955e19"), ("18446744073709551616", 32, "18446744073709551616"),
        ("1e16", 16, "1e16"), ("9999999999999999", 16, "9999999999999999"), ("99999999999999995", 16, "1e17"),
        ("9999999999999999.5", 16, "1e16"), ("1e-9", 16, "0.000000001"), ("9.9e-10", 16, "9.9e-10"),
        ("9.9999999999999999e-10", 16, "0.000000001"), ("-2.5e-12", 16, "-2.5e-12"),
        ("0.8862269254527580136490837417", 16, "0.886226925452758"),
        ("2.5", 1, "3"), ("-2.5", 1, "-3"), ("0.125", 2, "0.13"), ("-0.125", 2, "-0.13"),   // half away from zero
        ("4.023872600770937735437024339e2567", 16, "4.023872600770938e2567"), ("1e-9999", 32, "1e-9999"),
        ("123456789012345678901234567890123456789", 32, "1.2345678901234567890123456789012e38"),
    ])
    func plainString(value: String, digits: Int, text: String) {
        #expect(NumberFormat.string(Number(value)!, digits: digits, grouping: false) == text)
    }

    @Test(arguments: [
        ("1234567.5", "1,234,567.5"), ("-1234", "-1,234"), ("999", "999"), ("1000", "1,000"),
        ("123456789012345", "123,456,789,012,345"), ("0.000123", "0.000123"), ("1e16", "10,000,000,000,000,000"),
        ("1e32", "1e32"),
        ("18446744073709551616", "18,446,744,073,709,551,616"),
    ])
    func groupedString(value: String, text: String) {
        #expect(NumberFormat.string(Number(value)!, digits: 32, grouping: true) == text)
    }

    @Test func nanIsError() {
        #expect(NumberFormat.string(Number.nan, digits: 16, grouping: true) == "Error")
        #expect(NumberFormat.shorterForms(Number.nan, digits: 16, grouping: true).isEmpty)
        #expect(NumberFormat.string(Real.undefined(.divisionByZero), digits: 16, grouping: true) == "Error")
        #expect(NumberFormat.shorterForms(Real.undefined(.divisionByZero), digits: 16, grouping: true).isEmpty)
    }

    @Test func shorterFormsRoundToFewerDigitsLongestFirst() {
        let seventh = Number("-0.1428571428571428571428571428571428571429")!   // −1/7 to 40 digits
        let forms = NumberFormat.shorterForms(seventh, digits: 16, grouping: true)
        #expect(forms.first == "-0.142857142857143")
        #expect(forms.last == "-0.1")
        #expect(forms.count == 15)
        // A big integer that cannot keep its digits goes to e-notation, never to wrong zeros.
        let big = NumberFormat.shorterForms(Number("123456789012345")!, digits: 16, grouping: true)
        #expect(big.first == "1.2345678901235e14" && big.last == "1e14")
        // Every form is the number, correctly rounded: it parses back within half a unit of its last digit.
        for (index, form) in forms.enumerated() {
            let digits = 15 - index
            #expect(NumberFormat.string(seventh, digits: digits, grouping: true) == form)
        }
    }

    @Test func exactWritesEveryDigit() {
        #expect(
            NumberFormat.exact(Number("0.33333333333333333333333333333333333333333333")!)
                == "0.3333333333333333333333333333333333333333")
        #expect(NumberFormat.exact(Number("1e45")!) == "1e45")
        #expect(NumberFormat.exact(Number("-1.5e-10")!) == "-1.5e-10")
    }
}
