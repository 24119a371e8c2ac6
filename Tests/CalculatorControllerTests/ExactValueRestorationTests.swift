import CalculatorModel
import Testing
import TestSupport
@testable import CalculatorController

/// `CalculatorController.restoreExactValues(of:)`: the tape read from the file (40 digits a line) takes
/// back each line's exact value from its keys, so a chain, a form and a recall are exact after a restart.
@Suite struct ExactValueRestorationTests {
    /// The lines `keys` make, as the file gives them back to the next session: without exact values.
    static func fromFile(_ lines: [String]) throws -> [HistoryEntry] {
        try TapeRecomputationTests.tape(lines).map { try #require(HistoryEntry(line: Substring($0.storedLine))) }
    }

    static func controller(with entries: [HistoryEntry]) -> CalculatorController {
        let controller = CalculatorController()
        controller.restoreHistory(entries)
        return controller
    }

    /// A third, √8 and the line that continued it (√8 ÷ 4 = √2/2, made from √8's exact value), and π/6
    /// in radians: each exact again, as sympy writes them (Rational(7, 3), sqrt(2)/2, pi/6).
    @Test func linesReadFromTheFileAreExactAgain() throws {
        let entries = try Self.fromFile(["7 / 3 =", "8 sqrt", "/ 4 =", "rad 0.5 asin"])
        #expect(entries.allSatisfy { $0.exactValue == nil })
        let controller = Self.controller(with: entries)
        #expect(controller.restoreExactValues(of: 0..<entries.count))
        let values = controller.history.entries.map(\.exactValue)
        #expect(values[0] == Real(7) / Real(3))
        #expect(values[2].flatMap { ExactForm($0) }?.plainText == "sqrt(2)/2")
        #expect(values[3].flatMap { ExactForm($0) }?.plainText == "pi/6")
        // Nothing more to do the second time.
        #expect(!controller.restoreExactValues(of: 0..<entries.count))
    }

    /// Only the lines asked for (the panel's rows in view) and those they began from are made again.
    @Test func onlyTheLinesAskedForAndTheirSources() throws {
        let entries = try Self.fromFile(["1 / 3 =", "* 3 =", "2 / 7 =", "5 / 9 ="])
        let controller = Self.controller(with: entries)
        #expect(controller.restoreExactValues(of: 1..<2))
        #expect(controller.history.entries.map { $0.exactValue != nil } == [true, true, false, false])
        #expect(controller.history.entries[1].exactValue == Real(1))
    }

    /// A line whose keys come to another result than the one written (a tape edited by hand) keeps the
    /// digits written; so do a line of the random key (kept without keys) and a line of an older tape.
    @Test func aLineWhoseKeysDoNotComeToItsResultKeepsItsDigits() throws {
        var entries = try Self.fromFile(["7 / 3 =", "rand * 1 ="])
        try #require(entries.count == 2 && entries[1].recipe != nil && entries[1].recipe?.keys == nil)
        entries[0] = try #require(
            HistoryEntry(line: Substring(entries[0].storedLine.replacing("2.3333", with: "2.3334"))))
        entries.append(HistoryEntry(expression: "1 ÷ 3", result: "0.3333333333333333333333333333333333333333"))
        let controller = Self.controller(with: entries)
        #expect(!controller.restoreExactValues(of: 0..<3))
        #expect(controller.history.entries.allSatisfy { $0.exactValue == nil })
    }

    /// A chain of 300 lines `× 1.2345678901234567890123456789 =`, whose exact values are fractions growing
    /// to 56,000 bits, as the file gives it back.
    static func hugeFractions() throws -> [HistoryEntry] {
        let factor = "1.2345678901234567890123456789"
        return try fromFile(["\(factor) * 1 ="] + Array(repeating: "* \(factor) =", count: 299))
    }

    /// Issue 44 R5: the exact arithmetic of a replay is charged to its work (GMP's, which the meter's
    /// model of Arb does not see), so a chain of huge fractions is made again over several calls, each
    /// going further, not in one call of seconds; it ends exact, every line taking its value.
    @Test func aChainOfHugeFractionsIsMadeAgainOverSeveralCalls() throws {
        let entries = try Self.hugeFractions()
        let controller = Self.controller(with: entries)
        let newest = entries.count - 1
        var calls = 0
        var exact = 0
        while controller.history.entries[newest].exactValue == nil, calls < 200 {
            #expect(controller.restoreExactValues(of: newest..<entries.count))
            let now = controller.history.entries.count { $0.exactValue != nil }
            #expect(now > exact)
            exact = now
            calls += 1
        }
        #expect(calls > 1)
        #expect(controller.history.entries.allSatisfy { $0.exactValue != nil && !$0.keepsItsDigits })
    }

    /// A recipe of more keys than the calculator writes for a line (`TapeRecording.maximumKeys`: one written
    /// by hand) is not pressed, however cheap its keys: the line keeps its digits. One of as many keys as
    /// a line keeps is made again.
    @Test(arguments: [(499, true), (500, false)])
    func aRecipeLongerThanALineKeepsIsNotPressed(additions: Int, isMadeAgain: Bool) throws {
        let keys = "1 " + String(repeating: "+ 1 ", count: additions) + "="
        #expect((try KeySequence.keys(keys).count <= TapeRecording.maximumKeys) == isMadeAgain)
        let line = HistoryEntry(expression: "1 + 1 + …", result: String(additions + 1), recipe: LineRecipe(id: 1, keys: keys))
        let controller = Self.controller(with: [line])
        #expect(controller.restoreExactValues(of: 0..<1) == isMadeAgain)
        #expect(controller.history.entries[0].keepsItsDigits == !isMadeAgain)
        #expect(TapeReplay.keys(String(repeating: "1 + ", count: 1_000_000)) == nil)
    }

    /// Positions past the tape are no error.
    @Test func aRangePastTheTapeIsClamped() throws {
        let controller = Self.controller(with: try Self.fromFile(["1 / 8 ="]))
        #expect(controller.restoreExactValues(of: 0..<50))
        #expect(!controller.restoreExactValues(of: 60..<70))
    }
}
