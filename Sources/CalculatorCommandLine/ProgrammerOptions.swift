import ArgumentParser
import CalculatorModel

/// The calculator's modes on the command line (`--mode`): the calculator, or the programmer mode.
enum CommandMode: String, ExpressibleByArgument, CaseIterable {
    case calculator
    case programmer
}

/// The programmer mode's batch options: `calculator --mode programmer --word 32 --unsigned --base hex
/// --keys 'FF and 0F ='` prints the value in the base the keys end in.
struct ProgrammerOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --keys, the mode whose keys they are: calculator (the default) or programmer.",
            discussion:
                "Programmer keys: 0-9 A-F (FF types F twice), + - * / mod and or xor nand nor not neg lsh rsh (arithmetic) shr (logical) rol ror ( ) = AC CE back undo redo, m+ m- mr mc (the memory), hex dec oct bin, byte word dword qword, signed unsigned sign, bit0-bit63 (flip a bit).",
            valueName: "mode"))
    var mode: CommandMode = .calculator

    @Option(
        name: .long,
        help: ArgumentHelp("With --mode programmer, the word size in bits: 8, 16, 32 or 64 (the default).", valueName: "bits"))
    var word: Int = 64

    @Flag(name: .long, help: "With --mode programmer, read the bits as signed, two's complement (the default).")
    var signed = false

    @Flag(name: .long, help: "With --mode programmer, read the bits as unsigned.")
    var unsigned = false

    @Option(
        name: .long,
        help: ArgumentHelp("With --mode programmer, the base to start in: hex, dec (the default), oct or bin.", valueName: "base")
    )
    var base: String = "dec"

    @Flag(name: .long, help: "With --mode programmer, print the value in all four bases (HEX, DEC, OCT, BIN lines).")
    var bases = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --mode programmer, paste this text before the keys (0xFF, 0o17, 0b1010, FF_FF, 255u).",
            discussion: "Text that is no number of the word is refused with its reason, status 1.", valueName: "text"))
    var paste: String?

    @Flag(
        name: .long, help: "With --mode programmer, print the value as Copy gives it: prefixed in hex, octal and binary (0xFF).")
    var copy = false

    @Flag(
        name: .long,
        help: "With --mode programmer, print the tape's lines the keys completed (0xFF AND 0xF = 0xF) before the value.")
    var tape = false

    /// The base `--base` names, or nil.
    private var startBase: ProgrammerBase? { ProgrammerBase.allCases.first { $0.name.lowercased() == base.lowercased() } }

    func validate() throws {
        if WordSize(rawValue: word) == nil { throw ValidationError("--word takes 8, 16, 32 or 64") }
        if signed && unsigned { throw ValidationError("--signed and --unsigned exclude each other") }
        if startBase == nil { throw ValidationError("--base takes hex, dec, oct or bin") }
    }

    /// The request for `keys` in the word, sign and base these options set.
    func request(keys: String) -> ProgrammerRequest {
        ProgrammerRequest(
            keys: keys, size: WordSize(rawValue: word) ?? .qword, signedness: unsigned ? .unsigned : .signed,
            base: startBase ?? .decimal, printsAllBases: bases, paste: paste, printsCopyText: copy, printsTape: tape)
    }
}
