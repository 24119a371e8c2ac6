import Foundation
import Testing
import TestSupport
@testable import CalculatorPresentation

/// The resources are read by the rows of `Resource` only: the settings take a row, never a name, and no
/// source reads a resource by a name of its own (`calculator.mode` was once parsed and never fetched).
struct ResourceValuesTests {
    @Test func noSourceReadsAResourceByAName() throws {
        let sources = try #require(FileManager.default.enumerator(atPath: repositoryRoot() + "/Sources"))
        let pattern = try NSRegularExpression(pattern: #"(?:resources\.\w+[(\[]|boolean\()\s*""#)
        var reads: [String] = []
        for case let path as String in sources where path.hasSuffix(".swift") {
            let source = try #require(repositoryFile("Sources/" + path))
            let range = NSRange(source.startIndex..., in: source)
            reads += pattern.matches(in: source, range: range).map { _ in path }
        }
        #expect(reads.isEmpty, "a resource read by a name the table does not give: \(reads)")
    }

    /// The values fetched by the table's names: each text and colour row, the font.
    @Test func theValuesAreFetchedByTheTablesNames() {
        let values = ResourceValues(
            text: { "text of \($0)" }, color: { $0 == "background" ? .color(.white) : .unset }, font: "Noto Sans", dpi: 120)
        #expect(values.values.count == Resource.textResources.count)
        #expect(values.values[.mode] == "text of mode" && values.values[.exactForm] == "text of exactForm")
        #expect(values.colors == [.background: .color(.white)] && values.font == "Noto Sans" && values.dpi == 120)
    }
}
