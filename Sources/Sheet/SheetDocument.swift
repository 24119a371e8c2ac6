import CalculatorModel

/// A sheet (issue 49): its lines and each line's result, a value that a pane holds and replaces on each
/// edit. An edit calculates again only the lines that depend on it: a line that uses a name whose value
/// changed (through the nearest definition above it), `ans` after a changed line, `sum` in a changed block.
/// Names are read top to bottom, so a line can only depend on lines above it and a cycle is a name used
/// in its own definition, an error of that line.
public struct SheetDocument: Equatable, Sendable {
    /// The lines, read for their structure.
    public private(set) var lines: [SheetLine] = []
    /// Each line's result.
    public private(set) var results: [SheetResult] = []
    /// The bytes of the text as the file keeps it (each line's UTF-8 and its line feed), kept as lines are
    /// replaced, so that the editor checks a key against `SheetLimits.fileBytes` without adding up every line.
    public private(set) var bytes = 0
    /// The names each line uses (as the reader reads them), kept so that an edit finds its dependants
    /// without reading every line again.
    private var uses: [[String]] = []
    /// The other words of each line that have a name's form (`x`, `sin`, units' words), which a line may
    /// define but never name (`x = 1` is refused): a line that fails and mentions one whose definition
    /// is above says so, and is calculated again when such a definition comes or goes.
    private var mentions: [[String]] = []
    /// The sum of each line's block through it (what `sum` on the next line reads; zero on a block's end), kept
    /// as the walk of an edit passes, so that a sum costs one addition, not one a line of its block.
    private var blockTotals: [Result<Real, SheetProblem>] = []
    /// The lines that define each name, in order: a name's nearest definition above a line is found by a
    /// binary search, not a walk up (10,000 lines using line 1's name would be quadratic).
    private var definitions: [String: [Int]] = [:]

    /// An empty sheet.
    public init() {}

    /// A sheet of `texts`, every line calculated. At most `SheetLimits.lines` lines are taken.
    public init(lines texts: [String], calculator: some SheetCalculating) {
        replace(0..<0, with: texts, calculator: calculator)
    }

    /// The lines' texts, as saved.
    public var texts: [String] { lines.map(\.text) }

    /// Replaces the lines `range` by `texts` (an edit of one line, lines typed or pasted, lines deleted)
    /// and calculates again what depends on them; what changed. The sheet keeps at most
    /// `SheetLimits.lines` lines: texts past it are not taken.
    @discardableResult
    public mutating func replace<Calculator: SheetCalculating>(
        _ range: Range<Int>, with texts: [String], calculator: Calculator
    ) -> SheetChange {
        let range = range.clamped(to: lines.indices.lowerBound..<lines.count)
        let room = SheetLimits.lines - (lines.count - range.count)
        let texts = texts.prefix(max(0, room))
        var touched = Set(lines[range].compactMap(\.name))
        let newLines = texts.map(SheetLine.init)
        touched.formUnion(newLines.compactMap(\.name))
        let oldResults = Array(results[range])
        let oldLines = Array(lines[range])
        bytes += Self.bytes(of: newLines) - Self.bytes(of: oldLines)
        lines.replaceSubrange(range, with: newLines)
        results.replaceSubrange(range, with: repeatElement(SheetResult.none, count: newLines.count))
        uses.replaceSubrange(range, with: repeatElement([], count: newLines.count))
        mentions.replaceSubrange(range, with: repeatElement([], count: newLines.count))
        blockTotals.replaceSubrange(range, with: repeatElement(.success(.zero), count: newLines.count))
        if !touched.isEmpty || range.count != newLines.count {
            definitions = [:]
            for (index, line) in lines.enumerated() { if let name = line.name { definitions[name, default: []].append(index) } }
        }
        let edited = range.lowerBound..<(range.lowerBound + newLines.count)
        // Each line typed is read once, for its names here and for its value below.
        var readings: [Calculator.Reading?] = Array(repeating: nil, count: edited.count)
        for index in edited where lines[index].kind == .calculation {
            let reading = calculator.reading(lines[index].expression)
            uses[index] = calculator.names(in: reading)
            mentions[index] = Self.words(of: lines[index].expression).filter { !uses[index].contains($0) }
            readings[index - edited.lowerBound] = reading
        }
        // A problem below that names a definition's line below the edit follows it as lines come or go.
        let shift = newLines.count - range.count
        if shift != 0 {
            for index in edited.upperBound..<results.count {
                if case .problem(.errorAbove(let name, let line)) = results[index], line >= range.upperBound {
                    results[index] = .problem(.errorAbove(name: name, line: line + shift))
                }
            }
        }
        // Lines of `ans` and `sum` below read other lines now: a calculation or a block's end came or went.
        let structureChanged =
            oldResults.contains(where: \.isCalculation) || oldLines.contains(where: \.endsBlock)
            || newLines.contains(where: \.endsBlock)
        return recalculate(
            from: edited, readings: readings, touchedNames: touched, blockChanged: structureChanged, calculator)
    }

