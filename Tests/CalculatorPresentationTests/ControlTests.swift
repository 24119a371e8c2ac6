import CalculatorController
import Testing
@testable import CalculatorPresentation

@Suite struct ControlTests {
    /// The names layout items, `--print-layout` and the accessible objects have always had, now
    /// spelled by `Control.name` alone.
    @Test func namesAreTheStableOnes() {
        #expect(Control.key(.digit(7)).name == "7")
        #expect(Control.key(.operation(.squareRoot)).name == "squareRoot")
        #expect(Control.key(.clear).name == "clear" && Control.key(.allClear).name == "clear")
        #expect(Control.key(.toggleAngleUnit).name == "angle" && Control.key(.point).name == "point")
        #expect(Control.historyToggle.name == "history")
        #expect(Control.historyClear.name == "history.clear")
        #expect(Control.historyRow(3).name == "history_3")
        #expect(Control.historyHeading.name == "history.title")
        #expect(Control.historyEmpty.name == "history.empty")
        #expect(Control.historyScrollBar.name == "history.scrollbar")
    }

    /// Every key a button shows in turn has the button's one name; no two buttons share a name.
    @Test func everyButtonHasItsOwnName() {
        let names = Keypad.all.map { $0.control.name }
        #expect(Set(names).count == names.count)
        #expect(Control.key(.clearEntry).name == Control.key(.clear).name)
        #expect(Control.key(.angleUnit(.radians)).name == Control.key(.toggleAngleUnit).name)
        #expect(Control.historyRow(0).name != Control.historyRow(10).name)
    }
}
