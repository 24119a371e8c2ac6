import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

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
        // Exact decimals, shown to 16 significant digits in the compact window.
        ("0.1 + 0.2 =", "0.3"),
        ("1 - 0.9 =", "0.1"),
        ("7.555 * 3 =", "22.665"),
        ("1 / 3 =", "0.3333333333333333"),
        ("2 / 3 =", "0.6666666666666667"),
        ("0.1 + 0.2 = - 0.3 =", "0"),
        ("1234567890123456789", "1234567890123456"),
        ("0.12345678901234567", "0.1234567890123456"), (". 0 0 0 1 2 3", "0.000123"),
        ("100000000 * 100000000 =", "1e16"),
        ("999999999999999 + 1 =", "1000000000000000"), ("9999999999999999 + 1 =", "1e16"),
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
        ("10000000000 * = * = * = * = * = * = * = *", "1e1280"), ("10000000000 * = * = * = * = * = * = * = * = * = * =", "Error"),
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
        ("", Key.allClear),
        ("5", .clearEntry),
        ("5 +", .allClear),
        ("5 + 3", .clearEntry),
        ("5 + 3 =", .allClear),
        ("5 C", .allClear),
        ("5 back", .allClear),
        ("neg", .clearEntry),
        (".", .clearEntry),
    ])
    func clearKeyLabel(keys: String, label: Key) throws {
        #expect(try state(after: keys).clearKey == label)
    }

    @Test func clearKeyClearsEntryFirstThenEverything() {
        let controller = CalculatorController()
        for key: Key in [.digit(9), .operation(.multiply), .digit(6), .clear] { controller.press(key) }
        #expect(controller.state.plainDisplay == "0")
        #expect(controller.state.expression == "9 × …")
        controller.press(.clear)
        #expect(controller.state == .initial)
    }

    @Test(
        arguments: [
            ("5 +", .add),
            ("5 + *", .multiply),
            ("5 + 3", nil),
            ("5 + 3 =", nil),
            ("5 + 3 -", .subtract),
            ("5 + 3 / =", nil),
        ] as [(String, OperationID?)])
    func pendingOperatorIsPublishedWhileItWaits(keys: String, pending: OperationID?) throws {
        #expect(try state(after: keys).pendingOperation == pending)
    }

    @Test func everyKeyAnswersTheNewState() {
        let controller = CalculatorController()
        let shown = [Key.digit(1), .operation(.add), .digit(2), .equals].map { controller.press($0).state }
        #expect(shown.map(\.display) == ["1", "1", "2", "3"])
        #expect(shown.last?.expression == "1 + 2 =")
        #expect(shown.last == controller.state)
    }

    @Test func digitOutsideZeroToNineChangesNothing() {
        let controller = CalculatorController()
        controller.press(.digit(4))
        let before = controller.state
        controller.press(.digit(12))
        #expect(controller.state == before)
    }

    @Test(arguments: [
        ("1,234.5", "1234.5"),
        ("-3e5", "-300000"),
        (" 42\n", "42"),
        ("0.5", "0.5"),
        ("12345678901234567", "1.234567890123457e16"),
        ("−7", "-7"),
    ])
    func pasteOfANumberBecomesTheOperand(text: String, display: String) {
        let controller = CalculatorController()
        controller.press(.digit(9))
        controller.press(.operation(.add))
        #expect(controller.paste(text) != nil)
        #expect(controller.state.plainDisplay == display)
        // An operand as read, as a result is: the expression line shows it, and a digit starts anew.
        #expect(!controller.userIsInTheMiddleOfTyping)
        #expect(controller.state.expression.hasPrefix("9 + "))
        #expect(controller.press(.digit(1)).state.plainDisplay == "1")
    }

    @Test func pastedNumberIsTheNextOperand() {
        let controller = CalculatorController()
        for key: Key in [.digit(9), .operation(.add)] { controller.press(key) }
        controller.paste("1,000")
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "1009")
    }

    @Test func pasteAfterErrorStartsANewCalculation() throws {
        let controller = CalculatorController()
        for key: Key in [.digit(1), .operation(.divide), .digit(0), .equals] { controller.press(key) }
        #expect(controller.state.isError)
        #expect(controller.paste("5") != nil)
        controller.press(.operation(.add))
        controller.press(.digit(1))
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "6")
    }

    @Test(arguments: [
        "hello", "", "   ", "1 2", "12abc", "NaN", "inf", "1,2,3", "(5", String(repeating: "9", count: 10_000_000),
    ])
    func pasteOfAnythingElseChangesNothing(text: String) {
        let controller = CalculatorController()
        for key: Key in [.digit(7), .operation(.multiply), .digit(3)] { controller.press(key) }
        let before = controller.state
        #expect(controller.paste(text) == nil)
        #expect(controller.state == before)
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "21")
    }
}

