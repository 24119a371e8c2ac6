import CalculatorModel

/// Reads a unit expression as GNU units writes it and reduces it to a `Quantity`: numbers (`1.5e-3`,
/// `5|9`), names, products by juxtaposition (`kg m`, binding tighter than `/`: `J / mol K`), `*` and `/`
/// (and `per`) left to right, powers `^`/`**` right to left and by a trailing digit (`cm3`), `+`/`-`
/// of conformable quantities, parentheses, `sqrt`/`cuberoot`/`exp`/`ln`/`log` of pure numbers, and
/// calls of the database's affine functions (`tempF(100)`).
struct UnitExpression {
    /// What a name in an expression stands for.
    enum Meaning {
        /// A linear unit, prefix or number.
        case quantity(Quantity)
        /// An affine function of the database (`tempC`): only callable.
        case function(AffineFunction)
    }

    /// A piece of the text.
    enum Token: Equatable {
        case number(String)
        case name(String)
        case symbol(Character)
        case power
        case end
    }

    /// The longest expression read (longer is refused: a hostile line must not cost much).
    static let maximumLength = 4_096
    /// The largest whole power accepted (GNU units holds at most 99 units in a product).
    static let maximumPower = 99
    /// The deepest nesting read, of parentheses, calls, signs and powers together (as `-e`'s
    /// `NestingLimit`): the reader recurses once a level, and a deeper text is refused, not a crash.
    static let maximumDepth = 64

    private let tokens: [Token]
    /// Where each token starts in the text, in characters from 1.
    private let offsets: [Int]
    private var position = 0
    /// How deep the reader is in nested parentheses, calls, signs and powers.
    private var depth = 0
    private let resolve: (String) throws(UnitError) -> Meaning

    /// An expression over `text`; names are looked up with `resolve`.
    init(_ text: Substring, resolve: @escaping (String) throws(UnitError) -> Meaning) throws(UnitError) {
        let length = text.count
        guard length <= Self.maximumLength else { throw .tooLong(length: length, maximum: Self.maximumLength) }
        (tokens, offsets) = try Self.tokenize(text)
        self.resolve = resolve
    }

    /// The value of the whole text.
    static func evaluate(
        _ text: Substring, resolve: @escaping (String) throws(UnitError) -> Meaning
    ) throws(UnitError) -> Quantity {
        var expression = try UnitExpression(text, resolve: resolve)
        guard expression.tokens != [.end] else { throw .syntax("empty") }
        let value = try expression.sum()
        guard expression.peek == .end else { throw .syntax("unexpected \(expression.peek)") }
        return value
    }

    /// `VALUE NAME` (`100 °F`, `-40tempC`, `5|9 degC`): the text before a last token that is the text's only
    /// name, and the name; nil when the text has no name, another one, or nothing before it.
    static func trailingName(_ text: Substring) throws(UnitError) -> (value: Substring, name: String)? {
        let length = text.count
        guard length <= maximumLength else { throw .tooLong(length: length, maximum: maximumLength) }
        let (tokens, offsets) = try tokenize(text)
        guard tokens.count >= 3, case .name(let name) = tokens[tokens.count - 2] else { return nil }
        // The name multiplies what is before it (`100 °F`, `(2+3) ft`), not divides or raises (`30/hr`).
        switch tokens[tokens.count - 3] {
        case .number, .symbol(")"): break
        default: return nil
        }
        for token in tokens.dropLast(2) {
            if case .name = token { return nil }
        }
        return (text.prefix(offsets[tokens.count - 2] - 1), name)
    }

    /// The characters that end a name.
    static let operators: Set<Character> = ["+", "-", "*", "/", "|", "^", "(", ")", ";", "\t", " ", "\n", "\r"]

