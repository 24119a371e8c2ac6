import AccessibleTree
import CalculatorController
import CalculatorModel
import Testing
import WindowInterface

@testable import CalculatorPresentation

/// Switching modes in a session: the chords and the mode button, the value carried each way with
/// its note, the one memory, and the programmer keypad's keys, digits and bits through the session.
struct ModeSwitchingTests {
    /// A key typed as text (`7`, `a`), or a keysym with Control (Ctrl+2).
    static func key(_ text: String, keysym: UInt32? = nil, control: Bool = false) -> WindowEvent<Control> {
        .key(
            KeyStroke(
                keysym: Keysym(rawValue: keysym ?? text.unicodeScalars.first.map(\.value) ?? 0), text: control ? "" : text,
                control: control, shift: false))
    }

    static func typing(_ session: CalculatorSession, _ text: String) {
        for character in text { _ = session.handle(key(String(character))) }
    }

    static let compact = Size(width: 320, height: 560)
    static let wide = Size(width: 900, height: 500)

    @Test func ctrlTwoShowsTheProgrammerModeAndCtrlOneTheCalculator() throws {
        let session = CalculatorSession(size: Self.compact)
        let answer = session.handle(Self.key("2", control: true))
        #expect(session.mode == .programmer)
        let scene = try #require(answer.scene)
        #expect(scene.buttons.contains { $0.control == .programmerKey(.operation(.and)) })
        #expect(!scene.buttons.contains { $0.control == .key(.operation(.percent)) })
        #expect(answer.effects.contains { if case .remember(let settings) = $0 { settings.mode == .programmer } else { false } })
        _ = session.handle(Self.key("1", control: true))
        #expect(session.mode == .calculator)
        #expect(session.scene.buttons.contains { $0.control == .key(.operation(.percent)) })
    }

    @Test func theModeButtonTurnsToTheNextMode() {
        let session = CalculatorSession(size: Self.compact)
        #expect(session.scene.buttons.contains { $0.control == .modeSwitch && $0.title == "0x" })
        _ = session.handle(.click(.modeSwitch))
        #expect(session.mode == .programmer)
        #expect(session.scene.buttons.contains { $0.control == .modeSwitch && $0.title == "ft" })
        _ = session.handle(.click(.modeSwitch))
        #expect(session.mode == .converter)
        #expect(session.scene.buttons.contains { $0.control == .modeSwitch && $0.title == "Σ" })
        _ = session.handle(.click(.modeSwitch))
        #expect(session.mode == .sheet)
        #expect(session.scene.buttons.contains { $0.control == .modeSwitch && $0.title == "123" })
        _ = session.handle(.click(.modeSwitch))
        #expect(session.mode == .calculator)
    }

    @Test(
        arguments: [
            ("255", "255", nil),
            ("2.75", "2", "Fraction dropped"),
            ("-5", "-5", nil),
        ] as [(String, String, String?)])
    func theValueIsCarriedIntoTheProgrammerMode(typed: String, shown: String, note: String?) {
        let session = CalculatorSession(size: Self.compact)
        Self.typing(session, typed.filter { $0 != "-" })
        if typed.hasPrefix("-") { _ = session.handle(Self.key("n")) }
        let scene = session.handle(Self.key("2", control: true)).scene
        #expect(scene?.number.text == shown)
        #expect(scene?.expression.text == (note ?? ""))
    }

    @Test func aValuePastTheWordWrapsWithANote() {
        let session = CalculatorSession(size: Self.compact)
        // 2⁷⁰ + 5 in a signed QWORD keeps its low bits: 5.
        Self.typing(session, "2^70+5=")
        let scene = session.handle(Self.key("2", control: true)).scene
        #expect(scene?.number.text == "5")
        #expect(scene?.expression.text == "Wrapped to 64 bits")
    }

    @Test func theProgrammerValueComesBackExactAndAnUntouchedOneLeavesTheCalculatorsAlone() {
        let session = CalculatorSession(size: Self.compact)
        Self.typing(session, "2.5")
        _ = session.handle(Self.key("2", control: true))
        _ = session.handle(Self.key("1", control: true))
        #expect(session.controller.state.display == "2.5")   // nothing done in the programmer mode
        _ = session.handle(Self.key("2", control: true))
        _ = session.handle(.click(.baseLine(.hexadecimal)))
        Self.typing(session, "ff&0f=")
        #expect(session.scene.number.text == "0xF")   // the number says its base (issue 47)
        _ = session.handle(Self.key("1", control: true))
        #expect(session.controller.state.display == "15")
    }

    @Test func digitsTheBaseLacksLookDisabledAndAreIgnored() throws {
        let session = CalculatorSession(size: Self.compact)
        _ = session.handle(Self.key("2", control: true))
        _ = session.handle(.click(.baseLine(.octal)))
        let nine = try #require(session.scene.buttons.first { $0.control == .programmerKey(.digit(9)) })
        let seven = try #require(session.scene.buttons.first { $0.control == .programmerKey(.digit(7)) })
        #expect(nine.textColor != seven.textColor && nine.pressedFill == nine.fill)
        Self.typing(session, "798")
        #expect(session.scene.number.text == "0o7")
        _ = session.handle(.click(.programmerKey(.digit(9))))
        #expect(session.scene.number.text == "0o7")
        let tree = session.accessibleSnapshot.tree
        let node = try #require(tree.children.first { $0.id == "button_programmer.9" })
        #expect(!node.states.contains(.enabled))
    }

