import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// Lines of standard input read in bounded memory (`-e -`): a line longer than a calculation may be
/// (a paste's limit) is skipped to its end unkept, however long, and only its length is told. The
/// bytes come from `read`, which fills a buffer and returns how many it wrote (0 at the end, below 0 on
/// an error, which ends the input too).
public struct BoundedLines {
    /// A line read: its text (invalid UTF-8 replaced, a final carriage return dropped), or the bytes of
    /// one too long to keep.
    public enum Line: Equatable, Sendable {
        case text(String)
        case tooLong(bytes: Int)
    }

    /// The longest line kept, in bytes: a paste's limit.
    public static let maximumBytes = CalculatorController.maximumExpressionBytes

    private let read: (UnsafeMutableRawBufferPointer) -> Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    /// Lines of the bytes `read` gives.
    public init(read: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
        self.read = read
    }

    /// Lines of standard input.
    public static func standardInput() -> BoundedLines {
        BoundedLines { buffer in Glibc.read(0, buffer.baseAddress, buffer.count) }
    }

    /// The next line, or nil at the end of the input. A last line without a line feed is a line.
    public mutating func next() -> Line? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == buffer.count {
                guard !isAtEnd, refill() else {
                    return length == 0 ? nil : finish(line, length: length)
                }
            }
            let rest = buffer[start...]
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let piece = rest[..<(newline ?? buffer.count)]
            length += piece.count
            if length <= Self.maximumBytes + 1 { line += piece }   // one byte over for the `\r` of `\r\n`
            start = newline.map { $0 + 1 } ?? buffer.count
            if newline != nil { return finish(line, length: length) }
        }
    }

    /// The line of `length` bytes whose first bytes are `line`.
    private func finish(_ line: [UInt8], length: Int) -> Line {
        var line = line
        var length = length
        if line.last == UInt8(ascii: "\r"), length == line.count {
            line.removeLast()
            length -= 1
        }
        guard length <= Self.maximumBytes else { return .tooLong(bytes: length) }
        return .text(String(decoding: line, as: UTF8.self))
    }

    /// Reads the next bytes; false at the end of the input.
    private mutating func refill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read($0) }
        guard count > 0 else {
            isAtEnd = true
            return false
        }
        buffer = Array(chunk[..<count])
        start = 0
        return true
    }
}
