import Testing
@testable import CalculatorModel

/// A brain after `script`: numbers are operands, anything else an operation's symbol.
func brain(after script: String, unit: AngleUnit = .degrees, evaluation: Evaluation = .immediate) -> CalculatorBrain {
    var brain = CalculatorBrain(evaluation: evaluation)
    brain.angleUnit = unit
    for token in script.split(separator: " ").map(String.init) {
        if let value = Number(token) { brain.setOperand(value) } else { brain.performOperation(OperationID(symbol: token)!) }
    }
    return brain
}

/// What the compact display would show for the brain's result: the number to 16 digits, or `Error`.
func shown(_ brain: CalculatorBrain) -> String {
    guard let result = brain.result else { return "" }
    return NumberFormat.string(result, digits: NumberFormat.compactDigits, grouping: false)
}

/// Every scientific table entry, driven through the brain: value and expression line. The values
/// were computed with mpmath 1.3 at 100 digits on the 40-digit operands, then rounded as the README
/// says.
struct ScientificOperationsTests {
    @Test(arguments: [
        // Constants show their symbol.
        ("π", "3.141592653589793", "π"),
        ("e", "2.718281828459045", "e"),
        ("π + 1 =", "4.141592653589793", "π + 1 ="),
        // Powers.
        ("7 x²", "49", "7² ="),
        ("7 + 9 = x²", "256", "(7 + 9)² ="),
        ("2 x³", "8", "2³ ="),
        ("-3 x³", "-27", "(-3)³ ="),
        ("2 eˣ", "7.38905609893065", "e^(2) ="),
        ("3 10ˣ", "1000", "10^(3) ="),
        ("-2 10ˣ", "0.01", "10^(-2) ="),
        ("4 1/x", "0.25", "1/(4) ="),
        ("3 1/x", "0.3333333333333333", "1/(3) ="),
        // Roots.
        ("16 √", "4", "√(16) ="),
        ("7 + 9 = √", "4", "√(7 + 9) ="),
        ("2 √", "1.414213562373095", "√(2) ="),
        ("27 ∛", "3", "∛(27) ="),
        ("-8 ∛", "-2", "∛(-8) ="),
        // Logarithms.
        ("e ln", "1", "ln(e) ="),
        ("1 ln", "0", "ln(1) ="),
        ("100 log₁₀", "2", "log₁₀(100) ="),
        ("0.001 log₁₀", "-3", "log₁₀(0.001) ="),
        // Factorial.
        ("5 x!", "120", "5! ="),
        ("0 x!", "1", "0! ="),
        ("1 x!", "1", "1! ="),
        ("2 + 3 = x!", "120", "(2 + 3)! ="),
        ("20 x!", "2.43290200817664e18", "20! ="),
        ("2 x³ x²", "64", "(2³)² ="),
        ("5 x! x!", "6.689502913449127e198", "(5!)! ="),
        ("2.5 x!", "3.323350970447843", "2.5! ="),
        ("0.5 x!", "0.886226925452758", "0.5! ="),
        ("171 x!", "1.241018070217668e309", "171! ="),
        ("1000 x!", "4.023872600770938e2567", "1000! ="),
        // Trigonometry in degrees.
        ("30 sin", "0.5", "sin(30) ="),
        ("30 sin + 2", "2", "sin(30) + 2 …"),
        ("30 sin + 2 =", "2.5", "sin(30) + 2 ="),
        ("60 cos", "0.5", "cos(60) ="),
        ("45 tan", "1", "tan(45) ="),
        ("0.5 sin⁻¹", "30", "sin⁻¹(0.5) ="),
        ("0.5 cos⁻¹", "60", "cos⁻¹(0.5) ="),
        ("1 tan⁻¹", "45", "tan⁻¹(1) ="),
        // Hyperbolic functions, which take no angle.
        ("1 sinh", "1.175201193643801", "sinh(1) ="),
        ("1 cosh", "1.543080634815244", "cosh(1) ="),
        ("1 tanh", "0.7615941559557649", "tanh(1) ="),
        ("1 sinh⁻¹", "0.881373587019543", "sinh⁻¹(1) ="),
        ("1 cosh⁻¹", "0", "cosh⁻¹(1) ="),
        ("0.5 tanh⁻¹", "0.5493061443340548", "tanh⁻¹(0.5) ="),
        // Binary operations write their infix text.
        ("2 xʸ", "2", "2 ^ …"),
        ("2 xʸ 10", "10", "2 ^ 10 …"),
        ("2 xʸ 10 =", "1024", "2 ^ 10 ="),
        ("2 xʸ 10 = =", "1.267650600228229e30", "(2 ^ 10) ^ 10 ="),
        ("2 xʸ 0.5 =", "1.414213562373095", "2 ^ 0.5 ="),
        ("8 ʸ√x 3 =", "2", "8 ʸ√ 3 ="),
        ("-8 ʸ√x 3 =", "-2", "(-8) ʸ√ 3 ="),
        ("16 ʸ√x 4 =", "2", "16 ʸ√ 4 ="),
        ("1000 ʸ√x 3 =", "10", "1000 ʸ√ 3 ="),
        ("2 EE 3 =", "2000", "2 E 3 ="),
        ("1.1 EE 3 =", "1100", "1.1 E 3 ="),
        ("5 EE -3 =", "0.005", "5 E (-3) ="),
        ("2 EE 3 + 1 =", "2001", "2 E 3 + 1 ="),
        ("2 + 3 xʸ 2 =", "25", "(2 + 3) ^ 2 ="),
        ("2 xʸ ×", "2", "2 × …"),
    ])
    func operation(script: String, display: String, expression: String) {
        let brain = brain(after: script)
        #expect(shown(brain) == display)
        #expect(brain.description == expression)
    }

