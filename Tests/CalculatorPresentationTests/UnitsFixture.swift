import Glibc
import TestSupport
import UnitDatabase

@testable import CalculatorPresentation

/// A small definitions file in GNU units' syntax (its factors as `definitions.units` writes them), so the
/// converter's tests need no installed package: lengths, masses and times, with prefixes.
let unitsFixture = """
    m         !
    kg        !
    s         !
    k-        1000
    c-        0.01
    m-        0.001
    milli-    1e-3
    micro-    1e-6
    n-        1e-9
    inch      2.54 cm
    foot      12 inch
    ft        foot
    yard      3 ft
    mile      5280 ft
    mil       0.001 inch
    nauticalmile 1852 m
    micrometer 1e-6 m
    gram      0.001 kg
    g         gram
    pound     0.45359237 kg
    ounce     1|16 pound
    stone     14 pound
    ton       2000 pound
    tonne     1000 kg
    minute    60 s
    hour      60 minute

    """

/// The catalogue of `unitsFixture` (metric first, as in the C locale), read from a temporary file.
func fixtureCatalogue() -> Result<UnitCatalogue, UnitError> {
    let path = makeTemporaryDirectory(prefix: "converter-test") + "/definitions.units"
    let file = fopen(path, "w")!
    fputs(unitsFixture, file)
    fclose(file)
    do throws(UnitError) {
        return .success(
            UnitCatalogue(try UnitDatabase(path: path, locale: "C", skippedIncludes: []), locale: MeasurementLocale("C")))
    } catch {
        return .failure(error)
    }
}
