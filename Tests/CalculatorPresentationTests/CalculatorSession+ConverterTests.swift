import AccessibleTree
import CalculatorController
import CalculatorModel
import Testing
import UnitDatabase
import WindowInterface

@testable import CalculatorPresentation

/// Counts how many times the session asked for the unit database.
final class CatalogueLoads: @unchecked Sendable {
    var count = 0
}

/// The converter mode in the session: opened with Ctrl+3, its database read then (never at start), the
/// "to" value following every key, the picker typed into, swap, copy, the pair remembered.
struct CalculatorSessionConverterTests {
    static func key(_ text: String, keysym: UInt32? = nil, control: Bool = false) -> WindowEvent<Control> {
        CalculatorSessionTests.key(text, keysym: keysym, control: control)
    }

    /// A session whose database is the fixture's, counting its loads.
    static func session(
        units: [String]? = nil, loads: CatalogueLoads = CatalogueLoads(),
        catalogue: @escaping @Sendable () -> Result<UnitCatalogue, UnitError> = fixtureCatalogue
    ) -> CalculatorSession {
        CalculatorSession(size: Size(width: 320, height: 560), converterUnits: units.map { ($0[0], $0[1]) }) {
            loads.count += 1
            return catalogue()
        }
    }

    /// Types `text` key by key (`\r` is Return), answering the last answer.
    @discardableResult
    static func type(_ text: String, into session: CalculatorSession) -> CalculatorSession.Answer {
        var answer = CalculatorSession.Answer()
        for character in text {
            answer = character == "\r" ? session.handle(key("", keysym: 0xFF0D)) : session.handle(key(String(character)))
        }
        return answer
    }

    /// Picks `unit` for a side by typing its name in the picker (`f` or `t` opens it) and Return.
    static func pick(_ opener: String, _ unit: String, in session: CalculatorSession) -> CalculatorSession.Answer {
        type(opener + unit + "\r", into: session)
    }

    @Test func theDatabaseIsReadOnlyWhenTheConverterFirstOpens() {
        let loads = CatalogueLoads()
        let session = Self.session(loads: loads)
        _ = session.scene
        Self.type("12+3=", into: session)
        #expect(loads.count == 0 && session.catalogue == nil)
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        #expect(loads.count == 1 && session.mode == .converter)
        _ = session.handle(Self.key("1", keysym: 0x31, control: true))
        #expect(session.mode == .calculator)
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        #expect(loads.count == 1)
    }

    /// `3 × 12 + 4` inches: the "to" line follows every key, the "from" line shows the calculation.
    @Test func theToValueFollowsEveryKey() {
        let session = Self.session(units: ["inch", "cm"])
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        #expect(Self.type("3", into: session).scene?.number.text == "7.62 cm")
        Self.type("*12+", into: session)
        let four = Self.type("4", into: session).scene
        #expect(four?.number.text == "10.16 cm")
        #expect(four?.expression.text == "3 × 12 + 4 in")
        #expect(Self.type("=", into: session).scene?.number.text == "101.6 cm")
        #expect(session.scene.status.text == "length")
    }

    /// Ctrl+3, `1`, the mile picked by typing in the picker, then km: 1.609344 km, copied by Ctrl+C and
    /// said as a sentence; the pair is remembered.
    @Test func pickingByTyping() throws {
        let session = Self.session()
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        Self.type("1", into: session)
        let opened = session.handle(Self.key("f"))
        #expect(opened.scene?.buttons.contains { $0.control == .unitQuery } == true)
        #expect(opened.scene?.panel.area != nil)
        Self.type("mile", into: session)
        #expect(session.scene.buttons.first { $0.control == .unitRow(0) }?.title == "mile (mi)")
        let chosen = Self.type("\r", into: session)
        #expect(chosen.effects.contains { if case .remember(let s) = $0 { s.converterUnits == ["mile", "km"] } else { false } })
        let answer = Self.pick("t", "km", in: session)
        #expect(answer.scene?.number.text == "1.609344 km")
        #expect(answer.scene?.expression.text == "1 mi")
        #expect(session.handle(Self.key("c", keysym: 0x63, control: true)).effects.contains(.copy("1.609344")))
        let withUnit = session.handle(CalculatorSessionTests.key("", keysym: 0x43, control: true, shift: true))
        #expect(withUnit.effects.contains(.copy("1.609344 km")))
        #expect(session.accessibleSnapshot.tree.node(withID: "display")?.name == "1 mile is 1.609344 km")
    }

    /// The picker as a screen reader finds it: a list whose items are the rows, the chosen one selected;
    /// Escape closes it with the units unchanged.
    @Test func thePickerIsAList() throws {
        let session = Self.session(units: ["mile", "km"])
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        Self.type("tk", into: session)
        let list = try #require(session.accessibleSnapshot.tree.node(withID: "picker"))
        #expect(list.role == .list && !list.children.isEmpty)
        #expect(list.children.allSatisfy { $0.role == .listItem })
        #expect(list.children.first?.states.contains(.selected) == true)
        #expect(list.children.first?.name == "km")
        _ = session.handle(Self.key("", keysym: 0xFF1B))   // Escape
        #expect(session.converter?.picker == nil && session.converter?.to.expression == "km")
        #expect(session.accessibleSnapshot.tree.node(withID: "picker") == nil)
    }

