import CArb
import Testing
import TestSupport

@testable import CalculatorModel

/// Arb is not linked but loaded on first use (Sources/CArb/library.c): by the soname of the Arb the shim
/// was compiled against, with every function on the list found in it.
struct ArbLibraryTests {
    /// The soname loaded is the one the development library beside the headers names, so a new Arb on
    /// the build machine fails here, not at a user's first key.
    @Test func theSonameLoadedIsTheArbOfTheHeaders() throws {
        let result = try #require(
            shellCommand(
                "for d in /usr/lib/*-linux-gnu /usr/lib64 /usr/lib; do [ -e $d/libflint-arb.so ] && readelf -d $d/libflint-arb.so; done"
                    + " | sed -n 's/.*(SONAME).*\\[\\(.*\\)\\]/\\1/p' | head -n 1"))
        #expect(result.output.split(separator: "\n").first.map(String.init) == CARB_LIBRARY)
    }

    /// A value that needs a ball loads Arb, finds every listed function (else the process would have
    /// ended) and computes with it.
    @Test func aBallLoadsArbWithEveryListedFunction() {
        let root = Ball(Rational(2, 1), precision: 128).map { result, x in arb_sqrt(result, x, 128) }
        #expect(root.rounded(toSignificantDigits: 16)?.description == "1.414213562373095")
        #expect(cab_library_loaded() == 1)
    }
}
