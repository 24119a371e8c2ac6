import UnitDatabase

/// `calculator --update-rates` (issue 48), asked for and never on its own: the ECB's feed fetched once,
/// read, made a rates file over the package's `currency.units`, checked and put in place atomically.
/// Whatever fails, the rates in use stay as they were and the outcome says why in one line.
public enum RatesUpdate {
    /// Fetches `feed` and writes the user's rates file (`destination`, by default `RatesFile.path`) over the
    /// package's rates beside `definitions`; what came of it.
    public static func run(
        feed: RatesFeed = .fromEnvironment, destination: String? = RatesFile.path,
        definitions: String = UnitDatabase.defaultPath, userAgent: String = "calculator"
    ) -> RatesUpdateOutcome {
        guard let destination else { return .failed(.cannotWrite, detail: "neither XDG_DATA_HOME nor HOME is set") }
        let directory = definitions[..<(definitions.lastIndex(of: "/") ?? definitions.startIndex)]
        let packagePath = directory + "/" + RatesFile.name
        guard let package = UnitDatabase.text(of: packagePath) else { return .failed(.noDatabase, detail: packagePath) }
        let bytes: [UInt8]
        switch RatesDownload.fetch(feed, userAgent: userAgent) {
        case .bytes(let fetched): bytes = fetched
        case .failure(let outcome): return outcome
        }
        let rates: ReferenceRates
        do throws(RatesFeedProblem) {
            rates = try ReferenceRates(xml: bytes)
        } catch {
            return .failed(.notRates, detail: error.reason)
        }
        guard let file = RatesFileText(rates, package: package, packagePath: packagePath) else {
            return .failed(.noDatabase, detail: "\(packagePath) has no primitive unit US$")
        }
        return RatesFileWriter.write(file, rates: rates, to: destination, definitions: definitions)
    }
}
