import CalculatorController
import CalculatorModel
import Layout
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// Issue 47: the font sizes every mode's scene asks for, at the sizes the legibility suite measures
/// (`Tests/EndToEnd/legibility.sh` measures the pixels drawn).
struct LegibilityTests {
    static let sizes: [(Double, Double)] = [(200, 330), (320, 560), (700, 400), (1400, 800), (600, 1200), (3840, 2160)]

    /// A session of `mode` in a window of `size` at `scale`, a digit typed.
    static func session(_ mode: Mode, _ size: (Double, Double), scale: Double = 1) -> CalculatorSession {
        let session = CalculatorSession(size: Size(width: Int(size.0 * scale), height: Int(size.1 * scale)), scale: scale)
        if mode != .calculator { _ = session.handle(CalculatorSessionTests.key(mode == .programmer ? "2" : "3", control: true)) }
        _ = session.handle(CalculatorSessionTests.key("8"))
        return session
    }

    /// Every key's floor is 13 px from the default window's keys up and never under 10 px, and every
    /// key is big enough that its title starts at its floor or more (0.42 of its side).
    @Test(arguments: [Mode.calculator, .programmer, .converter], sizes)
    func everyKeyTitleKeepsTheFloor(mode: Mode, size: (Double, Double)) throws {
        for scale in [1.0, 2.0] {
            let scene = Self.session(mode, size, scale: scale).scene
            let keys = scene.buttons.filter { $0.legibleTitleSize != nil }
            #expect(keys.count >= 19, "\(mode) \(size)")
            for key in keys {
                let floor = try #require(key.legibleTitleSize) / scale
                let least = size.0 >= 320 && size.1 >= 560 ? Legibility.keyTitle : Legibility.smallKeyTitle
                #expect(floor >= least - 1e-9 || size.1 < 560 && floor >= Legibility.smallKeyTitle, "\(key.title) \(size)")
                #expect(min(key.frame.width, key.frame.height) * 0.42 >= floor * scale - 0.5, "\(key.title) \(mode) \(size)")
            }
        }
    }

    /// In the programmer mode a word never shares the digits' size: the one-character titles are a
    /// group of their own, the words size themselves, and the long ones have shorter forms.
    @Test func theProgrammersDigitsDoNotTakeTheLongestWordsSize() throws {
        let scene = Self.session(.programmer, (320, 560)).scene
        let eight = try #require(scene.buttons.first { $0.control == .programmerKey(.digit(8)) })
        let sign = try #require(scene.buttons.first { $0.control == .programmerKey(.toggleSignedness) })
        let word = try #require(scene.buttons.first { $0.control == .wordSizeCycle })
        #expect(eight.titleGroup == .standardText && sign.titleGroup == nil && word.titleGroup == nil)
        #expect(sign.shorterTitles == ["SGN", "S"] && word.shorterTitles == ["64b"])
    }

    /// The base lines and bit numbers ask for at least 11 px, the number says its base, and each
    /// nibble's number is centred under its bit.
    @Test(arguments: [(320.0, 560.0), (1400, 800)])
    func theProgrammersLinesAreLegible(size: (Double, Double)) throws {
        let session = Self.session(.programmer, size)
        _ = session.handle(.click(.baseLine(.hexadecimal)))
        let scene = session.scene
        #expect(scene.number.text == "0x8")
        let lines = scene.buttons.filter { if case .baseLine = $0.control { true } else { false } }
        #expect(lines.count == 4)
        let numbers = scene.buttons.filter { if case .bitNumber = $0.control { true } else { false } }
        #expect(size.0 < 1400 || numbers.count == 16)
        for face in lines + numbers { #expect(try #require(face.titleSize) >= Legibility.line) }
        for number in numbers {
            guard case .bitNumber(let index) = number.control else { continue }
            let bit = try #require(scene.buttons.first { $0.control == .bit(index) })
            #expect(abs(number.frame.midX - bit.frame.midX) < 1e-6)
        }
    }

    /// The least window's programmer display leaves its base lines out rather than the number.
    @Test func theLeastProgrammerWindowKeepsTheNumber() {
        let scene = Self.session(.programmer, (200, 330)).scene
        #expect(!scene.buttons.contains { if case .baseLine = $0.control { true } else { false } })
        #expect(scene.layout.displayAreas.number.height >= 40)
    }

    /// The number's area grows with the window: at 1400 × 800 at least as tall as at 320 × 560 in
    /// every mode, and so in every shape the adaptive suite uses.
    @Test(arguments: [Mode.calculator, .programmer, .converter])
    func theNumberGrowsWithTheWindow(mode: Mode) {
        let normal = Self.session(mode, (320, 560)).scene.layout.displayAreas.number.height
        for size in [(1400.0, 800.0), (600, 1200), (900, 900), (3840, 2160)] {
            #expect(Self.session(mode, size).scene.layout.displayAreas.number.height >= normal, "\(mode) \(size)")
        }
    }

    /// The bit cursor contrasts 3:1 with set and clear bits in the bundled themes (WCAG's non-text contrast).
    @Test(arguments: [Theme(), Theme.light])
    func theBitCursorShowsOnSetAndClearBits(theme: Theme) {
        let cursor = theme.bitCursorColors.fill
        #expect(cursor.contrast(with: theme.colors(for: .operation, isPending: false).fill) >= 3)
        #expect(cursor.contrast(with: theme.colors(for: .digit, isPending: false).fill) >= 3)
        #expect(theme.bitCursorColors.text.contrast(with: cursor) >= Theme.minimumTextContrast)
    }

    /// A unit's symbol too long for its button has shorter forms, the whole symbol first.
    @Test func aLongUnitSymbolIsAbbreviated() {
        #expect(ConverterScene.abbreviations(of: "degfahrenheit") == ["degfahrenheit", "degfahre…", "degfah…", "degf…", "de…"])
        #expect(ConverterScene.abbreviations(of: "m") == ["m"])
    }
}