/// The scientific keys through the controller: 2nd, Rad/Deg, memory, and the display and expression line.
struct ScientificKeysTests {
    @Test(arguments: [
        // Degrees by default; rad and deg set the unit.
        ("30 sin", "0.5"), ("rad pi sin", "0"), ("rad 30 sin", "-0.9880316240928618"),
        ("rad deg 30 sin", "0.5"), ("90 tan", "Error"), ("cos", "1"),
        // 2nd turns the trigonometric keys into their inverses and stays on.
        ("2nd 0.5 sin", "30"), ("2nd 0.5 cos", "60"), ("2nd 1 tan", "45"), ("2nd 0.5 sin 1 tan", "45"),
        ("2nd 0.5 sin 2nd 30 sin", "0.5"), ("2nd 1 cosh", "0"), ("2nd 0.5 tanh", "0.5493061443340548"),
        ("2nd 1 sinh", "0.881373587019543"), ("2nd 0.5 asin", "30"), ("2nd 3 x2", "9"), ("2nd AC 0.5 sin", "30"),
        ("rad 2nd 1 sin", "1.570796326794897"),
        // Operations on a typed entry, on a result, and as the second operand.
        ("7 + 9 = sqrt", "4"), ("2 + 7 sqrt", "2.645751311064591"), ("2 + 9 sqrt =", "5"), ("9 sqrt 5", "5"),
        ("2 ^ 10 =", "1024"), ("2 pow 10 = =", "1.267650600228229e30"), ("8 neg root 3 =", "-2"),
        ("2 EE 3 =", "2000"), ("2 EE 3 + 1 =", "2001"), ("5 fact", "120"), ("5 !", "120"), ("171 !", "1.241018070217668e309"),
        ("3249 !", "Error"),
        ("pi", "3.141592653589793"), ("pi 2", "2"), ("2 * pi =", "6.283185307179586"), ("e ln", "1"),
        ("100 log", "2"), ("2 exp ln", "2"), ("3 pow10", "1000"), ("4 inv", "0.25"), ("4 recip", "0.25"),
        ("0 inv", "Error"), ("27 cbrt", "3"), ("3 sq", "9"), ("3 x3", "27"), ("3 cube", "27"),
        // Domain errors, and what follows them.
        ("1 neg sqrt", "Error"), ("0 ln", "Error"), ("0 / 0 =", "Error"), ("2 asin", "Error"),
        ("2.5 fact", "3.323350970447843"), ("1 neg fact", "Error"), ("1 neg sqrt 4", "4"), ("1 neg sqrt sin", "Error"),
        ("1 neg sqrt pi", "Error"), ("1 neg sqrt AC 2 sq", "4"),
    ])
    func display(keys: String, display: String) throws {
        #expect(try state(after: keys).plainDisplay == display)
    }

