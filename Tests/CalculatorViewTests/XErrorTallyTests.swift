import Testing
@testable import CalculatorView

/// Issue 35, item 10: a flood of X protocol errors gives one line a kind, and the counts once at exit.
@Suite struct XErrorTallyTests {
    static let badWindowChangeProperty = XErrorTally.Kind(errorCode: 3, requestCode: 18)
    static let badWindowSendEvent = XErrorTally.Kind(errorCode: 3, requestCode: 25)
    static let badValueChangeProperty = XErrorTally.Kind(errorCode: 2, requestCode: 18)

    /// 100,000 errors of three kinds: three lines at once, three at exit, and every error counted.
    @Test func aFloodGivesALineAKind() {
        var tally = XErrorTally()
        var reported: [String] = []
        var described = 0
        let kinds = [Self.badWindowChangeProperty, Self.badWindowSendEvent, Self.badValueChangeProperty]
        for i in 0..<100_000 {
            let kind = kinds[i % 7 == 0 ? 2 : i % 2]
            if let line = tally.record(
                kind,
                describe: {
                    described += 1; return "error \(kind.errorCode) (request \(kind.requestCode))"
                })
            {
                reported.append(line)
            }
        }
        #expect(reported.count == 3)
        #expect(described == 3)   // the text is looked up for the first of a kind only
        #expect(reported[0] == "calculator: X error: error 2 (request 18) (more of this kind are counted, not shown)")
        #expect(tally.counts.values.reduce(0, +) == 100_000)
        #expect(tally.summary.count == 3)
        #expect(
            tally.summary.contains { $0.hasPrefix("calculator: X error: error 2 (request 18)") && $0.hasSuffix(": 14286 in all") }
        )
    }

    /// A kind seen once was said in full already: the summary names only the kinds that repeated.
    @Test func aSingleErrorIsNotSaidAgainAtExit() {
        var tally = XErrorTally()
        #expect(tally.record(Self.badWindowSendEvent) { "BadWindow" } != nil)
        #expect(tally.summary.isEmpty)
        #expect(tally.record(Self.badWindowSendEvent) { "BadWindow" } == nil)
        #expect(tally.summary == ["calculator: X error: BadWindow: 2 in all"])
    }

    /// The same error from another request is another kind, and so is another error from the same request.
    @Test func aKindIsTheErrorAndTheRequest() {
        var tally = XErrorTally()
        #expect(tally.record(Self.badWindowChangeProperty) { "a" } != nil)
        #expect(tally.record(Self.badWindowSendEvent) { "b" } != nil)
        #expect(tally.record(Self.badValueChangeProperty) { "c" } != nil)
        #expect(tally.record(Self.badWindowChangeProperty) { "a" } == nil)
    }
}
