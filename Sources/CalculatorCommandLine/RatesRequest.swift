import UnitDatabase

/// `--rates` and `--update-rates` (issue 48) as the command line prints them: the date and source of the
/// exchange rates the converter uses, and what an update came to.
public enum RatesRequest {
    /// `--rates`: each block of rates in use, newest first (`Rates of 2022-09-05 from FloatRates (USD base), as GNU
    /// units ships them: 164 currencies`), old ones marked, then the file they are read from; status 2 without rates.
    public static func output(in database: Result<UnitDatabase, UnitError> = UnitDatabase.system) -> BatchRequest.Output {
        let rates: RatesInUse
        switch database {
        case .success(let database): rates = database.ratesInUse
        case .failure(let error): return BatchRequest.Output(lines: [], warning: "calculator: \(error.message)", status: 2)
        }
        guard let file = rates.file, !rates.blocks.isEmpty else {
            return BatchRequest.Output(
                lines: [], warning: "calculator: no exchange rates: the unit database has no dated currency.units", status: 2)
        }
        var lines = rates.blocks.map { line($0) }
        if rates.blocks.contains(where: \.stamp.isECB) { lines.append(ecbAttribution) }
        lines.append("Read from \(file)")
        return BatchRequest.Output(lines: lines, warning: nil, status: 0)
    }

    /// One block's line: `Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them: 164 currencies (old)`.
    static func line(_ block: RatesInUse.Block, today: RatesDate = .today) -> String {
        let count = block.codes.count == 1 ? "1 currency" : "\(block.codes.count) currencies"
        let old = block.stamp.date.isOld(on: today) ? " (old: more than \(RatesDate.oldAfterDays) days)" : ""
        // The package's rates are what the window calls "GNU units": said here with whom the file names.
        let shipped = block.stamp.isECB ? "" : ", as GNU units ships them"
        return "Rates of \(block.stamp.date) from \(block.stamp.source)\(shipped): \(count)\(old)"
    }

    /// What the ECB asks of those who show its rates: its name as the source; and that they are for information.
    static let ecbAttribution =
        "Source: European Central Bank (ECB), euro foreign exchange reference rates, for information purposes only"

    /// `--update-rates`: the outcome in a line on standard output (written) or standard error (not, status 1);
    /// with `--rates-outcome` (the window's process), the outcome's own line on standard output first.
    public static func updateOutput(
        _ outcome: RatesUpdateOutcome, path: String? = RatesFile.path, outcomeLine: Bool
    ) -> BatchRequest.Output {
        let machine = outcomeLine ? [outcome.line] : []
        switch outcome {
        case .updated(let date, let currencies):
            return BatchRequest.Output(
                lines: machine + ["Rates of \(date) from \(RatesStamp.ecbSource): \(currencies) currencies, in \(path ?? "")"],
                warning: nil, status: 0)
        case .failed:
            return BatchRequest.Output(lines: machine, warning: "calculator: " + outcome.message, status: 1)
        }
    }
}
