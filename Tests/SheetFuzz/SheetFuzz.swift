import CalculatorPresentation
import CalculatorStorage
import FuzzSupport
import Sheet

/// Fuzz target over a sheet (issue 49): its lines' structure (`SheetLine`), the `-e` reader with names,
/// `of`/`off` and units (`SheetCalculator`), and the document's dependency tracking (`SheetDocument`).
///
/// An input is the bytes of a sheet's file, read as `calculator --sheet` reads one. Checked:
///   - the whole sheet is calculated within `Fuzzing.readerCPULimit` of CPU, each edit within
///     `Fuzzing.stepCPULimit`, and the input holds no more than `Fuzzing.memoryLimit` of heap;
///   - every line has a result and a value has a text; editing the first line to `0` and back, and deleting
///     the last line and typing it again, give the sheet a fresh calculation of the same lines gives.
/// LeakSanitizer is off (`-detect_leaks=0`), as for the unit targets.
enum SheetFuzz {
    /// What sheets are made of, for libFuzzer to splice in.
    static let words = [
        "\n", " = ", "# ", "// ", ": ", "ans", "sum", "total", "% of ", "% off ", " to ", " in ", "ft", "cm", "m/s", " + ",
        " × ", " ^ ", "(", ")", "sqrt(", "rent", "rent_2", "1e999", "!",
    ]

    static let target = FuzzTarget(
        name: "SheetFuzz", dictionary: words, options: ["-max_len=4096", "-detect_leaks=0"],
        describe: { String(decoding: $0, as: UTF8.self) },
        run: run)

    static func run(_ data: [UInt8]) {
        let calculator = SheetCalculator()
        let lines = SheetFile.lines(of: String(decoding: data, as: UTF8.self))
        var document = Fuzzing.step("calculating the sheet", limit: Fuzzing.readerCPULimit) {
            SheetDocument(lines: lines, calculator: calculator)
        }
        guard document.results.count == document.lines.count, document.lines.count == min(lines.count, SheetLimits.lines)
        else { Fuzzing.fail("\(document.results.count) results for \(document.lines.count) lines") }
        for case .value(let value) in document.results where value.text.isEmpty { Fuzzing.fail("a value without text") }
        guard let first = lines.first, let last = lines.last else { return }
        Fuzzing.step("editing the first line") { document.replace(0..<1, with: ["0"], calculator: calculator) }
        Fuzzing.step("editing it back") { document.replace(0..<1, with: [first], calculator: calculator) }
        let end = document.lines.count
        Fuzzing.step("deleting the last line") { document.replace((end - 1)..<end, with: [], calculator: calculator) }
        Fuzzing.step("typing it again") { document.replace((end - 1)..<(end - 1), with: [last], calculator: calculator) }
        let fresh = SheetDocument(lines: document.texts, calculator: calculator)
        guard document == fresh else { Fuzzing.fail("the edits give other results than a fresh sheet") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(SheetFuzz.target, bytes, count)
}

#if FUZZING
    /// LeakSanitizer's options, read before `main`: off, at exit too, as for the unit targets (the unit database
    /// keeps the definitions it reduced once, which it reports as leaked).
    @_cdecl("__lsan_default_options")
    public func leakSanitizerOptions() -> UnsafePointer<UInt8> { ("detect_leaks=0" as StaticString).utf8Start }

    @_cdecl("SheetFuzz_main")
    public func sheetFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(SheetFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct SheetFuzzMain {
        static func main() { FuzzDriver.plainMain(SheetFuzz.target) }
    }
#endif
