/// What one operation of the brain did, returned rather than inferred: refused at a nesting limit
/// (changing nothing), or performed, completing a calculation or not.
public enum OperationOutcome: Equatable, Sendable {
    /// Done; `completed` is the calculation it finished (an `=` that computed, or a function applied
    /// with nothing waiting), nil when it finished none.
    case performed(completed: CompletedCalculation?)
    /// Refused whole: it would have passed this limit.
    case refused(NestingLimit)

    /// The limit the operation would have passed; nil when it was performed.
    public var refusal: NestingLimit? {
        if case .refused(let limit) = self { limit } else { nil }
    }

    /// The calculation the operation completed; nil when it completed none or was refused.
    public var completed: CompletedCalculation? {
        if case .performed(let completed) = self { completed } else { nil }
    }
}
