import Foundation
import Testing
import TestSupport
@testable import CalculatorPresentation

/// The window reads from the X resource database only the names `ResourceValues.names` lists: a setting the
/// session parses but the list lacks is never set (`calculator.mode` was parsed and never read).
struct ResourceValuesTests {
    @Test func everyResourceTheSessionReadsIsAskedFor() throws {
        let source = try #require(repositoryFile("Sources/CalculatorPresentation/Settings/CalculatorSession+Settings.swift"))
        let pattern = try NSRegularExpression(pattern: #"(?:values\[|boolean\()"([A-Za-z]+)""#)
        let range = NSRange(source.startIndex..., in: source)
        let read = Set(
            pattern.matches(in: source, range: range).compactMap { match in
                Range(match.range(at: 1), in: source).map { String(source[$0]) }
            })
        #expect(read.count >= 9)
        #expect(
            read.subtracting(ResourceValues.names).isEmpty,
            "read but never asked for: \(read.subtracting(ResourceValues.names).sorted())")
    }
}