    /// The superscript digits, each with its digit.
    static let superscripts: [Character: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// The tokens of `text` and where each starts (in characters from 1).
    static func tokenize(_ text: Substring) throws(UnitError) -> ([Token], [Int]) {
        var tokens: [Token] = []
        var offsets: [Int] = []
        var index = text.startIndex
        var offset = 1
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        while index < text.endIndex {
            offsets.append(offset)
            let start = index
            defer { offset += text[start..<index].count }
            let c = text[index]
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                index = text.index(after: index)
                offsets.removeLast()
            } else if isDigit(c)
                || (c == "." && text.index(after: index) < text.endIndex && isDigit(text[text.index(after: index)]))
            {
                var end = index
                while end < text.endIndex, isDigit(text[end]) { end = text.index(after: end) }
                if end < text.endIndex, text[end] == "." {
                    end = text.index(after: end)
                    while end < text.endIndex, isDigit(text[end]) { end = text.index(after: end) }
                }
                if end < text.endIndex, text[end] == "e" || text[end] == "E" {
                    var exponent = text.index(after: end)
                    if exponent < text.endIndex, text[exponent] == "+" || text[exponent] == "-" {
                        exponent = text.index(after: exponent)
                    }
                    if exponent < text.endIndex, isDigit(text[exponent]) {
                        end = exponent
                        while end < text.endIndex, isDigit(text[end]) { end = text.index(after: end) }
                    }
                }
                tokens.append(.number(String(text[index..<end])))
                index = end
            } else if c == "*", text.index(after: index) < text.endIndex, text[text.index(after: index)] == "*" {
                tokens.append(.power)
                index = text.index(index, offsetBy: 2)
            } else if c == "^" {
                tokens.append(.power)
                index = text.index(after: index)
            } else if operators.contains(c) {
                tokens.append(.symbol(c))
                index = text.index(after: index)
            } else if superscripts[c] != nil || c == "⁻" {
                // A superscript power, as the converter's rows write one (`m²`, `s⁻¹`): `^` and its digits.
                var end = text.index(after: index)
                var digits = c == "⁻" ? "" : String(superscripts[c]!)
                while end < text.endIndex, let digit = superscripts[text[end]] {
                    digits.append(digit)
                    end = text.index(after: end)
                }
                guard !digits.isEmpty else { throw .syntax("a superscript minus without digits") }
                tokens.append(.power)
                if c == "⁻" { tokens.append(.symbol("-")) }
                tokens.append(.number(digits))
                offsets += Array(repeating: offset, count: tokens.count - offsets.count)   // one a token
                index = end
            } else {
                var end = index
                while end < text.endIndex, !operators.contains(text[end]), superscripts[text[end]] == nil,
                    text[end] != "⁻"
                {
                    end = text.index(after: end)
                }
                let name = String(text[index..<end])
                tokens.append(name == "per" ? .symbol("/") : .name(name))
                index = end
            }
        }
        tokens.append(.end)
        offsets.append(offset)
        return (tokens, offsets)
    }

