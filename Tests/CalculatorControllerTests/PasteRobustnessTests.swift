import Testing
import TestSupport
@testable import CalculatorController
import CalculatorModel

/// No pasted text can crash the calculator or change it except by a valid read (issue 26): seeded
/// random strings of up to 64 characters over what numbers and calculations are made of, and the
/// extreme exponents that once trapped (`abs(Int.min)`).
struct PasteRobustnessTests {
    static let alphabet = Array("0123456789012345678.,.,eE+-−*×x/÷^%!()√π= \u{A0}\u{202F}’'sqrtinlogpcb²³·∛")

    @Test(arguments: [
        "1e-9223372036854775808", "1e9223372036854775807", "1e-9223372036854775809", "9e99999999999999999999",
        "1e-999999", "1e999999", "2*1e-9223372036854775808=", "(1e9223372036854775807)", "1e1000000+1",
        "-1e-9223372036854775808", "0e-9223372036854775808",
    ])
    func extremeExponentsAreRefusedOrError(text: String) throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("7 + 3") { controller.press(key) }
        let before = controller.state
        if let after = controller.paste(text)?.state {
            #expect(after.isError || Number(after.plainDisplay) != nil, "\(text): \(after.plainDisplay)")
        } else {
            #expect(controller.state == before)
        }
    }

    @Test func randomPastesReadValidlyOrChangeNothing() throws {
        var generator = SplitMix64(seed: 26)
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...64, using: &generator)
            let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
            let controller = CalculatorController()
            for key in try KeySequence.keys("2 * ( 5") { controller.press(key) }
            let before = controller.state
            if let after = controller.paste(text)?.state {
                // A valid read: the display is a number or Error, in canonical form, and one undo
                // step brings back what was there.
                #expect(after.isError || Number(after.plainDisplay) != nil, "\(text)")
                #expect(controller.press(.undo).state == before, "\(text)")
            } else {
                #expect(controller.state == before, "\(text)")
            }
        }
    }
}
