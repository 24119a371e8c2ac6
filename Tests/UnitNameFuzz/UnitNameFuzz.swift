import FuzzSupport
import UnitDatabase

/// Fuzz target over the unit-name lookup (`UnitDatabase.lookup`: a name, its singular after `s`, `es`
/// or `ies`, and a prefix before a unit), through `UnitDatabase.unit` as the converter's target field
/// reads one name.
///
/// An input is UTF-8 text (bytes that are not are replaced) without the characters that end a name
/// (operators, parentheses, blanks), so that it is one name: `kxsss…`, `kilomegameters`. Every input must
/// end within `Fuzzing.readerCPULimit` of CPU and `Fuzzing.memoryLimit` of heap, found or refused with a
/// `UnitError` (issue 44 R4: `kx` and 1,600 `s` took 11 s, every plural tried with every prefix).
///
/// LeakSanitizer is off (`-detect_leaks=0`): it reports the definitions the database keeps once reduced
/// (`parsec`: 345 bytes, the same after one lookup or six) as leaked, though they stay in its tables; the
/// heap bound of each input stands in for it.
enum UnitNameFuzz {
    /// GNU units' database, read once (`/usr/share/units`, from Debian's `units`).
    static let database = Fuzzing.required(UnitDatabase.system, "no unit database")

    /// The characters that end a name in a unit expression (`UnitExpression.operators`), left out.
    static let nameEnds: Set<Character> = ["+", "-", "*", "/", "|", "^", "(", ")", ";", "\t", " ", "\n", "\r"]

    /// Prefixes, plural endings and names a lookup takes apart, for libFuzzer to splice in.
    static let words = [
        "s", "es", "ies", "y", "k", "kilo", "M", "mega", "Ki", "kibi", "m", "milli", "u", "µ", "micro", "da", "deca", "Y",
        "yotta", "meter", "metre", "inch", "foot", "feet", "mile", "second", "hour", "gram", "byte", "tempF", "kx", "2",
    ]

    static let target = FuzzTarget(
        name: "UnitNameFuzz", dictionary: words, options: ["-max_len=4096", "-detect_leaks=0"], describe: { name($0) },
        run: { _ = try? database.unit(name($0)) })

    /// The input as one name.
    static func name(_ data: [UInt8]) -> String {
        String(String(decoding: data, as: UTF8.self).filter { !nameEnds.contains($0) })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(UnitNameFuzz.target, bytes, count)
}

#if FUZZING
    /// LeakSanitizer's options, read before `main`: off (see above), at exit too.
    @_cdecl("__lsan_default_options")
    public func leakSanitizerOptions() -> UnsafePointer<UInt8> { ("detect_leaks=0" as StaticString).utf8Start }

    @_cdecl("UnitNameFuzz_main")
    public func unitNameFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(UnitNameFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct UnitNameFuzzMain {
        static func main() { FuzzDriver.plainMain(UnitNameFuzz.target) }
    }
#endif
