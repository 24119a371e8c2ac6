/// What a key types into a field of text (the sheet, the unit picker's search) when no command of the
/// field's key table takes it: its text, when that is printable characters and no control ones.
enum TypedText {
    /// Whether `text` is typed: not empty, no C0 control character, no DEL.
    static func isTyped(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }
}
