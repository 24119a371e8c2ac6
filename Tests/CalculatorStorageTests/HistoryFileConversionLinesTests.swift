import CalculatorModel
import Testing
import TestSupport

@testable import CalculatorStorage

/// The converter's lines in the history file: appended with their field, read back with their units
/// beside a tape written before the field existed.
struct HistoryFileConversionLinesTests {
    @Test func conversionLinesRoundTrip() throws {
        let directory = HistoryFileTests.temporaryDirectory()
        #expect(directory.create() == nil)
        let file = HistoryFile(directory: directory)
        #expect(replaceFile(file.path, with: Array("7 + 9 = 16\n".utf8)) == .written)
        let mile = try #require(
            HistoryEntry(converting: "1", UnitConversion(from: "mi", to: "km"), to: Real(Number("1.609344")!)))
        #expect(file.append([mile]).outcome == .written)
        let bytes = try #require(readFile(file.path, limit: 1 << 20).bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "7 + 9 = 16\n1 mi = 1.609344\tconvert=1 mi km\n")
        let again = HistoryFile(directory: directory).read()
        #expect(again.problems.isEmpty && again.unreadableLines == 0)
        #expect(again.entries.map(\.line) == ["7 + 9 = 16", "1 mi = 1.609344 km"])
        #expect(again.entries.last?.conversion == UnitConversion(from: "mi", to: "km"))
        #expect(again.entries.last?.value == Real(Number("1.609344")!))
    }
}
