import Testing
@testable import CalculatorController

/// The behaviour rules of issue 2, as key sequences in batch language → display (without grouping).
struct CalculatorControllerTests {
    @Test(arguments: [
        // Immediate execution, left to right.
        ("1 + 2 + 3 =", "6"),
        ("1 + 2 +", "3"),
        ("1 + 2 * 3 =", "9"),
        ("10 - 4 / 2 =", "3"),
        // Operator replacement.
        ("5 + * 3 =", "15"),
        ("5 - + / 5 =", "1"),
        // Repeated equals.
        ("5 + 3 = =", "11"),
        ("2 + 3 = 4 =", "7"),
        ("7 + =", "14"),
        ("2 * 3 = = =", "54"),
        ("10 - 1 = = =", "7"),
        // After equals.
        ("3 - 6 = * 3 =", "-9"),
        ("5 + 6 = 7 3", "73"),
        ("5 + 6 = 7 3 + 1 =", "74"),
        // Percent.
        ("50 %", "0.5"),
        ("50 + 10 %", "5"),
        ("50 + 10 % =", "55"),
        ("50 - 10 % =", "45"),
        ("50 * 10 % =", "5"),
        ("50 / 10 % =", "500"),
        // Sign.
        ("1 2 neg", "-12"),
        ("1 2 neg 3", "-123"),
        ("neg", "-0"),
        ("neg 5", "-5"),
        ("5 + neg 3 =", "2"),
        ("2 + 3 = neg", "-5"),
        ("1 2 neg neg", "12"),
        ("0 * 5 = neg", "0"),
        ("neg =", "0"),
        ("0 - 0 =", "0"),
        // Clear.
        ("9 * 6 - C 8 =", "46"),
        ("9 * 6 - 5 C 8 =", "46"),
        ("1 + 2 AC", "0"),
        ("1 + 2 AC 3 =", "3"),
        // Backspace.
        ("1 2 3 back", "12"),
        ("5 back", "0"),
        ("5 back back 7", "7"),
        ("1 . 5 back", "1."),
        ("2 + 3 = back", "5"),
        ("1 2 neg back back", "0"),
        // Decimal entry.
        (". 1", "0.1"),
        ("1 . 2 . 3", "1.23"),
        ("0 0 5", "5"),
        ("1 . 5 0 0", "1.500"),
        ("1 . 5 0 0 +", "1.5"),
        ("1 . 5 0 0 =", "1.5"),
        (".", "0."),
        // Fifteen significant digits.
        ("0.1 + 0.2 =", "0.3"),
        ("1 - 0.9 =", "0.1"),
        ("7.555 * 3 =", "22.665"),
        ("1 / 3 =", "0.333333333333333"),
        ("2 / 3 =", "0.666666666666667"),
        ("0.1 + 0.2 = - 0.3 =", "0"),
        ("1234567890123456789", "123456789012345"),
        ("0.1234567890123456", "0.123456789012345"),
        ("100000000 * 100000000 =", "1e16"),
        ("999999999999999 + 1 =", "1e15"),
        ("999999999 * 999999999 =", "9.99999998e17"),
        ("0.000001 * 0.000001 =", "1e-12"),
        ("0 - 2.5 / 1000000000000 =", "-2.5e-12"),
        ("1 / 1000000000 =", "0.000000001"),
        // Errors.
        ("5 / 0 =", "Error"),
        ("0 / 0 =", "Error"),
        ("5 / 0 = + 3 =", "3"),
        ("5 / 0 = + =", "Error"),
        ("5 / 0 = 7", "7"),
        ("5 / 0 = . 5", "0.5"),
        ("5 / 0 = AC", "0"),
        ("5 / 0 = C", "0"),
        ("5 / 0 = back neg %", "Error"),
        ("5 / 0 = 2 + 2 =", "4"),
        ("10000000000 * = * = * = * = * = * = * = *", "Error"),
    ])
    func display(keys: String, display: String) throws {
        #expect(try state(after: keys).plainDisplay == display)
    }

    @Test(arguments: [
        ("1234567.5", "1,234,567.5"),
        ("1 2 3 4 . 5 0", "1,234.50"),
        ("1000 * 1000 =", "1,000,000"),
        ("neg 1234", "-1,234"),
        ("5 / 0 =", "Error"),
    ])
    func displayGroupsThousands(keys: String, display: String) throws {
        #expect(try state(after: keys).display == display)
    }

