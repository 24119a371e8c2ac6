import AccessibleTree
import Testing
import WindowInterface
@testable import CalculatorPresentation

/// The accessible tree is updated in the scene's parts: a snapshot marks the parts its scene changed,
/// and only those are made again, the rest kept from the tree sent before.
struct AccessibleSnapshotTests {
    /// The snapshot an answer announces.
    static func snapshot(_ answer: CalculatorSession.Answer) -> AccessibleSnapshot? {
        for case .announce(let snapshot) in answer.effects { return snapshot }
        return nil
    }

    /// A digit changes the number only: only the display's part is marked, and updating parts whose
    /// buttons are stale keeps those buttons (they were not made again) while the display is new.
    @Test func aDigitMarksAndRebuildsOnlyTheNumber() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let first = try #require(Self.snapshot(session.handle(.click(.key(.digit(1))))))
        let previous = first.parts(updating: nil)
        let second = try #require(Self.snapshot(session.handle(.click(.key(.digit(2))))))
        #expect(second.changes == [.number])
        var stale = previous
        stale.buttons = []
        let updated = second.parts(updating: stale)
        #expect(updated.buttons.isEmpty)
        #expect(updated.display.text == "12")
        #expect(updated.expression == previous.expression && updated.status == previous.status)
    }

    /// An operator changes the buttons (its checked look) and the expression, not the number.
    @Test func anOperatorMarksTheButtonsAndTheExpression() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        _ = session.handle(.click(.key(.digit(7))))
        let snapshot = try #require(Self.snapshot(session.handle(.click(.key(.operation(.add))))))
        #expect(!snapshot.changes.contains(.number) && snapshot.changes.contains(.buttons))
    }

    /// The same notice given twice changes no pixel, but is a new node, so it is announced again.
    @Test func aRepeatedNoticeMarksTheExpression() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        _ = session.handle(.middleClick)
        _ = session.handle(.refusedPaste(.tooLong))
        _ = session.handle(.middleClick)
        let snapshot = try #require(Self.snapshot(session.handle(.refusedPaste(.tooLong))))
        #expect(snapshot.changes == [.expression])
    }

    /// Through keys, notices, the history panel, undo and a resize, the tree updated part by part is
    /// the tree made whole, every step.
    @Test func updatedPartsEqualTheWholeTree() {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        let events: [WindowEvent<Control>] = [
            .click(.key(.digit(3))), .click(.key(.operation(.add))), .click(.key(.digit(4))), .click(.key(.operation(.equals))),
            .middleClick, .refusedPaste(.tooLong), .middleClick, .refusedPaste(.tooLong), .click(.historyToggle),
            .scroll(steps: 1),
            .click(.historyRow(0)), .click(.key(.undo)), .click(.key(.second)), .click(.key(.operation(.openParenthesis))),
            .resize(Size(width: 900, height: 500)), .click(.key(.digit(5))), .click(.historyClear),
        ]
        var parts: AccessibleParts?
        for event in events {
            guard let snapshot = Self.snapshot(session.handle(event)) else { continue }
            let updated = snapshot.parts(updating: parts)
            #expect(updated == snapshot.parts(updating: nil), "after \(event)")
            #expect(updated.tree == snapshot.tree)
            parts = updated
        }
    }

    /// Snapshots replaced before they were sent hand their marks on.
    @Test func aReplacedSnapshotKeepsItsMarks() throws {
        let session = CalculatorSession(size: Size(width: 320, height: 560))
        _ = session.handle(.click(.key(.digit(7))))
        let operation = try #require(Self.snapshot(session.handle(.click(.key(.operation(.add))))))
        _ = session.handle(.click(.key(.digit(8))))
        let digit = try #require(Self.snapshot(session.handle(.click(.key(.digit(9))))))
        #expect(digit.changes == [.number])
        #expect(digit.replacing(operation).changes.isSuperset(of: operation.changes))
    }
}
