/// What an update of the exchange rates came to (`calculator --update-rates`, the window's "Update rates"):
/// the rates of a day written for so many currencies, or why nothing was written. The rates in use are
/// unchanged whenever it failed. One line (`line`) carries it from the process that fetched to the window.
public enum RatesUpdateOutcome: Sendable, Equatable {
    /// The user's rates file now holds the European Central Bank's rates of `date` for `currencies` currencies.
    case updated(date: RatesDate, currencies: Int)
    /// Nothing written: why.
    case failed(RatesUpdateFailure, detail: String = "")

    /// The one line that carries the outcome (`updated 2026-11-27 30`, `failed offline`).
    public var line: String {
        switch self {
        case .updated(let date, let currencies): "updated \(date) \(currencies)"
        case .failed(let failure, _): "failed \(failure.rawValue)"
        }
    }

    /// The outcome a line carries; nil for anything else.
    public init?(line: some StringProtocol) {
        let words = line.split(separator: " ")
        if words.count == 3, words[0] == "updated", let date = RatesDate(iso: words[1]), let count = Int(words[2]) {
            self = .updated(date: date, currencies: count)
        } else if words.count == 2, words[0] == "failed", let failure = RatesUpdateFailure(rawValue: String(words[1])) {
            self = .failed(failure)
        } else {
            return nil
        }
    }

    /// The outcome in one line of English, for standard error and the terminal.
    public var message: String {
        switch self {
        case .updated(let date, let currencies):
            "rates of \(date) from the European Central Bank written for \(currencies) currencies"
        case .failed(let failure, let detail):
            "rates not updated: " + failure.message + (detail.isEmpty ? "" : " (\(detail))")
        }
    }
}

/// Why an update wrote nothing.
public enum RatesUpdateFailure: String, Sendable, Equatable, CaseIterable {
    /// libcurl (the package libcurl4) cannot be loaded.
    case noLibrary = "no-libcurl"
    /// No name resolution or no connection: offline, which is normal.
    case offline
    /// The connection or the transfer took longer than allowed.
    case timedOut = "timed-out"
    /// The server's certificate is not trusted, or TLS failed.
    case untrusted
    /// An answer that is not the feed: an HTTP error, a redirect away from HTTPS, too many bytes, a page
    /// that is not the feed's XML (a captive portal's HTML), rates that do not check.
    case notRates = "not-rates"
    /// The package's `currency.units`, which the rates the feed lacks come from, cannot be read.
    case noDatabase = "no-database"
    /// The file could not be written (the directory, the disk).
    case cannotWrite = "cannot-write"
    /// The update was cancelled (Escape in the window).
    case cancelled
    /// Anything else (the process that fetched ended without saying).
    case failed

    /// The reason in English.
    public var message: String {
        switch self {
        case .noLibrary: "libcurl cannot be loaded (install the package libcurl4)"
        case .offline: "offline"
        case .timedOut: "timed out"
        case .untrusted: "the server's certificate is not trusted"
        case .notRates: "not the expected data"
        case .noDatabase: "no unit database (install the package units)"
        case .cannotWrite: "the rates file cannot be written"
        case .cancelled: "cancelled"
        case .failed: "the update failed"
        }
    }
}
