import CalculatorController
import CalculatorModel
import FuzzSupport

/// Fuzz target over the controller's key input (Scripts/fuzz).
///
/// Every input byte is one key (digits, `.`, each operation of the brain's table, the keypad's
/// clear key, AC, C, backspace, undo, redo) or, for the highest byte values, a paste of a few following bytes.
/// Invariants checked after every key:
///   - the display is `Error` or a number in canonical form: a result re-formatted by
///     `NumberFormat` equals itself; an entry is a well-formed typed number shown grouped;
///   - no key or paste takes more than `Fuzzing.stepCPULimit` of CPU (`FUZZ_KEY_CPU_MS`), and no input
///     holds more than `Fuzzing.memoryLimit` of heap: every key is bounded;
///   - at the end, batch mode (`CalculatorController.run(keys:)`) given the same keys as
///     batch tokens ends in the same state as the controller (for inputs without pastes).
/// Built with `-sanitize=fuzzer` (and `-DFUZZING`) libFuzzer drives `LLVMFuzzerTestOneInput`;
/// built normally it is a seeded random run: `ControllerFuzz [RUNS] [SEED] [DIRECTORY...]` (`FuzzDriver`).
enum ControllerFuzz {
    /// What a byte stands for.
    enum Action {
        case key(Key, batch: String)
        case keypadClear
    }

    static let alphabet: [Action] = {
        var actions: [Action] = (0...9).map { .key(.digit($0), batch: String($0)) }
        actions.append(.key(.point, batch: "."))
        // Every operation by its symbol, which batch mode reads as the same key.
        actions += OperationID.allCases.map { .key(.operation($0), batch: $0.symbol) }
        for key in [Key.allClear, .clearEntry, .backspace, .undo, .redo] {
            actions.append(.key(key, batch: key.definition.names[0]))
        }
        actions.append(.keypadClear)
        return actions
    }()

    /// Operations whose result is not a function of the keys (a random number key, say): pressed
    /// twice on fresh controllers they differ. Inputs using them are not compared with batch mode.
    static let nondeterministic: Set<OperationID> = Set(
        OperationID.allCases.filter { id in
            let states = (0..<4).map { _ -> DisplayState in
                let controller = CalculatorController()
                controller.press(.digit(5))
                controller.press(.operation(id))
                controller.press(.operation(id))
                return controller.state
            }
            return Set(states.map(\.plainDisplay)).count > 1
        })

    /// Bytes at or above this are pastes.
    static let pasteThreshold: UInt8 = 0xF0

    /// The fuzz target: keys and pastes, each within `Fuzzing.stepCPULimit`.
    static let target = FuzzTarget(
        name: "ControllerFuzz", options: ["-max_len=256"], randomLengths: 0...64, inputCPULimit: nil,
        describe: { run($0).joined(separator: " ") }, run: { _ = run($0) })

    static func isTypedNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.isEmpty { return true }
        guard rest.first == "." else { return false }
        return rest.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The display invariants for one state.
    static func checkCanonical(_ state: DisplayState, typing: Bool) {
        if state.isError {
            guard state.display == "Error", state.plainDisplay == "Error", !typing else {
                Fuzzing.fail("error state shows '\(state.display)' / '\(state.plainDisplay)'")
            }
            return
        }
        // A value that cannot be told from 0 shows `≈0` (the README), no digit.
        if state.plainDisplay == NumberFormat.nearZero, !typing { return }
        guard let value = Number(state.plainDisplay), !value.isNaN else {
            Fuzzing.fail("display '\(state.plainDisplay)' is not a number")
        }
        let digits = NumberFormat.compactDigits
        let mantissa = state.plainDisplay.prefix { $0 != "e" }.filter(\.isNumber).drop { $0 == "0" }
        guard mantissa.count <= digits else {
            Fuzzing.fail("display '\(state.plainDisplay)' shows more than \(digits) significant digits")
        }
        let formatted = NumberFormat.string(value, digits: digits, grouping: false)
        if typing, !state.plainDisplay.contains("e"), formatted != state.plainDisplay {
            // An entry shows as typed: a well-formed number, grouped on screen.
            guard isTypedNumber(state.plainDisplay) else {
                Fuzzing.fail("entry '\(state.plainDisplay)' is not a well-formed number")
            }
            guard state.display == state.numberLocale.format(state.plainDisplay, grouping: true) else {
                Fuzzing.fail("entry shown as '\(state.display)', plain '\(state.plainDisplay)'")
            }
        } else {
            // A result (or a pasted number) is NumberFormat's own rounding of its value.
            guard formatted == state.plainDisplay else {
                Fuzzing.fail("'\(state.plainDisplay)' re-formats to '\(formatted)'")
            }
            guard NumberFormat.string(value, digits: digits, grouping: true) == state.display else {
                Fuzzing.fail("shown as '\(state.display)', plain '\(state.plainDisplay)'")
            }
        }
    }

