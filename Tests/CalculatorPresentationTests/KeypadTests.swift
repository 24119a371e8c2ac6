import Testing
import TestSupport
import CalculatorController
import CalculatorModel
@testable import CalculatorPresentation

/// The keypad as a user meets it: every button does what its title says, and every key of the
/// keyboard lights the button it stands for. (Expected values: mpmath at 50 digits, rounded to 16.)
struct KeypadTests {
    /// Button name (`Control.name`), keys typed before (batch names), keys after, what the compact display then shows.
    @Test(arguments: [
        ("1", "", "", "1"), ("2", "", "", "2"), ("3", "", "", "3"), ("4", "", "", "4"), ("5", "", "", "5"),
        ("6", "", "", "6"), ("7", "", "", "7"), ("8", "", "", "8"), ("9", "", "", "9"), ("0", "1", "", "10"),
        ("point", "1", "5", "1.5"), ("add", "6", "2 =", "8"), ("subtract", "6", "2 =", "4"),
        ("multiply", "6", "2 =", "12"), ("divide", "6", "2 =", "3"), ("equals", "6 + 2", "", "8"),
        ("negate", "5", "", "-5"), ("percent", "50", "", "0.5"), ("clear", "5", "", "0"),
        ("square", "7", "", "49"), ("cube", "3", "", "27"), ("power", "2", "10 =", "1024"),
        ("exp", "1", "", "2.718281828459045"), ("exp10", "3", "", "1000"), ("reciprocal", "4", "", "0.25"),
        ("squareRoot", "16", "", "4"), ("cubeRoot", "27", "", "3"), ("root", "8", "3 =", "2"),
        ("ln", "10", "", "2.302585092994046"), ("log10", "1000", "", "3"), ("factorial", "5", "", "120"),
        ("sin", "30", "", "0.5"), ("cos", "60", "", "0.5"), ("tan", "45", "", "1"),
        ("e", "", "", "2.718281828459045"), ("scaled", "2", "3 =", "2000"),
        ("sinh", "1", "", "1.175201193643801"), ("cosh", "1", "", "1.543080634815244"),
        ("tanh", "1", "", "0.7615941559557649"), ("pi", "", "", "3.141592653589793"),
        ("openParenthesis", "2 *", "3 + 4 ) =", "14"), ("closeParenthesis", "( 2 + 3", "", "5"),
        ("undo", "1 2 3", "", "12"), ("redo", "1 2 3 undo", "", "123"), ("memoryAdd", "5", "AC mr", "5"),
        ("memorySubtract", "5", "AC mr", "-5"),
        ("memoryRecall", "5 m+ AC", "", "5"), ("memoryClear", "5 m+", "AC mr", "0"),
        ("second", "0.5", "sin", "30"), ("angle", "1", "sin", "0.8414709848078965"),
    ])
    func everyButtonDoesWhatItSays(name: String, before: String, after: String, display: String) throws {
        let button = try #require(Keypad.all.first { $0.control.name == name })
        let controller = CalculatorController()
        for key in try KeySequence.keys(before) { controller.press(key) }
        controller.press(try #require(button.key))
        for key in try KeySequence.keys(after) { controller.press(key) }
        #expect(controller.state.plainDisplay == display)
    }

    @Test func everyButtonIsTestedAndControlsAndNamesAreUnique() {
        let controls = Keypad.all.map(\.control)
        #expect(Set(controls).count == controls.count)
        #expect(Set(controls.map(\.name)).count == controls.count)
        #expect(controls.count == 19 + 30 + 2)
    }

    /// `Rand` draws a fresh number in [0, 1) each time.
    @Test func randomButtonDrawsAFraction() throws {
        let button = try #require(Keypad.all.first { $0.key == .operation(.random) }?.key)
        let controller = CalculatorController(brain: CalculatorBrain(randomNumberGenerator: SplitMix64(seed: 3)))
        let first = try #require(controller.press(button).state.value.rounded(toSignificantDigits: 40))
        let second = try #require(controller.press(button).state.value.rounded(toSignificantDigits: 40))
        #expect(first >= .zero && first < 1 && second >= .zero && second < 1 && first != second)
    }

    /// The titles a user reads, as on the iPhone (the scientific panel as in landscape).
    @Test func titles() {
        let titles = Keypad.all.map { $0.title(in: .initial) }
        #expect(
            titles == [
                "AC", "±", "%", "÷", "7", "8", "9", "×", "4", "5", "6", "−", "1", "2", "3", "+", "0", ".", "=",
                "(", ")", "mc", "m+", "m−", "mr",
                "2nd", "x²", "x³", "xʸ", "eˣ", "10ˣ", "1/x", "√x", "∛x", "ʸ√x", "ln", "log₁₀",
                "x!", "sin", "cos", "tan", "e", "EE", "Rad", "sinh", "cosh", "tanh", "π", "Rand",
                "↩", "↪",
            ])
    }

    @Test func secondShowsTheInverseTitles() throws {
        let state = try state(after: "2nd")
        let changed = Keypad.all.filter { $0.title(in: state) != $0.title(in: .initial) }.map { $0.title(in: state) }
        #expect(changed == ["sin⁻¹", "cos⁻¹", "tan⁻¹", "sinh⁻¹", "cosh⁻¹", "tanh⁻¹"])
    }

    @Test(arguments: [("", "AC", "Rad"), ("5", "C", "Rad"), ("5 C", "AC", "Rad"), ("rad", "AC", "Deg"), ("rad 3", "C", "Deg")])
    func clearAndAngleTitlesFollowTheState(keys: String, clear: String, angle: String) throws {
        let state = try state(after: keys)
        #expect(Keypad.all.first { $0.key == .clear }?.title(in: state) == clear)
        #expect(Keypad.all.first { $0.key == .toggleAngleUnit }?.title(in: state) == angle)
    }

    /// A key lights the button that shows it: `Escape` and `Delete` the clear key, F3/F4 the angle
    /// key, an inverse (typed `S`) the button that performs it under 2nd.
    @Test(arguments: [
        (Key.digit(7), Key.digit(7)), (.allClear, .clear), (.clearEntry, .clear), (.clear, .clear), (.point, .point),
        (.angleUnit(.radians), .toggleAngleUnit), (.toggleAngleUnit, .toggleAngleUnit), (.operation(.asin), .operation(.sin)),
        (.operation(.atanh), .operation(.tanh)), (.operation(.add), .operation(.add)), (.equals, .equals), (.undo, .undo),
        (.redo, .redo), (.operation(.openParenthesis), .operation(.openParenthesis)),
    ])
    func keysLightTheirButton(key: Key, button: Key) {
        #expect(Keypad.flash(for: key) == .key(button))
        #expect(Keypad.all.contains { $0.control == .key(button) })
    }

    /// Every key of the keyboard map that is a calculator key has a button to light, but backspace,
    /// which the mouse does by a swipe across the display (and undo), as on the iPhone.
    @Test func everyBoundKeyHasAButton() {
        for binding in KeyboardMap.bindings {
            guard case .key(let key) = binding.command, key != .backspace else { continue }
            #expect(Keypad.flash(for: key) != nil, "\(key)")
        }
        #expect(Keypad.flash(for: .backspace) == nil)
    }
}
