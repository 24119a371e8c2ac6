import CalculatorController
import CalculatorModel
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// Conversions on the tape (issue 33, item 6): `=` in the converter puts `3 ft = 91.44 cm` on the tape
/// the modes share, with its field for the file; a recall in the calculator enters the "to" value exactly.
struct CalculatorSessionConversionTapeTests {
    typealias Converter = CalculatorSessionConverterTests

    /// A session in the converter with `units` (the fixture's database).
    static func converter(_ units: [String]) -> CalculatorSession {
        let session = Converter.session(units: units)
        _ = session.handle(Converter.key("3", keysym: 0x33, control: true))
        return session
    }

    /// The lines `answer` asks the store to append, in order.
    static func appended(_ answer: CalculatorSession.Answer) -> [HistoryEntry] {
        answer.effects.flatMap { effect -> [HistoryEntry] in
            if case .appendToHistory(let entries) = effect { entries } else { [] }
        }
    }

    @Test(arguments: [
        (["foot", "cm"], "3", "3 ft = 91.44 cm", "3 ft = 91.44\tconvert=1 ft cm"),
        (["mile", "km"], "1", "1 mi = 1.609344 km", "1 mi = 1.609344\tconvert=1 mi km"),
        (["pound", "kg"], "2.5", "2.5 lb = 1.133980925 kg", "2.5 lb = 1.133980925\tconvert=1 lb kg"),
    ])
    func equalsPutsTheConversionOnTheTape(units: [String], typed: String, line: String, stored: String) throws {
        let session = Self.converter(units)
        Converter.type(typed, into: session)
        let answer = Converter.type("\r", into: session)
        let entries = Self.appended(answer)
        #expect(entries.map(\.line) == [line])
        #expect(entries.map(\.storedLine) == [stored])
        #expect(session.controller.history.entries.map(\.line) == [line])
    }

    /// A calculation typed as the "from" value goes on the tape as the calculator's `=` puts it, then
    /// the conversion of its value; `=` again repeats the operation, as in the calculator, and converts anew.
    @Test func aCalculationIsItsOwnLineThenTheConversion() {
        let session = Self.converter(["inch", "cm"])
        Converter.type("3*12+4", into: session)
        let answer = Converter.type("\r", into: session)
        #expect(Self.appended(answer).map(\.line) == ["3 × 12 + 4 = 40", "40 in = 101.6 cm"])
        #expect(Self.appended(Converter.type("\r", into: session)).map(\.line) == ["3 × 12 + 4 + 4 = 44", "44 in = 111.76 cm"])
    }

    /// `=` again on a value typed alone changes nothing, and adds no line; the same value typed anew does.
    @Test func aSecondEqualsOnTheSameValueAddsNoLine() {
        let session = Self.converter(["foot", "cm"])
        Converter.type("3\r", into: session)
        #expect(Self.appended(Converter.type("\r", into: session)).isEmpty)
        #expect(session.controller.history.entries.map(\.line) == ["3 ft = 91.44 cm"])
        Converter.type("3\r", into: session)
        #expect(session.controller.history.entries.map(\.line) == ["3 ft = 91.44 cm", "3 ft = 91.44 cm"])
    }

    /// Recalled in the calculator (Ctrl+1, the history row), the line enters the "to" value, exactly:
    /// taking 91.44 from it leaves 0, not ≈0. The panel's row reads as the line.
    @Test func aRecallInTheCalculatorEntersTheToValue() throws {
        let session = Self.converter(["foot", "cm"])
        Converter.type("3\r", into: session)
        _ = session.handle(Converter.key("1", keysym: 0x31, control: true))
        #expect(session.mode == .calculator)
        let panel = try #require(session.handle(.click(.historyToggle)).scene)
        let row = try #require(panel.buttons.first { $0.control == .historyRow(0) })
        #expect(row.title.hasPrefix("3 ft = 91.44 cm"))
        _ = session.handle(.click(.historyRow(0)))
        #expect(session.controller.state.plainDisplay == "91.44")
        Converter.type("-91.44=", into: session)
        #expect(session.controller.state.plainDisplay == "0")
    }

    /// An error converts to nothing: no line; the next value typed after it converts again.
    @Test func anErrorPutsNoLine() {
        let session = Self.converter(["foot", "cm"])
        Converter.type("1/0", into: session)
        let answer = Converter.type("\r", into: session)
        #expect(session.controller.state.isError)
        #expect(Self.appended(answer).isEmpty && session.controller.history.entries.isEmpty)
        #expect(Self.appended(Converter.type("2\r", into: session)).map(\.line) == ["2 ft = 60.96 cm"])
    }

    /// A conversion line keeps no keys: the panel's edit says it cannot be edited.
    @Test func aConversionLineCannotBeEdited() {
        let session = Self.converter(["foot", "cm"])
        Converter.type("3\r", into: session)
        _ = session.handle(Converter.key("1", keysym: 0x31, control: true))
        _ = session.handle(.click(.historyToggle))
        _ = session.handle(Converter.key("", keysym: 0xFF52))
        _ = session.handle(Converter.key("4"))
        #expect(session.history.edit == nil)
        #expect(session.scene.expression.text == "This line cannot be edited")
    }
}
