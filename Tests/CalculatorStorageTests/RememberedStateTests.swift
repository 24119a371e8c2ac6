import CalculatorModel
import Testing
@testable import CalculatorStorage

@Suite struct RememberedStateTests {
    @Test func theTextReadsBackAsTheSameState() {
        let state = RememberedState(
            alwaysOnTop: true, angleUnit: .radians, memory: Number("-0.3333333333333333333333333333333333333333"))
        #expect(RememberedState(text: state.text) == state)
        #expect(RememberedState(text: RememberedState().text) == RememberedState())
    }

    @Test func badLinesAreSkippedAndTheRestIsRead() {
        let state = RememberedState(text: "garbage\nalways-on-top = maybe\nangle-unit=radians\nmemory = 12abc\nfuture = 1\n")
        #expect(state == RememberedState(alwaysOnTop: false, angleUnit: .radians, memory: nil))
        #expect(RememberedState(text: "memory = 1e-30").memory == Number("1e-30"))
    }
}
