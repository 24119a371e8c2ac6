/// One line of a sheet read for its structure (issue 49): blank, a heading, text, or a calculation with
/// its label and the name it defines. The calculation itself is read by the calculator's one expression
/// reader (`SheetCalculating`), never here.
public struct SheetLine: Equatable, Sendable {
    /// What the line is.
    public enum Kind: Equatable, Sendable {
        /// Nothing but spaces: ends a block of `sum`.
        case blank
        /// `# Groceries`: a heading, which ends a block of `sum` too.
        case heading
        /// A comment alone (`// note`): text with no result.
        case comment
        /// A calculation (which may still turn out to be prose: `SheetDocument`).
        case calculation
        /// Longer than `SheetLimits.lineBytes`: refused unread, with this many bytes.
        case tooLong(bytes: Int)
    }

    /// The line as written.
    public let text: String
    public let kind: Kind
    /// `Label:` before the calculation, without its colon.
    public private(set) var label: String?
    /// The name `name = …` defines.
    public private(set) var name: String?
    /// The calculation's text: after the label and the `=`, before a `//` comment.
    public private(set) var expression: String

    /// Reads `text`'s structure: a `//` comment is cut first; `#` first makes a heading; `Label:` (text
    /// without `=` before the first colon) labels what follows; `name = …` (a name of letters, digits and
    /// `_`, not starting with a digit) defines a name.
    public init(_ text: String) {
        self.text = text
        label = nil
        name = nil
        expression = ""
        let bytes = text.utf8.count
        guard bytes <= SheetLimits.lineBytes else {
            kind = .tooLong(bytes: bytes)
            return
        }
        var body = Substring(text)
        if let comment = body.firstRange(of: "//") { body = body[..<comment.lowerBound] }
        body = body.trimmed
        guard !body.isEmpty else {
            kind = text.allSatisfy(\.isWhitespace) ? .blank : .comment
            return
        }
        guard body.first != "#" else {
            kind = .heading
            return
        }
        kind = .calculation
        if let colon = body.firstIndex(of: ":"), !body[..<colon].contains("="), !body[..<colon].trimmed.isEmpty {
            label = String(body[..<colon].trimmed)
            body = body[body.index(after: colon)...].trimmed
        }
        if let equals = body.firstIndex(of: "="), Self.isName(body[..<equals].trimmed) {
            name = String(body[..<equals].trimmed)
            body = body[body.index(after: equals)...].trimmed
        }
        expression = String(body)
    }

    /// Whether `word` has the form of a name: letters, digits and `_`, not starting with a digit.
    public static func isName(_ word: Substring) -> Bool {
        guard let first = word.first, !first.isNumber else { return false }
        return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Whether the line ends a block that `sum` adds up (a blank line or a heading).
    public var endsBlock: Bool { kind == .blank || kind == .heading }
}

extension Substring {
    /// Without spaces at either end.
    var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
