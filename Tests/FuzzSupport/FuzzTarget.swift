/// One fuzz target (`Scripts/fuzz`): what an input is run as, and the bounds every input must end within.
/// The targets are executables under Tests/ that no product ships; each hands its `FuzzTarget` to
/// `FuzzDriver`, which runs it under libFuzzer (built with `-sanitize=fuzzer,address -DFUZZING`) or as a
/// seeded random run.
public struct FuzzTarget: Sendable {
    /// The executable's name, in messages.
    public var name: String
    /// Runs one input and checks the target's invariants, calling `Fuzzing.fail` on a violation and
    /// `Fuzzing.step` around each step that has a bound of its own (a key, a paste, a panel opened).
    public var run: @Sendable ([UInt8]) -> Void
    /// The input as a person reads it: what the plain build's `--replay` prints.
    public var describe: @Sendable ([UInt8]) -> String
    /// Words libFuzzer splices into inputs (key names, unit prefixes), written to a dictionary at start.
    public var dictionary: [String]
    /// libFuzzer's options for this target (`-max_len=256`), each added unless the command line names it.
    public var options: [String]
    /// The lengths of the plain build's random inputs.
    public var randomLengths: ClosedRange<Int>
    /// The most CPU one whole input may take, in seconds (`FUZZ_INPUT_CPU_MS` overrides it); nil for none
    /// beyond its steps' and libFuzzer's `-timeout`.
    public var inputCPULimit: Double?

    public init(
        name: String, dictionary: [String] = [], options: [String] = [], randomLengths: ClosedRange<Int> = 0...256,
        inputCPULimit: Double? = Fuzzing.readerCPULimit, describe: @escaping @Sendable ([UInt8]) -> String,
        run: @escaping @Sendable ([UInt8]) -> Void
    ) {
        self.name = name
        self.run = run
        self.describe = describe
        self.dictionary = dictionary
        self.options = options
        self.randomLengths = randomLengths
        self.inputCPULimit = inputCPULimit
    }
}
