import Testing
import TestSupport
import CalculatorModel
@testable import CalculatorController

struct PastedNumberTests {
    @Test(arguments: [
        ("1,234.5", "1234.5"), ("-3e5", "-300000"), (" 42\n", "42"), ("1,234,567", "1234567"),
        ("+7", "7"), ("-0", "0"), (".5", "0.5"), ("2.5E-3", "0.0025"), ("\t−8\r\n", "-8"),
        ("0.1", "0.1"), ("1,23", "1.23"), ("12,3456", "12.3456"), (",5", "0.5"), ("1.234,5", "1234.5"),
        // Issue 36: every digit is kept (it was rounded to 40), a 78-digit number taken whole (2**256 + 1).
        ("3.14159265358979323846264338327950288419716939937510", "3.1415926535897932384626433832795028841971693993751"),
        (
            "115792089237316195423570985008687907853269984665640564039457584007913129639937",
            "115792089237316195423570985008687907853269984665640564039457584007913129639937"
        ),
        ("0x10", "16"), ("0b101", "5"), ("-0o17", "-15"), (" 0xFF\n", "255"),
    ])
    func numbers(text: String, value: String) {
        #expect(PastedNumber.value(of: text).map(NumberFormat.exact) == value)
    }

    @Test(arguments: [
        "", " ", "abc", "12a", "1 2", "1.2,3", "1,2,3", "nan", "inf", "infinity",
        "0x", "0x1G", "0b102", "0x10.5", "e5", ".", "-", "1..2", "½", "٣",
    ])
    func notNumbers(text: String) {
        #expect(PastedNumber.value(of: text) == nil)
    }

    /// A number past the range (10^±10000, issue 45) is `Error`, as a result that large is; all zeros are 0.
    @Test(arguments: ["1e10000", "-1e10000", "1e-10000", "1e1000000", "1e9223372036854775808", "2.5e-99999999"])
    func aNumberOutOfRangeIsError(text: String) {
        #expect(PastedNumber.value(of: text)?.isNaN == true)
    }

    @Test func zeroWithAHugeExponentIsZero() {
        #expect(PastedNumber.value(of: "0e99999999") == .zero)
        #expect(PastedNumber.value(of: "0.00e-9223372036854775808") == .zero)
    }

    @Test func hugeTextIsRefusedWithoutParsing() {
        #expect(PastedNumber.value(of: String(repeating: "1", count: 10 << 20)) == nil)
    }
}