    @Test(arguments: [
        ("30 sin + 2", "sin(30) + …"), ("30 sin + 2 =", "sin(30) + 2 ="), ("7 + 9 = sqrt", "√(7 + 9) ="),
        ("7 sq", "7² ="), ("7 + 9 = sq", "(7 + 9)² ="), ("5 fact", "5! ="), ("4 inv", "1/(4) ="),
        ("2 ^ 10 =", "2 ^ 10 ="), ("2 ^", "2 ^ …"), ("2 EE 3 =", "2 E 3 ="), ("8 root 3 =", "8 ʸ√ 3 ="),
        ("2 exp", "e^(2) ="), ("3 pow10", "10^(3) ="), ("100 log", "log₁₀(100) ="), ("pi", "π"),
        ("pi + 1 =", "π + 1 ="), ("2nd 0.5 sin", "sin⁻¹(0.5) ="), ("2nd 1 sinh", "sinh⁻¹(1) ="),
        ("3 cube", "3³ ="), ("27 cbrt", "∛(27) ="), ("e ln", "ln(e) ="), ("4 m+ AC 9 + mr =", "9 + 4 ="),
        // Issue 36: what pastes back as the same calculation. A share is never cut from its `+` by a group;
        // `=` right after an operator writes its first operand again as written unless it is a calculation.
        ("200 + 10 % sq =", "200 + 10%² ="), ("pi ^ =", "π ^ π ="),
        ("2 sqrt * =", "√(2) × √(2) ="), ("7 + =", "7 + 7 ="), ("1 + 2 = * =", "(1 + 2) × 3 ="),
    ])
    func expression(keys: String, expression: String) throws {
        #expect(try state(after: keys).expression == expression)
    }

    @Test(arguments: [
        ("5 m+ 3 m+ mr", "8"), ("5 m+ 2 m- mr", "3"), ("5 m+ 2 m− mr", "3"), ("5 m+ AC mr", "5"),
        ("5 m+ mc mr", "0"), ("mr", "0"), ("5 m+", "5"), ("1 2 m+ 3", "3"), ("5 m+ mr 2", "2"),
        ("1 2 mc 3", "123"), ("4 m+ AC 9 + mr =", "13"), ("9 + 5 m+ 1 = mr", "5"), ("9 + 5 m+ 1 =", "10"),
        ("2 + 3 = m+ mr", "5"), ("9 + m+ mr", "9"), ("1 . 5 0 m+ mr", "1.5"), ("1 / 0 = m+ AC mr", "0"),
        ("1 / 3 = m+ m+ mr", "0.6666666666666667"), ("5 m+ 1 / 0 = mr", "Error"),
    ])
    func memory(keys: String, display: String) throws {
        #expect(try state(after: keys).plainDisplay == display)
    }

    @Test(arguments: [
        ("", false), ("5", false), ("5 m+", true), ("m+", true), ("5 m+ mc", false), ("5 m- AC", true),
        ("1 / 0 = m+", false), ("5 m+ 1 / 0 =", true),
    ])
    func memoryIsPublished(keys: String, hasMemory: Bool) throws {
        #expect(try state(after: keys).hasMemory == hasMemory)
    }

    @Test(arguments: [
        ("", false), ("2nd", true), ("2nd 2nd", false), ("2nd 5 sin", true), ("2nd AC", true), ("1 / 0 = 2nd", true),
    ])
    func secondIsPublished(keys: String, isSecondActive: Bool) throws {
        #expect(try state(after: keys).isSecondActive == isSecondActive)
    }

    @Test(arguments: [
        ("", false), ("rad", true), ("rad deg", false), ("rad rad", true), ("rad AC", true), ("1 / 0 = rad", true),
    ])
    func angleUnitIsPublished(keys: String, isRadians: Bool) throws {
        #expect(try state(after: keys).isRadians == isRadians)
    }

    @Test func toggleAngleUnitSwitchesBetweenDegreesAndRadians() {
        let controller = CalculatorController()
        controller.press(.toggleAngleUnit)
        #expect(controller.state.isRadians)
        for key: Key in [.operation(.pi), .operation(.cos)] { controller.press(key) }
        #expect(controller.state.plainDisplay == "-1")
        controller.press(.toggleAngleUnit)
        #expect(!controller.state.isRadians)
        for key: Key in [.digit(6), .digit(0), .operation(.cos)] { controller.press(key) }
        #expect(controller.state.plainDisplay == "0.5")
    }

    @Test func modesDoNotChangeTheDisplayOrTheEntry() {
        let controller = CalculatorController()
        for key: Key in [.digit(1), .point, .digit(5), .digit(0)] { controller.press(key) }
        for key: Key in [.second, .toggleAngleUnit, .angleUnit(.degrees), .operation(.memoryClear)] {
            controller.press(key)
            #expect(controller.state.plainDisplay == "1.50")
            #expect(controller.userIsInTheMiddleOfTyping)
        }
    }

