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
        #expect(brain.isError)
        brain.perform(.add)
        #expect(brain.isError)
        brain.clear()
        #expect(!brain.isError && brain.operand == word(0))
    }
}