    /// Calculates the lines `edited` and, below them, the lines that depend on a changed name, `ans` or
    /// `sum`; stops where nothing that changed can reach further. `readings` are the edited lines' expressions,
    /// read already.
    private mutating func recalculate<Calculator: SheetCalculating>(
        from edited: Range<Int>, readings: [Calculator.Reading?], touchedNames: Set<String>, blockChanged: Bool,
        _ calculator: Calculator
    ) -> SheetChange {
        var change = SheetChange()
        var changedNames = touchedNames
        // Whether the calculation nearest above changed (what `ans` reads), and one in this block (`sum`).
        var previousChanged = blockChanged
        var blockHasChange = blockChanged
        var index = edited.lowerBound
        while index < lines.count {
            let line = lines[index]
            if index >= edited.upperBound, changedNames.isEmpty, !previousChanged, !blockHasChange { break }
            // A block's end typed starts a block that lost the lines above it.
            if line.endsBlock { blockHasChange = edited.contains(index) }
            let dependsOnChange =
                edited.contains(index)
                || uses[index].contains {
                    changedNames.contains($0) || ($0 == "ans" && previousChanged)
                        || (($0 == "sum" || $0 == "total") && blockHasChange)
                }
                || mentions[index].contains { changedNames.contains($0) }
            var resultChanged = false
            if dependsOnChange {
                change.evaluatedLines += 1
                // One key's work for the whole line: its names, its sum and the calculator's reading share it.
                let reading = edited.contains(index) ? readings[index - edited.lowerBound] : nil
                let result = EvaluationMeter.measuring { evaluate(index, reading: reading, calculator) }
                resultChanged = result != results[index]
                results[index] = result
                if resultChanged { change.changedLines.append(index) }
            }
            if let name = line.name {
                // The nearest definition shields the lines below it from those above.
                if resultChanged || edited.contains(index) { changedNames.insert(name) } else { changedNames.remove(name) }
            }
            if results[index].isCalculation || (dependsOnChange && resultChanged) {
                previousChanged = resultChanged
                if resultChanged { blockHasChange = true }
            }
            blockTotals[index] = blockTotal(through: index)
            index += 1
        }
        return change
    }

