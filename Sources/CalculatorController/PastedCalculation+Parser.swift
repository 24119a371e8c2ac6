import CalculatorModel

extension PastedCalculation {
    /// A recursive-descent reader emitting the brain calls in the order keys would make them:
    /// operands before the functions that apply to them, operators between operands.
    struct Parser {
        let tokens: [Token]
        /// A sheet's names and their values (empty outside a sheet).
        var names: [String: Real] = [:]
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
                /// A sheet's name that no line above defines.
                case undefinedName(String)
                /// `of` or `off` after no percentage (`20 of 50`).
                case shareWithoutPercent

                /// The problem's reason given the token's text (nil at the end).
                func reason(_ written: String?) -> ExpressionProblem.Reason {
                    switch self {
                    case .unexpected: written.map { .unexpected($0) } ?? .unexpectedEnd
                    case .unclosedGroup: written.map { .unclosedGroup(before: $0) } ?? .unclosedGroupAtEnd
                    case .tooDeep: .tooDeep(maximumDepth: PastedCalculation.maximumDepth)
                    case .modulo: .modulo
                    case .doubleFactorial: .doubleFactorial
                    case .undefinedName(let name): .undefinedName(name)
                    case .shareWithoutPercent: .shareWithoutPercent
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
                case .open, .function, .prefix, .constant, .rootIndex, .name:
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
            if case .share(let share) = peek { return self.share(share, from: start, negative: negative, depth: depth) }
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

        /// `A% of B` (A/100 × B) and `A% off B` (B × (1 − A/100)), the percentage's steps beginning at `start`;
        /// B is an operand with its powers. Each is one group, so it reads whole wherever it stands.
        mutating func share(_ share: Token.Share, from start: Int, negative: Bool, depth: Int) -> Bool {
            guard steps.last == .operation(.percent) else { return fail(at: index, .shareWithoutPercent) }
            guard depth + 1 < PastedCalculation.maximumDepth else { return fail(at: index, .tooDeep) }
            index += 1
            var percentage = Array(steps[start..<(steps.count - 1)]) + [.operation(.divide), .number(Number(100))]
            if negative {
                percentage = [.operation(.openParenthesis)] + percentage + [.operation(.closeParenthesis), .operation(.negate)]
            }
            steps.removeSubrange(start...)
            guard operand(depth: depth + 1) else { return false }
            if case .binary(let id) = peek, Self.powers.contains(id) {
                guard powerChain(from: start, depth: depth + 1) else { return false }
            }
            let base = Array(steps[start...])
            steps.removeSubrange(start...)
            let open = Step.operation(.openParenthesis)
            let close = Step.operation(.closeParenthesis)
            switch share {
            case .of:
                steps += [open, open] + percentage + [close, .operation(.multiply), open] + base + [close, close]
            case .off:
                steps += [open, open] + base + [close, .operation(.multiply), open, .number(Number(1)), .operation(.subtract)]
                steps += [open] + percentage + [close, close, close]
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
            case .name(let name):
                guard let value = names[name] else { return fail(at: index - 1, .undefinedName(name)) }
                steps.append(.value(value))
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