    @Test func randIsDeterministicWithAnInjectedGenerator() throws {
        // Three 64-bit words, little-endian, modulo 10^32 (with native 128-bit integers, not GMP):
        // the 32 decimals of the fraction.
        var generator = SplitMix64(seed: 2024)
        let modulus = UInt128(10_000_000_000_000_000) * UInt128(10_000_000_000_000_000)
        var expected: [String] = []
        for _ in 0..<3 {
            let words = (0..<3).map { _ in generator.next() }
            var remainder: UInt128 = 0
            for word in words.reversed() {
                let shifted = remainder.multipliedFullWidth(by: UInt128(1) << 64)
                let (low, carry) = shifted.low.addingReportingOverflow(UInt128(word))
                remainder = modulus.dividingFullWidth((shifted.high + (carry ? 1 : 0), low)).remainder
            }
            let digits = String(remainder)
            let fraction = Number("0." + String(repeating: "0", count: 32 - digits.count) + digits)!
            expected.append(NumberFormat.string(fraction, digits: 16, grouping: false))
        }
        let brain = CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 2024))
        let controller = CalculatorController(brain: brain)
        var shown: [String] = []
        for _ in 0..<3 {
            controller.press(.operation(.random))
            shown.append(controller.state.plainDisplay)
            let value = Number(controller.state.plainDisplay)!
            #expect(value >= 0 && value < 1)
        }
        #expect(shown == expected)
        let batch = try CalculatorController.run(
            keys: "rand", brain: CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 2024)),
            significantDigits: NumberFormat.compactDigits)
        #expect(batch.plainDisplay == expected[0])
    }

    @Test func initialStateHasNoModes() {
        #expect(!DisplayState.initial.isSecondActive && !DisplayState.initial.isRadians && !DisplayState.initial.hasMemory)
        #expect(CalculatorController().state == .initial)
    }
}

/// A result that only rounding for the display proves out of range (found by the fuzzer, issue 21).
@Suite struct RangeProvenByRoundingTests {
    /// mpmath at 2000 digits: ln(tanh 685) = −2.0777332421123536575e−595, its 9th power
    /// −7.2161922325122292411e−5353 (in range), its 27th −3.7577188351502189489e−16057 (below
    /// 10^−10000, out of range). The first ball of the 27th power cannot tell it from 0, so the value
    /// lives until the display rounds it: then the display says `Error` and the state is an error too,
    /// so no later key computes on with it, and nothing goes on the tape.
    @Test func aValueProvenOutOfRangeOnlyWhenRoundedIsAnError() throws {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for key in try KeySequence.keys("685 tanh ln x³ x³") { controller.press(key) }
        #expect(controller.state.plainDisplay == "-7.2161922325122292411156305689589e-5353" && !controller.state.isError)
        controller.press(.operation(.cube))
        #expect(controller.state.plainDisplay == "Error" && controller.state.errorReason == .outOfRange)
        controller.press(.operation(.multiply))   // nothing works after an error but a number or a clear
        #expect(controller.state.plainDisplay == "Error" && controller.state.errorReason == .outOfRange)
        controller.press(.digit(5))
        #expect(controller.state.plainDisplay == "5" && !controller.state.isError)
        for key in try KeySequence.keys("= 685 tanh ln x³ x³ x³ =") { controller.press(key) }
        #expect(controller.history.entries.allSatisfy { $0.result != "Error" })
    }
}

/// What the controller puts on the history tape, and what a recall of it enters.
@Suite struct CalculatorControllerTapeTests {
    /// The tape's lines after pressing `keys` (batch names) on a fresh controller.
    func tape(after keys: String) throws -> [String] {
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        for key in try KeySequence.keys(keys) { controller.press(key) }
        return controller.history.entries.map(\.line)
    }

