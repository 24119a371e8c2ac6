#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Layout

/// Runs a constraint script (FORMAT.md) step by step, printing exactly what kiwi_ref.py prints.
struct ScriptRunner {
    /// A step `bench build` replays on a fresh solver.
    enum Step {
        case constraint(Constraint)
        case edit(Variable, Strength)
        case suggest(Variable, Double)
    }

    static let keywords: Set<String> = ["var", "remove", "edit", "unedit", "suggest", "print", "expect", "bench"]
    static let strengths: [String: Strength] = ["required": .required, "strong": .strong, "medium": .medium, "weak": .weak]

    var solver = Solver()
    var variables: [String: Variable] = [:]
    var order: [String] = []
    /// Declaration index of each variable: terms are ordered by it, as kiwi orders them by address.
    var declared: [ObjectIdentifier: Int] = [:]
    var labels: [String: Constraint] = [:]
    var replay: [Step] = []
    var failed = false
    /// Print values with 17 significant digits (for cost comparisons) instead of 6 decimals.
    var precise = false
    var out = ""

    mutating func flush() {
        if !out.isEmpty {
            writeAll(1, out)
            out.removeAll(keepingCapacity: true)
        }
    }

    mutating func emit(_ line: String) {
        out += line
        out += "\n"
        if out.utf8.count > 1 << 16 { flush() }
    }

    func strength(_ text: Substring) throws(ParseError) -> Strength {
        let t = text.trimmingASCIIWhitespace()
        if let s = Self.strengths[String(t)] { return s }
        guard let v = parseDouble(t) else { throw ParseError("bad strength \(t)") }
        return Strength(v)
    }

    func variable(_ name: Substring) throws(ParseError) -> Variable {
        guard let v = variables[String(name)] else { throw ParseError("unknown variable \(name)") }
        return v
    }

    static func isName(_ s: Substring) -> Bool {
        let b = Array(s.utf8)
        guard let first = b.first, ExpressionParser.isNameStart(first) else { return false }
        return b.allSatisfy(ExpressionParser.isNameChar)
    }

    /// Runs one non-empty, comment-stripped line.
    mutating func run(line n: Int, _ line: Substring) throws(ParseError) {
        let words = line.split(whereSeparator: { $0.isASCIIWhitespace })
        func word(_ i: Int) throws(ParseError) -> Substring {
            guard i < words.count else { throw ParseError("missing argument") }
            return words[i]
        }
        do {
            switch words[0] {
            case "var":
                let rest = line.dropFirst(3)
                for name in rest.split(whereSeparator: { $0.isASCIIWhitespace || $0 == "," }) {
                    guard Self.isName(name), !Self.keywords.contains(String(name)) else {
                        throw ParseError("bad variable name \(name)")
                    }
                    let v = Variable(String(name))
                    variables[String(name)] = v
                    declared[ObjectIdentifier(v)] = declared.count
                    order.append(String(name))
                }
            case "remove":
                let label = String(try word(1))
                guard let c = labels.removeValue(forKey: label) else {
                    emit("error line \(n): UnknownConstraint")
                    return
                }
                try solver.removeConstraint(c)
                replay.removeAll { if case let .constraint(x) = $0 { return x === c } else { return false } }
            case "edit":
                let v = try variable(try word(1))
                let s = words.count > 2 ? try strength(words[2]) : .strong
                try solver.addEditVariable(v, strength: s)
                replay.append(.edit(v, s))
            case "unedit":
                let v = try variable(try word(1))
                try solver.removeEditVariable(v)
                replay.removeAll {
                    switch $0 {
                    case .constraint: false
                    case let .edit(x, _), let .suggest(x, _): x === v
                    }
                }
            case "suggest":
                let v = try variable(try word(1))
                guard let x = parseDouble(try word(2)) else { throw ParseError("bad number") }
                try solver.suggestValue(v, x)
                replay.append(.suggest(v, x))
            case "print":
                solver.updateVariables()
                let names = words.count > 1 ? words[1...].map(String.init) : order
                for name in names {
                    guard let v = variables[name] else { throw ParseError("unknown variable \(name)") }
                    emit("\(name) \(cFormat(precise ? "%.17g" : "%.6f", v.value))")
                }
            case "expect":
                solver.updateVariables()
                let name = try word(1)
                let got = try variable(name).value
                guard let want = parseDouble(try word(2)) else { throw ParseError("bad number") }
                if !(abs(got - want) <= 1e-6) {
                    emit("expect failed line \(n): \(name) = \(cFormat("%.6f", got)), wanted \(want)")
                    failed = true
                }
            case "bench":
                try bench(Array(words.dropFirst()))
            default:
                let (label, c) = try constraint(line)
                if let label, labels[label] != nil {
                    emit("error line \(n): DuplicateConstraint")
                    return
                }
                try solver.addConstraint(c)
                if let label { labels[label] = c }
                replay.append(.constraint(c))
            }
        } catch let error as SolverError {
            emit("error line \(n): \(error.kind)")
        } catch let error as ParseError {
            throw error
        } catch {
            throw ParseError("\(error)")
        }
    }

