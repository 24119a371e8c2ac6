import ArgumentParser
import CalculatorController
import CalculatorModel

/// `--history --format`: how the tape is printed. A new format is a case here and its lines in `lines(_:)`.
public enum HistoryFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// One calculation a line, as the tape file holds it: `7 + 9 = 16` (what the window's copy-whole-tape copies).
    case text
    /// RFC 4180 CSV with a header row: expression, result in C form, time (empty: the tape records no time).
    /// A conversion's result has its unit, as its line writes it (`3 ft`, `91.44 cm`).
    case csv
    /// A `--keys` script, one line per tape line, that replays it (`calculator --keys-stdin`).
    case keys

    /// The lines printed for `entries`, oldest first, without their line ends (`lineEnd`).
    public func lines(_ entries: [HistoryEntry]) -> [String] {
        switch self {
        case .text: entries.map(\.line)
        case .csv:
            ["expression,result,time"]
                + entries.map { entry in
                    let result = entry.result + (entry.conversion.map { " " + $0.to } ?? "")
                    let isNumber = entry.conversion == nil && HistoryEntry.isPlainNumber(Substring(entry.result))
                    return Self.csvRecord([Self.inert(entry.expression), isNumber ? result : Self.inert(result), ""])
                }
        case .keys: TapeKeysExport.lines(entries)
        }
    }

    /// What ends each line: a line feed, and for CSV a carriage return and a line feed, as RFC 4180 says.
    public var lineEnd: String { self == .csv ? "\r\n" : "\n" }

    /// `field` as a spreadsheet takes it as text, never a formula: one beginning with `=`, `+`, `-`, `@`, a
    /// tab or a carriage return gets a `'` before it (OWASP's rule for CSV injection). A result that is a
    /// plain number is not passed through here, so `-5` stays a number.
    static func inert(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return field }
        return "'" + field
    }

    /// One CSV record: a field is quoted when it holds a comma, a quote, a line break or spaces at either
    /// end, and a quote in it is doubled (RFC 4180, section 2).
    static func csvRecord(_ fields: [String]) -> String {
        fields.map { field in
            let needsQuotes =
                field.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
                || field.first?.isWhitespace == true || field.last?.isWhitespace == true
            guard needsQuotes else { return field }
            return "\"" + field.replacing("\"", with: "\"\"") + "\""
        }.joined(separator: ",")
    }
}
