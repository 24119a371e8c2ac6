import Synchronization

/// The most precise ball a computed value has been evaluated to, shared by every copy of the value:
/// the display, the tape, the memory and undo ask for the same digits again, and get them without a
/// second evaluation. An evaluation the meter cut short is kept too (its precision marks where the
/// value was given up), so a later key does not spend its own budget on the same value again.
final class BallCache: Sendable {
    private struct Entry {
        var ball: Ball
        var precision: Int
        /// Whether an evaluation at `precision` or more could not be afforded: nothing more is tried.
        var isGivenUp: Bool
    }

    private let entry = Mutex<Entry?>(nil)

    init() {}

    /// How many bits short of a request a kept ball may be and still answer it: what an operation asks
    /// of its operands is its own precision and some guard bits (16 a level), which a ball a little
    /// less precise serves as well, a few bits of the result's accuracy aside; without it a chain of
    /// n operations would evaluate each operand again at each step.
    static let slack = 64

    /// A ball of at least `precision` bits (less `slack`), or the best there is when the value was given
    /// up below it (unless `acceptingGivenUp` is false: a digit expansion, working in steps, tries again).
    func ball(precision: Int, acceptingGivenUp: Bool = true) -> Ball? {
        entry.withLock { entry in
            guard let entry else { return nil }
            if entry.precision + Self.slack >= precision { return entry.isGivenUp && !acceptingGivenUp ? nil : entry.ball }
            return entry.isGivenUp && acceptingGivenUp ? entry.ball : nil
        }
    }

    /// The most precise complete ball so far, and its precision.
    var best: (ball: Ball, precision: Int)? {
        entry.withLock { entry in entry.flatMap { $0.ball.isFinite ? ($0.ball, $0.precision) : nil } }
    }

    /// Keeps `ball`, evaluated at `precision`, when it is better than what is kept; or marks the value
    /// given up at `precision` when the evaluation was cut short (`ball` then holds every real, and the
    /// last good ball stays).
    func store(_ ball: Ball, precision: Int, isComplete: Bool) {
        entry.withLock { entry in
            if isComplete {
                if entry == nil || entry!.precision < precision {
                    entry = Entry(ball: ball, precision: precision, isGivenUp: false)
                }
            } else if entry != nil {
                entry!.isGivenUp = true
            } else {
                entry = Entry(ball: ball, precision: precision, isGivenUp: true)
            }
        }
    }
}
