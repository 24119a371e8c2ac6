import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// The rules of precedence (the README's "Precedence and parentheses" table), parentheses and undo
/// (docs/USAGE.md's tables), each example in the rule it is given under. The expected values are
/// theirs, which are ordinary arithmetic (Python's `2 + 3 * 4`, `2 ** 3 ** 2`), and the independent
/// reference model in `Tests/Reference/` checks the same examples.
struct EvaluationTests {
    @Test(arguments: [
        ("2 + 3 * 4 =", "14"), ("2 * 3 + 4 =", "10"), ("2 * 3 ^ 2 =", "18"), ("10 - 2 ^ 3 / 4 =", "8"),
        ("8 / 4 / 2 =", "1"), ("10 - 3 - 2 =", "5"), ("2 ^ 3 ^ 2 =", "512"),
        ("2 + 3 *", "3"), ("2 + 3 * 4 +", "14"), ("2 * 3 +", "6"), ("2 * 3 *", "6"),
        ("5 + * 3 =", "15"), ("2 + 3 * + 1 =", "6"), ("2 + 3 * -", "5"),
        ("2 * ( 3 + 4 =", "14"), ("7 + =", "14"), ("2 + 3 * =", "11"),
        ("2 + 3 * 4 = =", "26"), ("2 * ( 3 + 4 ) = =", "98"), ("5 + 3 = =", "11"),
        ("50 + 10 % =", "55"), ("2 + 3 * 10 % =", "2.3"), ("2 * 50 + 10 % =", "110"),
        // At most 250 operators waiting (docs/USAGE.md): the 251st `^` is refused, and 2 goes on typing.
        (Array(repeating: "1 ^", count: 250).joined(separator: " ") + " 1 ^ 2", "12"),
    ])
    func precedence(keys: String, display: String) throws {
        #expect(try state(after: keys, evaluation: .precedence).plainDisplay == display)
    }

    /// Parentheses and undo, whose examples hold under both rules.
    @Test(arguments: [Evaluation.precedence, .immediate])
    func parenthesesAndUndoUnderBothRules(evaluation: Evaluation) throws {
        let examples = [
            ("2 * ( 3 + 4 ) =", "14"), ("( 2 + 3 ) * 4 =", "20"), ("2 * ( 3 + 4 )", "7"), ("2 ) + 3 =", "5"),
            ("( - 4 ) * 2 =", "-8"), ("( * 3 ) + 1 =", "1"), ("( 2 + ) =", "4"), ("5 + ( ) =", "5"),
            ("2 ( 3 + 4 ) =", "14"), ("( 1 + 1 ) ( 3 ) =", "6"), ("2 + 5 C ( 1 + 1 ) =", "4"), ("2 + 3 = ( 1 + 1 ) =", "2"),
            ("( 2 + 3 ) 4 =", "20"), ("( 1 + 1 ) . 5 =", "1"), ("( 2 + AC 3 =", "3"), ("( 2 + 5 C 4 ) =", "6"),
            ("1 2 3 + 4 AC undo =", "127"), ("1 2 3 undo =", "12"), ("2 + 3 = undo undo redo =", "5"),
            ("2 ) undo", "0"), ("undo 5 redo", "5"),
            // At most 100 groups open: the 101st `(` (which would multiply 2) is refused, and 3 goes on typing.
            (Array(repeating: "(", count: 100).joined(separator: " ") + " 2 ( 3 =", "23"),
        ]
        for (keys, display) in examples {
            #expect(try state(after: keys, evaluation: evaluation).plainDisplay == display, "\(keys)")
        }
    }

    @Test func immediateKeepsLeftToRight() throws {
        #expect(try state(after: "2 + 3 * 4 =", evaluation: .immediate).plainDisplay == "20")
        #expect(try state(after: "2 + 3 * 4 = =", evaluation: .immediate).plainDisplay == "80")
        #expect(try state(after: "2 ^ 3 ^ 2 =", evaluation: .immediate).plainDisplay == "64")
    }

    /// The status counts open parentheses; the expression line shows them as typed.
    @Test func openParenthesesAreCountedAndShown() throws {
        let open = try state(after: "2 * ( 3 + ( 4", evaluation: .precedence)
        #expect(open.openParentheses == 2)
        #expect(open.expression == "2 × (3 + (…")
        #expect(open.pendingOperation == nil)
        let closed = try state(after: "2 * ( 3 + ( 4 ) ) =", evaluation: .precedence)
        #expect(closed.openParentheses == 0)
        #expect(closed.expression == "2 × (3 + (4)) =")
        #expect(closed.display == "14")
    }

    /// The tape records the expression as typed, with its parentheses.
    @Test func theTapeKeepsTheParentheses() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("2 * ( 3 + 4 ) =") { controller.press(key) }
        #expect(controller.history.entries.map(\.line) == ["2 × (3 + 4) = 14"])
    }
}
