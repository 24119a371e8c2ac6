import WindowInterface

/// Carries an input through the session and out: its answer goes to `perform` (the executable's router,
/// which writes to the store and the bus), which returns the window's part and the inputs its effects
/// produced (the store's notices); those are answered in turn, each later scene replacing the earlier, so
/// that nothing below the session calls back into it. At most `followUpLimit` inputs follow one, so no
/// effect can keep the session busy.
public enum SessionDriver {
    /// What carrying out an answer's effects gave: the window's part, and the inputs for the session they produced.
    public struct Performed: Equatable, Sendable {
        public var update: WindowUpdate<Control>
        public var followUps: [SessionInput]

        public init(update: WindowUpdate<Control>, followUps: [SessionInput] = []) {
            self.update = update
            self.followUps = followUps
        }
    }

    /// The most inputs that follow one, in all.
    public static let followUpLimit = 8

    /// The window's update for `inputs` answered in order, with what their effects produce; nil for none.
    public static func drive(
        _ inputs: [SessionInput], session: CalculatorSession, perform: (CalculatorSession.Answer) -> Performed
    ) -> WindowUpdate<Control>? {
        var pending = inputs[...]
        var update: WindowUpdate<Control>?
        var followed = 0
        while let input = pending.popFirst() {
            let performed = perform(session.handle(input))
            update = update.map { $0.merging(performed.update) } ?? performed.update
            let room = max(0, followUpLimit - followed)
            pending += performed.followUps.prefix(room)
            followed += min(room, performed.followUps.count)
        }
        return update
    }
}

extension WindowUpdate {
    /// This update, then `later`'s: its scene and tooltip where it has them, the window's requests of both.
    func merging(_ later: WindowUpdate) -> WindowUpdate {
        var merged = self
        merged.scene = later.scene ?? scene
        merged.flash = later.flash ?? flash
        merged.copy = later.copy ?? copy
        merged.select = later.select ?? select
        merged.requestPaste = later.requestPaste ?? requestPaste
        merged.quit = quit || later.quit
        merged.alwaysOnTop = later.alwaysOnTop ?? alwaysOnTop
        merged.resize = later.resize ?? resize
        merged.continues = continues || later.continues
        merged.tooltip = later.tooltip ?? tooltip
        return merged
    }
}