    /// Domain errors give a value that is not finite, which the display shows as `Error`.
    @Test(arguments: [
        "-1 √", "0 ln", "-1 ln", "0 log₁₀", "90 tan", "270 tan", "-90 tan", "0 ÷ 0 =", "0 1/x", "1 ÷ 0 =",
        "2 sin⁻¹", "-2 cos⁻¹", "3249 x!", "3301 x!", "-1 x!", "-2 x!", "0.5 cosh⁻¹", "1 tanh⁻¹", "-1 tanh⁻¹",
        "-8 xʸ 0.5 =", "0 xʸ -1 =", "-8 ʸ√x 2 =", "2 ʸ√x 0 =", "23100 eˣ", "1e5000 x²", "1e4000 x³", "1 EE 10000 =",
        "1 EE -10000 =", "1e-5000 x²", "24000 sinh", "24000 cosh", "10 xʸ 10000 =", "10 xʸ -10000 =",
    ])
    func domainErrors(script: String) {
        #expect(shown(brain(after: script)) == "Error")
    }

    @Test(arguments: [
        // π is π, not its first 40 digits: the functions are exact at its rational multiples (these were
        // 1.69399375105821e-40, -3.387987502116419e-40, 5.846996875529105e-40 and 1.710279689365335e39).
        ("π sin", "0"), ("π cos", "-1"), ("π tan", "0"),
        ("π × 2 = sin", "0"), ("π ÷ 2 = sin", "1"),
        ("π ÷ 2 = cos", "0"), ("π ÷ 2 = tan", "Error"),
        ("1 sin", "0.8414709848078965"), ("1 tan⁻¹", "0.7853981633974483"), ("0.5 cos⁻¹", "1.047197551196598"),
        ("1e-20 sin", "1e-20"), ("3.14159265358979 sin", "3.23846264338328e-15"),
        ("3.1415926535 sin", "8.979323846264338e-11"), ("π × 1000 = sin", "0"),
        ("π × 1000 = cos", "1"), ("π ÷ 6 = sin", "0.5"), ("100000000000000 sin", "-0.2094083074964523"),
    ])
    func radians(script: String, display: String) {
        #expect(shown(brain(after: script, unit: .radians)) == display)
    }

    @Test func theAngleUnitChangesOnlyTheTrigonometricFunctions() {
        for unit in AngleUnit.allCases {
            #expect(shown(brain(after: "1 sinh", unit: unit)) == "1.175201193643801")
            #expect(shown(brain(after: "2 xʸ 3 =", unit: unit)) == "8")
        }
        #expect(shown(brain(after: "90 sin", unit: .degrees)) == "1")
        #expect(shown(brain(after: "90 sin", unit: .radians)) == "0.8939966636005579")
    }

    @Test func everyOperationHasATableEntryAndItsOwnSymbol() {
        #expect(CalculatorBrain.standardOperations.count == OperationID.allCases.count)
        #expect(Set(OperationID.allCases.map(\.symbol)).count == OperationID.allCases.count)
        for id in OperationID.allCases { #expect(OperationID(symbol: id.symbol) == id) }
    }
}
