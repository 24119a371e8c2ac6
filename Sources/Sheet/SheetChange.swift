/// What an edit of a sheet did (issue 49), for a pane to redraw only that: the lines whose results
/// changed (counted from 0 in the sheet after the edit) and how many lines were calculated again.
public struct SheetChange: Equatable, Sendable {
    /// The lines whose results differ from before the edit, in order.
    public var changedLines: [Int]
    /// How many lines were calculated again: the edited ones and those that depend on them.
    public var evaluatedLines: Int

    public init(changedLines: [Int] = [], evaluatedLines: Int = 0) {
        self.changedLines = changedLines
        self.evaluatedLines = evaluatedLines
    }
}