    /// A click on a unit opens its picker, the wheel scrolls it, a click on a row chooses it.
    @Test func theMouseOpensScrollsAndChooses() {
        let session = Self.session(units: ["mile", "km"])
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        _ = session.handle(.click(.converterUnit(.to)))
        #expect(session.converter?.picker?.side == .to)
        // The wheel down twice (as the window sends it: negative steps, as the history panel takes them).
        #expect(session.handle(.scroll(steps: -2)).scene?.buttons.contains { $0.control == .unitRow(0) } == false)
        #expect(session.handle(.scroll(steps: 2)).scene?.buttons.contains { $0.control == .unitRow(0) } == true)
        let row = session.converter!.picker!.items.firstIndex { $0.unit.expression == "yard" }!
        _ = session.handle(.click(.unitRow(row)))
        #expect(session.converter?.to.expression == "yard" && session.converter?.picker == nil)
    }

    /// Swap exchanges the units and the values: 1 mile → 1.609344 km becomes 1.609344 km → 1 mile.
    @Test func swapExchangesUnitsAndValues() {
        let session = Self.session(units: ["mile", "km"])
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        Self.type("1", into: session)
        let swapped = session.handle(.click(.converterSwap)).scene
        #expect(swapped?.number.text == "1 mi")
        #expect(swapped?.expression.text == "1.609344 km")
        #expect(Self.type("s", into: session).scene?.number.text == "1.609344 km")
    }

    /// Keys the converter's keypad lacks do nothing there (`s` is swap, not sine; `p` is not π).
    @Test func onlyTheConvertersKeysWork() {
        let session = Self.session(units: ["mile", "km"])
        _ = session.handle(Self.key("3", keysym: 0x33, control: true))
        Self.type("2p", into: session)
        #expect(session.controller.state.display == "2")
    }

    /// Without the database, the converter says which package to install; the keys still type, and the
    /// calculator works as ever.
    @Test func aMissingDatabaseIsSaidInOneLine() {
        let session = Self.session { .failure(.missingDatabase("/usr/share/units/definitions.units")) }
        let answer = session.handle(Self.key("3", keysym: 0x33, control: true))
        #expect(answer.scene?.expression.text == "No unit database: install the package units")
        #expect(answer.scene?.number.text == "")
        #expect(session.handle(Self.key("f")).effects.isEmpty)   // no picker without units
        Self.type("7", into: session)
        _ = session.handle(Self.key("1", keysym: 0x31, control: true))
        #expect(Self.type("+1=", into: session).scene?.number.text == "8")
    }
}

/// The converter's "to" value with an exact form: the line under it, as the calculator's, with the unit.
struct ConverterExactLineTests {
    /// 1 ft is exactly 1/3 yard: the number is the decimal, the line under it `1/3 yd`, read in words.
    @Test func aThirdOfAYardShowsItsExactForm() throws {
        let session = CalculatorSessionConverterTests.session(units: ["ft", "yard"])
        _ = session.handle(CalculatorSessionConverterTests.key("3", keysym: 0x33, control: true))
        CalculatorSessionConverterTests.type("1", into: session)
        let symbol = try #require(session.converter?.to.symbol)
        #expect(session.scene.exactForm.text == "1/3 " + symbol)
        #expect(session.scene.number.text.hasPrefix("0.333"))
        let node = session.accessibleSnapshot.tree.node(withID: "exactForm")
        #expect(node?.text == "1/3 " + symbol)
        #expect(node?.name.hasSuffix(" yard") == true)
    }

    /// A terminating result (1 mile is 1.609344 km) has no exact line, and the open picker hides it.
    @Test func aTerminatingResultHasNoLine() {
        let session = CalculatorSessionConverterTests.session(units: ["mile", "km"])
        _ = session.handle(CalculatorSessionConverterTests.key("3", keysym: 0x33, control: true))
        CalculatorSessionConverterTests.type("1", into: session)
        #expect(session.scene.exactForm.text == "")
        #expect(session.accessibleSnapshot.tree.node(withID: "exactForm") == nil)
    }
}

/// The history panel and the converter: the converter has no panel, so a panel left open with a row
/// chosen must not take the converter's typing as an edit of that row.
struct CalculatorSessionConverterHistoryTests {
    @Test func openingTheConverterClosesTheHistoryPanel() {
        let session = CalculatorSessionConverterTests.session()
        CalculatorSessionConverterTests.type("7+8=", into: session)
        _ = session.handle(.click(.historyToggle))
        _ = session.handle(CalculatorSessionConverterTests.key("", keysym: 0xFF52))   // Up: the row is chosen
        #expect(session.history.isOpen && session.history.selection != nil)
        _ = session.handle(CalculatorSessionConverterTests.key("3", keysym: 0x33, control: true))
        #expect(session.mode == .converter && !session.history.isOpen)
        CalculatorSessionConverterTests.type("5", into: session)
        #expect(session.history.edit == nil)
        #expect(session.controller.state.plainDisplay == "5")   // the "from" value, typed
    }
}
