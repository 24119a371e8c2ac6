import CalculatorModel
import Glibc
import Testing
import TestSupport
import UnitDatabase

@testable import ExchangeRates

/// The user's rates file (issue 48): made from the feed over the package's `currency.units`, checked by the
/// database's own reader, put in place whole; the rates the feed lacks keep the package's, with its date.
struct RatesFileTests {
    static let rates = try! ReferenceRates(xml: ReferenceRatesTests.good, today: ReferenceRatesTests.today)
    static let packagePath = "/usr/share/units/currency.units"
    static let package = UnitDatabase.text(of: packagePath)!

    /// Writes `text` to a fresh file; its path.
    static func file(_ text: String, named name: String = "currency.units") -> String {
        let path = makeTemporaryDirectory(prefix: "rates-test") + "/" + name
        let handle = fopen(path, "w")!
        fputs(text, handle)
        fclose(handle)
        return path
    }

    @Test func theFeedsRatesReplaceThePackagesUnderTheirOwnMessage() throws {
        let file = try #require(RatesFileText(Self.rates, package: Self.package, packagePath: Self.packagePath))
        let lines = file.text.split(separator: "\n").map(String.init)
        let ecb = try #require(
            lines.firstIndex(of: "!message Currency exchange rates from the European Central Bank (EUR base) on 2026-11-27"))
        let package = try #require(lines.firstIndex { $0.hasPrefix("!message Currency exchange rates from FloatRates") })
        #expect(ecb < package)
        #expect(
            lines[ecb + 1].split(separator: " ", omittingEmptySubsequences: true).map(String.init) == ["euro", "1.0566", "US$"])
        #expect(lines.contains { $0.hasPrefix("japanyen ") && $0.hasSuffix(" 1|161.72 euro") })
        // The package's own lines of the replaced rates are gone; every other line stays, in order.
        #expect(!lines[package...].contains { $0.hasPrefix("japanyen ") || $0.hasPrefix("euro ") })
        #expect(lines.contains { $0.hasPrefix("argentinapeso ") })
        #expect(file.replaced.isSuperset(of: ["euro", "japanyen", "ukpound", "swissfranc"]) && !file.replaced.contains("US$"))
        #expect(file.text.contains("source: ECB") && file.text.contains("information purposes only"))
    }

    /// A package file without the primitive unit is no package's file.
    @Test func aPackageFileWithoutTheDollarIsRefused() {
        #expect(RatesFileText(Self.rates, package: "EUR euro\neuro 1 US$\n", packagePath: "x") == nil)
    }

    /// A code the package lacks is defined by itself; a dropped definition's continuation goes with it.
    @Test func newCodesAndContinuations() throws {
        var rates = Self.rates.rates
        rates.append((code: "XYZ", rate: "2"))
        let feed = try ReferenceRates(
            xml: Array(
                ("<Envelope><Cube time='2026-11-27'>" + rates.map { "<Cube currency='\($0.code)' rate='\($0.rate)'/>" }.joined()
                    + "</Cube></Envelope>").utf8),
            today: ReferenceRatesTests.today)
        let package =
            "USD US$\nJPY japanyen\n!message Currency exchange rates from X on 2022-09-05\nUS$ !\njapanyen 0.01 \\\n  US$\nother 2 US$\n"
        let file = try #require(RatesFileText(feed, package: package, packagePath: "p"))
        #expect(file.text.contains("XYZ                       1|2 euro"))
        #expect(!file.text.contains("  US$\n") && file.text.contains("other 2 US$"))
    }

    /// Written over the installed package: the database reads the file in the include's place, the feed's
    /// currencies dated 2026-11-27 by the ECB, the others by the package's day; no temporary is left.
    @Test func theFileIsWrittenAndReadBack() throws {
        let directory = makeTemporaryDirectory(prefix: "rates-write") + "/data/calculator"
        let path = directory + "/currency.units"
        let file = try #require(RatesFileText(Self.rates, package: Self.package, packagePath: Self.packagePath))
        let outcome = RatesFileWriter.write(file, rates: Self.rates, to: path, definitions: UnitDatabase.defaultPath)
        #expect(outcome == .updated(date: ReferenceRatesTests.today, currencies: 29))
        let database = try UnitDatabase(locale: "C", ratesFile: path)
        #expect(database.ratesFile == path)
        #expect(try database.convert("1.0566 USD", to: "EUR") == Real(1))
        #expect(try database.unit("JPY").rates?.isECB == true)
        #expect(try database.unit("ARS").rates?.date == RatesDate(iso: "2022-09-05"))
        #expect(try database.convert("1 USquarterweight", to: "kg") == Real(Number(exactDecimal: "0.005669904625")!))
        #expect(shellCommand("ls -A '\(directory)'")?.output == "currency.units\n")
    }

    /// A file the database does not read whole (a line it skips, a rate it cannot reduce) is not put in place,
    /// and the old file stays as it was.
    @Test func aFileThatDoesNotCheckIsNotPutInPlace() throws {
        let path = Self.file("# the old file\n")
        let file = try #require(RatesFileText(Self.rates, package: Self.package, packagePath: Self.packagePath))
        let broken = RatesFileText(text: file.text.replacing("1|161.72 euro", with: "1|161.72 flurble"), replaced: file.replaced)
        let outcome = RatesFileWriter.write(broken, rates: Self.rates, to: path, definitions: UnitDatabase.defaultPath)
        guard case .failed(.notRates, let detail) = outcome else { return #expect(Bool(false), "\(outcome)") }
        #expect(detail.contains("does not read"))
        #expect(fileText(path) == "# the old file\n")
        #expect(shellCommand("ls -A \"$(dirname '\(path)')\"")?.output == "currency.units\n")
    }

    @Test func aDirectoryThatCannotBeMadeIsSaid() {
        let file = RatesFileText(text: "", replaced: [])
        let outcome = RatesFileWriter.write(file, rates: Self.rates, to: "/proc/calculator/currency.units", definitions: "")
        guard case .failed(.cannotWrite, let detail) = outcome else { return #expect(Bool(false), "\(outcome)") }
        #expect(detail.hasPrefix("/proc/calculator"))
    }

    /// Temporaries of an update stopped midway go once they are older than any update; newer ones and the
    /// file itself stay.
    @Test func staleTemporariesAreRemoved() throws {
        let path = Self.file("x", named: "currency.units.Ab3dE9")
        let directory = String(path[..<path.lastIndex(of: "/")!])
        for name in ["currency.units.fresh1", "currency.units"] {
            let handle = fopen(directory + "/" + name, "w")!
            fclose(handle)
        }
        var times = [timespec(tv_sec: time(nil) - 600, tv_nsec: 0), timespec(tv_sec: time(nil) - 600, tv_nsec: 0)]
        utimensat(AT_FDCWD, path, &times, 0)
        RatesFileWriter.removeStaleTemporaries(in: directory)
        #expect(shellCommand("ls -A '\(directory)'")?.output == "currency.units\ncurrency.units.fresh1\n")
    }
}
