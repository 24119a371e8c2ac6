import ArgumentParser
import CalculatorModel
import CalculatorPresentation

/// `--mode`: the window's modes by the names `calculator.mode` takes (`Mode.storedName`), one type for both.
extension Mode: ExpressibleByArgument {
    public init?(argument: String) { self.init(storedName: argument) }
    public static var allValueStrings: [String] { allCases.map(\.storedName) }
    public var defaultValueDescription: String { storedName }
}

/// `--word 8|16|32|64`: the word size in bits.
extension WordSize: ExpressibleByArgument {
    public init?(argument: String) {
        guard let bits = Int(argument) else { return nil }
        self.init(rawValue: bits)
    }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
    public var defaultValueDescription: String { String(rawValue) }
}

/// `--base hex|dec|oct|bin`: the base by its keypad name, in any case (not by its raw value, the radix).
extension ProgrammerBase: ExpressibleByArgument {
    public init?(argument: String) {
        guard let base = Self.allCases.first(where: { $0.name.lowercased() == argument.lowercased() }) else { return nil }
        self = base
    }
    public static var allValueStrings: [String] { allCases.map { $0.name.lowercased() } }
    /// None: the names are the values (the radix would be listed as their names otherwise).
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { name.lowercased() }
}

/// The programmer mode's batch options: `calculator --mode programmer --word 32 --unsigned --base hex
/// --keys 'FF and 0F ='` prints the value in the base the keys end in.
struct ProgrammerOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --keys, the mode whose keys they are: calculator (the default) or programmer (the converter's are --convert's).",
            discussion:
                "Programmer keys: 0-9 A-F (FF types F twice), + - * / mod and or xor nand nor not neg lsh rsh (arithmetic) shr (logical) rol ror ( ) = AC CE back undo redo, m+ m- mr mc (the memory), hex dec oct bin, byte word dword qword, signed unsigned sign, bit0-bit63 (flip a bit).",
            valueName: "mode"))
    var mode: Mode = .calculator

    @Option(
        name: .long,
        help: ArgumentHelp("With --mode programmer, the word size in bits: 8, 16, 32 or 64 (the default).", valueName: "bits"))
    var word: WordSize = .qword

    @Flag(name: .long, help: "With --mode programmer, read the bits as signed, two's complement (the default).")
    var signed = false

    @Flag(name: .long, help: "With --mode programmer, read the bits as unsigned.")
    var unsigned = false

    @Option(
        name: .long,
        help: ArgumentHelp("With --mode programmer, the base to start in: hex, dec (the default), oct or bin.", valueName: "base")
    )
    var base: ProgrammerBase?   // optional: argument-parser would print a default by its raw value, the radix

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

    func validate() throws {
        // The converter's values come with their units: no key list makes them.
        if mode == .converter {
            throw ValidationError(
                "--mode converter has no keys: convert with --convert '3 ft' cm (the window opens in it with Ctrl+3)")
        }
        // A sheet's lines are text, read whole: no key list makes them either.
        if mode == .sheet {
            throw ValidationError(
                "--mode sheet has no keys: calculate a sheet's lines with --sheet FILE (the window opens in it with Ctrl+4)")
        }
        if signed && unsigned { throw ValidationError("--signed and --unsigned exclude each other") }
    }

    /// The request for `keys` in the word, sign and base these options set.
    func request(keys: String) -> ProgrammerRequest {
        ProgrammerRequest(
            keys: keys, size: word, signedness: unsigned ? .unsigned : .signed,
            base: base ?? .decimal, printsAllBases: bases, paste: paste, printsCopyText: copy, printsTape: tape)
    }
}