    @Test func aClickOnABitFlipsItAndTheScreenReaderReadsItAsAToggle() throws {
        let session = CalculatorSession(size: Self.wide)
        _ = session.handle(Self.key("2", control: true))
        #expect(session.programmer?.layout.sizeClass == .wide)
        _ = session.handle(.click(.bit(5)))
        #expect(session.scene.number.text == "32")
        let bit = try #require(session.accessibleSnapshot.tree.children.first { $0.id == "button_bit_5" })
        #expect(bit.role == .toggleButton && bit.name == "bit 5, on" && bit.states.contains(.checked))
        _ = session.handle(.click(.bit(5)))
        #expect(session.scene.number.text == "0")
    }

    @Test func theKeyboardMovesAlongTheBitFieldAndSpaceFlipsABit() {
        let session = CalculatorSession(size: Self.wide)
        _ = session.handle(Self.key("2", control: true))
        _ = session.handle(Self.key("", keysym: Keysym.left.rawValue))
        _ = session.handle(Self.key("", keysym: Keysym.up.rawValue))
        _ = session.handle(Self.key(" "))
        #expect(session.scene.number.text == "131,072")   // bit 17
        _ = session.handle(Self.key("", keysym: Keysym.right.rawValue))
        _ = session.handle(Self.key(" "))
        #expect(session.scene.number.text == "196,608")   // and bit 16
    }

    @Test func oneMemoryServesBothModes() {
        let session = CalculatorSession(size: Self.compact)
        Self.typing(session, "40")
        _ = session.handle(Self.key("p", control: true))   // m+ in the calculator
        _ = session.handle(Self.key("2", control: true))
        _ = session.handle(Self.key("c"))
        Self.typing(session, "2")
        _ = session.handle(Self.key("p", control: true))   // m+ in the programmer mode
        #expect(session.scene.status.text.contains("M"))
        _ = session.handle(Self.key("r", control: true))
        #expect(session.scene.number.text == "42")
        _ = session.handle(Self.key("1", control: true))
        _ = session.handle(Self.key("r", control: true))
        #expect(session.controller.state.display == "42")
    }

    @Test(arguments: [CalculatorSessionSizes.compact, CalculatorSessionSizes.wide])
    func theLayoutHasEveryProgrammerButtonInsideTheWindow(size: Size) throws {
        var layout = ProgrammerLayout()
        layout.resize(width: Double(size.width), height: Double(size.height))
        let frames = layout.frames
        #expect(frames.buttons.count == ProgrammerPad.buttons.count)
        let needed: [ProgrammerKey] =
            (0...15).map(ProgrammerKey.digit) + IntegerOperator.allCases.map(ProgrammerKey.operation)
            + [
                .function(.not), .function(.negate), .openParenthesis, .closeParenthesis, .equals, .clear, .backspace,
                .toggleSignedness,
            ]
        for key in needed { #expect(frames.buttons.contains { $0.button.control == .programmerKey(key) }, "\(key)") }
        #expect(frames.buttons.contains { $0.button.control == .wordSizeCycle })
        for (_, frame) in frames.buttons {
            #expect(frame.x >= 0 && frame.y >= frames.display.maxY && frame.maxX <= Double(size.width) + 0.01)
            #expect(frame.maxY <= Double(size.height) + 0.01 && frame.width > 30)
            #expect(abs(frame.height - frame.width) < 0.5 || frame.width > frame.height)   // round, or the wide 0
        }
        // No two buttons overlap.
        let rects = frames.buttons.map(\.frame)
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] {
                #expect(a.maxX <= b.x + 0.01 || b.maxX <= a.x + 0.01 || a.maxY <= b.y + 0.01 || b.maxY <= a.y + 0.01)
            }
        }
        if size == CalculatorSessionSizes.wide {
            let field = try #require(frames.bitField)
            let bits = ProgrammerScene.bitFrames(frames).bits
            #expect(bits.count == 64 && bits.allSatisfy { field.contains($0.frame) })
        } else {
            #expect(frames.bitField == nil && ProgrammerScene.bitFrames(frames).bits.isEmpty)
        }
    }
}

/// The two window sizes the programmer mode is looked at in.
enum CalculatorSessionSizes {
    static let compact = Size(width: 320, height: 560)
    static let wide = Size(width: 900, height: 500)
}

/// The programmer layout after a resize from another size class is the one solved at that size.
struct ProgrammerResizeTests {
    @Test func aSessionResizedToWideLaysTheProgrammerModeOutAsAtThatSize() throws {
        let session = CalculatorSession(size: CalculatorSessionSizes.compact)
        _ = session.handle(ModeSwitchingTests.key("2", control: true))
        _ = session.handle(.resize(CalculatorSessionSizes.wide))
        var fresh = ProgrammerLayout()
        fresh.resize(width: 900, height: 500)
        let pane = try #require(session.programmer)
        #expect(pane.layout.frames == fresh.frames)
    }
}
