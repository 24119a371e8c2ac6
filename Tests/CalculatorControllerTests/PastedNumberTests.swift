import Testing
import TestSupport
import CalculatorModel
@testable import CalculatorController

struct PastedNumberTests {
    @Test(arguments: [
        ("1,234.5", "1234.5"), ("-3e5", "-300000"), (" 42\n", "42"), ("1,234,567", "1234567"),
        ("+7", "7"), ("-0", "0"), (".5", "0.5"), ("2.5E-3", "0.0025"), ("\t−8\r\n", "-8"),
        ("0.1", "0.1"), ("1,23", "1.23"), ("12,3456", "12.3456"), (",5", "0.5"), ("1.234,5", "1234.5"),
        ("3.14159265358979323846264338327950288419716939937510", "3.141592653589793238462643383279502884197"),
    ])
    func numbers(text: String, value: String) {
        #expect(PastedNumber.value(of: text).map(NumberFormat.exact) == value)
    }

    @Test(arguments: [
        "", " ", "abc", "12a", "1 2", "1.2,3", "1,2,3", "nan", "inf", "infinity",
        "1e10000", "0x10", "e5", ".", "-", "1..2", "½", "٣",
    ])
    func notNumbers(text: String) {
        #expect(PastedNumber.value(of: text) == nil)
    }

    @Test func hugeTextIsRefusedWithoutParsing() {
        #expect(PastedNumber.value(of: String(repeating: "1", count: 10 << 20)) == nil)
    }
}