    /// `[label:] EXPR OP EXPR [| STRENGTH]`, with kiwi_ref's splitting rules.
    func constraint(_ line: Substring) throws(ParseError) -> (String?, Constraint) {
        var text = line
        var label: String? = nil
        // label: `^\s*(NAME)\s*:(?!=)`
        let trimmed = text.drop(while: { $0.isASCIIWhitespace })
        let nameEnd =
            trimmed.firstIndex(where: { !(($0.isASCII && ExpressionParser.isNameChar($0.asciiValue!))) }) ?? trimmed.endIndex
        let name = trimmed[..<nameEnd]
        if !name.isEmpty, ExpressionParser.isNameStart(name.utf8.first!) {
            let afterSpace = trimmed[nameEnd...].drop(while: { $0.isASCIIWhitespace })
            if afterSpace.first == ":" && afterSpace.dropFirst().first != "=" {
                label = String(name)
                text = afterSpace.dropFirst()
            }
        }
        var s = Strength.required
        if let bar = text.firstIndex(of: "|") {
            s = try strength(text[text.index(after: bar)...])
            text = text[..<bar]
        }
        // relation: the first `==`, `<=` or `>=`
        var relation: Relation? = nil
        var lhs = text, rhs = text
        var i = text.startIndex
        while i < text.endIndex {
            let j = text.index(after: i)
            if j < text.endIndex && text[j] == "=" {
                switch text[i] {
                case "=": relation = .equal
                case "<": relation = .lessThanOrEqual
                case ">": relation = .greaterThanOrEqual
                default: break
                }
                if relation != nil {
                    lhs = text[..<i]
                    rhs = text[text.index(after: j)...]
                    break
                }
            }
            i = j
        }
        guard let relation else { throw ParseError("no relation") }
        var lp = try ExpressionParser(lhs, variables: variables)
        let l = try lp.parse()
        var rp = try ExpressionParser(rhs, variables: variables)
        let r = try rp.parse()
        guard case let .linear(terms, constant) = l - r else { throw ParseError("constraint without variables") }
        // kiwi_ref does `diff OP 0` (constant - 0.0), then kiwi reduces terms in variable address order,
        // which is declaration order here.
        let indexed = terms.enumerated().sorted {
            let a = declared[ObjectIdentifier($0.element.variable)]!, b = declared[ObjectIdentifier($1.element.variable)]!
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
        let expression = LinearExpression(indexed, constant: (constant ?? 0.0) + (-0.0))
        return (label, Constraint(expression, relation, strength: s))
    }

    /// A fresh solver fed the same constraint objects, then updated: times the solver, not the parser.
    func rebuild() {
        var fresh = Solver()
        for step in replay {
            switch step {
            case let .constraint(c): try? fresh.addConstraint(c)
            case let .edit(v, s): try? fresh.addEditVariable(v, strength: s)
            case let .suggest(v, x): try? fresh.suggestValue(v, x)
            }
        }
        fresh.updateVariables()
    }

    mutating func bench(_ args: [Substring]) throws(ParseError) {
        guard let kind = args.first else { throw ParseError("missing argument") }
        if kind == "build" {
            guard args.count > 1, let reps = parseInt(args[1]), reps > 0 else { throw ParseError("bad repetitions") }
            var best = UInt64.max
            for _ in 0..<reps {
                let t0 = nanoseconds()
                rebuild()
                best = min(best, nanoseconds() - t0)
            }
            emit("bench build: \(cFormat("%.3f", Double(best) / 1000)) us")
            return
        }
        guard args.count > 5, let steps = parseInt(args[1]) else { throw ParseError("missing argument") }
        let w = try variable(args[2]), h = try variable(args[3])
        guard let wmin = parseDouble(args[4]), let hmin = parseDouble(args[5]) else { throw ParseError("bad number") }
        guard steps > 0 else { throw ParseError("no steps") }
        let sizes = kind == "drag" ? Self.dragSizes(steps, wmin, hmin) : Self.jumpSizes(steps, wmin, hmin)
        var best = UInt64.max
        for _ in 0..<5 {
            let t0 = nanoseconds()
            do {
                for (wv, hv) in sizes {
                    try solver.suggestValue(w, wv)
                    try solver.suggestValue(h, hv)
                    solver.updateVariables()
                }
            } catch {
                emit("error line \(currentLine): \(error.kind)")
                return
            }
            best = min(best, nanoseconds() - t0)
        }
        emit("bench \(kind): \(cFormat("%.3f", Double(best) / 1000 / Double(steps))) us/step")
    }

    var currentLine = 0

    static func dragSizes(_ n: Int, _ wmin: Double, _ hmin: Double) -> [(Double, Double)] {
        (0..<n).map { k in
            let w = wmin + 400 + 380 * sin(2 * Double.pi * Double(k) / 250)
            let h = hmin + 400 + 380 * cos(2 * Double.pi * Double(k) / 330)
            return (round3(w), round3(h))
        }
    }

    static func jumpSizes(_ n: Int, _ wmin: Double, _ hmin: Double) -> [(Double, Double)] {
        var x: UInt64 = 12345
        var out: [(Double, Double)] = []
        for _ in 0..<n {
            x = (1_664_525 &* x &+ 1_013_904_223) & 0xFFFF_FFFF
            let w = wmin + 800.0 * Double(x) / 4_294_967_296.0
            x = (1_664_525 &* x &+ 1_013_904_223) & 0xFFFF_FFFF
            let h = hmin + 800.0 * Double(x) / 4_294_967_296.0
            out.append((round3(w), round3(h)))
        }
        return out
    }
}
