/// X protocol errors counted by kind (error code and request code): the first of a kind is reported
/// at once and the rest only counted, with each count said once at exit. A flood of errors (a hostile
/// client's synthetic events, a server in trouble) then gives a line a kind, not a line an error.
struct XErrorTally: Sendable {
    /// What makes two errors the same: the error (BadWindow) and the request that caused it.
    struct Kind: Hashable, Sendable {
        var errorCode: UInt8
        var requestCode: UInt8
    }

    /// Errors of each kind so far.
    private(set) var counts: [Kind: Int] = [:]
    /// The kinds in the order they first came, with their first report, for the summary.
    private var firsts: [(kind: Kind, description: String)] = []

    /// Counts one error of `kind`; returns the line to report when it is the first of its kind
    /// (`describe` is called only then), else nil.
    mutating func record(_ kind: Kind, describe: () -> String) -> String? {
        let count = counts[kind, default: 0]
        counts[kind] = count + 1
        guard count == 0 else { return nil }
        let description = describe()
        firsts.append((kind, description))
        return "calculator: X error: \(description) (more of this kind are counted, not shown)"
    }

    /// The lines to say at exit: one per kind that came more than once, with how many came in all.
    var summary: [String] {
        firsts.compactMap { kind, description in
            let count = counts[kind, default: 0]
            return count > 1 ? "calculator: X error: \(description): \(count) in all" : nil
        }
    }
}
