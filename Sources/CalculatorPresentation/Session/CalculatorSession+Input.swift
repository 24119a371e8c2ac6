extension CalculatorSession {
    /// The answer to `input`, whichever part of the program it came from.
    public func handle(_ input: SessionInput) -> Answer {
        switch input {
        case .window(let event): handle(event)
        case .notice(let text): showNotice(text)
        case .historyChanged(let entries): reloadHistory(entries)
        case .ratesUpdated(let outcome): ratesUpdated(outcome)
        }
    }
}
