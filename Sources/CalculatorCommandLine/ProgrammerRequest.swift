import CalculatorController
import CalculatorModel

/// The programmer mode's batch run (`--mode programmer --keys …`) and what it prints: the value in the
/// base the keys end in, or with `--bases` a line for each base.
public struct ProgrammerRequest: Equatable, Sendable {
    /// The space-separated programmer key names to press.
    public var keys: String
    /// `--word`: the word size.
    public var size: WordSize
    /// `--signed` / `--unsigned`.
    public var signedness: Signedness
    /// `--base`: the base the keys start in.
    public var base: ProgrammerBase
    /// `--bases`: the value in all four bases, one `NAME digits` line each.
    public var printsAllBases: Bool

    /// A request to press `keys` in a word of `size` bits, read with `signedness`, starting in `base`.
    public init(
        keys: String, size: WordSize = .qword, signedness: Signedness = .signed, base: ProgrammerBase = .decimal,
        printsAllBases: Bool = false
    ) {
        self.keys = keys
        self.size = size
        self.signedness = signedness
        self.base = base
        self.printsAllBases = printsAllBases
    }

    /// Presses the keys in a programmer controller of their own: the lines printed, or the unknown key
    /// on standard error and status 2.
    public func run() -> BatchRequest.Output {
        do throws(KeySequence.UnknownKey) {
            let state = try ProgrammerController.run(keys: keys, size: size, signedness: signedness, base: base)
            guard printsAllBases else { return BatchRequest.Output(lines: [state.plainDisplay], warning: nil, status: 0) }
            let lines = ProgrammerBase.allCases.map {
                "\($0.name) " + (state.isError ? state.plainDisplay : state.value.digits(in: $0))
            }
            return BatchRequest.Output(lines: lines, warning: nil, status: 0)
        } catch {
            return BatchRequest.Output(lines: [], warning: "calculator: unknown key '\(error.token)'", status: 2)
        }
    }

    /// `--keys-stdin`'s line for `line`'s keys in this word, sign and base: the display, or which key is unknown.
    func standardInputLine(for line: String) -> String {
        do throws(KeySequence.UnknownKey) {
            return try ProgrammerController.run(keys: line, size: size, signedness: signedness, base: base).plainDisplay
        } catch {
            return "unknown key '\(error.token)'"
        }
    }
}
