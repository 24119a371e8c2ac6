import CalculatorController
import CalculatorModel
import CalculatorView
import TestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// Fuzz target over the controller's key input (Scripts/fuzz).
///
/// Every input byte is one key (digits, `.`, each operation of the brain's table, the keypad's
/// clear key, AC, C, backspace, undo, redo) or, for the highest byte values, a paste of a few following bytes.
/// Invariants checked after every key:
///   - the display is `Error` or a number in canonical form: a result re-formatted by
///     `NumberFormat` equals itself; an entry is a well-formed typed number shown grouped;
///   - no key or paste takes more than `keyCPULimit` of CPU (`FUZZ_KEY_CPU_MS`): every key is bounded;
///   - at the end, batch mode (`CalculatorController.run(keys:)`) given the same keys as
///     batch tokens ends in the same state as the controller (for inputs without pastes).
/// Built with `-sanitize=fuzzer` (and `-DFUZZING`) libFuzzer drives `LLVMFuzzerTestOneInput`;
/// built normally it is a seeded random run: `ControllerFuzz [RUNS] [SEED]`.
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

    /// The most CPU one key or paste may take, in seconds: `FUZZ_KEY_CPU_MS`, else 0.5 s (a key's
    /// work is about 50 ms; the fuzzer's sanitizers and coverage make it a few times slower).
    static let keyCPULimit: Double = {
        guard let text = getenv("FUZZ_KEY_CPU_MS"), let milliseconds = Double(String(cString: text)) else { return 0.5 }
        return milliseconds / 1000
    }()

    /// The CPU time this thread has used, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs one key or paste, failing the input when it takes more than `keyCPULimit`.
    @discardableResult
    static func timed<Result>(_ what: @autoclosure () -> String, _ data: [UInt8], _ body: () -> Result) -> Result {
        let start = threadCPUTime()
        let result = body()
        let elapsed = threadCPUTime() - start
        if elapsed > keyCPULimit {
            fail("\(what()) took \(Int(elapsed * 1000)) ms of CPU (limit \(Int(keyCPULimit * 1000)) ms)", data)
        }
        return result
    }

    /// Bytes at or above this are pastes.
    static let pasteThreshold: UInt8 = 0xF0

    static func fail(_ message: String, _ data: [UInt8]) -> Never {
        let hex = data.map { String($0, radix: 16) }.joined(separator: " ")
        standardError("ControllerFuzz: invariant violated: \(message)\n  input bytes: \(hex)")
        abort()
    }

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
    static func checkCanonical(_ state: DisplayState, typing: Bool, _ data: [UInt8]) {
        if state.isError {
            guard state.display == "Error", state.plainDisplay == "Error", !typing else {
                fail("error state shows '\(state.display)' / '\(state.plainDisplay)'", data)
            }
            return
        }
        // A value that cannot be told from 0 shows `≈0` (the README), no digit.
        if state.plainDisplay == NumberFormat.nearZero, !typing { return }
        guard let value = Number(state.plainDisplay), !value.isNaN else {
            fail("display '\(state.plainDisplay)' is not a number", data)
        }
        let digits = NumberFormat.compactDigits
        let mantissa = state.plainDisplay.prefix { $0 != "e" }.filter(\.isNumber).drop { $0 == "0" }
        guard mantissa.count <= digits else {
            fail("display '\(state.plainDisplay)' shows more than \(digits) significant digits", data)
        }
        let formatted = NumberFormat.string(value, digits: digits, grouping: false)
        if typing, !state.plainDisplay.contains("e"), formatted != state.plainDisplay {
            // An entry shows as typed: a well-formed number, grouped on screen.
            guard isTypedNumber(state.plainDisplay) else {
                fail("entry '\(state.plainDisplay)' is not a well-formed number", data)
            }
            guard state.display == state.numberLocale.format(state.plainDisplay, grouping: true) else {
                fail("entry shown as '\(state.display)', plain '\(state.plainDisplay)'", data)
            }
        } else {
            // A result (or a pasted number) is NumberFormat's own rounding of its value.
            guard formatted == state.plainDisplay else {
                fail("'\(state.plainDisplay)' re-formats to '\(formatted)'", data)
            }
            guard NumberFormat.string(value, digits: digits, grouping: true) == state.display else {
                fail("shown as '\(state.display)', plain '\(state.plainDisplay)'", data)
            }
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
                let accepted = timed("the paste '\(text)'", data) { controller.paste(text) != nil }
                if !accepted && controller.state != before { fail("a refused paste changed the display", data) }
                pasted = true
            } else {
                switch alphabet[Int(byte) % alphabet.count] {
                case .key(let key, let batch):
                    if case .operation(let id) = key, nondeterministic.contains(id) { pasted = true }
                    timed("the key '\(batch)'", data) { controller.press(key) }
                    tokens.append(batch)
                case .keypadClear:
                    // The keypad's clear key does what its label says.
                    let clear = controller.state.clearKey
                    guard clear == .allClear || clear == .clearEntry else { fail("clear key \(clear)", data) }
                    timed("the clear key", data) { controller.press(.clear) }
                    tokens.append(clear.definition.names[0])
                }
            }
            checkCanonical(controller.state, typing: controller.userIsInTheMiddleOfTyping, data)
        }
        guard !pasted else { return tokens }
        do {
            let batch = try CalculatorController.run(
                keys: tokens.joined(separator: " "), significantDigits: controller.significantDigits)
            guard batch == controller.state else {
                fail(
                    "batch '\(tokens.joined(separator: " "))' gives '\(batch.plainDisplay)' [\(batch.expression)], the controller '\(controller.state.plainDisplay)' [\(controller.state.expression)]",
                    data)
            }
        } catch {
            fail("batch mode refused token '\(error.token)'", data)
        }
        return tokens
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    ControllerFuzz.run(data)
    return 0
}

#if FUZZING
    /// libFuzzer's driver (libclang_rt.fuzzer), called from our own entry point: SwiftPM links an
    /// executable target with `main` defined as `<Target>_main`, so libFuzzer's `main` is not used.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @_cdecl("ControllerFuzz_main")
    public func controllerFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else

    @main
    struct ControllerFuzzMain {
        static func main() {
            let args = CommandLine.arguments
            if args.count > 2, args[1] == "--replay", let file = fopen(args[2], "rb") {
                // Replays one input (a libFuzzer crash file) and prints its keys as batch tokens.
                var data: [UInt8] = []
                while true { let c = fgetc(file); if c == EOF { break }; data.append(UInt8(c)) }
                fclose(file)
                print(ControllerFuzz.run(data).joined(separator: " "))
                return
            }
            let runs = args.count > 1 ? Int(args[1]) ?? 100_000 : 100_000
            let seed = args.count > 2 ? UInt64(args[2]) ?? 1 : 1
            var rng = SplitMix64(seed: seed)
            var keys = 0
            for _ in 0..<runs {
                let length = Int.random(in: 0...64, using: &rng)
                let data = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
                keys += length
                ControllerFuzz.run(data)
            }
            print("ControllerFuzz: \(runs) random inputs (\(keys) bytes), seed \(seed): no invariant violated")
        }
    }
#endif
