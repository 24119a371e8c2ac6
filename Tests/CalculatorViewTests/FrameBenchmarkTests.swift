import Testing
@testable import CalculatorView

/// The benchmark's figures: the median of the frames' times, written as `Scripts/bench` reads them.
struct FrameBenchmarkTests {
    @Test(arguments: [([], 0.0), ([3.0], 3.0), ([5.0, 1.0, 3.0], 3.0), ([4.0, 1.0, 2.0, 3.0], 2.5)] as [([Double], Double)])
    func medianIsTheMiddleFrame(values: [Double], median: Double) {
        #expect(FrameBenchmark.median(values) == median)
    }

    @Test(arguments: [(0.0, "0.000"), (1.5, "1.500"), (12.3456, "12.346"), (0.0004, "0.000"), (7.0405, "7.041")])
    func millisecondsHaveThreeDecimals(value: Double, text: String) {
        #expect(FrameBenchmark.format(value) == text)
    }
}
