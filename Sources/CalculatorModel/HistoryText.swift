extension HistoryTape {
    /// The whole tape as text, oldest first, one calculation a line ending in a line feed (`7 + 9 = 16`):
    /// what the history panel's `Copy` copies, the lines `calculator --history` prints.
    public var text: String { entries.map { $0.line + "\n" }.joined() }
}