    /// The expression line, after the CS193p assignment's examples.
    @Test(arguments: [
        ("", ""),
        ("7 +", "7 + …"),
        ("7 + 9", "7 + …"),
        ("7 + 9 =", "7 + 9 ="),
        ("7 + 9 = + 6 + 3 =", "7 + 9 + 6 + 3 ="),
        ("5 + 6 = 7 3", "5 + 6 ="),
        ("5 + 6 = 7 3 +", "73 + …"),
        ("5 + * ", "5 × …"),
        ("5 + 3 = =", "5 + 3 + 3 ="),
        ("2 + 3 = 4 =", "4 + 3 ="),
        ("7 + =", "7 + 7 ="),
        ("50 + 10 %", "50 + 10% …"),
        ("7 + 9 = neg", "±(7 + 9) ="),
        ("1 . 5 0 0 +", "1.5 + …"),
        ("AC", ""),
    ])
    func expression(keys: String, expression: String) throws {
        #expect(try state(after: keys).expression == expression)
    }

    @Test(arguments: [
        ("", "AC"),
        ("5", "C"),
        ("5 +", "AC"),
        ("5 + 3", "C"),
        ("5 + 3 =", "AC"),
        ("5 C", "AC"),
        ("5 back", "AC"),
        ("neg", "C"),
        (".", "C"),
    ])
    func clearKeyLabel(keys: String, label: String) throws {
        #expect(try state(after: keys).clearLabel == label)
    }

    @Test func clearKeyClearsEntryFirstThenEverything() {
        let controller = CalculatorController()
        for key: Key in [.digit(9), .operation("×"), .digit(6), .clear] { controller.press(key) }
        #expect(controller.state.plainDisplay == "0")
        #expect(controller.state.expression == "9 × …")
        controller.press(.clear)
        #expect(controller.state == .initial)
    }

    @Test(arguments: [
        ("5 +", "+"),
        ("5 + *", "×"),
        ("5 + 3", nil),
        ("5 + 3 =", nil),
        ("5 + 3 -", "−"),
        ("5 + 3 / =", nil),
    ] as [(String, String?)])
    func pendingOperatorIsPublishedWhileItWaits(keys: String, pending: String?) throws {
        #expect(try state(after: keys).pendingOperation == pending)
    }

    @Test func everyKeyIsShownToTheView() {
        let view = RecordingDisplay()
        let controller = CalculatorController(display: view)
        for key: Key in [.digit(1), .operation("+"), .digit(2), .equals] { controller.press(key) }
        #expect(view.shown.map(\.display) == ["1", "1", "2", "3"])
        #expect(view.shown.last?.expression == "1 + 2 =")
        #expect(view.shown.last == controller.state)
    }

    @Test func unknownOperationChangesNothing() {
        let controller = CalculatorController()
        controller.press(.digit(4))
        let before = controller.state
        controller.press(.operation("frobnicate"))
        controller.press(.digit(12))
        #expect(controller.state == before)
    }

    @Test(arguments: [
        ("1,234.5", "1234.5"),
        ("-3e5", "-300000"),
        (" 42\n", "42"),
        ("0.5", "0.5"),
        ("12345678901234567", "1.23456789012346e16"),
        ("−7", "-7"),
    ])
    func pasteOfANumberBecomesTheEntry(text: String, display: String) {
        let controller = CalculatorController()
        controller.press(.digit(9))
        controller.press(.operation("+"))
        #expect(controller.paste(text))
        #expect(controller.state.plainDisplay == display)
        #expect(controller.userIsInTheMiddleOfTyping)
    }

    @Test func pastedNumberIsTheNextOperand() {
        let controller = CalculatorController()
        for key: Key in [.digit(9), .operation("+")] { controller.press(key) }
        controller.paste("1,000")
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "1009")
    }

    @Test func pasteAfterErrorStartsANewCalculation() throws {
        let controller = CalculatorController()
        for key: Key in [.digit(1), .operation("÷"), .digit(0), .equals] { controller.press(key) }
        #expect(controller.state.isError)
        #expect(controller.paste("5"))
        controller.press(.operation("+"))
        controller.press(.digit(1))
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "6")
    }

    @Test(arguments: ["hello", "", "   ", "1 2", "12abc", "NaN", "inf", "1e999", "1,2,3", "--5", String(repeating: "9", count: 10_000_000)])
    func pasteOfAnythingElseChangesNothing(text: String) {
        let controller = CalculatorController()
        for key: Key in [.digit(7), .operation("×"), .digit(3)] { controller.press(key) }
        let before = controller.state
        #expect(!controller.paste(text))
        #expect(controller.state == before)
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "21")
    }
}
