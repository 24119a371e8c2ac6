import CalculatorModel

/// The keys pressed since the current tape line began (after the last `=`, a recall, or the start),
/// and the line whose result it began from: what becomes the next line's `LineRecipe`.
struct TapeRecording {
    /// The keys pressed so far, `clear` and the angle toggle resolved to what they did.
    private(set) var keys: [Key] = []
    /// The line the recording began from (its id and exact value): after its `=`, or a recall of it.
    private(set) var origin: (id: Int?, value: Real)?
    /// The angle unit when the recording began.
    private(set) var angleUnit: AngleUnit = .degrees
    /// False once something its keys cannot make again happened (a paste).
    private(set) var isReplayable = true

    /// Begins anew from `origin` (nil: from nothing), the angle unit being `angleUnit`.
    mutating func restart(from origin: (id: Int?, value: Real)?, angleUnit: AngleUnit) {
        keys = []
        self.origin = origin
        self.angleUnit = angleUnit
        isReplayable = true
    }

    /// Notes a key pressed (before it is done), `angleUnit` being the unit before it.
    mutating func note(_ key: Key, angleUnit: AngleUnit) {
        if keys.isEmpty { self.angleUnit = angleUnit }
        keys.append(key)
    }

    /// Forgets the key noted last: it was refused or changed nothing a later key could tell apart, so
    /// a replay needs it not (a held key past a limit must not make every `=` replay thousands of keys).
    mutating func forgetLast() {
        if !keys.isEmpty { keys.removeLast() }
    }

    /// Notes something keys cannot replay (a paste): the line will keep no keys.
    mutating func noteUnreplayable() { isReplayable = false }

    /// Whether the line uses the result it began from: the first key that is not `2nd` or an angle
    /// unit is an operation other than a constant, `(` or `=`, or it is `undo`/`redo` (a digit, the
    /// point or a clear starts a new number, and `=` alone repeats nothing here).
    var usesOrigin: Bool {
        guard origin != nil else { return false }
        for key in keys {
            switch key {
            case .second, .angleUnit, .toggleAngleUnit: continue
            case .operation(let id): return !Self.startsAnew.contains(id)
            default: return false
            }
        }
        return false
    }

    /// Operations that do not take the value shown as their operand.
    private static let startsAnew: Set<OperationID> = [.pi, .e, .random, .openParenthesis, .equals, .memoryRecall]

    /// The keys as `calculator --keys` names them: a run of digits and points as one number token.
    static func names(of keys: [Key]) -> String? {
        var tokens: [String] = []
        var number = ""
        for key in keys {
            switch key {
            case .digit(let digit): number += String(digit)
            case .point: number += "."
            default:
                if !number.isEmpty { tokens.append(number); number = "" }
                guard let name = key.definition.names.first else { return nil }
                tokens.append(name)
            }
        }
        if !number.isEmpty { tokens.append(number) }
        return tokens.joined(separator: " ")
    }
}
