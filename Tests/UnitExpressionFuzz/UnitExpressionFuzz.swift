import FuzzSupport
import UnitDatabase

/// Fuzz target over the unit-expression reader (`UnitExpression`, through `UnitDatabase.convert` and
/// `UnitDatabase.unit`, as `--convert`, `--convert-stdin` and the converter read what is typed).
///
/// An input is UTF-8 text (bytes that are not are replaced): before its first line break the quantity
/// (`1 (m`), after it the unit to convert to (`ft`; `m` when there is none). Each is read as the
/// converter reads it, and the quantity is converted. Every input must end within
/// `Fuzzing.readerCPULimit` of CPU and `Fuzzing.memoryLimit` of heap, answered or refused with a
/// `UnitError`, never a crash (issue 44 R1: 3,000 `(` overflowed the stack).
///
/// LeakSanitizer is off (`-detect_leaks=0`): it reports the definitions the database keeps once reduced
/// (`parsec`: 345 bytes, the same after one lookup or six) as leaked, though they stay in its tables; the
/// heap bound of each input stands in for it.
enum UnitExpressionFuzz {
    /// GNU units' database, read once (`/usr/share/units`, from Debian's `units`).
    static let database = Fuzzing.required(UnitDatabase.system, "no unit database")

    /// Operators, functions and units an expression is made of, for libFuzzer to splice in.
    static let words = [
        "(", ")", "^", "**", "*", "/", "|", "+", "-", " ", "per", "sqrt(", "cuberoot(", "exp(", "ln(", "log(", "sin(",
        "tempF(", "tempC(", "1e400", "5|9", "1.5e-3", "m", "ft", "kg", "s", "mile", "hr", "degC", "K", "cm3", "kx",
    ]

    static let target = FuzzTarget(
        name: "UnitExpressionFuzz", dictionary: words, options: ["-max_len=4096", "-detect_leaks=0"],
        describe: { String(decoding: $0, as: UTF8.self) },
        run: { run($0) })

    static func run(_ data: [UInt8]) {
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let quantity = String(parts[0])
        let unit = parts.count > 1 ? String(parts[1]) : "m"
        _ = try? database.unit(quantity)
        _ = try? database.unit(unit)
        _ = try? database.convert(quantity, to: unit)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(UnitExpressionFuzz.target, bytes, count)
}

#if FUZZING
    /// LeakSanitizer's options, read before `main`: off (see above), at exit too.
    @_cdecl("__lsan_default_options")
    public func leakSanitizerOptions() -> UnsafePointer<UInt8> { ("detect_leaks=0" as StaticString).utf8Start }

    @_cdecl("UnitExpressionFuzz_main")
    public func unitExpressionFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(UnitExpressionFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct UnitExpressionFuzzMain {
        static func main() { FuzzDriver.plainMain(UnitExpressionFuzz.target) }
    }
#endif
