import Glibc
import SystemIO
import SystemPackage

/// A sheet's file (issue 49): plain UTF-8 text, one line a line of the sheet, at most
/// `maximumBytes`, replaced atomically (a temporary file, `fsync`, `rename`), so that a process killed
/// at any moment leaves the old text or the new, never a torn file. A file that exists but cannot be
/// read (a link, a FIFO, not text, too big) is said once, and never overwritten.
public final class SheetFile {
    public let path: String
    /// False once the file was found unreadable: it is then never overwritten.
    public private(set) var isWritable = true

    /// The most bytes of a sheet's file: `Sheet.SheetLimits.fileBytes`, to which the window's editing keeps a
    /// sheet (a test checks the two agree; storage does not depend on the sheet's target).
    public static let maximumBytes = 1 << 20

    public init(path: String) { self.path = path }

    /// Why a sheet's file was not read.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// No file at the path.
        case missing(String)
        /// Not read: a link, a FIFO, too big (the system's words, with the path), or not UTF-8 text.
        case unreadable(String)

        /// The sentence for standard error or a notice.
        public var description: String {
            switch self {
            case .missing(let path): "\(path): no such file"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The file's lines (a final line feed ends the last line; a carriage return before a line feed is
    /// dropped), or why not. After a refusal the file is left as it is by `write`.
    public func read() -> Result<[String], Problem> {
        switch readFile(path, limit: Self.maximumBytes) {
        case .missing: return .failure(.missing(path))
        case .refused(let problem):
            isWritable = false
            let tooBig = problem.hasSuffix(String(cString: strerror(EFBIG)))
            return .failure(.unreadable(tooBig ? "\(path): larger than \(Self.maximumBytes) bytes, not opened" : problem))
        case .bytes(let bytes):
            guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
                isWritable = false
                return .failure(.unreadable("\(path): not a text file; it is left as it is"))
            }
            return .success(Self.lines(of: text))
        }
    }

    /// The lines of the file at `path`, or of standard input for `-` (`calculator --sheet`).
    public static func lines(at path: String) -> Result<[String], Problem> {
        path == "-" ? readStandardInput() : SheetFile(path: path).read()
    }

    /// The lines of standard input (`--sheet -`), read as a file's are, at most `maximumBytes`.
    public static func readStandardInput() -> Result<[String], Problem> {
        let bytes: [UInt8]
        do {
            guard let read = try FileDescriptor.standardInput.readAll(limit: maximumBytes) else {
                return .failure(.unreadable("standard input: larger than \(maximumBytes) bytes, not read"))
            }
            bytes = read
        } catch {
            errno = (error as? Errno ?? .ioError).rawValue
            return .failure(.unreadable(describeErrno("standard input")))
        }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.unreadable("standard input: not text"))
        }
        return .success(lines(of: text))
    }

    /// `text` split into lines: `\n` ends a line, a `\r` before it is dropped, a last line without one is a line.
    public static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        // By scalars: `\r\n` is one character of a `String`.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.last == "\r" ? $0.dropLast() : $0)
        }
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Replaces the file by `lines`, each ended by a line feed, atomically; nil once written (or left alone
    /// after a refused read, which was said then), else why not.
    public func write(_ lines: [String]) -> String? {
        guard isWritable else { return nil }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        if let slash = path.lastIndex(of: "/"), slash > path.startIndex,
            let problem = StateDirectory(path: String(path[..<slash])).create()
        {
            return "sheet not saved: \(problem)"
        }
        switch replaceFile(path, with: bytes, syncingDirectory: true) {
        case .written: return nil
        case .later(let full): return "sheet not saved yet: \(full ?? path)"
        case .failed(let problem):
            isWritable = false
            return "sheet not saved: \(problem)"
        }
    }
}
