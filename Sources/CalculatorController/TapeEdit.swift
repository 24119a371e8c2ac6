import CalculatorModel

/// An edit of the tape: a new number for one number of one line (`3:1=22.5`: line 3, its first
/// number, now 22.5). Lines count from 1, the oldest first, as `calculator --history` prints them;
/// a line's numbers are the numbers its row shows: the words of its keys made of digits and points
/// only, counted from 1, as the calculator records them (nothing a clear, ⌫ or undo removed; `keys(of:)`).
public struct TapeEdit: Equatable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// Which of its numbers, from 1.
    public var number: Int
    /// The new number: digits with at most one point (no sign, no exponent), as it is typed.
    public var value: String

    public init?(line: Int, number: Int, value: String) {
        guard line >= 1, number >= 1, Self.isNumberWord(Substring(value)), Self.fitsAnEntry(value) else { return nil }
        self.line = line
        self.number = number
        self.value = value
    }

    /// Reads `LINE:NUMBER=VALUE` (`--edit 3:1=22.5`); nil for anything else.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":"), let equals = text.firstIndex(of: "="), colon < equals,
            let line = Int(text[..<colon]), let number = Int(text[text.index(after: colon)..<equals])
        else { return nil }
        self.init(line: line, number: number, value: String(text[text.index(after: equals)...]))
    }

    /// Whether `word` is a number as keys type it: digits and at most one point, at most 40 digits.
    public static func isNumberWord(_ word: Substring) -> Bool {
        !word.isEmpty && word.count <= 41 && word.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) }
            && word.count(where: { $0 == "." }) <= 1 && word != "."
    }

    /// The most significant digits a new number may have: what a number typed holds (`Entry`), so that
    /// the line made again reads it whole.
    public static let digitLimit = NumberFormat.wideDigits

    /// Whether `value` (a number word) types whole: at most `digitLimit` significant digits, and as many
    /// zeros after the point before the first.
    public static func fitsAnEntry(_ value: String) -> Bool {
        var entry = Entry()
        for character in value {
            if character == "." {
                entry.appendPoint()
            } else {
                entry.append(digit: character.wholeNumberValue ?? 0, limit: digitLimit)
            }
        }
        return Number(entry.text) == Number(value)
    }

    /// The keys of `recipe` whose numbers an edit counts: as this calculator records a line, without what
    /// a clear, ⌫ or undo removed. A tape written before kept such keys: they are recorded again by
    /// pressing them (from the value the line began from), so the numbers are those its row shows. Nil
    /// for a recipe of more keys than a line keeps (`TapeReplay.keys`), which is not made again.
    public static func keys(of recipe: LineRecipe) -> String? {
        guard let keys = recipe.keys, TapeReplay.keys(keys) != nil else { return nil }
        guard keys.split(separator: " ").contains(where: { removingKeys.contains($0) }) else { return keys }
        let start = recipe.start.flatMap { Number($0) }.map { Real($0) }
        return TapeReplay.recorded(keys: keys, start: start, evaluation: recipe.evaluation, angleUnit: recipe.angleUnit)
            ?? keys
    }

    /// The names of the keys that take back what was typed (`C` is the clear of the entry).
    private static let removingKeys: Set<Substring> = ["AC", "C", "back", "undo", "redo"]

    /// The numbers of `keys` (`12.5 + 7.5 =`: `12.5`, `7.5`), the words an edit may change, in order.
    public static func numbers(in keys: String) -> [String] {
        keys.split(separator: " ").filter(isNumberWord).map(String.init)
    }

    /// `keys` with its `number`th number word replaced by `value`; nil when it has fewer numbers.
    static func replacing(number: Int, in keys: String, with value: String) -> String? {
        var words = keys.split(separator: " ").map(String.init)
        let numbers = words.indices.filter { isNumberWord(Substring(words[$0])) }
        guard number <= numbers.count else { return nil }
        words[numbers[number - 1]] = value
        return words.joined(separator: " ")
    }
}

