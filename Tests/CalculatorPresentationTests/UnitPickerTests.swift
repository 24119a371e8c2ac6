import Testing
import UnitDatabase

@testable import CalculatorPresentation

/// The unit picker filters as dmenu does and is moved through with the keys and the wheel.
struct UnitPickerTests {
    let catalogue = try! fixtureCatalogue().get()
    let metre = UnitChoice(expression: "m")

    /// Nothing typed: the category's curated units in the locale's order, the side's unit chosen.
    @Test func nothingTypedListsTheCuratedUnitsFirst() {
        let picker = UnitPicker(side: .from, catalogue: catalogue, current: UnitChoice(expression: "mile", symbol: "mi"))
        let names = picker.items.map(\.unit.expression)
        #expect(Array(names.prefix(6)) == ["m", "km", "cm", "mm", "micrometer", "nm"])
        #expect(names.contains("mil") && names.contains("yard"))
        #expect(!names.contains("kg") && !names.contains("minute"))   // nothing of another dimension yet
        #expect(picker.chosen?.unit.expression == "mile")
    }

    /// `mi` finds the mile first (its symbol), then the names it begins: the micrometre (curated), the
    /// database's `mil`, then the minute of another category; then the nautical mile (inside).
    @Test func typingFilters() {
        var picker = UnitPicker(side: .to, catalogue: catalogue, current: metre)
        picker.type("m", catalogue: catalogue, current: metre)
        picker.type("i", catalogue: catalogue, current: metre)
        let names = picker.items.map(\.unit.expression)
        #expect(picker.query == "mi")
        #expect(names == ["mile", "micrometer", "mil", "minute", "mile^2", "nauticalmile"])
        let minute = picker.items.first { $0.unit.expression == "minute" }
        #expect(minute?.otherCategory == .time)
        #expect(!names.contains("kg") && !names.contains("inch"))
        #expect(picker.selection == 0 && picker.fieldTitle == "To: mi▏")
        #expect(UnitPicker.title(of: picker.items[0]) == "mile (mi)")
        #expect(UnitPicker.title(of: minute!) == "minute (min) — time")
        picker.type(nil, catalogue: catalogue, current: metre)   // backspace
        #expect(picker.query == "m" && picker.items.count > names.count)
    }

    /// Up and Down stop at the ends; the chosen row stays among those shown; the wheel scrolls the list
    /// within its length and leaves the choice.
    @Test func movingAndScrolling() {
        var picker = UnitPicker(side: .from, catalogue: catalogue, current: metre)
        let count = picker.items.count
        var moved = picker.move(-1, capacity: 4)
        #expect(!moved)
        moved = picker.move(5, capacity: 4)
        #expect(moved && picker.selection == 5 && picker.scrolled == 2)
        moved = picker.move(-4, capacity: 4)
        #expect(moved && picker.selection == 1 && picker.scrolled == 1)
        moved = picker.move(count + 10, capacity: 4)
        #expect(moved && picker.selection == count - 1 && picker.scrolled == count - 4)
        moved = picker.scroll(-100, capacity: 4)
        #expect(moved && picker.scrolled == 0 && picker.selection == count - 1)
        moved = picker.scroll(-1, capacity: 4)
        #expect(!moved)
        moved = picker.scroll(100, capacity: 4)
        #expect(moved && picker.scrolled == count - 4)
    }

    /// The query stops at its longest: a key past it changes nothing (the session says why).
    @Test func theQueryIsCapped() {
        var picker = UnitPicker(side: .from, catalogue: catalogue, current: metre)
        var typed = 0
        for _ in 0..<UnitPicker.maximumQuery where picker.type("(", catalogue: catalogue, current: metre) { typed += 1 }
        let full = picker
        let refused = !picker.type("(", catalogue: catalogue, current: metre)
        #expect(typed == UnitPicker.maximumQuery && refused)
        #expect(picker == full && picker.query.count == UnitPicker.maximumQuery && picker.items.isEmpty)
    }

    /// A query nothing matches leaves no item to choose.
    @Test func nothingMatches() {
        var picker = UnitPicker(side: .from, catalogue: catalogue, current: metre)
        picker.type("qqq", catalogue: catalogue, current: metre)
        let moved = picker.move(1, capacity: 4)
        #expect(picker.items.isEmpty && picker.chosen == nil && !moved)
    }
}
