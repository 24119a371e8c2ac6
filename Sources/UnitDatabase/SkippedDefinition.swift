/// A definition of the database that was left out, where it is, and why: the database loads without it.
public struct SkippedDefinition: Sendable, Equatable {
    /// Why a definition was left out.
    public enum Reason: Sendable, Equatable {
        /// Its expression could not be read or reduced (an unknown unit, a cycle, a bad power…).
        case unreadable(UnitError)
        /// A nonlinear unit that is not affine in its argument (`dB`-like and wire-gauge functions).
        case nonlinear
        /// A piecewise-linear table (`gasmark[degR]`), which the converter does not interpolate.
        case table
        /// A line longer than the limit.
        case tooLong
        /// A directive (`!…`) this reader does not know, or an include it could not read.
        case badDirective
    }

    /// The file it is in.
    public let file: String
    /// Its (first) line number.
    public let line: Int
    /// The unit, prefix or directive name.
    public let name: String
    /// Why it was left out.
    public let reason: Reason
}
