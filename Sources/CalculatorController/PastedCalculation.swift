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
        switch Token.scanning(text, locale: locale) {
        case .failure(let problem): return .failure(problem)
        case .success(let scanned): (tokens, positions) = (scanned.map(\.token), scanned.map(\.position))
        }
        var parser = Parser(tokens: tokens)
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
        guard parser.steps.count > 1 || parser.steps.contains(where: \.isOperation) || signs > 0 else {
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

extension PastedCalculation.Token {
    /// Whether this token right after `%` makes it read as modulo (`7%3`, `7%(3)`), which is refused.
    var startsModuloOperand: Bool {
        switch self {
        case .number, .open: true
        default: false
        }
    }
}

extension PastedCalculation.Token {
    /// Whether this operator takes the `1` of a `1/(` after it as its whole operand, so that the `1/(` is
    /// read as `1`, `÷`, `(` (`8÷1/(4)` is 8 ÷ 1 ÷ 4, `2^1/(4)` is 2¹ ÷ 4, as in mathematics) rather than
    /// as the 1/x key, whose reading differs only there.
    var bindsTheOne: Bool {
        switch self {
        case .binary(let id): id == .divide || PastedCalculation.Parser.powers.contains(id) || id == .scaled
        default: false
        }
    }
}

extension PastedCalculation.Token {
    /// The postfix operation this token applies after an operand: its own, or xʸ for a superscript
    /// exponent (whose steps the parser writes itself).
    var asPostfix: PastedCalculation.Token? {
        switch self {
        case .postfix: self
        case .exponent: .postfix(.power)
        default: nil
        }
    }
}

extension PastedCalculation.Step {
    var isOperation: Bool {
        if case .operation = self { true } else { false }
    }
}

extension PastedCalculation {
    /// A word or symbol of pasted text.
    enum Token: Equatable {
        case number(Number)
        case binary(OperationID)
        /// `-` and `−`: subtraction between operands, a sign before one.
        case minus
        /// `+`: addition between operands, a sign before one.
        case plus
        case postfix(OperationID)
        case function(OperationID)
        /// The 1/x, eˣ and 10ˣ keys written as operators before a group (`1/(4)`, `e^(2)`, `10^(2)`): what
        /// follows the group as a postfix or a power belongs to it, as it would to the operand of `÷`
        /// or `^` (`1/(4)!` is 1/24, `10^(2)^3` is 10⁸).
        case prefix(OperationID)
        case constant(OperationID)
        case open
        case close
        case equals
        /// A word of an operation the calculator does not have (`mod`): never read as anything else.
        case unsupported(UnsupportedOperation)
        /// A power written in superscripts after its base (`e⁵`, `2⁻¹`, `10¹²`), as exact forms write
        /// them (issue 31); `²` and `³` alone stay the x² and x³ keys.
        case exponent(Number)
        /// A root's index written in superscripts before `√` (`⁵√2`, as the exact form writes the fifth
        /// root), and `∜`: the root of the primary that follows.
        case rootIndex(Number)

        /// The operations written with one character, the calculator's own symbols and their ASCII forms.
        static let symbols: [Character: Token] = [
            "+": .plus, "-": .minus, "−": .minus, "*": .binary(.multiply), "×": .binary(.multiply), "x": .binary(.multiply),
            "·": .binary(.multiply), "/": .binary(.divide), "÷": .binary(.divide), "^": .binary(.power),
            "%": .postfix(.percent), "!": .postfix(.factorial), "²": .postfix(.square), "³": .postfix(.cube),
            "√": .function(.squareRoot), "∛": .function(.cubeRoot), "π": .constant(.pi), "±": .function(.negate),
            "(": .open, ")": .close, "=": .equals,
        ]

        /// The operations written with more than one character that the expression line writes: `8 ʸ√ 3`
        /// (the third root of 8, operands in the order the keys take them), and `1/(4)`, `e^(2)`, `10^(2)`,
        /// the 1/x, eˣ and 10ˣ keys written before the group they apply to. Tried before numbers, words and
        /// `symbols`, longest first.
        static let spellings: [(text: [Character], token: Token)] = [
            (Array(OperationID.root.infix!), .binary(.root)),
            (["1", "0", "^", "("], .prefix(.exp10)), (["1", "/", "("], .prefix(.reciprocal)),
            (["e", "^", "("], .prefix(.exp)),
        ]

        /// Words, in lower case: function names as the keypad (`sin⁻¹`, `log₁₀`), batch mode (`asin`) and other
        /// calculators spell them, the constants, `yroot` (how the expression line and the tape wrote ʸ√x
        /// before issue 36, so old tapes paste), and `mod`, which is refused by name.
        static let words: [String: Token] = {
            var table: [String: Token] = [
                "pi": .constant(.pi), "e": .constant(.e), "sqrt": .function(.squareRoot),
                "cbrt": .function(.cubeRoot), "log": .function(.log10), "log10": .function(.log10), "exp": .function(.exp),
                "exp10": .function(.exp10),
                "yroot": .binary(.root), "mod": .unsupported(.modulo(.word)),
            ]
            for id in [
                OperationID.sin, .cos, .tan, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh, .ln, .log10,
            ] {
                table[id.symbol] = .function(id)
            }
            for (name, id) in [
                ("asin", OperationID.asin), ("acos", .acos), ("atan", .atan), ("asinh", .asinh), ("acosh", .acosh),
                ("atanh", .atanh),
            ] {
                table[name] = .function(id)
            }
            return table
        }()

        /// The word `E` alone, in capitals: EE (`2 E 3` is 2 × 10³), as the expression line writes it; `e`
        /// is Euler's number, and `2E3` written together is a number.
        static let scaledWord = OperationID.scaled.infix!

        /// What may follow a word's letters as part of it: the superscript −1 of the inverse functions
        /// and the subscript 10 of `log₁₀`, as the keypad writes them.
        static let wordMarks: Set<Character> = ["⁻", "¹", "₁", "₀"]

        /// The tokens of `text`, or nil if a character or word means nothing here.
        static func scan(_ text: String, locale: NumberLocale) -> [Token]? {
            guard case .success(let scanned) = scanning(text, locale: locale) else { return nil }
            return scanned.map(\.token)
        }

        /// The tokens of `text`, each with the offset of its first character (from 0), or where and why
        /// a character or word means nothing here.
        static func scanning(_ text: String, locale: NumberLocale) -> Result<[(token: Token, position: Int)], ExpressionProblem> {
            var tokens: [Token] = []
            var positions: [Int] = []
            let characters = Array(text)
            var index = 0
            /// The problem at the character `index` names.
            func refused(_ reason: ExpressionProblem.Reason) -> Result<[(token: Token, position: Int)], ExpressionProblem> {
                .failure(ExpressionProblem(position: index + 1, reason: reason))
            }
            while index < characters.count {
                let character = characters[index]
                if !character.isWhitespace { positions.append(index) }
                if character.isWhitespace {
                    index += 1
                } else if let (text, token) = spellings.first(where: {
                    characters[index...].starts(with: $0.text)
                        && !($0.token == .prefix(.reciprocal) && tokens.last?.bindsTheOne == true)
                }) {
                    tokens.append(token)
                    // A function's group is its operand: only the function's own characters are taken.
                    index += token == .binary(.root) ? text.count : text.count - 1
                } else if startsPrefixedInteger(characters, at: index) {
                    guard let (value, end) = prefixedInteger(in: characters, from: index) else { return refused(.notANumber) }
                    tokens.append(.number(value))
                    index = end
                } else if character.isASCII, character.isNumber || character == "." {
                    guard let (value, end) = number(in: characters, from: index, locale: locale) else {
                        return refused(.notANumber)
                    }
                    tokens.append(.number(value))
                    index = end
                } else if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                    tokens.append(.binary(.power))
                    index += 2
                } else if character.isASCII, character.isLetter, character != "x" {
                    let lettersEnd = characters[index...].firstIndex { !($0.isASCII && $0.isLetter) } ?? characters.count
                    var end = lettersEnd
                    while end < characters.count, wordMarks.contains(characters[end]) { end += 1 }
                    // Marks that make no word are an exponent after it (`e¹⁰`, `e⁻¹`).
                    if end > lettersEnd, words[String(characters[index..<end]).lowercased()] == nil { end = lettersEnd }
                    // Digits written onto a function's name belong to it (`log10`, `exp10`): a name so spelled
                    // that the calculator lacks (`log2`, `atan2`) is refused, never read as a product (`log 2 × …`).
                    if end == lettersEnd, end < characters.count, characters[end].isASCII, characters[end].isNumber,
                        case .function = words[String(characters[index..<end]).lowercased()]
                    {
                        end = characters[end...].firstIndex { !($0.isASCII && $0.isNumber) } ?? characters.count
                    }
                    let word = String(characters[index..<end])
                    guard let token = word == scaledWord ? .binary(.scaled) : words[word.lowercased()] else {
                        return refused(.unknownWord(word))
                    }
                    tokens.append(token)
                    index = end
                } else if character == "∜" {
                    tokens.append(.rootIndex(Number(4)))
                    index += 1
                } else if let run = superscriptToken(characters, at: index) {
                    guard case .success(let (token, end)) = run else { return refused(.notANumber) }
                    tokens.append(token)
                    index = end
                } else if let token = symbols[character] {
                    tokens.append(token)
                    index += 1
                } else {
                    return refused(.unknownCharacter(character))
                }
            }
            return .success(Array(zip(tokens, positions)).map { (token: $0.0, position: $0.1) })
        }

        /// The superscript characters and the digit or sign each stands for.
        static let superscripts: [Character: Character] = Dictionary(
            uniqueKeysWithValues: ExactForm.superscripts.map { ($0.value, $0.key) })

        /// A run of superscripts at `start`, read whole, and where it ends: a root index before `√`, else an
        /// exponent (`⁻` first for a negative one, every digit kept: `1.0000000000000000001³³³…` is one
        /// power however long the run); nil for a lone `²` or `³` (the x² and x³ keys) and for no
        /// superscripts; a failure for a run that is no whole number (`²⁻³`). Each character is looked at
        /// once, so that the scan stays linear.
        static func superscriptToken(_ characters: [Character], at start: Int) -> Result<(Token, Int), SuperscriptRunError>? {
            var end = start
            while end < characters.count, superscripts[characters[end]] != nil { end += 1 }
            guard end > start else { return nil }
            let digits = String(characters[start..<end].map { superscripts[$0]! })
            let magnitude = digits.hasPrefix("-") ? digits.dropFirst() : Substring(digits)
            guard !magnitude.isEmpty, magnitude.allSatisfy(\.isNumber), let value = Number(exactDecimal: digits) else {
                return .failure(SuperscriptRunError())
            }
            if end < characters.count, characters[end] == "√", !value.isNegative, !value.isZero {
                return .success((.rootIndex(value), end + 1))
            }
            if digits == "2" || digits == "3" { return nil }
            return .success((.exponent(value), end))
        }

        /// A run of superscripts that is no whole number.
        struct SuperscriptRunError: Error {}

        /// The bases a whole number may be written in after `0`: `0x1F`, `0o17`, `0b101`, as programmers
        /// write them (GNOME Calculator and Python read them so).
        static let radixPrefixes: [Character: Int] = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2]

        /// Whether a base prefix and a digit of that base begin at `start`: `0x1`, not `0 x 1` or `0x`.
        static func startsPrefixedInteger(_ characters: [Character], at start: Int) -> Bool {
            guard start + 2 < characters.count, characters[start] == "0", let radix = radixPrefixes[characters[start + 1]],
                characters[start + 2].isASCII, let first = characters[start + 2].hexDigitValue
            else { return false }
            return first < radix
        }

        /// The whole number a base prefix begins at `start` (`0x10` is 16, never 0 × 10), and where it
        /// ends; nil when what follows is no number of that base (`0x1.8`, `0b12`), which is refused.
        static func prefixedInteger(in characters: [Character], from start: Int) -> (Number, Int)? {
            guard startsPrefixedInteger(characters, at: start), let radix = radixPrefixes[characters[start + 1]] else {
                return nil
            }
            var end = start + 2
            while end < characters.count, characters[end].isASCII, let digit = characters[end].hexDigitValue, digit < radix {
                end += 1
            }
            // `0x1F.8` or `0b12`: a digit or point of another base right after is no number.
            if end < characters.count, characters[end].isASCII, characters[end].isHexDigit || characters[end] == "." {
                return nil
            }
            guard let value = Number(digits: String(characters[(start + 2)..<end]), radix: radix), !value.isNaN else {
                return nil
            }
            return (value, end)
        }

        /// A number from `start`: digits with marks that group or separate the fraction (by
        /// `LocalizedNumber`'s rules), and an exponent (`1.5e-7`, `2E5`); its value and where it ends.
        static func number(in characters: [Character], from start: Int, locale: NumberLocale) -> (Number, Int)? {
            var end = start
            func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
            func isMark(_ i: Int) -> Bool {
                i < characters.count
                    && (characters[i] == "," || characters[i] == "."
                        || (characters[i] != " " && LocalizedNumber.groupOnly.contains(characters[i])))
            }
            while isDigit(end) || isMark(end) { end += 1 }
            if end < characters.count, characters[end] == "e" || characters[end] == "E" {
                var exponentEnd = end + 1
                if exponentEnd < characters.count, "+-−".contains(characters[exponentEnd]) { exponentEnd += 1 }
                if isDigit(exponentEnd) {
                    while isDigit(exponentEnd) { exponentEnd += 1 }
                    end = exponentEnd
                }
            }
            let text = String(characters[start..<end])
            guard let value = LocalizedNumber.value(of: text[...], locale: locale, spaces: false) else { return nil }
            return (value, end)
        }
    }

    /// A recursive-descent reader emitting the brain calls in the order keys would make them:
    /// operands before the functions that apply to them, operators between operands.
    struct Parser {
        let tokens: [Token]
        var index = 0
        var steps: [Step] = []
        /// Where reading failed first, and why: what `-e` names.
        var failure: Failure?

        /// A failure of the reader: the token it could not take (`tokens.count` for the end) and why.
        struct Failure {
            /// Why a token could not be taken.
            enum Kind {
                /// The token cannot stand here (`2+)`), or the text ended where a number was expected.
                case unexpected
                /// A group is not closed where it must be.
                case unclosedGroup
                /// Nesting deeper than `maximumDepth`.
                case tooDeep
                /// `7%3`: modulo, which the calculator does not have.
                case modulo
                /// `5!!`: a double factorial, which the calculator does not have.
                case doubleFactorial

                /// The problem's reason given the token's text (nil at the end).
                func reason(_ written: String?) -> ExpressionProblem.Reason {
                    switch self {
                    case .unexpected: written.map { .unexpected($0) } ?? .unexpectedEnd
                    case .unclosedGroup: written.map { .unclosedGroup(before: $0) } ?? .unclosedGroupAtEnd
                    case .tooDeep: .tooDeep(maximumDepth: PastedCalculation.maximumDepth)
                    case .modulo: .modulo
                    case .doubleFactorial: .doubleFactorial
                    }
                }
            }

            let index: Int
            let kind: Kind
        }

        /// Records the first failure (the innermost, where reading stopped) and returns false.
        mutating func fail(at index: Int, _ kind: Failure.Kind) -> Bool {
            if failure == nil { failure = Failure(index: index, kind: kind) }
            return false
        }

        var peek: Token? { index < tokens.count ? tokens[index] : nil }

        /// operand { operator operand }, where a group, function or constant right after an operand
        /// (and a number right after a group) multiplies it, as written by hand: `2(3+4)`, `2π`, `(1+1)3`.
        mutating func expression(depth: Int) -> Bool {
            guard depth < PastedCalculation.maximumDepth else { return fail(at: index, .tooDeep) }
            guard operand(depth: depth) else { return false }
            while let token = peek {
                switch token {
                case .binary(let id):
                    index += 1
                    steps.append(.operation(id))
                case .plus, .minus:
                    index += 1
                    steps.append(.operation(token == .plus ? .add : .subtract))
                case .open, .function, .prefix, .constant, .rootIndex:
                    steps.append(.operation(.multiply))
                case .number where tokens[index - 1] == .close:
                    steps.append(.operation(.multiply))
                default:
                    return true
                }
                guard operand(depth: depth) else { return false }
            }
            return true
        }

        /// The operators that bind tighter than a sign, as in mathematics: `-2^2` is −(2²).
        static let powers: Set<OperationID> = [.power, .root]

        /// [sign] primary { postfix } [power operand …]: a minus sign makes a number negative, or negates
        /// what follows; before a power it negates the power (`-2^2` is −4, as in mathematics, GNOME
        /// Calculator and Python), which is then read as a group. Signs may repeat (`--5` is 5).
        mutating func operand(depth: Int) -> Bool {
            var negative = false
            while peek == .minus || peek == .plus {
                if peek == .minus { negative.toggle() }
                index += 1
            }
            let start = steps.count
            guard primary(depth: depth), let hasPostfix = postfixes(from: start) else { return false }
            if negative, case .binary(let id) = peek, Self.powers.contains(id) {
                guard powerChain(from: start, depth: depth) else { return false }
                steps.append(.operation(.negate))
                return true
            }
            if negative {
                if !hasPostfix, steps.count == start + 1, case .number(let value) = steps[start] {
                    steps[start] = .number(-value)
                } else {
                    steps.append(.operation(.negate))
                }
            }
            return true
        }

        /// The postfix operations and superscript powers after the operand whose steps begin at `start`;
        /// whether there was any, or nil when reading failed (`7%3`, `5!!`). A superscript power makes
        /// the base and its power a group, so that the immediate rule powers the base alone; the groups
        /// are opened at once, so that a long run of powers is read in linear time.
        mutating func postfixes(from start: Int) -> Bool? {
            var tail: [Step] = []
            var groups = 0
            var previous: Token?
            while let token = peek, case .postfix(let id) = token.asPostfix {
                // `5!!`: the double factorial in mathematics, (5!)! on a keypad; neither is guessed.
                if token == .postfix(.factorial), previous == token { _ = fail(at: index, .doubleFactorial); return nil }
                index += 1
                previous = token
                if case .exponent(let power) = token {
                    groups += 1
                    tail += [.operation(.power), .number(power), .operation(.closeParenthesis)]
                    continue
                }
                tail.append(.operation(id))
                // `7%3`, `7%(3)`: modulo as programmers write it, refused rather than misread.
                if id == .percent, peek?.startsModuloOperand == true { _ = fail(at: index - 1, .modulo); return nil }
            }
            steps.insert(contentsOf: repeatElement(.operation(.openParenthesis), count: groups), at: start)
            steps += tail
            return previous != nil
        }

        /// The `^` and `ʸ√` that follow the operand whose steps begin at `start`, with their operands, read
        /// as one group with it: the exponent of a sign (`-2^2`) or of a prefix (`10^(2)^3`).
        mutating func powerChain(from start: Int, depth: Int) -> Bool {
            guard depth + 1 < PastedCalculation.maximumDepth else { return fail(at: index, .tooDeep) }
            steps.insert(.operation(.openParenthesis), at: start)
            while case .binary(let id) = peek, Self.powers.contains(id) {
                index += 1
                steps.append(.operation(id))
                guard operand(depth: depth + 1) else { return false }
            }
            steps.append(.operation(.closeParenthesis))
            return true
        }

        /// A number, a constant, a group in parentheses, or a function of a primary (`√16`, `sin(30)`).
        mutating func primary(depth: Int) -> Bool {
            guard let token = peek else { return fail(at: index, .unexpected) }
            index += 1
            switch token {
            case .number(let value):
                steps.append(.number(value))
            case .constant(let id):
                steps.append(.operation(id))
            case .open:
                steps.append(.operation(.openParenthesis))
                guard expression(depth: depth + 1) else { return false }
                guard peek == .close else { return fail(at: index, .unclosedGroup) }
                index += 1
                steps.append(.operation(.closeParenthesis))
            case .function(let id):
                guard depth + 1 < PastedCalculation.maximumDepth else { return fail(at: index, .tooDeep) }
                guard primary(depth: depth + 1) else { return false }
                steps.append(.operation(id))
            case .prefix(let id):
                // Its group with what binds to it: `1/(4)!` is 1/(4!), `10^(2)^3` is 10^(2³).
                guard depth + 1 < PastedCalculation.maximumDepth else { return fail(at: index, .tooDeep) }
                let start = steps.count
                guard primary(depth: depth + 1), postfixes(from: start) != nil else { return false }
                if case .binary(let power) = peek, Self.powers.contains(power) {
                    guard powerChain(from: start, depth: depth + 1) else { return false }
                }
                steps.append(.operation(id))
            case .rootIndex(let index):
                // `⁵√2` is 2 ʸ√x 5, grouped so that the immediate rule roots the radicand alone.
                guard depth + 1 < PastedCalculation.maximumDepth else { return fail(at: self.index, .tooDeep) }
                steps.append(.operation(.openParenthesis))
                guard primary(depth: depth + 1) else { return false }
                steps += [.operation(.root), .number(index), .operation(.closeParenthesis)]
            default:
                return fail(at: index - 1, .unexpected)
            }
            return true
        }
    }
}
