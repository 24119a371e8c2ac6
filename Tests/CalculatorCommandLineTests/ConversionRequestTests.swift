import CalculatorModel
import Glibc
import CalculatorPresentation
import Testing
import TestSupport
import UnitDatabase

@testable import CalculatorCommandLine

/// `--convert` and `--convert-stdin` as parsed and carried out, on a definitions file of their own.
struct ConversionRequestTests {
    /// A database of metres, inches and feet (as GNU units defines them), read from a temporary file of its own
    /// (tests run at once: one path per process let one read another's file half written).
    static func database() throws -> UnitDatabase {
        let path = makeTemporaryDirectory(prefix: "conversion-request") + "/definitions.units"
        let file = try #require(fopen(path, "w"))
        fputs("m !\ninch 2.54 cm\nc- 0.01\nft 12 inch\n", file)
        fclose(file)
        defer { unlink(path) }
        return try UnitDatabase(path: path, locale: "C", variables: [:], skippedIncludes: [])
    }

    @Test func convertIsParsedIntoARequest() {
        #expect(
            Invocation.parse(["--convert", "3 ft", "cm", "--digits", "5"])
                == .conversion(ConversionRequest(measurement: "3 ft", unit: "cm", digits: 5)))
        guard case .exit(let exit) = Invocation.parse(["--convert", "3 ft"]) else {
            Issue.record("one argument was taken")
            return
        }
        #expect(exit.status == 2)
        #expect(exit.text.contains("--convert takes a value with its unit, then a unit"))
    }

    /// A value that begins with `-` is the value, not an option (issue 43, item 7); options may follow the
    /// unit; a word without `--convert` is refused as ever.
    @Test func aNegativeValueIsAValue() {
        #expect(
            Invocation.parse(["--convert", "-40 tempC", "tempF", "--digits", "5"])
                == .conversion(ConversionRequest(measurement: "-40 tempC", unit: "tempF", digits: 5)))
        #expect(
            Invocation.parse(["--digits", "5", "--convert", "-3 ft", "cm"])
                == .conversion(
                    ConversionRequest(measurement: "-3 ft", unit: "cm", digits: 5)))
        guard case .exit(let exit) = Invocation.parse(["cm"]) else {
            Issue.record("a word alone was taken")
            return
        }
        #expect(exit == CommandLineExit(text: "calculator: unexpected argument 'cm'", status: 2))
    }

    @Test func aConversionPrintsItsValueOrOneLineWhy() throws {
        let database = Result<UnitDatabase, UnitError>.success(try Self.database())
        #expect(
            ConversionRequest(measurement: "3 ft", unit: "cm").output(in: database)
                == BatchRequest.Output(lines: ["91.44"], warning: nil, status: 0))
        let unknown = ConversionRequest(measurement: "3 parsec", unit: "cm").output(in: database)
        #expect(unknown.lines.isEmpty && unknown.status == 2)
        #expect(unknown.warning?.hasPrefix("calculator: ") == true)
    }

    /// A currency's code that the rates lack is said as that, on standard error and in `--convert-stdin`'s line
    /// (iso-codes, which `Scripts/install-deps` installs, names it); another unknown name stays an unknown unit.
    @Test func aCurrencyOfNoRateIsSaidAsSuch() throws {
        let database = Result<UnitDatabase, UnitError>.success(try Self.database())
        let name = try #require(CurrencyNames.englishName(of: "KPW"), "iso-codes' list of currencies is installed")
        let kpw = ConversionRequest(measurement: "5 KPW", unit: "cm").output(in: database)
        #expect(kpw.warning == "calculator: no exchange rate for KPW (\(name))" && kpw.status == 2)
        #expect(
            ConversionRequest(measurement: "5 QQQ", unit: "cm").output(in: database).warning
                == "calculator: unknown unit 'QQQ'")
        var written: [String] = []
        var lines = [(1, "5 KPW\tcm")][...]
        _ = ConversionRequest(measurement: "", unit: "").convertingLines(
            in: database, from: { lines.popFirst() }, write: { written.append($0) }, warn: { _ in })
        #expect(written == ["error: no exchange rate for KPW (\(name))"])
    }

    @Test func standardInputLinesAreConvertedOneByOne() throws {
        let database = Result<UnitDatabase, UnitError>.success(try Self.database())
        var input = ["1 inch\tcm", "no tab here", "2 ft\tinch"]
        var written: [String] = []
        var warned: [String] = []
        var number = 0
        let output = ConversionRequest(measurement: "", unit: "").convertingLines(
            in: database,
            from: {
                number += 1
                return input.isEmpty ? nil : (number, input.removeFirst())
            }, write: { written.append($0) }, warn: { warned.append($0) })
        #expect(written.count == 3)
        #expect(written[0] == "2.54" && written[2] == "24")
        #expect(written[1].hasPrefix("error: "))
        #expect(warned == ["calculator: line 2: cannot read the unit expression: a line is 'VALUE UNIT', a tab, 'UNIT'"])
        #expect(output.status == 2)
    }

    @Test func aMissingDatabaseIsOneWarningAndNoLineRead() {
        var read = 0
        let output = ConversionRequest(measurement: "", unit: "").convertingLines(
            in: .failure(.missingDatabase("/nowhere")),
            from: {
                read += 1; return nil
            }, write: { _ in }, warn: { _ in })
        #expect(read == 0)
        #expect(output.status == 2)
        #expect(output.warning == "calculator: no unit database at /nowhere (install the package units)")
    }
}
