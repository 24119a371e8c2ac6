import Testing
import TestSupport
@testable import CalculatorModel

struct GMPIntegerTests {
    @Test(arguments: [
        ("0", 1), ("9", 1), ("10", 2), ("-99", 2), ("100", 3), ("999999999999999999999", 21),
        ("1000000000000000000000", 22), ("12345678901234567890123456789012345678901234567890", 50),
    ])
    func countsDecimalDigitsExactly(digits: String, count: Int) {
        #expect(GMPInteger(digits: digits)?.digitCount == count)
    }

    @Test func arithmeticAndDigits() {
        let a = GMPInteger(digits: "123456789012345678901234567890")!
        let b = GMPInteger(-987654321)
        #expect((a * b).decimalDigits == "-121932631124828532112482853211126352690")
        #expect((a + b).decimalDigits == "123456789012345678900246913569")
        #expect((a - a).isZero)
        #expect((-b).decimalDigits == "987654321")
        let (q, r) = GMPInteger(-17).quotientAndRemainder(dividingBy: GMPInteger(5))
        #expect(q.decimalDigits == "-3" && r.decimalDigits == "-2")
        #expect(GMPInteger(3).power(40).decimalDigits == "12157665459056928801")
        #expect(GMPInteger.powerOfTen(130).digitCount == 131)   // past the cached table
        #expect(GMPInteger.powerOfTen(130).adding(-1).digitCount == 130)
        #expect(GMPInteger.factorial(20).decimalDigits == "2432902008176640000")
    }

    @Test func trailingZerosAreRemoved() {
        let (stripped, count) = GMPInteger(digits: "-120000")!.removingTrailingZeros()
        #expect(stripped.decimalDigits == "-12" && count == 4)
        #expect(GMPInteger(0).removingTrailingZeros().count == 0)
    }

    @Test func wordsAreLittleEndian() {
        #expect(GMPInteger(words: [1, 1]).decimalDigits == "18446744073709551617")
    }

    @Test func refusesNonDigits() {
        #expect(GMPInteger(digits: "12a") == nil)
        #expect(GMPInteger(digits: "") == nil)
    }

    /// `removingPowers(k, ofPrimesBelow:)` takes out every p^k of the primes below the bound, also where
    /// its search ends early (p^k past what is left): root^k × rest is the number, and no p^k of a prime
    /// below the bound divides rest. Products of small prime powers and a large prime, seeded.
    @Test(arguments: [2, 3, 5])
    func everyPowerOfASmallPrimeIsTakenOut(k: Int) {
        let primes = (2..<1000).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }
        var random = SplitMix64(seed: UInt64(k))
        for _ in 0..<200 {
            var n = GMPInteger(Int.random(in: 1...3, using: &random))
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                n =
                    n
                    * GMPInteger(primes[Int.random(in: 0..<primes.count, using: &random)]).power(
                        Int.random(in: 1...7, using: &random))
            }
            if Bool.random(using: &random) { n = n * GMPInteger(1_000_003) }
            let (root, rest) = n.removingPowers(k, ofPrimesBelow: 1000)
            #expect((root.power(k) * rest).decimalDigits == n.decimalDigits)
            #expect(primes.allSatisfy { !rest.isDivisible(byPowerOf: $0, k) }, "\(n.decimalDigits): rest \(rest.decimalDigits)")
        }
        #expect(GMPInteger(2).removingPowers(2, ofPrimesBelow: 1000).rest.decimalDigits == "2")
        #expect(GMPInteger(8).removingPowers(2, ofPrimesBelow: 1000).root.decimalDigits == "2")
        #expect(GMPInteger(994009).removingPowers(2, ofPrimesBelow: 1000).root.decimalDigits == "997")   // 997²
    }
}

extension GMPInteger {
    /// Whether p^k divides this number, by its remainder (the test's own check).
    fileprivate func isDivisible(byPowerOf p: Int, _ k: Int) -> Bool {
        quotientAndRemainder(dividingBy: GMPInteger(p).power(k)).remainder.isZero
    }
}