/// Why an edit could not be made.
public enum TapeEditFailure: Error, Equatable, Sendable {
    /// The tape has no such line.
    case noSuchLine(Int)
    /// The line keeps no keys (an older tape, a paste, the memory): it cannot be made again.
    case notReplayable(Int)
    /// The line has fewer numbers.
    case noSuchNumber(line: Int, number: Int)
}

/// What an edit did: the tape after it and the lines it recomputed (from 0, in order).
public struct TapeRecomputation: Equatable, Sendable {
    /// Every line, the recomputed ones with their new expression and result.
    public var entries: [HistoryEntry]
    /// The positions of the lines recomputed: the edited one and every line that used its result,
    /// directly or through other lines.
    public var changed: [Int]

    /// Applies `edit` to `tape`: the line is made again with its keys, the number replaced, then each
    /// later line whose `source` is a recomputed line (the nearest line before it with that id), in
    /// order, from the new result. A line that cannot be made again, or comes to an error, is `Error`,
    /// and so is each line that used it. Pure: replays in controllers of their own.
    public init(applying edit: TapeEdit, to tape: [HistoryEntry]) throws(TapeEditFailure) {
        let k = edit.line - 1
        guard tape.indices.contains(k) else { throw .noSuchLine(edit.line) }
        guard let recipe = tape[k].recipe, let keys = TapeEdit.keys(of: recipe) else { throw .notReplayable(edit.line) }
        guard let edited = TapeEdit.replacing(number: edit.number, in: keys, with: edit.value) else {
            throw .noSuchNumber(line: edit.line, number: edit.number)
        }
        var sources = TapeSources(tape)
        var entries = tape
        var changed = [k]
        var recomputed: Set<Int> = [k]
        entries[k] = Self.remade(tape[k], keys: edited, start: sources.start(of: k, in: tape))
        sources.replace(k, with: entries[k])
        for i in (k + 1)..<max(k + 1, tape.count) {
            guard let j = sources.sourceIndex(of: i, in: tape), recomputed.contains(j) else { continue }
            recomputed.insert(i)
            changed.append(i)
            let line = tape[i]
            if entries[j].isError || line.recipe?.keys == nil {
                entries[i] = .error(expression: line.expression, recipe: line.recipe)
            } else {
                entries[i] = Self.remade(line, keys: line.recipe!.keys!, start: entries[j].value)
            }
            sources.replace(i, with: entries[i])
        }
        self.entries = entries
        self.changed = changed
    }

    /// `line` made again with `keys` from `start`: its new expression and result, or `Error`.
    static func remade(_ line: HistoryEntry, keys: String, start: Real?) -> HistoryEntry {
        let recipe = line.recipe!
        var kept = recipe
        kept.keys = keys
        guard start.map({ !$0.isNaN }) ?? true,
            let replayed = TapeReplay.run(keys: keys, start: start, evaluation: recipe.evaluation, angleUnit: recipe.angleUnit)
        else { return .error(expression: line.expression, recipe: kept) }
        guard var entry = HistoryEntry(expressionLine: replayed.expression, value: replayed.value) else {
            // The expression as the keys wrote it up to the error (`1 ÷ 0`), not the line's old one.
            var expression = Substring(replayed.expression)
            if expression.hasSuffix(" =") { expression = expression.dropLast(2) }
            return .error(expression: expression.isEmpty ? line.expression : String(expression), recipe: kept)
        }
        entry.recipe = kept
        return entry
    }
}

