/// An operation that pasted text asks for and the calculator does not have: the paste is refused, and
/// the refusal names it rather than saying only "Not a calculation", so the user knows why.
public enum UnsupportedOperation: Hashable, Sendable {
    /// How modulo was written.
    public enum ModuloSpelling: Hashable, Sendable {
        /// `10 mod 3`, as GNOME Calculator and Qalculate write it.
        case word
        /// `7%3` or `7%(3)`: `%` followed by an operand, modulo in programming languages; here `%` is
        /// percent, so this is never read as `7% × 3` or anything else.
        case percentSign
    }

    /// Modulo, which waits for a programmer mode.
    case modulo(ModuloSpelling)
    /// `5!!`: the double factorial in mathematics, (5!)! on a keypad. The calculator has no double
    /// factorial, and guessing either would give someone a wrong answer; `(5!)!` is the factorial's.
    case doubleFactorial
}