    /// Goes one level deeper (a parenthesis, a call, a sign, a power), refused past `maximumDepth`;
    /// `leave` comes back up.
    private mutating func enter() throws(UnitError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw .tooDeep(position: offsets[max(position - 1, 0)], maximum: Self.maximumDepth)
        }
    }

    private mutating func leave() { depth -= 1 }

    private var peek: Token { tokens[position] }

    private mutating func next() -> Token {
        defer { position += 1 }
        return tokens[position]
    }

    /// sum := product (('+' | '-') product)*
    private mutating func sum() throws(UnitError) -> Quantity {
        var value = try product()
        while peek == .symbol("+") || peek == .symbol("-") {
            let minus = next() == .symbol("-")
            let term = try product()
            guard term.dimension == value.dimension else { throw .illegalSum }
            value = Quantity(minus ? value.factor - term.factor : value.factor + term.factor, value.dimension)
        }
        return value
    }

    /// product := '/'? juxtaposition (('*' | '/') juxtaposition)*, a leading `/` the reciprocal (`/s`).
    private mutating func product() throws(UnitError) -> Quantity {
        var value = peek == .symbol("/") ? Quantity(.one) : try juxtaposition()
        while peek == .symbol("*") || peek == .symbol("/") {
            let divide = next() == .symbol("/")
            let operand = try juxtaposition()
            if divide {
                guard !operand.factor.isZero else { throw .outOfRange }
                value = value / operand
            } else {
                value = value * operand
            }
        }
        return value
    }

    /// Whether the next token starts a factor (so that juxtaposition multiplies).
    private var startsFactor: Bool {
        switch peek {
        case .number, .name, .symbol("("): true
        default: false
        }
    }

    /// juxtaposition := unary factor*
    private mutating func juxtaposition() throws(UnitError) -> Quantity {
        var value = try unary()
        while startsFactor { value = value * (try power()) }
        return value
    }

    /// unary := '-' unary | '+' unary | power
    private mutating func unary() throws(UnitError) -> Quantity {
        guard peek == .symbol("-") || peek == .symbol("+") else { return try power() }
        let minus = next() == .symbol("-")
        try enter()
        defer { leave() }
        let value = try unary()
        return minus ? -value : value
    }

    /// power := primary ('^' exponent)?
    private mutating func power() throws(UnitError) -> Quantity {
        let base = try primary()
        guard peek == .power else { return base }
        _ = next()
        return try raise(base, to: try exponent())
    }

    /// exponent := '-'? primary ('^' exponent)?, a pure number.
    private mutating func exponent() throws(UnitError) -> Quantity {
        try enter()
        defer { leave() }
        var negative = false
        while peek == .symbol("-") || peek == .symbol("+") {
            if next() == .symbol("-") { negative.toggle() }
        }
        var value = try primary()
        if peek == .power {
            _ = next()
            value = try raise(value, to: try exponent())
        }
        return negative ? -value : value
    }

    /// `base` to a pure-number power: any power of a pure number (`ScientificFunctions.power`), a
    /// rational p/q (q < 100) of a unit whose dimension has a `q`th root.
    private func raise(_ base: Quantity, to exponent: Quantity) throws(UnitError) -> Quantity {
        guard exponent.dimension.isNone else { throw .notDimensionless }
        guard let (p, q) = Self.smallFraction(exponent.factor) else {
            guard base.dimension.isNone else { throw .badExponent }
            return try Self.checked(Quantity(ScientificFunctions.power(base.factor, exponent.factor)))
        }
        guard abs(p) <= Self.maximumPower else { throw .badExponent }
        guard let root = base.dimension.root(q) else { throw .badExponent }
        let factor = ScientificFunctions.power(base.factor, exponent.factor)
        return try Self.checked(Quantity(factor, root.power(p)))
    }

    /// `x` as p/q with 0 < q < 100, if it is one.
    static func smallFraction(_ x: Real) -> (Int, Int)? {
        for q in 1..<100 {
            let scaled = x * Real(q)
            if let p = scaled.intValue, scaled.isInteger { return (p, q) }
        }
        return nil
    }

    /// The quantity, unless its factor is no number (out of the model's range, a domain error).
    static func checked(_ value: Quantity) throws(UnitError) -> Quantity {
        guard !value.factor.isNaN else { throw .outOfRange }
        return value
    }

    /// primary := number ('|' number)? | name digit? | name '(' sum ')' | '(' sum ')'
    private mutating func primary() throws(UnitError) -> Quantity {
        switch next() {
        case .number(let text):
            var value = try Self.number(text)
            if peek == .symbol("|") {
                _ = next()
                guard case .number(let denominatorText) = next() else { throw .syntax("'|' needs a number after it") }
                let denominator = try Self.number(denominatorText)
                guard !denominator.isZero else { throw .outOfRange }
                value = value / denominator
            }
            return Quantity(value)
        case .symbol("("):
            try enter()
            defer { leave() }
            let value = try sum()
            guard next() == .symbol(")") else { throw .syntax("missing ')'") }
            return value
        case .name(let name):
            // A name before `(` is a call only when it names a function; else it multiplies (`AREA (…)`).
            if peek == .symbol("("), isFunction(name) {
                _ = next()
                try enter()
                defer { leave() }
                let argument = try sum()
                guard next() == .symbol(")") else { throw .syntax("missing ')'") }
                return try call(name, argument)
            }
            return try unit(name)
        case .end: throw .syntax("the expression ends too soon")
        case let token: throw .syntax("unexpected \(token)")
        }
    }

    /// Whether `name` is a built-in function or an affine unit of the database.
    private func isFunction(_ name: String) -> Bool {
        if Self.builtins[name] != nil { return true }
        if case .function = try? resolve(name) { return true }
        return false
    }

    /// A name's quantity; a name ending in one digit 2–9 that is not itself a unit is that power (`cm3`).
    private func unit(_ name: String) throws(UnitError) -> Quantity {
        do {
            return try linear(name)
        } catch .unknownUnit(let unknown) {
            guard let last = name.last, let digit = last.wholeNumberValue, last.isASCII, digit >= 2,
                name.count > 1, let before = name.dropLast().last, !before.isNumber, before != "_"
            else { throw .unknownUnit(unknown) }
            let base = try linear(String(name.dropLast()))
            return try raise(base, to: Quantity(Real(digit)))
        }
    }

    /// A name that must be linear.
    private func linear(_ name: String) throws(UnitError) -> Quantity {
        switch try resolve(name) {
        case .quantity(let quantity): return quantity
        case .function: throw .nonlinearInExpression(name)
        }
    }

    /// A function applied to a quantity: the built-in ones of pure numbers, or an affine unit.
    private func call(_ name: String, _ argument: Quantity) throws(UnitError) -> Quantity {
        if let builtin = Self.builtins[name] {
            if name == "sqrt" || name == "cuberoot" {
                let n = name == "sqrt" ? 2 : 3
                guard let root = argument.dimension.root(n) else { throw .notDimensionless }
                return try Self.checked(Quantity(builtin(argument.factor), root))
            }
            guard argument.dimension.removing(Self.angleBases).isNone else { throw .notDimensionless }
            return try Self.checked(Quantity(builtin(argument.factor)))
        }
        guard case .function(let function) = try resolve(name) else { throw .syntax("'\(name)' is not a function") }
        return try function.apply(argument)
    }

    /// The functions of pure numbers (of any quantity with a root, for the roots) an expression may call,
    /// as `units` has them; the trigonometric ones take radians.
    static let builtins: [String: @Sendable (Real) -> Real] = [
        "sqrt": ScientificFunctions.squareRoot, "cuberoot": ScientificFunctions.cubeRoot,
        "exp": ScientificFunctions.exp, "ln": ScientificFunctions.ln, "log": ScientificFunctions.log10,
        "log2": { ScientificFunctions.ln($0) / ScientificFunctions.ln(Real(2)) },
        "sin": { ScientificFunctions.sin($0, .radians) }, "cos": { ScientificFunctions.cos($0, .radians) },
        "tan": { ScientificFunctions.tan($0, .radians) },
    ]

    /// GNU units' dimensionless base units of angle, which a function of a pure number also accepts
    /// (`tan(arcsec)`), as `units` does.
    static let angleBases: Set<String> = ["radian", "sr"]

    /// A decimal number's exact value.
    static func number(_ text: String) throws(UnitError) -> Real {
        guard let number = Number(exactDecimal: text), !number.isNaN else { throw .syntax("bad number \(text)") }
        return Real(number)
    }
}
