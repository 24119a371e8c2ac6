import Glibc

/// Where the rates come from and the limits of fetching them (issue 48): the European Central Bank's
/// euro foreign exchange reference rates, the daily XML feed (public, no key, about 30 currencies), over
/// HTTPS only, with the system's CA store, connected within 5 s, whole within 20 s, at most 1 MB.
///
/// Two environment variables, for the tests alone, point it elsewhere: `CALCULATOR_RATES_URL` (an
/// `https://` address; anything else is refused) and `CALCULATOR_RATES_CA` (a CA file trusted instead of
/// the system's, for the tests' local server's own certificate). docs/TESTING.md names them.
public struct RatesFeed: Sendable, Equatable {
    /// The ECB's daily feed.
    public static let ecbAddress = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
    /// The most bytes of a feed read (the ECB's is about 1.5 kB).
    public static let maximumBytes = 1 << 20
    /// How long connecting may take, and the whole transfer, in milliseconds.
    public static let connectTimeout = 5_000
    public static let totalTimeout = 20_000

    /// The feed's address (`https://` only).
    public let address: String
    /// A CA file to trust instead of the system's store (the tests' own), or nil.
    public let caFile: String?

    public init(address: String = RatesFeed.ecbAddress, caFile: String? = nil) {
        self.address = address
        self.caFile = caFile
    }

    /// The ECB's feed, or the one the tests' variables name.
    public static var fromEnvironment: RatesFeed {
        RatesFeed(
            address: environment("CALCULATOR_RATES_URL") ?? ecbAddress, caFile: environment("CALCULATOR_RATES_CA"))
    }

    /// Whether the address is one an update may fetch: `https://` and something after it.
    var isHTTPS: Bool { address.lowercased().hasPrefix("https://") && address.utf8.count > 8 }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
