import Testing
@testable import CalculatorModel

struct NumberFormatTests {
    @Test(arguments: [
        (0.30000000000000004, "0.3"),
        (0.09999999999999998, "0.1"),
        (22.664999999999996, "22.665"),
        (0.3333333333333333, "0.333333333333333"),
        (0.6666666666666666, "0.666666666666667"),
        (1e16, "1e16"),
        (-2.5e-12, "-2.5e-12"),
        (9.99999998e17, "9.99999998e17"),
        (1e15, "1e15"),
        (999_999_999_999_999, "999999999999999"),
        (999_999_999_999_999.9, "1e15"),
        (1e-9, "0.000000001"),
        (9.9e-10, "9.9e-10"),
        (-0.0, "0"),
        (0, "0"),
        (42, "42"),
        (-1234567.5, "-1234567.5"),
        (123456789012345680, "1.23456789012346e17"),
        (100, "100"),
        (0.5, "0.5"),
    ] as [(Double, String)])
    func plainString(value: Double, text: String) {
        #expect(NumberFormat.string(value, grouping: false) == text)
    }

    @Test(arguments: [
        (1234567.5, "1,234,567.5"),
        (-1234, "-1,234"),
        (999, "999"),
        (1000, "1,000"),
        (123456789012345, "123,456,789,012,345"),
        (0.000123, "0.000123"),
        (1e16, "1e16"),
    ] as [(Double, String)])
    func groupedString(value: Double, text: String) {
        #expect(NumberFormat.string(value, grouping: true) == text)
    }

    @Test(arguments: [
        ("1234.500", "1,234.500"),
        ("-0", "-0"),
        ("-12345", "-12,345"),
        ("0.", "0."),
        ("123", "123"),
        ("1e20", "1e20"),
    ])
    func groupingTypedText(typed: String, shown: String) {
        #expect(NumberFormat.grouped(typed) == shown)
    }

    @Test func roundingKeepsFifteenSignificantDigits() {
        #expect(NumberFormat.rounded(0.1 + 0.2) == 0.3)
        #expect(NumberFormat.rounded(1.0 / 3) == 0.333333333333333)
        #expect(NumberFormat.rounded(-0.0).sign == .plus)
        #expect(NumberFormat.rounded(.infinity) == .infinity)
        #expect(NumberFormat.rounded(.nan).isNaN)
    }
}
