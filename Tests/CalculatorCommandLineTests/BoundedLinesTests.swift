import Testing

@testable import CalculatorCommandLine

/// `-e -`'s reader: lines split on line feeds, in bounded memory however long a line is.
struct BoundedLinesTests {
    /// The lines of `bytes`, given `chunk` bytes a read.
    private func lines(_ bytes: [UInt8], chunk: Int = 65_536) -> [BoundedLines.Line] {
        var offset = 0
        var reader = BoundedLines { buffer in
            let count = min(chunk, buffer.count, bytes.count - offset)
            buffer.copyBytes(from: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
        var result: [BoundedLines.Line] = []
        while let line = reader.next() { result.append(line) }
        return result
    }

    @Test(arguments: [1, 3, 65_536])
    func splitsOnLineFeedsWhateverTheReadsSize(chunk: Int) {
        #expect(lines(Array("1+1\n2*3\r\n\nlast".utf8), chunk: chunk) == [.text("1+1"), .text("2*3"), .text(""), .text("last")])
        #expect(lines(Array("a\n".utf8), chunk: chunk) == [.text("a")])
        #expect(lines([], chunk: chunk) == [])
    }

    /// A 1 MB line is told by its length, never kept; the line after it is read as ever.
    @Test func aLineLongerThanAPasteIsToldByItsLength() {
        let long = [UInt8](repeating: UInt8(ascii: "1"), count: 1_000_000)
        #expect(lines(long + Array("\n2+2\n".utf8)) == [.tooLong(bytes: 1_000_000), .text("2+2")])
        let limit = [UInt8](repeating: UInt8(ascii: "1"), count: BoundedLines.maximumBytes)
        #expect(lines(limit + [UInt8(ascii: "\r"), UInt8(ascii: "\n")]) == [.text(String(repeating: "1", count: 4096))])
        #expect(lines(limit + Array("1\n".utf8)) == [.tooLong(bytes: 4097)])
    }

    /// Invalid UTF-8 is replaced, so the calculation is refused at that character rather than misread.
    @Test func invalidUTF8IsReplaced() {
        #expect(lines([0x31, 0xFF, 0x0A]) == [.text("1\u{FFFD}")])
    }
}
