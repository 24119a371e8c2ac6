/// A value with the expression line that produced it, and how that text binds, so that
/// combining it never reads as different mathematics (`(2 + 3) × 4`, `(-2)²`, `(5!)!`).
struct Expression: Sendable, Equatable {
    /// The outermost form of `text`.
    enum Form: Sendable, Equatable {
        /// An unsigned plain number, a constant's name, or a function applied in parentheses (`√(16)`).
        case atom
        /// A function written as the binary operation of `Precedence` it reads as, before its group (`1/(4)`,
        /// `e^(2)`, `10^(2)`): parenthesised where that operation would be, and under a postfix, which
        /// would be the group's (`1/(4)!` reads as 1 ÷ 4!, so (1/4)! is written `(1/(4))!`).
        case prefixed(Precedence)
        /// A negative number (`-2`) or one in e-notation (`1.5e-7`).
        case signed
        /// A postfix operation (`3²`, `5!`).
        case postfix
        /// A postfix whose value depends on what waits (`10%`, a share of what `+` waits with): never
        /// parenthesised (`6%²`, `3 + 6% E 2`), since a group would cut it from that `+` when the line is
        /// pasted back, and a postfix binds tighter than any operator anyway.
        case relativePostfix
        /// A group in its parentheses (`(2 + 3)`), which needs no more.
        case group
        /// A binary operation.
        case infix(Precedence)
    }

    /// The longest expression line kept; longer ones lose their beginning to `…`, so repeating
    /// operations can never make it grow without bound.
    static let maximumLength = 200

    let value: Real
    let text: String
    let form: Form

    init(value: Real, text: String, form: Form) {
        self.value = value
        self.text = Expression.shortened(text)
        self.form = form
    }

    /// `text`, or its end after `…` when it is longer than `maximumLength`: how the expression line is
    /// kept bounded, losing its beginning.
    static func shortened(_ text: String) -> String {
        // No more bytes than the limit means no more characters: most lines need no count.
        guard text.utf8.count > maximumLength, text.count > maximumLength else { return text }
        return "…" + text.suffix(maximumLength - 1)
    }

    /// A number written exactly, all its digits.
    init(_ value: Number) {
        self.init(Real(value), text: NumberFormat.exact(value))
    }

    /// A value written as `text`, a number as typed or as a display showed it.
    init(_ value: Real, text: String) {
        let form: Form = text.hasPrefix("-") || text.contains("e") ? .signed : .atom
        self.init(value: value, text: text, form: form)
    }

    /// The text in parentheses (a group's own).
    var parenthesized: String { form == .group ? text : "(" + text + ")" }

    /// `text` as the operand of a postfix operation: parenthesised unless it is an atom or a group.
    var asPostfixOperand: String { form == .atom || form == .group || form == .relativePostfix ? text : parenthesized }

    /// `text` as the left operand of an infix operation of `precedence`, which is computed first.
    func asLeftOperand(of precedence: Precedence) -> String {
        switch form {
        case .atom, .group, .relativePostfix: text
        case .infix(let own), .prefixed(let own): own < precedence || precedence == .exponential ? parenthesized : text
        case .signed, .postfix: precedence == .exponential ? parenthesized : text
        }
    }

    /// `text` as the right operand of an infix operation of `precedence`.
    func asRightOperand(of precedence: Precedence) -> String {
        switch form {
        case .atom, .postfix, .relativePostfix, .group: text
        case .signed: text.hasPrefix("-") ? parenthesized : text
        case .infix(let own), .prefixed(let own):
            own < precedence || (own == precedence && !precedence.isRightAssociative) ? parenthesized : text
        }
    }

    /// `first infix second`: each operand parenthesised where it was computed first but would not read
    /// so (`(2 + 3) × 4` under immediate evaluation, `2 − (3 + 4)`).
    static func infix(_ first: Expression, _ infix: String, _ precedence: Precedence, _ second: Expression, value: Real)
        -> Expression
    {
        Expression(
            value: value,
            text: first.asLeftOperand(of: precedence) + " " + infix + " " + second.asRightOperand(of: precedence),
            form: .infix(precedence))
    }
}
