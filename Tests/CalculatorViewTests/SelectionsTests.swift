import Testing
@testable import CalculatorView

@Suite struct SelectionsTests {
    @Test func anIncrementalTransferJoinsItsChunks() {
        var transfer = IncrementalTransfer()
        transfer.append(Array("1,23".utf8), isLatin1: false, limit: 16)
        transfer.append(Array("4.5".utf8), isLatin1: false, limit: 16)
        #expect(transfer.text(limit: 16) == .success("1,234.5"))
    }

    /// Drained, and refused as too long (issue 35, item 9: the session says so).
    @Test func aTransferLongerThanTheLimitIsDrainedButGivesNothing() {
        var transfer = IncrementalTransfer()
        transfer.append(Array("12345678".utf8), isLatin1: false, limit: 10)
        transfer.append(Array("123".utf8), isLatin1: false, limit: 10)
        #expect(transfer.overflowed)
        #expect(transfer.bytes.isEmpty)   // nothing more is kept once it cannot be used
        transfer.append(Array("1".utf8), isLatin1: false, limit: 10)
        #expect(transfer.text(limit: 10) == .failure(.tooLong))
    }

    @Test func aLatin1TransferIsDecodedAsLatin1() {
        var transfer = IncrementalTransfer()
        transfer.append([0x31, 0xd7, 0x32], isLatin1: true, limit: 16)   // "1×2" in ISO 8859-1
        #expect(transfer.text(limit: 16) == .success("1×2"))
    }

    /// Each selection serves its own text: the sheet's selection as PRIMARY, a copy as CLIPBOARD.
    @Test func eachSelectionKeepsItsOwnText() {
        var state = SelectionState()
        state.owned[.clipboard] = .init(text: "42", time: 1)
        state.owned[.primary] = .init(text: "rent = 1200", time: 2)
        #expect(state.owned[.clipboard]?.text == "42" && state.owned[.primary]?.text == "rent = 1200")
        state.owned[.primary] = nil   // another client took PRIMARY
        #expect(state.owns(.clipboard) && !state.owns(.primary))
    }
}
