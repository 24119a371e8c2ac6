import CalculatorModel
import Testing

/// The programmer brain on its own: precedence, groups, `=` repetition, resizing what waits, and the
/// expression line (prefixed, as the tape will write it).
struct ProgrammerBrainTests {
    private func word(_ value: Int64) -> IntegerWord { IntegerWord(value) }

    @Test func precedenceAndGroups() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(1))
        brain.perform(.or)
        brain.setOperand(word(6))
        brain.perform(.and)
        brain.openParenthesis()
        brain.setOperand(word(3))
        brain.perform(.leftShift)
        brain.setOperand(word(1))
        #expect(brain.openParentheses == 1)
        brain.equals()
        // 1 | (6 & (3 << 1)) = 7
        #expect(brain.operand == word(7))
        #expect(brain.description(in: .decimal) == "1 OR 6 AND (3 Lsh 1) =")
        brain.equals()   // repeats the outermost step: 7 | (6 & 6)
        #expect(brain.operand == word(7))
    }

    @Test func resizingTruncatesWhatWaits() {
        var brain = ProgrammerBrain(size: .word, signedness: .unsigned)
        brain.setOperand(IntegerWord(bits: 0x1234, size: .word))
        brain.perform(.add)
        brain.resize(to: .byte)
        brain.setOperand(IntegerWord(bits: 1, size: .byte))
        brain.equals()
        #expect(brain.operand.bits == 0x35)
        #expect(brain.size == .byte)
    }

    @Test func prefixedExpressionForTheTape() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(255))
        brain.perform(.and)
        brain.setOperand(word(15))
        brain.equals()
        #expect(brain.description(in: .hexadecimal, prefixed: true) == "0xFF AND 0xF =")
        #expect(brain.description(in: .binary, prefixed: true) == "0b11111111 AND 0b1111 =")
    }

    @Test func errorStopsUntilCleared() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(1))
        brain.perform(.modulo)
        brain.setOperand(word(0))
        brain.equals()
        #expect(brain.isError && brain.errorReason == .divisionByZero)
        brain.perform(.add)
        #expect(brain.errorReason == .divisionByZero)
        brain.clear()
        #expect(!brain.isError && brain.operand == word(0))
    }

    /// Issue 44, item 4: a key past a `NestingLimit` is refused whole, the brain as it was.
    @Test func aKeyPastANestingLimitChangesNothing() {
        var brain = ProgrammerBrain()
        for _ in 0..<100 { #expect(brain.openParenthesis() == nil) }
        let before = brain
        #expect(brain.openParenthesis() == .openParentheses)
        #expect(brain == before && brain.openParentheses == 100)
        // 1 OR 1 XOR 1 AND ( … : three operators wait in each group; the 251st is refused.
        brain = ProgrammerBrain()
        var refused: NestingLimit?
        var waiting = 0
        groups: for _ in 0..<100 {
            for operation in [IntegerOperator.or, .xor, .and] {
                brain.setOperand(word(1))
                let before = brain
                if let limit = brain.perform(operation) {
                    refused = limit
                    #expect(brain == before)
                    break groups
                }
                waiting += 1
            }
            _ = brain.openParenthesis()
        }
        #expect(refused == .pendingOperations && waiting == 250)
    }

    /// A line of a thousand steps keeps its end, at most 200 characters after `…`, in any base; the
    /// value is every step's (1 + 1 + … = 1001).
    @Test func aLongLineLosesItsBeginning() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(1))
        for _ in 0..<1000 {
            brain.perform(.add)
            brain.setOperand(word(1))
        }
        brain.equals()
        #expect(brain.operand == word(1001))
        for base in ProgrammerBase.allCases {
            let line = brain.description(in: base, prefixed: true)
            #expect(line.hasPrefix("…") && line.count <= 200 && line.hasSuffix(" + " + word(1).prefixedDigits(in: base) + " ="))
        }
    }

    /// A group whose beginning the line lost begins at its `…`: the group's value and what follows it are kept.
    @Test func aGroupLongerThanTheLineStillCloses() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(3))
        brain.perform(.multiply)
        brain.openParenthesis()
        brain.setOperand(word(1))
        for _ in 0..<300 {
            brain.perform(.add)
            brain.setOperand(word(1))
        }
        let closed = brain.closeParenthesis()
        #expect(closed)
        brain.perform(.subtract)
        brain.setOperand(word(3))
        brain.equals()
        #expect(brain.operand == word(3 * 301 - 3))
        let line = brain.description(in: .decimal)
        #expect(line.hasPrefix("…") && line.hasSuffix("+ 1 + 1) − 3 =") && line.count <= 200, "\(line)")
    }

    /// Twenty thousand NOTs keep a short line and an even count of them leaves the value; `=` puts the
    /// calculation on the tape though the line lost every NOT it shows (`…` stands for them); a hundred
    /// parentheses around a number, as long a line with no operation, do not.
    @Test func manyFunctionsKeepAShortLine() {
        var brain = ProgrammerBrain()
        brain.setOperand(word(5))
        for _ in 0..<20_000 { brain.apply(.not) }
        #expect(brain.operand == word(5))
        let line = brain.description(in: .hexadecimal)
        #expect(line.hasPrefix("…") && line.hasSuffix(")") && line.count <= 200)
        let completed = brain.equals()
        #expect(completed)
        var groups = ProgrammerBrain()
        for _ in 0..<100 { _ = groups.openParenthesis() }
        groups.setOperand(word(5))
        let groupsCompleted = groups.equals()
        #expect(!groupsCompleted && groups.description(in: .decimal).hasPrefix("…"))
    }
}
