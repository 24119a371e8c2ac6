import Layout

/// A parse error: the script stops with exit status 2.
struct ParseError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A parsed value with kiwi's Python semantics: a number, or terms with a constant that is absent
/// for a bare variable or term (so constants sum exactly as kiwi's `Expression` arithmetic does).
enum ScriptValue {
    case number(Double)
    case linear(terms: [Term], constant: Double?)

    static func + (lhs: ScriptValue, rhs: ScriptValue) -> ScriptValue {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.number(a), .linear(t, c)): return .linear(terms: t, constant: c.map { $0 + a } ?? a)
        case let (.linear(t, c), .number(b)): return .linear(terms: t, constant: c.map { $0 + b } ?? b)
        case let (.linear(t1, c1), .linear(t2, c2)):
            let c: Double? =
                switch (c1, c2) {
                case (nil, nil): 0.0
                case let (x?, nil): x
                case let (nil, y?): y
                case let (x?, y?): x + y
                }
            return .linear(terms: t1 + t2, constant: c)
        }
    }

    func scaled(_ f: Double) -> ScriptValue {
        switch self {
        case let .number(a): return .number(a * f)
        case let .linear(t, c):
            return .linear(terms: t.map { Term($0.variable, $0.coefficient * f) }, constant: c.map { $0 * f })
        }
    }

    prefix static func - (v: ScriptValue) -> ScriptValue {
        if case let .number(a) = v { return .number(-a) }
        return v.scaled(-1.0)
    }

    static func - (lhs: ScriptValue, rhs: ScriptValue) -> ScriptValue {
        if case let (.number(a), .number(b)) = (lhs, rhs) { return .number(a - b) }
        return lhs + (-rhs)
    }
}

/// The expression grammar of FORMAT.md / kiwi_ref.py: numbers, variables, + - * / and parentheses.
struct ExpressionParser {
    enum Token: Equatable {
        case number(Double)
        case name(Substring)
        case op(Character)
    }

    private var tokens: [Token] = []
    private var pos = 0
    private let variables: [String: Variable]

    init(_ text: Substring, variables: [String: Variable]) throws(ParseError) {
        self.variables = variables
        tokens = try Self.tokenize(text)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    static func isNameStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    static func isNameChar(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) || b == 46 }

    /// kiwi_ref's TOKEN regex: `\d+\.?\d*(e[-+]?\d+)?`, `\.\d+(e[-+]?\d+)?`, names, single characters.
    static func tokenize(_ text: Substring) throws(ParseError) -> [Token] {
        let bytes = Array(text.utf8)
        var out: [Token] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 32 || (b >= 9 && b <= 13) { i += 1; continue }
            let start = i
            if isDigit(b) || (b == 46 && i + 1 < n && isDigit(bytes[i + 1])) {
                if isDigit(b) {
                    while i < n && isDigit(bytes[i]) { i += 1 }
                    if i < n && bytes[i] == 46 { i += 1 }
                    while i < n && isDigit(bytes[i]) { i += 1 }
                } else {
                    i += 1
                    while i < n && isDigit(bytes[i]) { i += 1 }
                }
                if i < n && (bytes[i] == 101 || bytes[i] == 69) {
                    var j = i + 1
                    if j < n && (bytes[j] == 43 || bytes[j] == 45) { j += 1 }
                    if j < n && isDigit(bytes[j]) {
                        while j < n && isDigit(bytes[j]) { j += 1 }
                        i = j
                    }
                }
                let s = String(decoding: bytes[start..<i], as: UTF8.self)
                guard let v = Double(s) else { throw ParseError("bad number \(s)") }
                out.append(.number(v))
            } else if isNameStart(b) {
                while i < n && isNameChar(bytes[i]) { i += 1 }
                out.append(.name(Substring(String(decoding: bytes[start..<i], as: UTF8.self))))
            } else {
                // One (possibly multi-byte) character.
                var j = i + 1
                while j < n && bytes[j] & 0xC0 == 0x80 { j += 1 }
                out.append(.op(String(decoding: bytes[i..<j], as: UTF8.self).first!))
                i = j
            }
        }
        return out
    }

    mutating func parse() throws(ParseError) -> ScriptValue {
        let e = try expr()
        if pos != tokens.count { throw ParseError("trailing input") }
        return e
    }

    private func peekOp() -> Character? {
        if pos < tokens.count, case let .op(c) = tokens[pos] { return c }
        return nil
    }

    private mutating func atom() throws(ParseError) -> ScriptValue {
        guard pos < tokens.count else { throw ParseError("unexpected end") }
        let t = tokens[pos]
        pos += 1
        switch t {
        case let .number(v): return .number(v)
        case let .name(name):
            guard let v = variables[String(name)] else { throw ParseError("unknown variable \(name)") }
            return .linear(terms: [Term(v, 1.0)], constant: nil)
        case .op("("):
            let e = try expr()
            guard peekOp() == ")" else { throw ParseError("missing )") }
            pos += 1
            return e
        case .op("-"): return -(try atom())
        case .op("+"): return try atom()
        case let .op(c): throw ParseError("unexpected \(c)")
        }
    }

    private mutating func term() throws(ParseError) -> ScriptValue {
        var v = try atom()
        while let op = peekOp(), op == "*" || op == "/" {
            pos += 1
            let rhs = try atom()
            if op == "*" {
                switch (v, rhs) {
                case let (.number(a), .number(b)): v = .number(a * b)
                case let (.number(a), .linear): v = rhs.scaled(a)
                case let (.linear, .number(b)): v = v.scaled(b)
                default: throw ParseError("non-linear product")
                }
            } else {
                guard case let .number(d) = rhs else { throw ParseError("division by a variable") }
                if d == 0 { throw ParseError("division by zero") }
                if case let .number(a) = v { v = .number(a / d) } else { v = v.scaled(1.0 / d) }
            }
        }
        return v
    }

    private mutating func expr() throws(ParseError) -> ScriptValue {
        var v = try term()
        while let op = peekOp(), op == "+" || op == "-" {
            pos += 1
            let rhs = try term()
            v = op == "+" ? v + rhs : v - rhs
        }
        return v
    }
}
