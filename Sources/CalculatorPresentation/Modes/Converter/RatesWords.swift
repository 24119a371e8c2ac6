import CalculatorController
import Glibc
import UnitDatabase

/// The converter's words for exchange rates (issue 48): the status line that dates the rates a currency
/// conversion uses and names their source ("Rates of 5 Sep 2022 · GNU units", "Old rates of …" past 30
/// days), the update's progress, and what an update came to.
enum RatesWords {
    /// The status line for conversions with the rates of `stamp`, on `today`.
    static func line(_ stamp: RatesStamp, today: RatesDate = .today) -> String {
        let date = dateText(stamp.date)
        return stamp.date.isOld(on: today)
            ? localized("Old rates of %s · %s", date, stamp.shortSource)
            : localized("Rates of %s · %s", date, stamp.shortSource)
    }

    /// The status line while an update runs.
    static var updating: String { localized("Updating rates… (Esc cancels)") }

    /// The picker's row that starts an update.
    static var updateRow: String { localized("Update rates") }

    /// What the picker says when nothing matches a currency's ISO code that has no exchange rate
    /// (`KPW`: "No exchange rate for KPW · North Korean Won"); nil for any other query.
    static func noRate(for query: String) -> String? {
        let code = query.trimmingCharacters(in: " \t").uppercased()
        guard code.utf8.count == 3, let name = CurrencyNames.names[code] else { return nil }
        return localized("No exchange rate for %s", code + " · " + name)
    }

    /// What an update came to, said in the expression line's place and to a screen reader.
    static func outcome(_ outcome: RatesUpdateOutcome) -> String {
        switch outcome {
        case .updated(let date, _): line(RatesStamp(date: date, source: RatesStamp.ecbSource))
        case .failed(.cancelled, _): localized("Rates update cancelled")
        case .failed(.noLibrary, _): localized("Updating rates needs libcurl (install the package libcurl4)")
        case .failed(let failure, _): localized("Rates not updated: %s", reason(failure))
        }
    }

    /// Why an update wrote nothing, in a few words.
    static func reason(_ failure: RatesUpdateFailure) -> String {
        switch failure {
        case .offline: localized("offline")
        case .timedOut: localized("timed out")
        case .untrusted: localized("the server is not trusted")
        case .notRates: localized("not the expected data")
        case .noDatabase: localized("no unit database")
        case .cannotWrite: localized("the file cannot be written")
        case .noLibrary, .cancelled, .failed: localized("the update failed")
        }
    }

    /// A day as the user's language writes it short (`5 Sep 2022`, `5. Sep. 2022`): the language's
    /// pattern, the month's name as LC_TIME's locale abbreviates it.
    static func dateText(_ date: RatesDate) -> String {
        // Translators: a strftime pattern of a short date; %-d the day, %b the month's abbreviation, %Y the year.
        // xgettext:no-c-format
        let pattern = localized("%-d %b %Y")
        var moment = tm()
        moment.tm_year = Int32(date.year - 1900)
        moment.tm_mon = Int32(date.month - 1)
        moment.tm_mday = Int32(date.day)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime_l(&buffer, buffer.count, pattern, &moment, timeLocale)
        guard count > 0 else { return date.description }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The environment's LC_TIME locale, made once (C when it is not installed).
    nonisolated(unsafe) private static let timeLocale: locale_t? =
        newlocale(LC_TIME_MASK, "", nil) ?? newlocale(LC_TIME_MASK, "C", nil)
}
