import Testing
@testable import CalculatorView
import WindowInterface

@Suite struct ClipboardTests {
    @Test func acceptsUTF8WithinTheLimit() {
        #expect(ClipboardText.decodePaste(Array("42\n".utf8), isLatin1: false) == "42\n")
        #expect(ClipboardText.decodePaste(Array("−3×4÷2".utf8), isLatin1: false) == "−3×4÷2")
        let exact = [UInt8](repeating: UInt8(ascii: "7"), count: ClipboardText.pasteLimit)
        #expect(ClipboardText.decodePaste(exact, isLatin1: false)?.utf8.count == ClipboardText.pasteLimit)
    }

    @Test func refusesTooLongTextInsteadOfTruncating() {
        let long = [UInt8](repeating: UInt8(ascii: "7"), count: ClipboardText.pasteLimit + 1)
        #expect(ClipboardText.decodePaste(long, isLatin1: false) == nil)
        #expect(ClipboardText.decodePaste(Array("12".utf8), isLatin1: false, bytesAfter: 1) == nil)
        #expect(ClipboardText.decodePaste(Array("12345".utf8), isLatin1: false, limit: 4) == nil)
    }

    @Test(
        arguments: [
            [0xff, 0x31], [0xc0, 0xaf], [0xe2, 0x88], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80],
            [0x31, 0x00, 0x32], [],
        ] as [[UInt8]])
    func refusesInvalidOrEmptyText(bytes: [UInt8]) {
        #expect(ClipboardText.decodePaste(bytes, isLatin1: false) == nil)
    }

    /// Issue 35, item 9: a refusal says why, so that the window reports it rather than dropping the paste.
    @Test(
        arguments: [
            ([UInt8](repeating: UInt8(ascii: "7"), count: ClipboardText.pasteLimit + 1), false, 0, PasteRefusal.tooLong),
            (Array("12".utf8), false, 1, .tooLong),
            ([0x31, 0x00, 0x32], false, 0, .containsNUL),
            ([0x31, 0x00, 0x32], true, 0, .containsNUL),
            ([0xff, 0xfe, 0x34], false, 0, .invalidUTF8),
            ([0xc0, 0xb5], false, 0, .invalidUTF8),   // an overlong "5"
        ] as [([UInt8], Bool, Int, PasteRefusal)])
    func aRefusalSaysWhy(bytes: [UInt8], isLatin1: Bool, bytesAfter: Int, refusal: PasteRefusal) {
        #expect(ClipboardText.readPaste(bytes, isLatin1: isLatin1, bytesAfter: bytesAfter) == .failure(refusal))
    }

    /// Empty text is text: the session refuses it as it refuses any text that is not a calculation.
    @Test func emptyTextIsRead() {
        #expect(ClipboardText.readPaste([], isLatin1: false) == .success(""))
        #expect(ClipboardText.readPaste(Array("1+2".utf8), isLatin1: false) == .success("1+2"))
    }

    @Test func decodesLatin1() {
        #expect(ClipboardText.decodePaste([0x63, 0x61, 0x66, 0xe9], isLatin1: true) == "café")
        #expect(ClipboardText.decodePaste([0xd7, 0x32], isLatin1: true) == "×2")
    }

    @Test(
        arguments: [
            ([0xe2, 0x8c], "truncated"), ([0xc1, 0x81], "overlong"), ([0xed, 0xa0, 0x80], "a surrogate"),
            ([0xf4, 0x90, 0x80, 0x80], "above U+10FFFF"),
        ] as [([UInt8], String)])
    func refusesInvalidUTF8(bytes: [UInt8], why: String) {
        #expect(ClipboardText.readPaste(bytes, isLatin1: false) == .failure(.invalidUTF8), "\(why)")
    }

    @Test func readsEveryPlaneOfUTF8() {
        #expect(ClipboardText.readPaste(Array("a±√⌫😀".utf8), isLatin1: false) == .success("a±√⌫😀"))
    }

    @Test func encodesLatin1ForTheStringTarget() {
        #expect(ClipboardText.latin1("café") == [0x63, 0x61, 0x66, 0xe9])
        #expect(ClipboardText.latin1("−3") == [UInt8(ascii: "?"), UInt8(ascii: "3")])
    }
}
