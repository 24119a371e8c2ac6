import Testing
@testable import CalculatorModel

/// The mathematics, rounded to 15 digits as the brain rounds every result.
struct ScientificFunctionsTests {
    static func display(_ x: Double) -> String {
        x.isFinite ? NumberFormat.string(NumberFormat.rounded(x), grouping: false) : "Error"
    }

    @Test(arguments: [
        (0.0, "0"), (30, "0.5"), (45, "0.707106781186548"), (60, "0.866025403784439"), (90, "1"),
        (120, "0.866025403784439"), (135, "0.707106781186548"), (150, "0.5"), (180, "0"), (210, "-0.5"),
        (270, "-1"), (330, "-0.5"), (360, "0"), (390, "0.5"), (-30, "-0.5"), (-180, "0"), (720, "0"),
        (1, "0.0174524064372835"), (1e20, "-0.984807753012208"), (-1e-300, "-1.74532925199433e-302"),
    ])
    func sineInDegreesIsExact(degrees: Double, display: String) {
        #expect(Self.display(ScientificFunctions.sin(degrees, .degrees)) == display)
    }

    @Test(arguments: [
        (0.0, "1"), (45, "0.707106781186548"), (60, "0.5"), (90, "0"), (120, "-0.5"), (180, "-1"),
        (240, "-0.5"), (270, "0"), (300, "0.5"), (-60, "0.5"), (-90, "0"), (450, "0"), (3600, "1"),
    ])
    func cosineInDegreesIsExact(degrees: Double, display: String) {
        #expect(Self.display(ScientificFunctions.cos(degrees, .degrees)) == display)
    }

    @Test(arguments: [
        (0.0, "0"), (30, "0.577350269189626"), (45, "1"), (60, "1.73205080756888"), (90, "Error"),
        (135, "-1"), (180, "0"), (225, "1"), (270, "Error"), (-45, "-1"), (-90, "Error"), (405, "1"),
    ])
    func tangentInDegreesIsExact(degrees: Double, display: String) {
        #expect(Self.display(ScientificFunctions.tan(degrees, .degrees)) == display)
    }

    @Test(arguments: [
        (0.5, "30", "60", "26.565051177078"), (1, "90", "0", "45"), (-1, "-90", "180", "-45"),
        (0, "0", "90", "0"), (-0.5, "-30", "120", "-26.565051177078"), (2, "Error", "Error", "63.434948822922"),
    ])
    func inversesInDegrees(x: Double, asin: String, acos: String, atan: String) {
        #expect(Self.display(ScientificFunctions.asin(x, .degrees)) == asin)
        #expect(Self.display(ScientificFunctions.acos(x, .degrees)) == acos)
        #expect(Self.display(ScientificFunctions.atan(x, .degrees)) == atan)
    }

    @Test(arguments: [Double.infinity, -.infinity, .nan])
    func trigonometryOfNonFiniteValuesIsAnError(x: Double) {
        for unit in AngleUnit.allCases {
            #expect(!ScientificFunctions.sin(x, unit).isFinite)
            #expect(!ScientificFunctions.cos(x, unit).isFinite)
            #expect(!ScientificFunctions.tan(x, unit).isFinite)
        }
    }

    /// Rounding noise near the zeros of sine and cosine (below 1e-14·|x|) is snapped to 0; tiny arguments are not.
    @Test(arguments: [
        (1.2246467991473532e-16, Double.pi, 0.0), (6.123233995736766e-17, Double.pi / 2, 0),
        (-2.4492935982947064e-16, 2 * Double.pi, 0), (3.2e-15, 3.14159265358979, 0),
        (-3.49e-15, 1.5707963267949, 0), (8.98e-11, 3.1415926535, 8.98e-11),
        (1e-20, 1e-20, 1e-20), (0.5, 0.5235987755982988, 0.5), (1e-11, 100, 1e-11), (1e-13, 100, 0),
    ])
    func radianNoiseIsSnappedToZero(value: Double, argument: Double, snapped: Double) {
        #expect(ScientificFunctions.snapped(value, argument: argument) == snapped)
    }

    @Test(arguments: [
        (0.0, "1"), (1, "1"), (2, "2"), (3, "6"), (10, "3628800"), (17, "355687428096000"), (18, "6.402373705728e15"),
        (20, "2.43290200817664e18"), (21, "5.10909421717094e19"), (25, "1.5511210043331e25"),
        (79, "8.94618213078298e116"), (96, "9.9167793487095e149"), (100, "9.33262154439442e157"),
        (119, "5.57458576120761e196"), (120, "6.68950291344913e198"), (148, "2.55632391787287e258"),
        (169, "4.26906800900471e304"), (170, "7.257415615308e306"),
        (171, "Error"), (2.5, "Error"), (-1, "Error"), (1e300, "Error"), (.infinity, "Error"), (.nan, "Error"),
    ])
    func factorialIsCorrectlyRoundedFor0To170(n: Double, display: String) {
        #expect(Self.display(ScientificFunctions.factorial(n)) == display)
    }

    @Test(arguments: [
        (-8.0, 3.0, "-2"), (-32, 5, "-2"), (-8, -3, "-0.5"), (8, 3, "2"), (-8, 2, "Error"), (-8, 4, "Error"), (-8, 0.5, "64"),
        (-8, 1, "-8"), (81, 4, "3"), (2, 0.5, "4"), (0, 3, "0"), (-1, 3, "-1"),
    ])
    func rootOfNegativesIsRealForOddIntegers(x: Double, y: Double, display: String) {
        #expect(Self.display(ScientificFunctions.root(x, y)) == display)
    }

    @Test(arguments: [
        (2.0, 3.0, "2000"), (1.1, 3, "1100"), (1.1, -3, "0.0011"), (5, -3, "0.005"), (0.1, 2, "10"),
        (1.5e-5, 3, "0.015"), (1e-300, 600, "1e300"), (0.01, 309, "1e307"), (1, 400, "Error"), (1, -400, "0"),
        (0, 5, "0"), (-2.5, 2, "-250"), (2, 0.5, "6.32455532033676"), (3, 1e9, "Error"),
    ])
    func scaledShiftsTheDecimalPointExactly(x: Double, y: Double, display: String) {
        #expect(Self.display(ScientificFunctions.scaled(x, byPowerOfTen: y)) == display)
    }
}
