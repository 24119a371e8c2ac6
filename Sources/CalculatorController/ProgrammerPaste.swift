import CalculatorModel

/// Reads text pasted into the programmer mode as one integer of the current word: `0xFF`, `0X1f`,
/// `0o17`, `0b1010`, bare digits in the base shown (`FF` in HEX, `255` in DEC), C's integer suffixes
/// (`u`, `l`, `ll` in either case and order, `ULL`) stripped, `_`, `'` and single spaces between
/// digits as group marks, and a leading `-` in a signed word, in at most `PastedCalculation.maximumBytes`
/// (one pass over the text). Anything else is refused with its reason (a calculation as one: `.expression`),
/// and the caller changes nothing.
///
/// A value the word cannot hold is refused rather than wrapped, as Windows' calculator refuses it
/// (microsoft/calculator `CopyPasteManager`): what was copied is never silently turned into another
/// number. In DEC the value must fit as it reads (up to 127 in a signed byte); with a prefix or in
/// another base the digits fill the word's bits, as typing them does (`0xFF` is −1 in a signed byte).
public enum ProgrammerPaste {
    /// Why a paste was refused.
    public enum Refusal: Error, Hashable, Sendable {
        /// Nothing but white space.
        case empty
        /// Longer than a paste may be (`PastedCalculation.maximumBytes`, as the calculator's): refused unread.
        case tooLong(maximumBytes: Int)
        /// Not a number of the mode: a fraction, an exponent, letters, a misplaced mark.
        case notANumber
        /// A calculation (`0xFF & 0x0F`, `5 mod 3`, `(5)`): the paste takes one number, never an expression.
        case expression
        /// A digit the number's base lacks (`2` in `0b12`, `F` in DEC).
        case digitNotInBase(Character, ProgrammerBase)
        /// More than the word holds (`0x100` in a byte, `128` in a signed byte).
        case tooWide(WordSize)
        /// A minus sign in an unsigned word.
        case negativeUnsigned

        /// The reason in English, for batch mode's standard error.
        public var description: String {
            switch self {
            case .empty: "nothing to paste"
            case .tooLong(let bytes): "longer than \(bytes) bytes"
            case .notANumber: "not a number"
            case .expression: "an expression: paste one number"
            case .digitNotInBase(let digit, let base): "'\(digit)' is not a \(base.name) digit"
            case .tooWide(let size): "too wide for the \(size.bitWidth)-bit word"
            case .negativeUnsigned: "negative in an unsigned word"
            }
        }
    }

    /// The word `text` reads as in a word of `size` read as `signedness`, bare digits being in `base`;
    /// or why it is refused.
    public static func word(
        _ text: String, size: WordSize, signedness: Signedness, base: ProgrammerBase
    ) -> Result<IntegerWord, Refusal> {
        let limit = PastedCalculation.maximumBytes
        guard text.utf8.count <= limit else { return .failure(.tooLong(maximumBytes: limit)) }
        var rest = Substring(text.trimmingWhiteSpace)
        guard !rest.isEmpty else { return .failure(.empty) }
        if isExpression(rest, base: base) { return .failure(.expression) }
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        var numberBase = base
        if let prefixed = prefixBase(of: rest) {
            numberBase = prefixed
            rest = rest.dropFirst(2)
        }
        rest = withoutSuffix(rest)
        guard let digits = digitsBetweenMarks(rest) else { return .failure(.notANumber) }
        var magnitude: UInt64 = 0
        var overflow = false
        for character in digits {
            guard character.isASCII, let digit = character.hexDigitValue else { return .failure(.notANumber) }
            guard numberBase.accepts(digit: digit) else { return .failure(.digitNotInBase(character, numberBase)) }
            let (shifted, over) = magnitude.multipliedReportingOverflow(by: UInt64(numberBase.radix))
            let (next, carry) = shifted.addingReportingOverflow(UInt64(digit))
            overflow = overflow || over || carry
            magnitude = next
        }
        if negative && signedness == .unsigned && (overflow || magnitude != 0) { return .failure(.negativeUnsigned) }
        guard !overflow else { return .failure(.tooWide(size)) }
        if !negative && numberBase != .decimal {
            // The digits fill the word's bits, as typed in this base.
            guard magnitude <= size.mask else { return .failure(.tooWide(size)) }
            return .success(IntegerWord(bits: magnitude, size: size, signedness: signedness))
        }
        guard let word = IntegerWord.exactly(negative: negative, magnitude: magnitude, size: size, signedness: signedness)
        else { return .failure(.tooWide(size)) }
        return .success(word)
    }

