import CalculatorController
import CalculatorModel
import Testing
import TestSupport
import WindowInterface

@testable import CalculatorPresentation

/// The notices' words (issue 43): why the display reads `Error` and why the programmer mode refused a
/// paste are said in the window as batch mode says them on standard error (the same English words,
/// capitalised), and in the user's language.
struct NoticeTests {
    static let refusals: [ProgrammerPaste.Refusal] = [
        .empty, .tooLong(maximumBytes: 4096), .notANumber, .expression, .digitNotInBase("2", .binary), .tooWide(.byte),
        .negativeUnsigned,
    ]

    /// `s` with its first letter in upper case, as a notice begins.
    static func capitalised(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    @Test(arguments: ErrorReason.allCases)
    func anErrorIsSaidInBatchModesWords(reason: ErrorReason) {
        #expect(Notice.error(reason).text == Self.capitalised(reason.description))
    }

    @Test(arguments: refusals)
    func aProgrammerPasteRefusalIsSaidInPastesWords(refusal: ProgrammerPaste.Refusal) {
        #expect(Notice.programmerPaste(refusal).text == Self.capitalised(refusal.description))
    }

    /// Each is translated: German words, none left English (the catalogues are the repository's).
    @Test func theWordsAreGermanInGerman() throws {
        let notices = ErrorReason.allCases.map(Notice.error) + Self.refusals.map(Notice.programmerPaste)
        let german = try #require(inLanguage("de_DE.UTF-8") { notices.map(\.text) })
        for (notice, words) in zip(notices, german) {
            #expect(words != notice.text && !words.isEmpty, "\(notice)")
        }
        #expect(german.first == "Division durch null")
    }
}

/// Why the display reads `Error`, in the window (issue 43): in the expression line's place while the
/// error shows, whole (it shrinks rather than lose its start), at the default and a wide size (whose
/// expression line shares the round buttons' wide row); under `Error` at the smallest, where that row
/// leaves it too little room; and to a screen reader: the display's description and an announced
/// notice, where the scene shows it.
struct SessionErrorReasonTests {
    static func session(_ size: Size, typing keys: String) -> CalculatorSession {
        let session = CalculatorSession(size: size)
        for key in keys { _ = session.handle(CalculatorSessionTests.key(String(key))) }
        return session
    }

    @Test(arguments: [CalculatorSession.defaultSize, Size(width: 900, height: 500)])
    func theExpressionLineSaysWhy(size: Size) throws {
        let session = Self.session(size, typing: "5/0=")
        let scene = session.scene
        #expect(scene.number.text == "Error")
        #expect(scene.expression.text == "Division by zero" && scene.expression.shrinksWhole)
        #expect(scene.exactForm.text == "")
        let notice = try #require(session.accessibleSnapshot.tree.children.first { $0.role == .notification })
        #expect(notice.extents == KeypadAccessibility.extents(scene.layout.displayAreas.expression))
    }

    /// The smallest window's expression line is the round buttons' row, too short for a reason to be
    /// read: the line under `Error`, as wide as the display and legible, says it, and the expression stays.
    @Test func theSmallestWindowSaysWhyUnderError() throws {
        let session = Self.session(CalculatorSession.minimumSize, typing: "5/0=")
        let scene = session.scene
        #expect(!scene.layout.displayAreas.isExpressionFullWidth)
        #expect(scene.layout.displayAreas.exactForm.height >= 15 && scene.layout.displayAreas.exactForm.width >= 170)
        #expect(scene.exactForm.text == "Division by zero" && scene.expression.text == "5 ÷ 0 =")
        let notice = try #require(session.accessibleSnapshot.tree.children.first { $0.role == .notification })
        #expect(notice.name == "Division by zero")
        #expect(notice.extents == KeypadAccessibility.extents(scene.layout.displayAreas.exactForm))
    }

    @Test func aScreenReaderIsToldWhy() throws {
        let session = Self.session(CalculatorSession.defaultSize, typing: "1")
        var answer = session.handle(CalculatorSessionTests.key("n"))   // ±
        answer = session.handle(CalculatorSessionTests.key("r"))   // √
        let notice = try #require(CalculatorSessionTests.announcedNotice(answer))
        #expect(notice.name == "Root of a negative number")
        let display = try #require(session.accessibleSnapshot.tree.node(withID: "display"))
        #expect(display.name == "Error" && display.description == "Root of a negative number")
    }

    /// A key that does nothing after the error keeps the reason; a digit ends both; a notice given meanwhile
    /// shows in its place until the next key.
    @Test func theReasonLastsAsLongAsTheError() {
        let session = Self.session(CalculatorSession.defaultSize, typing: "5/0=+")
        #expect(session.scene.expression.text == "Division by zero")
        _ = session.handle(CalculatorSessionTests.key("v", control: true))
        #expect(session.handle(.paste("hello")).scene?.expression.text == CalculatorSession.refusedPasteNotice)
        _ = session.handle(CalculatorSessionTests.key("*"))
        #expect(session.scene.expression.text == "Division by zero")
        _ = session.handle(CalculatorSessionTests.key("7"))
        #expect(session.scene.expression.text == "" && session.scene.number.text == "7")
        #expect(session.accessibleSnapshot.tree.node(withID: "display")?.description == "")
    }
}