/// Which earlier line each line began from, and the exact values lines began from: a source's value
/// is made again from its own keys (so a chain read from the file keeps exact values, as in the
/// session that computed it) when that gives the result written, else the result written. A pass may
/// be bounded (`keyBudget`): it then stops, leaving the lines it did not reach unknown, once its keys or
/// one key's evaluation budget are spent, so that the history panel's replays stay within a key's work.
struct TapeSources {
    /// The position of each line's source, nil when it has none on the tape.
    private var sourceIndices: [Int?]
    /// Exact values found so far, by position.
    private var values: [Int: Real] = [:]
    /// The lines read without an exact value whose keys made it again (`value(of:in:)`), by position.
    private(set) var remade: [Int: Real] = [:]
    /// The lines whose keys came to another result, or that alone ran past the pass's budget: they keep
    /// their digits (`HistoryEntry.keepDigits`).
    private(set) var failed: Set<Int> = []
    /// The keys the pass may still press; nil: no bound.
    private var keysLeft: Int?
    /// Whether the pass stopped, its budget spent: lines it did not reach are not known.
    private(set) var isStopped = false
    /// Whether the pass made any line again yet (the first has the whole budget).
    private var hasReplayed = false

    /// The sources of `tape`'s lines; a pass of at most `keyBudget` keys when one is given.
    init(_ tape: [HistoryEntry], keyBudget: Int? = nil) {
        var latest: [Int: Int] = [:]
        sourceIndices = tape.indices.map { i in
            defer { if let id = tape[i].recipe?.id { latest[id] = i } }
            return tape[i].recipe?.source.flatMap { latest[$0] }
        }
        keysLeft = keyBudget
    }

    /// The position of line `i`'s source.
    func sourceIndex(of i: Int, in tape: [HistoryEntry]) -> Int? { sourceIndices[i] }

    /// The value line `i` began from: its source's exact value, or the `start` written; nil for none.
    mutating func start(of i: Int, in tape: [HistoryEntry]) -> Real? {
        knownStart(of: i, in: tape) ?? nil
    }

    /// The same, or nil (outside) when its source is not known, the pass having stopped.
    private mutating func knownStart(of i: Int, in tape: [HistoryEntry]) -> Real?? {
        guard let recipe = tape[i].recipe, let written = recipe.start else { return .some(nil) }
        if let j = sourceIndices[i] { return value(of: j, in: tape).map { .some($0) } }
        return .some(Real(Number(written) ?? .nan))
    }

    /// The exact value of line `j` as far as its keys can make it again; nil when the pass stopped first.
    @discardableResult
    mutating func value(of j: Int, in tape: [HistoryEntry]) -> Real? {
        if let known = values[j] { return known }
        let line = tape[j]
        guard line.awaitsExactValue, let recipe = line.recipe, let keys = recipe.keys else {
            values[j] = line.value
            return line.value
        }
        guard !isStopped, let start = knownStart(of: j, in: tape), !isStopped else { return nil }
        if keysLeft != nil, keys.utf8.count > TapeReplay.longestRecipe {
            // Written by hand, never pressed (`TapeReplay.keys`): it takes none of the pass's keys.
            failed.insert(j)
            values[j] = line.value
            return line.value
        }
        if let left = keysLeft {
            let count = keys.utf8.count
            guard left >= count || !hasReplayed else {
                isStopped = true
                return nil
            }
            keysLeft = left - count
        }
        let first = !hasReplayed
        hasReplayed = true
        let replayed = TapeReplay.run(keys: keys, start: start, evaluation: recipe.evaluation, angleUnit: recipe.angleUnit)
        // Its value is rounded twice more: to check it here, and when the line takes it (`HistoryEntry.restore`).
        if keysLeft != nil, let value = replayed?.value { EvaluationMeter.chargeExactArithmetic(on: value, operations: 2) }
        if keysLeft != nil, EvaluationMeter.isCurrentExhausted {
            // Past one key's work: alone, the line keeps its digits; after others, it waits for the next pass.
            isStopped = true
            guard first else { return nil }
            failed.insert(j)
            values[j] = line.value
            return line.value
        }
        if let replayed, HistoryEntry(expressionLine: replayed.expression, value: replayed.value)?.result == line.result {
            remade[j] = replayed.value
            values[j] = replayed.value
            return replayed.value
        }
        failed.insert(j)
        values[j] = line.value
        return line.value
    }

    /// Line `i` is now `entry` (recomputed): later lines begin from its value.
    mutating func replace(_ i: Int, with entry: HistoryEntry) { values[i] = entry.value }
}
