import Glibc

/// The day a set of exchange rates is of (`2022-09-05`): a calendar date, compared and aged in whole days.
public struct RatesDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Rates older than this many days are old: the window marks them (issue 48).
    public static let oldAfterDays = 30

    /// The date `year-month-day`, nil unless it is a day of the Gregorian calendar from 1900 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1900...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(in: month, of: year)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// An ISO 8601 date, `YYYY-MM-DD` exactly; nil for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2022-09-05`.
    public var description: String {
        func padded(_ n: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `seconds` after the epoch is, in UTC.
    public init(secondsSinceEpoch seconds: Int) {
        // Howard Hinnant's civil_from_days.
        let z = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        (self.year, self.month, self.day) = (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Today, in UTC.
    public static var today: RatesDate { RatesDate(secondsSinceEpoch: Int(time(nil))) }

    /// Whether the rates of this day are older than `oldAfterDays` on `today`.
    public func isOld(on today: RatesDate = .today) -> Bool { today.daysSinceEpoch - daysSinceEpoch > Self.oldAfterDays }

    public static func < (a: RatesDate, b: RatesDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    private static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
