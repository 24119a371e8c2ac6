import UnitDatabase

/// The user's rates file as GNU units' format writes it (issue 48): the package's `currency.units` with
/// the rates the ECB's feed has put in place of the package's, under a `!message` that dates them, and
/// every other line as the package has it, under the package's own message, so that the currencies the
/// feed lacks keep the package's rates with their own date. `units -f` reads it as the calculator does.
public struct RatesFileText: Sendable, Equatable {
    /// The file's text.
    public let text: String
    /// The names whose rates the feed gave (`euro`, `japanyen`, a new code itself): each now the ECB's.
    public let replaced: Set<String>

    /// The file for `rates`, over the package's file `package` (its text) read from `packagePath`; nil when
    /// the package's file is not one (no primitive unit `US$`).
    public init?(_ rates: ReferenceRates, package: String, packagePath: String) {
        let lines = package.split(separator: "\n", omittingEmptySubsequences: false)
        // Each ISO code's line in the package names the unit that holds its rate (`JPY  japanyen`).
        var unitOfCode: [String: String] = [:]
        var hasBase = false
        for line in lines {
            let words = line.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count == 2, words[0] == "US$", words[1].hasPrefix("!") { hasBase = true }
            if words.count == 2, ReferenceRates.isCode(String(words[0])), unitOfCode[String(words[0])] == nil,
                words[1].first?.isLetter == true, !words[1].contains(where: { "|*/^()+-".contains($0) })
            {
                unitOfCode[String(words[0])] = String(words[1])
            }
        }
        guard hasBase else { return nil }
        let euro = unitOfCode["EUR"] ?? "euro"
        var block = [RatesStamp(date: rates.date, source: RatesStamp.ecbSource).message]
        var replaced: Set<String> = [euro]
        for (code, rate) in rates.rates {
            if code == "USD" {
                // One euro buys `rate` dollars: the euro in the primitive unit.
                block.append(Self.definition(euro, rate + " US$"))
            } else {
                let unit = unitOfCode[code] ?? code
                replaced.insert(unit)
                block.append(Self.definition(unit, "1|" + rate + " " + euro))
            }
        }
        block.append("")
        var out = Self.header(rates, packagePath: packagePath)
        var placed = false
        var dropping = false
        for line in lines {
            if dropping {
                // The continuation of a definition dropped.
                dropping = line.hasSuffix("\\")
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if !placed, trimmed.hasPrefix("!message") {
                out += block
                placed = true
            }
            let name = trimmed.prefix { $0 != " " && $0 != "\t" }
            if !trimmed.hasPrefix("!"), !trimmed.hasPrefix("#"), replaced.contains(String(name)) {
                out.append("# " + name + ": the ECB's rate above")
                dropping = line.hasSuffix("\\")
                continue
            }
            out.append(String(line))
        }
        if !placed { out += [""] + block }
        text = out.joined(separator: "\n") + (out.last == "" ? "" : "\n")
        self.replaced = replaced
    }

    /// A file of this text (the tests' broken ones).
    init(text: String, replaced: Set<String>) {
        self.text = text
        self.replaced = replaced
    }

    /// `name`, padded, then its definition, as the package's file lines them up.
    static func definition(_ name: String, _ value: String) -> String {
        name + String(repeating: " ", count: max(1, 26 - name.count)) + value
    }

    /// The comment at the top: what the file is, where its rates come from, and the ECB's terms.
    static func header(_ rates: ReferenceRates, packagePath: String) -> [String] {
        [
            "# Exchange rates for the calculator's unit converter, written by `calculator --update-rates`.",
            "#",
            "# The rates of \(rates.date) for \(rates.rates.count) currencies are the euro foreign exchange reference",
            "# rates of the European Central Bank (source: ECB), from \(RatesFeed.ecbAddress).",
            "# The ECB publishes them for information purposes only; it strongly discourages using them for",
            "# transactions (https://www.ecb.europa.eu/home/disclaimer/html/index.en.html).",
            "# Every other rate and price is GNU units' own, as \(packagePath) has it, under its own date.",
            "# It is in GNU units' format and stands in for currency.units beside the package's definitions.units.",
            "",
        ]
    }
}
