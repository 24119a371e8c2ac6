import CalculatorModel

/// A calculation read from pasted text as an expression (`12+3×4=`, `(2+3)*4`, `2*-3`, `√(16)+1`,
/// `2**3`, `1e3+1`, `50 + 10%`): the brain calls that compute it, in order, so the evaluation rule
/// applies as to typed keys, and numbers never merge with what was typed. Anything that does not
/// parse whole is refused.
struct PastedCalculation {
    /// One brain call.
    enum Step: Equatable {
        case number(Number)
        case operation(OperationID)
        /// A sheet's name, at the exact value it stands for.
        case value(Real)
    }

    /// Longer pastes are not calculations a person typed.
    static let maximumBytes = 4096
    /// Deeper nesting is not a calculation a person typed either.
    static let maximumDepth = 64

    /// The calls, without the final `=`.
    private(set) var steps: [Step] = []
    /// Whether the text ends in `=`.
    private(set) var isComplete = false

    /// Reads `text`, or nil when it is not an expression with at least one operator (a sign too),
    /// function or parenthesis (a plain number is `PastedNumber`'s).
    init?(_ text: String, locale: NumberLocale = .standard) {
        guard case .success(let calculation) = Self.reading(text, locale: locale) else { return nil }
        self = calculation
    }

    /// Reads `text` as `init` does, or says where and why it does not parse (`-e`'s message). A plain
    /// number is refused here as in `init`, with `ExpressionProblem.Reason.noOperation`.
    static func reading(_ text: String, locale: NumberLocale = .standard) -> Result<PastedCalculation, ExpressionProblem> {
        reading(text, locale: locale, names: nil)
    }

    /// Reads `text` as `reading` does, in a sheet's language when `names` is given (issue 49): a word
    /// that is no function or constant is a name (letters, digits and `_`), read at its value in `names`
    /// or refused as undefined, and `20% of 50`, `10% off 80` read as shares. `scanned` is `text`'s tokens
    /// as `Token.scanning` gives them (names read when `names` is given), which are then not scanned again.
    static func reading(
        _ text: String, locale: NumberLocale = .standard, names: [String: Real]?,
        scanned: Result<[(token: Token, position: Int)], ExpressionProblem>? = nil
    ) -> Result<PastedCalculation, ExpressionProblem> {
        guard text.utf8.count <= maximumBytes else {
            // The first character past the limit, counted from 1.
            var bytes = 0
            let position =
                (text.firstIndex {
                    bytes += $0.utf8.count; return bytes > maximumBytes
                }).map {
                    text.distance(from: text.startIndex, to: $0) + 1
                }
            return .failure(ExpressionProblem(position: position ?? 1, reason: .tooLong(maximumBytes: maximumBytes)))
        }
        let tokens: [Token]
        let positions: [Int]
        switch scanned ?? Token.scanning(text, locale: locale, readsNames: names != nil) {
        case .failure(let problem): return .failure(problem)
        case .success(let scanned): (tokens, positions) = (scanned.map(\.token), scanned.map(\.position))
        }
        var parser = Parser(tokens: tokens, names: names ?? [:])
        let characters = Array(text)
        /// The problem at token `index` (its text quoted), or at the end of the text.
        func problem(at index: Int, _ reason: (String?) -> ExpressionProblem.Reason) -> ExpressionProblem {
            guard index < tokens.count else { return ExpressionProblem(position: characters.count + 1, reason: reason(nil)) }
            if case .unsupported = tokens[index] { return ExpressionProblem(position: positions[index] + 1, reason: .modulo) }
            let end = index + 1 < positions.count ? positions[index + 1] : characters.count
            let written = String(characters[positions[index]..<end]).trimmingWhitespace
            return ExpressionProblem(position: positions[index] + 1, reason: reason(written))
        }
        guard parser.expression(depth: 0) else {
            let failure = parser.failure ?? Parser.Failure(index: parser.index, kind: .unexpected)
            return .failure(problem(at: failure.index, failure.kind.reason))
        }
        var calculation = PastedCalculation()
        if parser.peek == .equals {
            parser.index += 1
            calculation.isComplete = true
        }
        guard parser.peek == nil else { return .failure(problem(at: parser.index, Parser.Failure.Kind.unexpected.reason)) }
        // A sign is an operator here (`--5` is 5), though the steps fold it into the number.
        let signs = tokens.count - (calculation.isComplete ? 2 : 1)
        guard parser.steps.count > 1 || parser.steps.contains(where: { !$0.isNumber }) || signs > 0 else {
            return .failure(ExpressionProblem(position: 1, reason: .noOperation))
        }
        calculation.steps = parser.steps
        return .success(calculation)
    }

    private init() {}
}

extension String {
    /// The text without whitespace at either end (the standard library has no `trimmingCharacters`
    /// without Foundation).
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

extension PastedCalculation {
    /// The operation the calculator does not have that `text` asks for (`10 mod 3`, `7%3`), when it is
    /// refused for that: what the refusal then names.
    static func unsupportedOperation(in text: String, locale: NumberLocale = .standard) -> UnsupportedOperation? {
        guard text.utf8.count <= maximumBytes, let tokens = Token.scan(text, locale: locale) else { return nil }
        for (index, token) in tokens.enumerated() {
            if case .unsupported(let operation) = token { return operation }
            if token == .postfix(.percent), index + 1 < tokens.count, tokens[index + 1].startsModuloOperand {
                return .modulo(.percentSign)
            }
            if token == .postfix(.factorial), index + 1 < tokens.count, tokens[index + 1] == token { return .doubleFactorial }
        }
        return nil
    }
}

extension PastedCalculation.Step {
    /// Whether this is a number as written (a name's value is not: `rent` alone is a calculation).
    var isNumber: Bool {
        if case .number = self { true } else { false }
    }
}
