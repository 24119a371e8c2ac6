/// A bound on what may wait in the brain at once. A key (or a pasted calculation) that would pass one
/// is refused and changes nothing, so that no sequence of keys makes the state, its undo snapshots or
/// the expression line grow without bound. Windows Calculator allows 25 levels (`MAXPRECDEPTH`); no
/// calculation typed on a keypad comes near these.
public enum NestingLimit: Sendable, Equatable, CaseIterable {
    /// More parentheses open at once than `maximum`.
    case openParentheses
    /// More binary operations waiting for their second operand than `maximum` (a long `xʸ` chain, or
    /// `+` and `×` waiting in every one of many groups).
    case pendingOperations

    /// The limit a stack with `openParentheses` open and `operations` waiting passes, if any.
    static func passed(openParentheses: Int, operations: Int) -> NestingLimit? {
        if openParentheses > NestingLimit.openParentheses.maximum { return .openParentheses }
        if operations > NestingLimit.pendingOperations.maximum { return .pendingOperations }
        return nil
    }

    /// How many may wait: 100 open parentheses; 250 operations, room for a `+` and a `×` waiting in
    /// each of 100 groups and more.
    public var maximum: Int {
        switch self {
        case .openParentheses: 100
        case .pendingOperations: 250
        }
    }
}