    @Test(arguments: [
        ("7 + 9 =", ["7 + 9 = 16"]),
        ("16 sqrt", ["√(16) = 4"]),
        ("16 sqrt =", ["√(16) = 4"]),   // = after a complete result adds nothing
        ("5 + 3 = =", ["5 + 3 = 8", "5 + 3 + 3 = 11"]),
        ("2 + 3 sqrt =", ["2 + √(3) = 3.732050807568877293527446341505872366943"]),   // 40 digits, as Python decimal
        ("2 + 3 x", []),   // nothing completed yet
        ("5 =", []),   // a number alone is no calculation
        ("1 / 0 =", []),   // an error is not kept
    ])
    func completedCalculationsGoOnTheTape(keys: String, lines: [String]) throws {
        #expect(try tape(after: keys) == lines)
    }

    @Test func aRecalledResultIsItsExactValueWrittenAsShown() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 / 3 =") { controller.press(key) }
        let entry = try #require(controller.history.entries.last)
        controller.press(.allClear)
        controller.recall(entry)
        #expect(controller.state.display == "0.6666666666666667")
        for key in try KeySequence.keys("* 3 =") { controller.press(key) }
        // Written as it was shown, not with all 40 digits, and computed with the exact 2/3.
        #expect(controller.history.entries.last?.expression == "0.6666666666666667 × 3")
        #expect(controller.history.entries.last?.result == "2")
        #expect(controller.state.plainDisplay == "2")
    }
}

/// Nesting limits (issue 35): a key past one is refused whole, the display unchanged and no undo step.
extension CalculatorControllerTests {
    /// `count` copies of `keys`, in batch language.
    static func repeated(_ keys: String, _ count: Int) -> String { Array(repeating: keys, count: count).joined(separator: " ") }

    @Test(arguments: [
        // The 101st parenthesis, typed after a number (which it would multiply) or after an operator.
        (repeated("(", 100) + " 5", "(", NestingLimit.openParentheses),
        (repeated("( 1 +", 100) + " 2", "(", .openParentheses),
        // The 251st operator waiting: a chain of xʸ, which waits for its right side.
        (repeated("1 ^", 250) + " 1 2", "^", .pendingOperations),
        // A digit after `)` multiplies the group: refused when that × (which waits after the `+`) is one
        // too many.
        (repeated("1 ^", 249) + " ( 1 + ( 3 )", "4", .pendingOperations),
    ])
    func aKeyPastALimitIsRefusedAndChangesNothing(keys: String, refused: String, limit: NestingLimit) throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys(keys) { controller.press(key) }
        #expect(controller.refusal == nil)
        let before = controller.state
        let key = try #require(try KeySequence.keys(refused).first)
        #expect(controller.press(key).state == before)
        #expect(controller.refusal == limit)
        // Refused, so no undo step: undo takes back the key before it.
        controller.press(.undo)
        #expect(controller.refusal == nil)
        #expect(controller.state != before)
        controller.press(.redo)
        #expect(controller.state == before)
        // The next key that fits is done, and `=` still computes everything.
        controller.press(.operation(.equals))
        #expect(controller.refusal == nil && !controller.state.isError && controller.state.openParentheses == 0)
    }

    @Test func anEntryStaysAsTypedWhenAKeyIsRefused() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys(Self.repeated("(", 100) + " 1 . 5 0") { controller.press(key) }
        controller.press(.operation(.openParenthesis))
        #expect(controller.state.display == "1.50" && controller.state.openParentheses == 100)
        controller.press(.digit(7))
        #expect(controller.state.display == "1.507")
    }

    /// A pasted calculation that would pass a limit is refused whole, and says which.
    @Test func aPasteNestedPastALimitIsRefusedWhole() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 + " + Self.repeated("(", 50)) { controller.press(key) }
        let before = controller.state
        let nested = { (depth: Int) in String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) }
        // 50 open, the paste's own group and 60 more: 111.
        #expect(controller.paste(nested(60)) == nil)
        #expect(controller.refusal == .openParentheses)
        #expect(controller.state == before)
        #expect(controller.paste(String(repeating: "1^", count: 300) + "1") == nil)
        #expect(controller.refusal == .pendingOperations)
        #expect(controller.state == before)
        // 50, 1 and 49 fit.
        #expect(controller.paste(nested(49)) != nil)
        #expect(controller.refusal == nil)
        controller.press(.operation(.equals))
        #expect(controller.state.display == "3")
    }
}
