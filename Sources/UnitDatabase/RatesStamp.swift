/// Where a block of exchange rates of the currency file comes from and of which day: the file's
/// `!message Currency exchange rates from FloatRates (USD base) on 2022-09-05` names them, and every rate
/// defined after it in the same file is of that day (issue 48). A unit reduced from several rates carries
/// the oldest one's stamp: a conversion is as old as the oldest rate it used.
public struct RatesStamp: Sendable, Hashable {
    /// The day of the rates.
    public let date: RatesDate
    /// Who published them, as the file says (`FloatRates (USD base)`, `the European Central Bank (EUR base)`).
    public let source: String

    /// What the message of the rates the calculator writes says of their source (`RatesFile`).
    public static let ecbSource = "the European Central Bank (EUR base)"
    /// The words that begin and end a rates message.
    static let messageStart = "Currency exchange rates from "
    static let messageDateSeparator = " on "

    public init(date: RatesDate, source: String) {
        self.date = date
        self.source = source
    }

    /// The stamp a `!message` states, nil when the message is not one of rates with a date.
    init?(message: some StringProtocol) {
        let text = String(message).trimmingLeadingBlanks.trimmingTrailingBlanks
        guard text.hasPrefix(Self.messageStart), text.utf8.count > Self.messageStart.utf8.count + 14 else { return nil }
        let dateText = text.suffix(10)
        let beforeDate = text.dropLast(10)
        guard beforeDate.hasSuffix(Self.messageDateSeparator), let date = RatesDate(iso: dateText) else { return nil }
        let source = beforeDate.dropFirst(Self.messageStart.count).dropLast(Self.messageDateSeparator.count)
        guard !source.isEmpty else { return nil }
        self.init(date: date, source: String(source))
    }

    /// The `!message` line that states this stamp.
    public var message: String { "!message " + Self.messageStart + source + Self.messageDateSeparator + date.description }

    /// Whether these are the European Central Bank's rates (written by `calculator --update-rates`); else they
    /// are the ones GNU units' package ships.
    public var isECB: Bool { source == Self.ecbSource }

    /// The source as the window names it: `ECB`, or `GNU units` for the package's rates.
    public var shortSource: String { isECB ? "ECB" : "GNU units" }

    /// The older of two stamps (either may be missing): what a value made of both rests on.
    static func older(_ a: RatesStamp?, _ b: RatesStamp?) -> RatesStamp? {
        guard let a else { return b }
        guard let b else { return a }
        return b.date < a.date ? b : a
    }
}
