/// Pure rules for clipboard text, kept apart from the X11 plumbing so they can be tested.
public enum ClipboardText {
    /// Largest paste accepted, in bytes. Anything longer is ignored, not truncated.
    public static let pasteLimit = 4096

    /// What to do with the bytes of a selection property read with a length limit.
    ///
    /// - Parameters:
    ///   - bytes: the property data (format 8).
    ///   - isLatin1: the type was STRING (ISO 8859-1) rather than UTF8_STRING.
    ///   - bytesAfter: what XGetWindowProperty left unread; any is a refusal.
    /// - Returns: the text, or nil when it must be ignored (too long, empty, invalid UTF-8,
    ///   or containing NUL).
    public static func decodePaste(_ bytes: [UInt8], isLatin1: Bool, bytesAfter: Int = 0,
                                   limit: Int = pasteLimit) -> String? {
        guard bytesAfter == 0, bytes.count <= limit, !bytes.isEmpty, !bytes.contains(0) else { return nil }
        if isLatin1 {
            var text = ""
            text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return text
        }
        guard isValidUTF8(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Strict UTF-8 validation (no overlongs, no surrogates, nothing above U+10FFFF).
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// `text` as ISO 8859-1 for the STRING target; characters outside Latin-1 become "?".
    public static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
