/// Text made safe to print to a terminal: control characters (C0, DEL, C1) from a tape, an
/// argument or a path are shown escaped (`\e`, `\u{9b}`), so no byte of theirs can drive the terminal;
/// so are the invisible format controls (bidirectional overrides and marks such as U+202E and
/// U+200F, zero-width characters: Unicode's category Cf) and the line and paragraph separators, so
/// that nothing printed can reorder or hide what follows it.
public enum TerminalText {
    /// `text` escaped; with `keepingLineBreaks`, newlines stay (a message of several lines).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar) && !(keepingLineBreaks && scalar == "\n") }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard escapes(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\u{07}": result += "\\a"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return result
    }

    /// Whether `scalar` is escaped: C0, DEL, C1, a format control (Cf, the first of which is U+00AD)
    /// or a line or paragraph separator (U+2028, U+2029).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        guard scalar.value >= 0xAD else { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
