import CalculatorModel

/// `calculator --history --format keys`: one line of `--keys` names for each tape line, which
/// pressed in a fresh calculator (`calculator --keys-stdin`, one line each) shows that line's result.
public enum TapeKeysExport {
    /// The lines of the script, one per tape line, oldest first. A line made from an earlier result
    /// repeats the keys of the lines it came from first (each line stands alone); a line with no keys
    /// kept (an older tape, a paste) types its result; an `Error` line (an edit made it one) replays to
    /// `Error`, its keys or those of the line it came from.
    public static func lines(_ tape: [HistoryEntry]) -> [String] {
        let sources = TapeSources(tape)
        var scripts: [String] = []
        scripts.reserveCapacity(tape.count)
        for (i, line) in tape.enumerated() {
            let setting = line.recipe.map { settings($0) } ?? ""
            guard let recipe = line.recipe, let keys = recipe.keys else {
                scripts.append(line.isError ? errorKeys : typed(line.result))
                continue
            }
            if let start = recipe.start {
                if let j = sources.sourceIndex(of: i, in: tape), tape[j].isError {
                    // Made again from an error, it is an error: the keys that came to that one.
                    scripts.append(scripts[j])
                } else if let j = sources.sourceIndex(of: i, in: tape), tape[j].recipe?.keys != nil {
                    scripts.append(scripts[j] + " " + setting + keys)
                } else {
                    scripts.append(typed(start) + " " + setting + keys)
                }
            } else {
                scripts.append(setting + keys)
            }
        }
        return scripts
    }

    /// Keys that show `Error`: for an error line that keeps no keys.
    static let errorKeys = "1 / 0 ="

    /// The angle unit the line's keys began with, as a key (the evaluation rule is the command's).
    private static func settings(_ recipe: LineRecipe) -> String {
        recipe.angleUnit == .radians ? "rad " : "deg "
    }

    /// Keys that type a number written in C form (`-1.5`, `2e-30`) and finish it with `=`.
    static func typed(_ number: String) -> String {
        var text = Substring(number)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        let parts = text.split(separator: "e", maxSplits: 1)
        var keys = String(parts.first ?? "0") + (negative ? " neg" : "")
        if parts.count == 2 {
            let exponent = parts[1]
            keys += " EE " + exponent.drop { $0 == "-" } + (exponent.first == "-" ? " neg" : "")
        }
        return keys + " ="
    }
}