    /// The result of line `index` given the results above it; `reading` is its expression read, when it was.
    private func evaluate<Calculator: SheetCalculating>(
        _ index: Int, reading: Calculator.Reading?, _ calculator: Calculator
    ) -> SheetResult {
        let line = lines[index]
        switch line.kind {
        case .blank, .heading, .comment: return .none
        case .tooLong(let bytes): return .problem(.tooLong(bytes: bytes))
        case .calculation: break
        }
        if let name = line.name {
            if let refusal = Self.reservedNames[name].map({ SheetProblem.reservedName(name, meaning: $0) })
                ?? calculator.refusal(ofName: name)
            {
                return .problem(refusal)
            }
            if line.expression.isEmpty { return .problem(.nothingToCalculate) }
        }
        var names: [String: Real] = [:]
        var knowsAName = false
        for name in uses[index] {
            switch value(of: name, above: index) {
            case nil:
                if name == line.name { return .problem(.ownDefinition(name)) }
            case .success(let value):
                names[name] = value
                knowsAName = true
            case .failure(let problem):
                return .problem(problem)
            }
        }
        switch calculator.evaluate(reading ?? calculator.reading(line.expression), names: names) {
        case .success(let value): return .value(value)
        case .failure(let problem):
            let isCalculation =
                line.name != nil || knowsAName || Self.looksLikeACalculation(line.expression)
                || calculator.isConversion(line.expression)
            // A word the line cannot read because its definition above was refused (`x = 1`, then `x + 1`).
            for word in mentions[index] where isCalculation || line.expression == word {
                if let definition = definition(of: word, above: index), case .problem = results[definition] {
                    return .problem(.errorAbove(name: word, line: definition))
                }
            }
            return isCalculation ? .problem(problem) : .none
        }
    }

    /// The value `name` has on line `index`: `ans`, `sum` and `total`, or its nearest definition above;
    /// nil when nothing above defines it.
    private func value(of name: String, above index: Int) -> Result<Real, SheetProblem>? {
        switch name {
        case "ans":
            guard let above = (0..<index).last(where: { results[$0].isCalculation }) else { return .failure(.noResultAbove) }
            return valueOrProblem(above, name: name)
        case "sum", "total":
            return index > 0 ? blockTotals[index - 1] : .success(.zero)
        default:
            return definition(of: name, above: index).map { valueOrProblem($0, name: name) }
        }
    }

    /// The line of `name`'s nearest definition above line `index`, nil when none is.
    private func definition(of name: String, above index: Int) -> Int? {
        guard let lines = definitions[name] else { return nil }
        // The last definition before `index`: the first at or after it, less one.
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? lines[low - 1] : nil
    }

    /// The bytes `lines` take in the file: their UTF-8 and a line feed each.
    static func bytes(of lines: some Sequence<SheetLine>) -> Int { lines.reduce(0) { $0 + $1.text.utf8.count + 1 } }

    /// The words of `text` that have a name's form (`SheetLine.isName`), each once, in the order written.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
        where SheetLine.isName(word) && !words.contains(String(word)) {
            words.append(String(word))
        }
        return words
    }

    /// The sum of line `index`'s block through it, from the line above's: zero on a block's end, an error
    /// once a line of the block has one.
    private func blockTotal(through index: Int) -> Result<Real, SheetProblem> {
        if lines[index].endsBlock { return .success(.zero) }
        let above = index > 0 ? blockTotals[index - 1] : .success(.zero)
        switch results[index] {
        case .none: return above
        case .problem: return .failure(.errorInBlock)
        case .value(let value): return above.map { $0 + value.value }
        }
    }

    /// Line `line`'s value, or the problem that a name read from it has.
    private func valueOrProblem(_ line: Int, name: String) -> Result<Real, SheetProblem> {
        results[line].value.map { .success($0.value) } ?? .failure(.errorAbove(name: name, line: line))
    }

    /// The names a sheet gives a meaning of its own, which no line may define.
    static let reservedNames = [
        "ans": "the result of the calculation above", "sum": "the sum of the block above",
        "total": "the sum of the block above", "to": "a conversion's word", "in": "a conversion's word",
    ]

    /// Whether text that does not read is still meant as a calculation, so that its error shows: a digit
    /// and an operator (`rent × 12`, `3 m + 2 kg`). Other text is prose, with no result (`Call Bob - now`).
    static func looksLikeACalculation(_ text: String) -> Bool {
        text.contains { $0.isASCII && $0.isNumber } && text.contains { operatorCharacters.contains($0) }
    }

    /// The characters of operators, for `looksLikeACalculation`.
    static let operatorCharacters: Set<Character> = ["+", "-", "−", "*", "×", "/", "÷", "^", "%", "√", "(", ")", "=", "!"]
}
