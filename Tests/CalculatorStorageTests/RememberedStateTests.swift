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

    /// The converter's last pair reads back; a file from before the converter (no such lines) gives none,
    /// and half a pair, or a value with blanks around it, is no pair.
    @Test func theConverterPairReadsBack() {
        let state = RememberedState(angleUnit: .radians, converterUnits: ("mile", "km/hr"))
        let read = RememberedState(text: state.text)
        #expect(read.converterUnits?.from == "mile" && read.converterUnits?.to == "km/hr")
        #expect(read == state)
        #expect(state.text.contains("converter-from.1 = mile\nconverter-to.1 = km/hr\n"))
        #expect(RememberedState(text: "always-on-top = true\nangle-unit = degrees\n").converterUnits == nil)
        #expect(RememberedState(text: "converter-from.1 = mile\n").converterUnits == nil)
        #expect(RememberedState(converterUnits: (" mile", "km")).text.contains("converter") == false)
    }
}
