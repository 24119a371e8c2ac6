import CalculatorModel

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
        /// A sheet's name (`rent`): letters, digits and `_`, not a function's or constant's word.
        case name(String)
        /// A sheet's `of` and `off` after a percentage: `20% of 50` is 10, `10% off 80` is 72.
        case share(Share)

        /// How a percentage applies to what follows it in a sheet.
        enum Share: String, CaseIterable {
            case of, off
        }

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
        static func scan(_ text: String, locale: NumberLocale, readsNames: Bool = false) -> [Token]? {
            guard case .success(let scanned) = scanning(text, locale: locale, readsNames: readsNames) else { return nil }
            return scanned.map(\.token)
        }

        /// The tokens of `text`, each with the offset of its first character (from 0), or where and why
        /// a character or word means nothing here.
        static func scanning(
            _ text: String, locale: NumberLocale, readsNames: Bool = false
        ) -> Result<[(token: Token, position: Int)], ExpressionProblem> {
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
                } else if readsNames, let end = nameEnd(characters, at: index) {
                    let word = String(characters[index..<end])
                    tokens.append(Share(rawValue: word).map { .share($0) } ?? .name(word))
                    index = end
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

        /// Where a sheet's name that starts at `start` ends: a run of letters, digits and `_` that begins
        /// with a letter or `_` and is no word of `words` (nor `E`); a lone `x` stays multiplication. Nil
        /// when no name starts there.
        static func nameEnd(_ characters: [Character], at start: Int) -> Int? {
            func isNameCharacter(_ character: Character) -> Bool {
                character.isASCII && (character.isLetter || character.isNumber || character == "_")
            }
            let first = characters[start]
            guard first.isASCII, first.isLetter || first == "_" else { return nil }
            let end = characters[start...].firstIndex { !isNameCharacter($0) } ?? characters.count
            let word = String(characters[start..<end])
            guard word != "x", word != scaledWord, words[word.lowercased()] == nil else { return nil }
            // `log10`, `exp10`, `sin⁻¹`: a function's word with its digits or marks is the function's.
            let letters = word.prefix { $0.isLetter }
            if letters.count < word.count, case .function = words[letters.lowercased()] { return nil }
            if end < characters.count, wordMarks.contains(characters[end]) { return nil }
            return end
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
