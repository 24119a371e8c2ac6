import CalculatorController
import CalculatorModel
import FuzzSupport

/// Fuzz target over the programmer mode's keys and paste (`ProgrammerController`, `ProgrammerPaste`).
///
/// An input is text in parts separated by NUL bytes: the first, third… name keys as batch mode does
/// (`--mode programmer --keys 'hex F F and 0 F ='`; a word that names no key is skipped), the second,
/// fourth… are pasted. Checked after every key and paste:
///   - no key or paste takes more than `Fuzzing.stepCPULimit` of CPU, the whole input no more than
///     `Fuzzing.readerCPULimit`, and it holds no more than `Fuzzing.memoryLimit` of heap (issue 44 R6:
///     `1` and 20,000 `not` took 24.6 s and 1.49 GB, each undo step a copy of the whole expression);
///   - a refused paste changes nothing;
///   - the value shown, copied (Ctrl+C) and pasted back into a word of the same size, sign and base,
///     is the same value.
enum ProgrammerFuzz {
    /// Every key's names, and what pasted numbers are made of, for libFuzzer to splice in.
    static let words = ProgrammerKey.all.flatMap(\.names).map { $0 + " " } + ["\0", "0x", "0b", "0o", "-", "_", "'", "ULL"]

    static let target = FuzzTarget(
        name: "ProgrammerFuzz", dictionary: words, options: ["-max_len=4096"], describe: describe, run: run)

    /// The input's parts: key names, then text to paste, in turn.
    static func parts(_ data: [UInt8]) -> [String] {
        data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    static func run(_ data: [UInt8]) {
        let controller = ProgrammerController()
        for (index, part) in parts(data).enumerated() {
            if index.isMultiple(of: 2) {
                for word in part.split(whereSeparator: \.isWhitespace) {
                    guard let keys = try? ProgrammerController.keys(String(word)) else { continue }
                    for key in keys {
                        Fuzzing.step("the key '\(word)'") { controller.press(key) }
                        checkCopy(controller.state)
                    }
                }
            } else {
                let before = controller.state
                let undo = controller.undoAvailability
                let pasted = Fuzzing.step("the paste '\(part)'") { controller.paste(part) }
                if case .failure = pasted, controller.state != before || controller.undoAvailability != undo {
                    Fuzzing.fail("a refused paste changed the display")
                }
                checkCopy(controller.state)
            }
        }
    }

    /// The copy of the value shown, pasted back, is the same value.
    static func checkCopy(_ state: ProgrammerDisplayState) {
        guard let copy = state.copyText() else { return }
        let value = state.value
        switch ProgrammerPaste.word(copy, size: value.size, signedness: value.signedness, base: state.base) {
        case .success(let read) where read == value: return
        case let other: Fuzzing.fail("the copy '\(copy)' of \(state.plainDisplay) pastes back as \(other)")
        }
    }

    static func describe(_ data: [UInt8]) -> String {
        parts(data).enumerated().map { $0.offset.isMultiple(of: 2) ? "keys: \($0.element)" : "paste: \($0.element)" }
            .joined(separator: "\n")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(ProgrammerFuzz.target, bytes, count)
}

#if FUZZING
    @_cdecl("ProgrammerFuzz_main")
    public func programmerFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(ProgrammerFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct ProgrammerFuzzMain {
        static func main() { FuzzDriver.plainMain(ProgrammerFuzz.target) }
    }
#endif
