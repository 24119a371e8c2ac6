import CalculatorController
import CalculatorModel
import CalculatorPresentation
import UnitDatabase

/// `--convert 'VALUE UNIT' UNIT` as the command line asks for it, and what it prints: the value converted
/// by GNU units' database, to `--digits` significant digits, in C form unless `--localized`.
public struct ConversionRequest: Equatable, Sendable {
    /// The value and its unit, such as `3 ft`.
    public var measurement: String
    /// The unit to convert to, such as `cm`.
    public var unit: String
    /// `--digits`: the significant digits printed.
    public var digits: Int
    /// `--localized`: the number as the locale (and the number format's options) writes it.
    public var localized: Bool
    /// The number format's options, over the locale's, for `localized`.
    public var numberFormat: NumberFormatOptions

    /// A request to convert `measurement` to `unit`; by default the wide window's digits in C form.
    public init(
        measurement: String, unit: String, digits: Int = NumberFormat.wideDigits, localized: Bool = false,
        numberFormat: NumberFormatOptions = NumberFormatOptions()
    ) {
        self.measurement = measurement
        self.unit = unit
        self.digits = digits
        self.localized = localized
        self.numberFormat = numberFormat
    }

    /// The converted value as printed, or the one-line reason it cannot be (an unknown unit, a dimension
    /// mismatch, a missing database).
    public func run(
        in database: Result<UnitDatabase, UnitError> = UnitDatabase.system, locale: NumberLocale = NumberLocale.fromEnvironment()
    ) -> Result<String, UnitError> {
        do throws(UnitError) {
            let value = try database.get().convert(measurement, to: unit)
            let text = NumberFormat.string(value, digits: digits, grouping: false)
            guard localized else { return .success(text) }
            let locale = locale.overridden(
                decimal: numberFormat.decimal, group: numberFormat.group, grouping: numberFormat.grouping)
            return .success(locale.format(text, grouping: true))
        } catch {
            return .failure(error)
        }
    }

    /// What `--convert` prints, as batch mode's output: the value, or the reason on standard error and status 2.
    public func output(in database: Result<UnitDatabase, UnitError> = UnitDatabase.system) -> BatchRequest.Output {
        switch run(in: database) {
        case .success(let text): BatchRequest.Output(lines: [text], warning: nil, status: 0)
        case .failure(let error):
            BatchRequest.Output(lines: [], warning: "calculator: " + located(error, in: database), status: 2)
        }
    }

    /// `error`'s message, after where it is when it has a place: which of the two texts (the value or
    /// the unit) and the position in it (`the unit, position 65: …`).
    func located(_ error: UnitError, in database: Result<UnitDatabase, UnitError>, line: Int? = nil) -> String {
        var place = line.map { ["line \($0)"] } ?? []
        if let position = error.position {
            // Asked again only for an error with a position, to name its side: the unit's text alone fails too.
            let inUnit = (try? database.get().unit(unit)) == nil
            place += [inUnit ? "the unit" : "the value", "position \(position)"]
        }
        return place.isEmpty ? Self.reason(error) : place.joined(separator: ", ") + ": " + Self.reason(error)
    }

    /// `error`'s message; for a currency's code the rates file lacks (`KPW`), that, not a unit never heard of.
    static func reason(_ error: UnitError) -> String {
        guard case .unknownUnit(let name) = error, let currency = CurrencyNames.englishName(of: name) else {
            return error.message
        }
        return "no exchange rate for \(name) (\(currency))"
    }

    /// `--convert-stdin`: each line `VALUE UNIT<tab>UNIT` that `nextLine` reads (with its number) converted
    /// with this request's digits and format and handed to `write`, or `error: …` for one that cannot be,
    /// named with its number (and the position, where it has one) through `warn`; status 2 if any could
    /// not. A missing database is the one warning, and no line is read.
    public func convertingLines(
        in database: Result<UnitDatabase, UnitError> = UnitDatabase.system,
        from nextLine: () -> (number: Int, text: String)?, write: (String) -> Void, warn: (String) -> Void
    ) -> BatchRequest.Output {
        if case .failure(let error) = database {
            return BatchRequest.Output(lines: [], warning: "calculator: \(error.message)", status: 2)
        }
        var status: Int32 = 0
        while let (number, line) = nextLine() {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            var request = self
            (request.measurement, request.unit) = (String(fields[0]), fields.count == 2 ? String(fields[1]) : "")
            let result =
                fields.count == 2 ? request.run(in: database) : .failure(.syntax("a line is 'VALUE UNIT', a tab, 'UNIT'"))
            switch result {
            case .success(let text): write(text)
            case .failure(let error):
                status = 2
                write("error: \(Self.reason(error))")
                warn("calculator: " + request.located(error, in: database, line: number))
            }
        }
        return BatchRequest.Output(lines: [], warning: nil, status: status)
    }
}