    /// Whether batch mode reached the state the window shows: every field equal, the value compared by
    /// what it is (its 32 digits, each proven) rather than how it is held. A computation the window drew
    /// after every key has its balls cached and stays a tree, where batch mode's range check may evaluate
    /// it once and keep its ball (`Real.collapseWork`): the same number, held two ways.
    static func sameState(_ batch: DisplayState, _ window: DisplayState) -> Bool {
        if batch == window { return true }
        guard !batch.value.isNaN, let digits = batch.value.rounded(toSignificantDigits: 32),
            digits == window.value.rounded(toSignificantDigits: 32)
        else { return false }
        let fields = zip(Mirror(reflecting: batch).children, Mirror(reflecting: window).children)
        return fields.allSatisfy { one, other in
            one.label == other.label && (one.label == "source" || "\(one.value)" == "\(other.value)")
        }
    }

    /// One input: runs it through the controller, checks every state, compares with batch mode.
    @discardableResult
    static func run(_ data: [UInt8]) -> [String] {
        let controller = CalculatorController()
        var tokens: [String] = []
        var pasted = false   // or a nondeterministic key: no comparison with batch mode
        var index = 0
        while index < data.count {
            let byte = data[index]
            index += 1
            if byte >= pasteThreshold {
                // A paste of the next (byte - threshold + 1) bytes, as Latin-1 text.
                let length = Int(byte - pasteThreshold) * 4 + 1
                let chunk = data[index..<min(data.count, index + length)]
                index += chunk.count
                var text = ""
                text.unicodeScalars.append(contentsOf: chunk.map { Unicode.Scalar($0) })
                let before = controller.state
                let accepted = Fuzzing.step("the paste '\(text)'") { controller.paste(text) != nil }
                if !accepted && controller.state != before { Fuzzing.fail("a refused paste changed the display") }
                pasted = true
            } else {
                switch alphabet[Int(byte) % alphabet.count] {
                case .key(let key, let batch):
                    if case .operation(let id) = key, nondeterministic.contains(id) { pasted = true }
                    Fuzzing.step("the key '\(batch)'") { controller.press(key) }
                    tokens.append(batch)
                case .keypadClear:
                    // The keypad's clear key does what its label says.
                    let clear = controller.state.clearKey
                    guard clear == .allClear || clear == .clearEntry else { Fuzzing.fail("clear key \(clear)") }
                    Fuzzing.step("the clear key") { controller.press(.clear) }
                    tokens.append(clear.definition.names[0])
                }
            }
            checkCanonical(controller.state, typing: controller.userIsInTheMiddleOfTyping)
        }
        guard !pasted else { return tokens }
        do {
            let batch = try CalculatorController.run(
                keys: tokens.joined(separator: " "), significantDigits: controller.significantDigits)
            guard sameState(batch, controller.state) else {
                Fuzzing.fail(
                    "batch '\(tokens.joined(separator: " "))' gives \(batch), the controller \(controller.state)"
                )
            }
        } catch {
            Fuzzing.fail("batch mode refused token '\(error.token)'")
        }
        return tokens
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(ControllerFuzz.target, bytes, count)
}

#if FUZZING
    @_cdecl("ControllerFuzz_main")
    public func controllerFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(ControllerFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct ControllerFuzzMain {
        static func main() { FuzzDriver.plainMain(ControllerFuzz.target) }
    }
#endif
