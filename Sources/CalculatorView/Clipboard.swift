import WindowInterface

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
    /// - Returns: the text (empty when the owner gave none), or why it is refused: too long, invalid
    ///   UTF-8, or containing NUL.
    public static func readPaste(
        _ bytes: [UInt8], isLatin1: Bool, bytesAfter: Int = 0,
        limit: Int = pasteLimit
    ) -> Result<String, PasteRefusal> {
        guard bytesAfter == 0, bytes.count <= limit else { return .failure(.tooLong) }
        guard !bytes.contains(0) else { return .failure(.containsNUL) }
        if isLatin1 {
            var text = ""
            text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return .success(text)
        }
        // Strict: no overlongs, no surrogates, nothing above U+10FFFF.
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.invalidUTF8) }
        return .success(text)
    }

    /// The text of `readPaste`, or nil when it is refused or empty.
    public static func decodePaste(
        _ bytes: [UInt8], isLatin1: Bool, bytesAfter: Int = 0,
        limit: Int = pasteLimit
    ) -> String? {
        guard let text = try? readPaste(bytes, isLatin1: isLatin1, bytesAfter: bytesAfter, limit: limit).get(),
            !text.isEmpty
        else { return nil }
        return text
    }

    /// `text` as ISO 8859-1 for the STRING target; characters outside Latin-1 become "?".
    public static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
