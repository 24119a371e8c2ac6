import CCurl
import Glibc
import UnitDatabase

/// One fetch of a feed through libcurl (`CCurl`, loaded on this first use), under the feed's limits: the
/// bytes of a 200 answer, or why there are none.
enum RatesDownload {
    /// What a fetch brought: the bytes, or the outcome of an update that failed, with libcurl's words.
    enum Fetched {
        case bytes([UInt8])
        case failure(RatesUpdateOutcome)
    }

    /// The feed's bytes, or the failure with libcurl's words for it.
    static func fetch(_ feed: RatesFeed, userAgent: String) -> Fetched {
        guard feed.isHTTPS else { return .failure(.failed(.notRates, detail: "the feed's address is not https")) }
        var result = ccurl_result()
        ccurl_fetch(
            feed.address, feed.caFile, RatesFeed.maximumBytes, RatesFeed.connectTimeout, RatesFeed.totalTimeout, userAgent,
            &result)
        defer { free(result.body) }
        let detail = withUnsafeBytes(of: result.detail) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.status {
        case CCURL_OK:
            return .bytes(result.body.map { Array(UnsafeBufferPointer(start: $0, count: result.length)) } ?? [])
        case CCURL_NO_LIBRARY: return .failure(.failed(.noLibrary, detail: detail))
        case CCURL_OFFLINE: return .failure(.failed(.offline, detail: detail))
        case CCURL_TIMED_OUT: return .failure(.failed(.timedOut, detail: detail))
        case CCURL_TLS: return .failure(.failed(.untrusted, detail: detail))
        case CCURL_TOO_LARGE:
            return .failure(.failed(.notRates, detail: "more than \(RatesFeed.maximumBytes) bytes"))
        case CCURL_REFUSED_REDIRECT:
            return .failure(.failed(.notRates, detail: "a redirect to anything but https is refused"))
        case CCURL_HTTP_STATUS: return .failure(.failed(.notRates, detail: "the server answered \(result.http_status)"))
        default: return .failure(.failed(.failed, detail: detail))
        }
    }
}
