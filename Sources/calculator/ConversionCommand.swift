import ArgumentParser
import CalculatorModel
import CalculatorView
import UnitDatabase

extension CalculatorCommand {
    /// `--convert 'VALUE UNIT' UNIT`: the value converted by GNU units' database, printed to `--digits`
    /// significant digits in C form (`--localized`: as the locale writes it); an unknown unit, a dimension
    /// mismatch or a missing database is one line on standard error and exit status 2.
    func runConversion(_ arguments: [String]) throws {
        do throws(UnitError) {
            let database = try UnitDatabase.system.get()
            print(try converted(arguments[0], to: arguments[1], in: database))
        } catch {
            standardError("calculator: \(error.message)")
            throw ExitCode(2)
        }
    }

    /// `--convert-stdin`: each line `VALUE UNIT<tab>UNIT` converted, one line out per line in (`error: …`
    /// for one that cannot be); exit status 2 if any could not, or the database is missing.
    func runConversions() throws {
        guard case .success(let database) = UnitDatabase.system else {
            if case .failure(let error) = UnitDatabase.system { standardError("calculator: \(error.message)") }
            throw ExitCode(2)
        }
        var failed = false
        while let line = readLine() {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            do throws(UnitError) {
                guard fields.count == 2 else { throw .syntax("a line is 'VALUE UNIT', a tab, 'UNIT'") }
                print(try converted(String(fields[0]), to: String(fields[1]), in: database))
            } catch {
                failed = true
                print("error: \(error.message)")
            }
        }
        if failed { throw ExitCode(2) }
    }

    /// The converted value as batch mode prints it: `--digits` significant digits, C form unless `--localized`.
    private func converted(_ measurement: String, to unit: String, in database: UnitDatabase) throws(UnitError) -> String {
        let value = try database.convert(measurement, to: unit)
        let text = NumberFormat.string(value, digits: digits, grouping: false)
        return localized ? numberLocale.format(text, grouping: true) : text
    }
}
