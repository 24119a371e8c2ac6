/// The exchange rates a database converts with (`calculator --rates`): the file they were read from, and
/// each dated block of them with the currencies whose rate is of it, newest first.
public struct RatesInUse: Sendable, Equatable {
    /// Rates of one day and source, and the ISO codes converted with them.
    public struct Block: Sendable, Equatable {
        public let stamp: RatesStamp
        public let codes: [String]
    }

    /// The rates file read (the user's or the package's `currency.units`); nil when there was none.
    public let file: String?
    /// The blocks, newest first.
    public let blocks: [Block]
}

extension UnitDatabase {
    /// Which rates each of the file's currencies converts with (each code reduced, once).
    public var ratesInUse: RatesInUse {
        var codes: [RatesStamp: [String]] = [:]
        for code in currencyCodes.sorted() {
            guard let unit = try? unit(code), unit.isCurrency, let stamp = unit.rates else { continue }
            codes[stamp, default: []].append(code)
        }
        let blocks = codes.map { RatesInUse.Block(stamp: $0.key, codes: $0.value) }.sorted {
            ($0.stamp.date, $0.codes.count) > ($1.stamp.date, $1.codes.count)
        }
        return RatesInUse(file: ratesFile, blocks: blocks)
    }
}
