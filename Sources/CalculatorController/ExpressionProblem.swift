import CalculatorModel

/// Why a typed calculation (`calculator -e`) could not be read, and where: the character, counted from 1,
/// at which reading stopped. The paste parser (`PastedCalculation`) finds it; batch mode words it in English.
public struct ExpressionProblem: Error, Equatable, Sendable {
    /// Why reading stopped.
    public enum Reason: Equatable, Sendable {
        /// The text ended where a number, a constant or a group was expected (`2+`).
        case unexpectedEnd
        /// This text cannot stand here (`2+)`, `2 3`).
        case unexpected(String)
        /// A group opened is not closed before this text.
        case unclosedGroup(before: String)
        /// A group opened is not closed at the end (`(2+3`).
        case unclosedGroupAtEnd
        /// A character that means nothing in a calculation (`$`).
        case unknownCharacter(Character)
        /// A word that is no function or constant (`foo`).
        case unknownWord(String)
        /// Digits and marks that are no number (`1,2,3`, `0x1.8`, the superscripts `²⁻³`).
        case notANumber
        /// `7%3`: modulo, which the calculator does not have.
        case modulo
        /// `5!!`: a double factorial, which the calculator does not have.
        case doubleFactorial
        /// Groups and functions nested deeper than the paste allows.
        case tooDeep(maximumDepth: Int)
        /// Longer than a paste may be.
        case tooLong(maximumBytes: Int)
        /// Not a number and no operator (`=` alone).
        case noOperation
        /// Taken, then refused by a nesting limit of the calculator (too many groups open or operators waiting).
        case refused(NestingLimit)
    }

    /// The character, counted from 1, at which reading stopped; one past the last at the end.
    public var position: Int
    /// Why.
    public var reason: Reason

    /// A problem at `position` for `reason`.
    public init(position: Int, reason: Reason) {
        self.position = position
        self.reason = reason
    }

    /// The reason in English, for standard error: `expected a number at the end`.
    public var explanation: String {
        switch reason {
        case .unexpectedEnd: "expected a number at the end"
        case .unexpected(let text): "unexpected '\(text)'"
        case .unclosedGroup(let text): "expected ')' before '\(text)'"
        case .unclosedGroupAtEnd: "expected ')' at the end"
        case .unknownCharacter(let character): "unknown character '\(character)'"
        case .unknownWord(let word): "unknown word '\(word)'"
        case .notANumber: "not a number"
        case .modulo: "modulo is not an operation of the calculator"
        case .doubleFactorial: "double factorial (!!) is not an operation of the calculator; (n!)! is a factorial's factorial"
        case .tooDeep(let depth): "nested deeper than \(depth) groups and functions"
        case .tooLong(let bytes): "longer than \(bytes) bytes"
        case .noOperation: "not a calculation"
        case .refused(let limit):
            switch limit {
            case .openParentheses: "more than \(limit.maximum) parentheses open"
            case .pendingOperations: "more than \(limit.maximum) operators waiting"
            }
        }
    }
}
