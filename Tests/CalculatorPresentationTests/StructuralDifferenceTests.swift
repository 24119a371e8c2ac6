import Testing
import TestSupport
import CalculatorPresentation
import WindowInterface
import Layout

/// The description a failing scene comparison prints: the fields that differ, each on a short line.
struct StructuralDifferenceTests {
    static let scene = CalculatorSession(size: Size(width: 320, height: 560)).scene

    @Test func equalScenesHaveNoDifference() {
        #expect(StructuralDifference.lines(Self.scene, Self.scene) == [])
    }

    @Test func aChangedFieldIsNamedWithBothValues() {
        var other = Self.scene
        other.number.text = "42"
        #expect(StructuralDifference.lines(Self.scene, other) == [".number.text: 0 ≠ 42"])
    }

    @Test func aChangedButtonIsNamedByItsPlace() {
        var other = Self.scene
        other.buttons[3].title = "X"
        let lines = StructuralDifference.lines(Self.scene, other)
        #expect(lines == [".buttons[3].title: \(Self.scene.buttons[3].title) ≠ X"])
    }

    @Test func aShorterListSaysItsCount() {
        var other = Self.scene
        other.buttons.removeLast()
        #expect(
            StructuralDifference.lines(Self.scene, other) == [
                ".buttons.count: \(Self.scene.buttons.count) ≠ \(other.buttons.count)"
            ])
    }

    /// An optional that appears, and another enum case, are written as values.
    @Test func anOptionalThatAppearsIsWritten() {
        var other = Self.scene
        other.panel.area = Rect(x: 1, y: 2, width: 3, height: 4)
        let lines = StructuralDifference.lines(Self.scene, other)
        #expect(lines.count == 1 && lines[0].hasPrefix(".panel.area: nil ≠ "))
    }

    /// However much differs, the description stays short.
    @Test func manyDifferencesAreCut() {
        var other = Self.scene
        for i in other.buttons.indices { other.buttons[i].title += "'" }
        let lines = StructuralDifference.lines(Self.scene, other, limit: 5)
        #expect(lines.count == 6)
        #expect(lines.last == "… and \(Self.scene.buttons.count - 5) more")
    }
}
