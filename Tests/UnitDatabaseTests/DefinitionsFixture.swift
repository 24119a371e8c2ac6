import Glibc
import TestSupport
import UnitDatabase

/// A small definitions file in GNU units' syntax, written to a temporary directory, and the database read from it.
func fixtureDatabase(
    _ text: String, locale: String = "C", variables: [String: String] = [:], files: [String: String] = [:],
    skippedIncludes: Set<String> = [], ratesFileName: String? = nil, ratesFile: String? = nil,
    currencyLocale: CurrencyLocale = .none
) throws(UnitError) -> UnitDatabase {
    let directory = makeTemporaryDirectory(prefix: "units-test")
    for (name, contents) in files.merging(["definitions.units": text], uniquingKeysWith: { $1 }) {
        let path = directory + "/" + name
        let file = fopen(path, "w")!
        fputs(contents, file)
        fclose(file)
    }
    return try UnitDatabase(
        path: directory + "/definitions.units", locale: locale, variables: variables, skippedIncludes: skippedIncludes,
        ratesFile: ratesFileName.map { directory + "/" + $0 } ?? ratesFile, currencyLocale: currencyLocale)
}

/// The base units and a few definitions the parser tests build on, as `definitions.units` writes them.
let fixtureBase = """
    m         !      # length
    kg        !
    s         !
    K         !
    radian    !dimensionless
    k-        1000
    kilo-     1000
    c-        0.01
    milli-    1e-3
    cm        c m   # a unit the same as a prefixed one
    inch      2.54 cm
    ft        12 inch
    foot      ft
    mile      5280 ft
    minute    60 s
    hr        60 minute
    hertz     /s
    Hz        hertz
    J         kg m^2 / s^2
    mol       !
    degC      K
    degF      5|9 degC
    stdtemp   273.15 K
    tempC(x) units=[1;K] domain=[-273.15,) range=[0,) \\
                                 x K + stdtemp ; (tempC +(-stdtemp))/K
    tempF(x) units=[1;K] domain=[-459.67,) range=[0,) \\
                    (x+(-32)) degF + stdtemp ; (tempF+(-stdtemp))/degF + 32
    tempcelsius() tempC

    """
