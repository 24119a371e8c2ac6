import CalculatorModel

/// The keys of the tape line under way, kept as the line's `LineRecipe` will hold them, by construction:
/// what a clear or ⌫ removed is not kept (the number being typed is kept as the keys that type what it
/// shows now), nor a key that changed nothing, so a line's numbers are the numbers its row shows. Also
/// the line whose result it began from. A persistent list, so that an undo snapshot (which holds the
/// recording, and undo brings it back with the rest) costs one reference however long the line.
struct TapeRecording {
    /// The most keys a line keeps: a longer line keeps its digits only, so that making it again (an
    /// edit, the history panel) stays bounded.
    static let maximumKeys = 1_000

    /// A key and every key before it, never changed once made.
    final class Node {
        let key: Key
        let below: Node?
        /// Keys in this node and below.
        let count: Int

        init(_ key: Key, below: Node?) {
            self.key = key
            self.below = below
            count = (below?.count ?? 0) + 1
        }
    }

    /// The newest key's node; nil when no key is kept.
    private var top: Node?
    /// The line the recording began from (its id and exact value): after its `=`, or a recall of it.
    private(set) var origin: (id: Int?, value: Real)?
    /// Whether the origin was made the operand (a recall, a replay's start), which `(` then multiplies,
    /// rather than shown after its `=`, after which `(` begins anew.
    private(set) var originIsOperand = false
    /// The angle unit when the recording began.
    private(set) var angleUnit: AngleUnit = .degrees
    /// False once something its keys cannot make again happened (a paste, the memory, a random number,
    /// a repetition of an earlier line's `=`, more than `maximumKeys`).
    private(set) var isReplayable = true
    /// How many keys came before those of the number being typed (nil when none is typed): what ⌫ and
    /// `CE` write again.
    private var entryStart: Int?
    /// Whether the number being typed began with a key of its own (a digit, the point, ±), rather than
    /// as the bare 0 that `(` or `CE` left.
    private var entryBeganWithKey = false
    /// Whether what `=` repeats was set within this line (by its own `=`), not inherited from the line before.
    private(set) var ownsRepetition = false

    /// How many keys are kept.
    var count: Int { top?.count ?? 0 }

    /// The keys kept, oldest first.
    var keys: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(count)
        var node = top
        while let current = node {
            keys.append(current.key)
            node = current.below
        }
        return keys.reversed()
    }

    /// Begins anew from `origin` (nil: from nothing), the angle unit being `angleUnit`; `isSecondActive`
    /// (2nd still on) becomes the first key, as a replay begins with it off.
    mutating func restart(
        from origin: (id: Int?, value: Real)?, asOperand: Bool = false, angleUnit: AngleUnit, isSecondActive: Bool
    ) {
        top = isSecondActive ? Node(.second, below: nil) : nil
        self.origin = origin
        originIsOperand = asOperand
        self.angleUnit = angleUnit
        isReplayable = true
        entryStart = nil
        entryBeganWithKey = false
        ownsRepetition = false
    }

    /// Notes `key`, done and changing something, `hadEntry` telling whether a number was typed before
    /// it and `typed` what is typed after it (nil: nothing), `angleUnit` being the unit before it. A
    /// number typed on is kept as the keys that type what it shows (`0 5` as `5`, `7 ± 3` as `73 ±`).
    mutating func note(_ key: Key, hadEntry: Bool, typed: String?, angleUnit: AngleUnit) {
        guard isReplayable else { return }
        if top == nil { self.angleUnit = angleUnit }
        append(key)
        let hasEntry = typed != nil
        if hadEntry, let typed, let start = entryStart, Self.beginsNumber(key) {
            let negative = typed.hasPrefix("-")
            if negative || count - start != typed.utf8.count { retype(typed) }
            return
        }
        if !hasEntry {
            entryStart = nil
        } else if key == .operation(.openParenthesis) || key == .clearEntry {
            // `(` and `CE` leave a bare 0 after them, a new number's.
            entryStart = count
            entryBeganWithKey = false
        } else if !hadEntry {
            // A digit, the point or ± begins the number's keys; typed on, they continue them.
            entryStart = count - 1
            entryBeganWithKey = true
        }
    }

    /// ⌫ or `CE` changed the number typed to `text`: its keys become those that type `text` (none for a
    /// bare 0 that `(` or `CE` left), so nothing they removed is kept. Keys among its digits that do not
    /// touch it (2nd, the angle unit, `MC`) are kept, before them.
    mutating func retype(_ text: String) {
        guard isReplayable, let start = entryStart, start <= count else { return }
        var others: [Key] = []
        while let current = top, current.count > start {
            if !Self.beginsNumber(current.key) { others.append(current.key) }
            top = current.below
        }
        for key in others.reversed() { append(key) }
        if entryBeganWithKey {
            entryStart = count
        } else if text == "0" {
            return
        }
        for character in text where character != "-" {
            append(character == "." ? .point : .digit(Int(character.asciiValue! - UInt8(ascii: "0"))))
        }
        if text.hasPrefix("-") { append(.operation(.negate)) }
    }

    /// `AC` (or a key after an error, which clears first): nothing before it counts, and the line
    /// begins from nothing, with 2nd as it is and the angle unit as it is.
    mutating func clearAll(angleUnit: AngleUnit, isSecondActive: Bool) {
        restart(from: nil, angleUnit: angleUnit, isSecondActive: isSecondActive)
    }

    /// Notes that `=` set what it repeats within the line.
    mutating func noteOwnRepetition() { ownsRepetition = true }

    /// Notes something keys cannot replay (a paste, the memory, a random number): the line will keep no keys.
    mutating func noteUnreplayable() { isReplayable = false }

    /// Whether the line uses the result it began from: the first key that is not `2nd`, an angle unit or
    /// an `=` (which completed nothing, or the line would have ended there) is an operation other than a
    /// constant, or `(` after a recall, which multiplies the value recalled (a digit, the point or a clear
    /// starts a new number).
    var usesOrigin: Bool {
        guard origin != nil else { return false }
        for key in keys {
            switch key {
            // `=` that completed nothing leaves the value as it was (one that completed ended the line).
            case .second, .angleUnit, .toggleAngleUnit, .operation(.equals): continue
            case .operation(.openParenthesis): return originIsOperand
            case .operation(let id): return !Self.startsAnew.contains(id)
            default: return false
            }
        }
        return false
    }

    /// Operations that do not take the value shown as their operand.
    private static let startsAnew: Set<OperationID> = [.pi, .e, .random, .memoryRecall]

    /// Whether `key` begins a number when none is typed: a digit, the point, ±.
    private static func beginsNumber(_ key: Key) -> Bool {
        switch key {
        case .digit, .point, .operation(.negate): true
        default: false
        }
    }

    private mutating func append(_ key: Key) {
        guard isReplayable else { return }
        guard count < Self.maximumKeys else {
            isReplayable = false
            top = nil
            return
        }
        top = Node(key, below: top)
    }

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
