import CalculatorController
import WindowInterface

/// How the user picks a mode: Ctrl+1, Ctrl+2… (the mode's place in `Mode.allCases`), or the round mode
/// button at the display's top right, which turns to the next mode. A new mode is a case of `Mode`
/// and a line in each switch below.
extension Mode {
    /// The chord that switches to this mode: Control and its number (Ctrl+1 the calculator, Ctrl+2
    /// the programmer mode, Ctrl+3 the converter, Ctrl+4 the sheet), free chords in every mode.
    public var chord: KeyChord {
        let number = (Self.allCases.firstIndex(of: self) ?? 0) + 1
        return .control(Unicode.Scalar(UInt8(ascii: "0") + UInt8(number)))
    }

    /// The mode the mode button turns to: the next in `allCases`, the first after the last.
    public var next: Mode {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// The mode's name as a screen reader and `--help` say it, in the user's language.
    public var spokenName: String {
        switch self {
        case .calculator: localized("calculator")
        case .programmer: localized("programmer mode")
        case .converter: localized("unit converter")
        case .sheet: localized("sheet")
        }
    }

    /// The mode's name as a heading and the mode button's tooltip write it ("Programmer"), in the user's language.
    public var title: String {
        switch self {
        case .calculator: localized("Calculator")
        case .programmer: localized("Programmer")
        case .converter: localized("Units")
        case .sheet: localized("Sheet")
        }
    }

    /// What the mode button shows while this mode is the next one: a short mark of the mode, which
    /// every bundled font has (`123` the calculator, `0x` the programmer mode, `ft` the converter, `Σ` the sheet).
    public var buttonTitle: String {
        switch self {
        case .calculator: "123"
        case .programmer: "0x"
        case .converter: "ft"
        case .sheet: "Σ"
        }
    }

    /// The name the remembered state and `calculator.mode` spell the mode with.
    public var storedName: String {
        switch self {
        case .calculator: "calculator"
        case .programmer: "programmer"
        case .converter: "converter"
        case .sheet: "sheet"
        }
    }

    /// The mode `storedName` spells, or nil.
    public init?(storedName: String) {
        guard let mode = Self.allCases.first(where: { $0.storedName == storedName.lowercased() }) else { return nil }
        self = mode
    }
}
