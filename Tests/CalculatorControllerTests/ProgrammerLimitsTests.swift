import CalculatorModel
import Testing

@testable import CalculatorController

/// The programmer mode under the calculator's limits (issue 44, R6 and item 4): parentheses and
/// operators waiting are capped as `NestingLimit` caps the calculator's, a key past a limit is refused
/// whole and says why, the undo snapshots share what waits, and a long or deep calculation keeps a
/// bounded expression line.
struct ProgrammerLimitsTests {
    /// The 101st `(` is refused and changes nothing; `)` and `=` still close the hundred.
    @Test func theHundredAndFirstParenthesisIsRefused() {
        let controller = ProgrammerController()
        for _ in 0..<100 { #expect(controller.press(.openParenthesis).ignored == nil) }
        let before = controller.state
        let refused = controller.press(.openParenthesis)
        #expect(refused.ignored == .limit(.openParentheses) && !refused.stateChanged && controller.state == before)
        controller.press(.digit(7))
        controller.press(.equals)
        #expect(controller.state.plainDisplay == "7" && controller.state.openParentheses == 0)
    }

    /// 251 operators waiting (each in a group of its own) pass the limit: the operator is refused.
    @Test func theTwoHundredAndFirstOperatorWaitingIsRefused() {
        let controller = ProgrammerController()
        var refusals: [ProgrammerOutcome.Ignored] = []
        for _ in 0..<100 {
            for key in [ProgrammerKey.digit(1), .operation(.or), .digit(1), .operation(.xor), .digit(1), .operation(.and)] {
                if let ignored = controller.press(key).ignored { refusals.append(ignored) }
            }
            controller.press(.openParenthesis)
        }
        #expect(refusals.first == .limit(.pendingOperations))
        #expect(!refusals.isEmpty && refusals.allSatisfy { $0 == .limit(.pendingOperations) })
    }

    /// R6: 20,000 NOTs are an even number of them (1 again), and 10,000 `(` open 100; the line stays short.
    @Test func twentyThousandNotsAndTenThousandParentheses() throws {
        let nots = try ProgrammerController.run(keys: "1 " + Array(repeating: "not", count: 20_000).joined(separator: " ") + " =")
        #expect(nots.plainDisplay == "1")
        #expect(nots.expression.count <= 200 && nots.expression.hasPrefix("…"))
        let groups = try ProgrammerController.run(keys: Array(repeating: "(", count: 10_000).joined(separator: " "))
        #expect(groups.openParentheses == 100 && groups.expression.count <= 200)
    }

    /// A thousand undo steps of a deep calculation share what waits: the same hundred nodes for the
    /// parentheses, one more a step; and undo walks them all back.
    @Test func undoSnapshotsShareWhatWaits() {
        let controller = ProgrammerController()
        for _ in 0..<100 { controller.press(.openParenthesis) }
        for _ in 0..<500 {
            controller.press(.digit(1))
            controller.press(.operation(.add))
        }
        let nodes = controller.undoSnapshotNodes
        #expect(nodes.snapshots >= 1000)
        #expect(nodes.references >= 100 * 1000)
        #expect(nodes.distinct <= 100 + 500)
        while controller.state.openParentheses > 0 { controller.press(.undo) }
        #expect(controller.state.openParentheses == 0 && controller.state.expression == "")
    }
}