    /// Whether `text` holds an operator or a parenthesis (`0xFF & 0x0F`, `5 mod 3`, `2^8`, `(5)`, `5-3`):
    /// a calculation, refused as one rather than as a malformed number. No number of the mode has
    /// these: a sign only leads, and no operator's name is made of digits and suffix letters. The sign
    /// of an exponent (`1e+5`, `1.2E-3`; in HEX only with a point, where `1E+5` is a sum) is a number's.
    static func isExpression(_ text: Substring, base: ProgrammerBase) -> Bool {
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        let hasExponents = base != .hexadecimal || body.contains(".")
        var previous: Character?
        for character in body {
            let isExponentSign = (character == "+" || character == "-") && (previous == "e" || previous == "E")
            if operatorMarks.contains(character), !(isExponentSign && hasExponents) { return true }
            previous = character
        }
        return body.split(whereSeparator: \.isWhitespace).contains { operatorWords.contains($0.lowercased()) }
    }

    /// The characters of operators and groups, in C's and the keypad's spellings.
    private static let operatorMarks: Set<Character> = [
        "+", "-", "−", "*", "×", "/", "÷", "%", "&", "|", "^", "~", "<", ">", "(", ")", "=", "!", "±",
    ]

    /// The operators and functions written as words (`and`, `mod`, `lsh`, `not`), as batch mode names them.
    private static let operatorWords: Set<String> = Set(
        (IntegerOperator.allCases.flatMap(\.batchNames) + ProgrammerKey.function(.not).names
            + ProgrammerKey.function(.negate).names)
            .filter { $0.allSatisfy(\.isLetter) })

    /// The base a `0x`, `0X`, `0o`, `0O`, `0b` or `0B` prefix names, if `text` begins with one.
    private static func prefixBase(of text: Substring) -> ProgrammerBase? {
        guard text.count > 2, text.first == "0" else { return nil }
        switch text.dropFirst().first {
        case "x", "X": return .hexadecimal
        case "o", "O": return .octal
        case "b", "B": return .binary
        default: return nil
        }
    }

    /// `text` without a C integer suffix: `u` or `U`, `l`/`L` or `ll`/`LL`, or both in either order.
    /// A `b` or `B` ending bare binary digits is a hex digit there, so only these letters are taken.
    private static func withoutSuffix(_ text: Substring) -> Substring {
        var rest = text
        let unsignedFirst = dropUnsigned(&rest)
        let long = dropLong(&rest)
        if !unsignedFirst && long { _ = dropUnsigned(&rest) }
        return rest
    }

    /// Drops a trailing `u` or `U`; whether there was one.
    private static func dropUnsigned(_ text: inout Substring) -> Bool {
        guard text.last == "u" || text.last == "U" else { return false }
        text = text.dropLast()
        return true
    }

    /// Drops a trailing `l`, `L`, `ll` or `LL` (never `lL`); whether there was one.
    private static func dropLong(_ text: inout Substring) -> Bool {
        guard let last = text.last, last == "l" || last == "L" else { return false }
        text = text.dropLast()
        if text.last == last { text = text.dropLast() }
        return true
    }

    /// The digits of `text` once its group marks are taken out: `_`, `'`, a space, a no-break space
    /// or a narrow no-break space, each alone between two digits (`FF_FF`, `1'000`, `1010 0101`);
    /// nil for a mark at either end or two in a row, or for no digits at all.
    private static func digitsBetweenMarks(_ text: Substring) -> String? {
        var digits = ""
        var afterMark = true   // a mark may not come first
        for character in text {
            if groupMarks.contains(character) {
                if afterMark { return nil }
                afterMark = true
            } else {
                digits.append(character)
                afterMark = false
            }
        }
        return digits.isEmpty || afterMark ? nil : digits
    }

    /// The group marks a pasted number may hold between its digits.
    private static let groupMarks: Set<Character> = ["_", "'", " ", "\u{A0}", "\u{202F}"]
}

extension String {
    /// Without white space at either end (the newline a terminal copies, a tab).
    fileprivate var trimmingWhiteSpace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
