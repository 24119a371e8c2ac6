import Testing
import TestSupport
@testable import Layout

struct StrengthTests {
    // nucleic/kiwi tests/StrengthTest.cpp, AccessingPredefinedStrength; py/tests/test_strength.py
    @Test func predefinedStrengthsAreOrdered() {
        #expect(Strength.weak < Strength.medium)
        #expect(Strength.medium < Strength.strong)
        #expect(Strength.strong < Strength.required)
        #expect(Strength.required.value == 1_001_001_000)
    }

    // nucleic/kiwi tests/StrengthTest.cpp, CreatingStrength
    @Test func creatingStrengthFromParts() {
        #expect(Strength.create(0, 0, 1) < Strength.create(0, 1, 0))
        #expect(Strength.create(0, 1, 0) < Strength.create(1, 0, 0))
        #expect(Strength.create(1, 0, 0, weight: 1) < Strength.create(1, 0, 0, weight: 4))
        #expect(Strength.create(1, 0, 0).value == Strength.strong.value)
    }

    // kiwi's strength::clip and create clip each part to 0...1000 and the total to 0...required.
    @Test(arguments: [(-5.0, 0.0), (2e9, 1_001_001_000), (42, 42)])
    func clipping(input: Double, expected: Double) {
        #expect(Strength(input).value == expected)
    }

    @Test func createClipsEachPart() {
        #expect(Strength.create(5000, 0, 0) == Strength.create(1000, 0, 0))
        #expect(Strength.create(1000, 1000, 1000).isRequired)
        #expect(Strength.create(-1, 2, 0).value == 2000)
    }
}
