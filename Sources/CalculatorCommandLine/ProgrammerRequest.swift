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
    /// `--paste`: text pasted before the keys are pressed.
    public var paste: String?
    /// `--copy`: the value as Copy gives it (`0xFF`) rather than its bare digits.
    public var printsCopyText: Bool
    /// `--tape`: the tape's lines the keys completed, before the value.
    public var printsTape: Bool

    /// A request to press `keys` in a word of `size` bits, read with `signedness`, starting in `base`,
    /// after pasting `paste`.
    public init(
        keys: String, size: WordSize = .qword, signedness: Signedness = .signed, base: ProgrammerBase = .decimal,
        printsAllBases: Bool = false, paste: String? = nil, printsCopyText: Bool = false, printsTape: Bool = false
    ) {
        self.keys = keys
        self.size = size
        self.signedness = signedness
        self.base = base
        self.printsAllBases = printsAllBases
        self.paste = paste
        self.printsCopyText = printsCopyText
        self.printsTape = printsTape
    }

    /// Pastes, then presses the keys, in a programmer controller of their own: the lines printed; a
    /// refused paste's reason on standard error and status 1; an unknown key on standard error and status 2;
    /// keys refused at a nesting limit, once, and why the display reads `Error`, on standard error (status 0).
    public func run() -> BatchRequest.Output {
        let keys: [(key: ProgrammerKey, name: String)]
        do throws(KeySequence.UnknownKey) {
            keys = try ProgrammerController.namedKeys(self.keys)
        } catch {
            return BatchRequest.Output(lines: [], warning: "calculator: unknown key '\(error.token)'", status: 2)
        }
        let controller = ProgrammerController(size: size, signedness: signedness, base: base)
        if let paste, case .failure(let refusal) = controller.paste(paste) {
            return BatchRequest.Output(lines: [], warning: "calculator: paste refused: \(refusal.description)", status: 1)
        }
        var lines: [String] = []
        var refused: [KeySequence.RefusedKey] = []
        for (index, named) in keys.enumerated() {
            let outcome = controller.press(named.key)
            if printsTape, case .appended(let entry) = outcome.tapeChange { lines.append(entry.line) }
            if case .limit(let limit) = outcome.ignored {
                refused.append(KeySequence.RefusedKey(position: index + 1, name: named.name, limit: limit))
            }
        }
        let state = controller.state
        if printsAllBases {
            lines += ProgrammerBase.allCases.map { base in
                var shown = state
                shown.base = base
                return "\(base.name) " + text(of: shown)
            }
        } else {
            lines.append(text(of: state))
        }
        return BatchRequest.Output(
            lines: lines, warning: BatchRequest.refusalWarning(refused), status: 0,
            errorReason: BatchRequest.errorLine(state.errorReason))
    }

    /// The value as this request prints it: its digits, or with `--copy` the copy text; `Error`.
    private func text(of state: ProgrammerDisplayState) -> String {
        (printsCopyText ? state.copyText() : state.copyText(bare: true)) ?? state.plainDisplay
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
