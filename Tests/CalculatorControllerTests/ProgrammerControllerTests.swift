import CalculatorController
import CalculatorModel
import Testing

/// The programmer mode's controller: the issue's examples, typing limits, the settings, undo, and
/// the batch key names.
struct ProgrammerControllerTests {
    private func display(_ keys: String) throws -> String { try ProgrammerController.run(keys: keys).plainDisplay }

    /// Issue 32's "Done when" examples and the README's batch table.
    @Test(arguments: [
        ("hex F F and 0 F =", "F"),
        ("dec byte signed 1 2 7 + 1 =", "-128"),
        ("dec byte unsigned 1 2 7 + 1 =", "128"),
        ("dec qword 1 lsh 6 3 =", "-9223372036854775808"),
        ("dec qword unsigned 1 lsh 6 3 =", "9223372036854775808"),
        ("dword hex 1 - 2 =", "FFFFFFFF"),
    ])
    func issueExamples(keys: String, expected: String) throws {
        #expect(try display(keys) == expected)
    }

    /// Digits the base lacks and digits past the word are ignored, and say why.
    @Test func typingIsLimitedToTheBaseAndTheWord() {
        let controller = ProgrammerController(size: .byte, signedness: .signed, base: .binary)
        #expect(controller.press(.digit(2)).ignored == .digitNotInBase)
        controller.press(.base(.decimal))
        for digit in [1, 2] { controller.press(.digit(digit)) }
        #expect(controller.press(.digit(8)).ignored == .entryFull)
        #expect(controller.state.plainDisplay == "12")
        controller.press(.digit(7))
        #expect(controller.state.plainDisplay == "127")
        #expect(controller.press(.toggleBit(8)).ignored == .noSuchBit)
    }

    @Test(arguments: [
        ("hex byte F F dec", "-1"),   // hex digits fill the bits
        ("byte unsigned 2 5 5", "255"),
        ("hex 1 2 3 4 byte", "34"),   // a smaller word keeps the low bits
        ("1 neg byte", "-1"),
        ("byte 1 neg unsigned", "255"),   // signedness rereads the bits
        ("byte 1 neg unsigned signed", "-1"),
        ("byte 1 neg sign", "255"),
        ("hex 1 2 3 back", "12"),
        ("bit0 bit4", "17"),
        ("7 / 0 =", "Error"),
        ("7 / 0 = +", "Error"),   // an operator after Error is ignored
        ("7 / 0 = 5", "5"),   // a digit starts anew
        ("7 mod 0 = hex", "Error"),   // a setting works on Error
        ("7 neg / 2 =", "-3"),   // ÷ truncates toward zero
        ("7 neg mod 2 =", "-1"),   // mod has the dividend's sign
        ("2 + 3 × 4 =", "14"),
        ("1 or 2 and 3 =", "3"),   // AND binds tighter than OR
        ("1 + 1 lsh 2 =", "8"),   // + binds tighter than a shift
        ("( 1 + 1 ) × 3 =", "6"),
        ("5 + 3 = =", "11"),
        ("7 + =", "14"),
        ("2 + 3 = 4 =", "7"),
        ("1 + × 2 =", "2"),   // a second operator replaces the first
        ("2 + 3 CE 4 =", "6"),
        ("5 + 3 undo undo", "5"),
        ("5 + 3 undo redo", "3"),
        ("hex F F hex undo dec", "15"),   // a setting already so is no undo step: undo takes the F back
    ])
    func keys(keys: String, expected: String) throws {
        #expect(try display(keys) == expected)
    }

    @Test func expressionLine() throws {
        #expect(try ProgrammerController.run(keys: "hex F F and 0 F =").expression == "FF AND F =")
        #expect(try ProgrammerController.run(keys: "1 + 2 ×").expression == "1 + 2 × …")
        #expect(try ProgrammerController.run(keys: "( 2 + 3 ) lsh 1 =").expression == "(2 + 3) Lsh 1 =")
        #expect(try ProgrammerController.run(keys: "5 not and 3 =").expression == "NOT(5) AND 3 =")
    }

    @Test func displayGroupsAndTheClearKey() {
        let controller = ProgrammerController(size: .word, signedness: .unsigned, base: .binary)
        for digit in [1, 0, 1, 0, 1] { controller.press(.digit(digit)) }
        #expect(controller.state.display == "1 0101")
        #expect(controller.state.clearKey == .clearEntry)
        #expect(controller.state.text(in: .hexadecimal) == "15")
        #expect(!controller.state.isEnabled(.digit(2)))
        controller.press(.equals)
        #expect(controller.state.clearKey == .allClear)
    }

    @Test func carryInAndOut() {
        let controller = ProgrammerController(size: .byte, signedness: .signed)
        #expect(controller.carryIn(Real(300)).carry == .wrapped)
        #expect(controller.state.plainDisplay == "44")
        #expect(controller.carryIn(Real(7) / Real(2)).carry == .fractionDropped)
        #expect(controller.state.plainDisplay == "3")
        controller.press(.function(.negate))
        #expect(controller.value.real == Real(-3))
        controller.press(.undo)
        #expect(controller.state.plainDisplay == "3")
    }

    @Test func keyNames() throws {
        #expect(try ProgrammerController.keys("A C") == [.digit(10), .digit(12)])
        #expect(try ProgrammerController.keys("AC CE FF") == [.allClear, .clearEntry, .digit(15), .digit(15)])
        #expect(
            try ProgrammerController.keys("rol >> bit7") == [
                .operation(.rotateLeft), .operation(.arithmeticRightShift), .toggleBit(7),
            ])
        #expect(throws: KeySequence.UnknownKey.self) { try ProgrammerController.keys("ff") }
        for key in ProgrammerKey.all where key != .clear {
            #expect(try ProgrammerController.keys(key.names[0]) == [key], "\(key)")
        }
    }
}
