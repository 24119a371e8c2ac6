import Glibc

/// The window's sheet on disk (issue 49): opened the first time the sheet mode shows, and its edits
/// written a second after the last one (`pause`), or at once when the mode is left or the window quits.
/// The store keeps it and the event loop's wait ends when the lines are due (`CalculatorStore.retryDelay`),
/// so no thread or timer polls; a process killed meanwhile loses at most the last `pause` of typing, and
/// the file is replaced atomically (`SheetFile.write`), so never torn.
public struct SheetSaving {
    /// The pause after the last edit before the lines are written, in seconds.
    public static let pause = 1.0
    /// What a new sheet was named in every language before the name followed the user's (`Untitled.calc`):
    /// a state file of then keeps no name when it was open, so such a sheet is still the one opened.
    public static let formerUntitled = "Untitled"
    /// The sheet's name (its file's, less `.calc`).
    public let name: String
    /// The sheet's file; nil without a data directory (nothing is then kept).
    public let file: SheetFile?
    /// The lines not yet written; nil when the file holds the last edit.
    public private(set) var pending: [String]?
    /// When they are due, in seconds of a monotonic clock.
    public private(set) var deadline: Double?

    public init(file: SheetFile?, name: String) {
        self.file = file
        self.name = name
    }

    /// The sheet `name` in the sheets' directory of the environment (`SheetDirectory`), as it is: not
    /// looked for.
    public static func fromEnvironment(named name: String) -> SheetSaving {
        SheetSaving(file: SheetDirectory.fromEnvironment().flatMap { SheetDirectory.file(named: name, in: $0) }, name: name)
    }

    /// The sheet the window opens in the sheets' directory of the environment: the one `remembered`
    /// (`openedName`), else a new one named `untitled` in the user's language.
    public static func fromEnvironment(remembered: String?, untitled: String) -> SheetSaving {
        let shelf = SheetDirectory.fromEnvironment().map(SheetShelf.init)
        return fromEnvironment(named: openedName(remembered: remembered, untitled: untitled) { shelf?.exists($0) ?? false })
    }

    /// Which sheet the window opens, so that no sheet a person has seems lost, whatever language the
    /// window now speaks: the one open last (`remembered`) while it is there; with none remembered (a
    /// state file from before kept none for `Untitled`), `formerUntitled` when it is there; else a new
    /// sheet named `untitled`, made when first typed in (the list shows the others).
    static func openedName(remembered: String?, untitled: String, exists: (String) -> Bool) -> String {
        if let remembered, exists(remembered) { return remembered }
        if remembered == nil, exists(formerUntitled) { return formerUntitled }
        return untitled
    }

    /// Reads the sheet's file, for a window's first show of the sheet: its name, its lines (none when
    /// there is no file yet), and why it cannot be read, if so (it is then never written over: the
    /// window saves nothing of it).
    public var opener: @Sendable () -> (name: String, lines: [String], problem: String?) {
        let path = file?.path, name = name
        return { Self.open(path, name: name) }
    }

    /// Reads the sheet `name` at `path` (none: an empty sheet kept nowhere): its name, its lines, and why
    /// it cannot be read, if so.
    public static func open(_ path: String?, name: String) -> (name: String, lines: [String], problem: String?) {
        switch path.map({ SheetFile(path: $0).read() }) ?? .success([]) {
        case .success(let lines): (name, lines, nil)
        case .failure(.missing): (name, [], nil)
        case .failure(.unreadable(let reason)): (name, [], reason)
        }
    }

    /// The lines as edited at `now`: due `pause` later, unless edited again before.
    public mutating func edited(_ lines: [String], at now: Double) {
        pending = lines
        deadline = now + Self.pause
    }

    /// How long the event loop may wait before the lines are due, in milliseconds (0: due now); nil with
    /// nothing to write.
    public func timeout(at now: Double) -> Int32? {
        // Rounded up (a wait that ends early finds nothing due), less what the seconds' binary fractions add.
        deadline.map { Int32(clamping: Int((max(0, $0 - now) * 1000 - 1e-6).rounded(.up))) }
    }

    /// The lines due at `now` (whatever is pending when `now` is nil: at once), no longer pending; nil
    /// when none are due.
    public mutating func take(at now: Double?) -> [String]? {
        guard let pending, let deadline, now.map({ $0 >= deadline }) ?? true else { return nil }
        self.pending = nil
        self.deadline = nil
        return pending
    }

    /// Writes the lines due at `now` (all that wait, with nil); why not, for standard error.
    public mutating func save(at now: Double?) -> [String] {
        guard let lines = take(at: now), let problem = file?.write(lines) else { return [] }
        return [problem]
    }

    /// Seconds of the monotonic clock.
    public static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
