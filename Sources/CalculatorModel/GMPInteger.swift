import CGMP

/// An exact integer of any size, held by GMP: the coefficient of a `Number`.
///
/// Immutable once made (every operation returns a new one), so copies can share one GMP value.
struct GMPInteger: @unchecked Sendable {
    /// The GMP value, cleared when the last copy goes.
    private final class Storage {
        let value = UnsafeMutablePointer<__mpz_struct>.allocate(capacity: 1)
        init() { cmp_z_init(value) }
        deinit {
            cmp_z_clear(value)
            value.deallocate()
        }
    }

    private let storage: Storage

    /// A new integer that `body` sets through its pointer.
    private init(_ body: (mpz_ptr) -> Void) {
        storage = Storage()
        body(storage.value)
    }

    init(_ value: Int) { self.init { cmp_z_set_si($0, value) } }

    /// The integer spelled by decimal `digits` (an optional `-`, then `0`–`9`), or nil.
    init?(digits: String) {
        let storage = Storage()
        guard cmp_z_set_str(storage.value, digits) == 0 else { return nil }
        self.storage = storage
    }

    /// -1, 0 or 1.
    var signum: Int { Int(cmp_z_sgn(storage.value)) }
    var isZero: Bool { signum == 0 }
    var isOdd: Bool { cmp_z_odd_p(storage.value) != 0 }

    /// The value as an `Int`, or nil if it does not fit.
    var intValue: Int? { cmp_z_fits_slong_p(storage.value) != 0 ? cmp_z_get_si(storage.value) : nil }

    /// Decimal digits of the magnitude (1 for zero).
    var digitCount: Int {
        let estimate = cmp_z_sizeinbase10(storage.value)   // exact or one too many
        guard estimate > 1 else { return 1 }
        let power = GMPInteger.powerOfTen(estimate - 1)
        return withExtendedLifetime(power) {
            cmp_z_cmpabs(storage.value, power.storage.value) < 0 ? estimate - 1 : estimate
        }
    }

    /// The decimal digits, with a leading `-` when negative.
    var decimalDigits: String {
        let capacity = cmp_z_sizeinbase10(storage.value) + 2
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmp_z_get_str($0.baseAddress, storage.value) }
            return buffer.firstIndex(of: 0) ?? capacity
        }
    }

    static func + (a: GMPInteger, b: GMPInteger) -> GMPInteger { GMPInteger { cmp_z_add($0, a.storage.value, b.storage.value) } }
    static func - (a: GMPInteger, b: GMPInteger) -> GMPInteger { GMPInteger { cmp_z_sub($0, a.storage.value, b.storage.value) } }
    static func * (a: GMPInteger, b: GMPInteger) -> GMPInteger { GMPInteger { cmp_z_mul($0, a.storage.value, b.storage.value) } }
    static prefix func - (a: GMPInteger) -> GMPInteger { GMPInteger { cmp_z_neg($0, a.storage.value) } }
    var magnitude: GMPInteger { signum >= 0 ? self : -self }

    /// `self` plus a small integer.
    func adding(_ value: Int) -> GMPInteger { GMPInteger { cmp_z_add_si($0, storage.value, value) } }

    /// `self` to the power `exponent`.
    func power(_ exponent: Int) -> GMPInteger {
        precondition(exponent >= 0)
        return GMPInteger { cmp_z_pow_ui($0, storage.value, UInt(exponent)) }
    }

    /// Quotient rounded toward zero, and remainder with the sign of `self`.
    func quotientAndRemainder(dividingBy divisor: GMPInteger) -> (quotient: GMPInteger, remainder: GMPInteger) {
        let remainder = Storage()
        let quotient = GMPInteger { cmp_z_tdiv_qr($0, remainder.value, storage.value, divisor.storage.value) }
        return (quotient, GMPInteger(storage: remainder))
    }

    private init(storage: Storage) { self.storage = storage }

    /// `self` without its trailing decimal zeros, and how many there were (0 for zero).
    func removingTrailingZeros() -> (GMPInteger, count: Int) {
        guard !isZero else { return (self, 0) }
        var count = 0
        let stripped = GMPInteger { count = Int(cmp_z_remove_tens($0, storage.value)) }
        return (stripped, count)
    }

    /// Compares magnitudes: -1, 0 or 1.
    func compareMagnitude(_ other: GMPInteger) -> Int {
        Int(cmp_z_cmpabs(storage.value, other.storage.value).signum())
    }

    static func == (a: GMPInteger, b: GMPInteger) -> Bool { cmp_z_cmp(a.storage.value, b.storage.value) == 0 }

    /// The integer whose little-endian 64-bit words are `words`.
    init(words: [UInt64]) {
        self.init { pointer in
            words.withUnsafeBufferPointer { cmp_z_set_words(pointer, $0.baseAddress, $0.count) }
        }
    }

    /// `n!`, exactly.
    static func factorial(_ n: Int) -> GMPInteger {
        precondition(n >= 0)
        return GMPInteger { cmp_z_fac_ui($0, UInt(n)) }
    }

    /// 10^`exponent`, from a table for the small exponents that rounding uses on every operation.
    static func powerOfTen(_ exponent: Int) -> GMPInteger {
        precondition(exponent >= 0)
        if exponent < smallPowersOfTen.count { return smallPowersOfTen[exponent] }
        return GMPInteger { cmp_z_ui_pow_ui($0, 10, UInt(exponent)) }
    }

    /// The GMP value, for a C function that only reads it during `body`.
    func withPointer<Result>(_ body: (mpz_srcptr) -> Result) -> Result {
        withExtendedLifetime(storage) { body(storage.value) }
    }

    /// The quotient of a division known to be exact.
    func dividedExactly(by divisor: GMPInteger) -> GMPInteger {
        GMPInteger { cmp_z_divexact($0, storage.value, divisor.storage.value) }
    }

    /// The greatest common divisor of the magnitudes (0 only for 0 and 0).
    func greatestCommonDivisor(with other: GMPInteger) -> GMPInteger {
        GMPInteger { cmp_z_gcd($0, storage.value, other.storage.value) }
    }

    /// The `n`th root when it is a whole number (of a negative `self`, only for an odd `n`); else nil.
    func exactRoot(_ n: Int) -> GMPInteger? {
        precondition(n > 0)
        if signum < 0, n % 2 == 0 { return nil }
        var exact: Int32 = 0
        let root = GMPInteger { exact = cmp_z_root($0, storage.value, UInt(n)) }
        return exact != 0 ? root : nil
    }

    /// Whether the value is 1, without making a 1 to compare with.
    var isOne: Bool { signum > 0 && bitCount == 1 }

    /// Whether the value is bᵏ for a whole b and some k > 1 (0 and 1 are).
    var isPerfectPower: Bool { cmp_z_perfect_power_p(storage.value) != 0 }

    /// Binary digits of the magnitude (1 for zero).
    var bitCount: Int { Int(cmp_z_sizeinbase2(storage.value)) }

    /// `self` without the factors p^`k` of the primes p below `bound`, and the product of those p:
    /// `self` = `root`^`k` × `rest`. The search ends early once p^`k` is larger than what is left, which
    /// no larger p^`k` can divide either (√2 tries one prime, not 500).
    func removingPowers(_ k: Int, ofPrimesBelow bound: Int) -> (root: GMPInteger, rest: GMPInteger) {
        var root = GMPInteger(1)
        let rest = GMPInteger { cmp_z_set($0, storage.value) }
        var bits = rest.bitCount
        var p = 2
        while p < bound {
            // p^k ≥ 2^(k ⌊log₂ p⌋), and |rest| < 2^bits.
            if k * (Int.bitWidth - 1 - p.leadingZeroBitCount) >= bits { break }
            let count = cmp_z_remove_power(rest.storage.value, UInt(p), UInt(k))
            if count > 0 {
                root = root * GMPInteger(p).power(Int(count))
                bits = rest.bitCount
            }
            p += p == 2 ? 1 : 2
        }
        return (root, rest)
    }

    /// The remainder of the floor division by a small positive `divisor` (0 ≤ result < divisor).
    func floorRemainder(dividingBy divisor: Int) -> Int { Int(cmp_z_fdiv_ui(storage.value, UInt(divisor))) }

    /// Floor quotient and the non-negative remainder, for a positive divisor.
    func floorQuotientAndRemainder(dividingBy divisor: GMPInteger) -> (quotient: GMPInteger, remainder: GMPInteger) {
        let remainder = Storage()
        let quotient = GMPInteger { cmp_z_fdiv_qr($0, remainder.value, storage.value, divisor.storage.value) }
        return (quotient, GMPInteger(storage: remainder))
    }

    static func < (a: GMPInteger, b: GMPInteger) -> Bool { cmp_z_cmp(a.storage.value, b.storage.value) < 0 }

    private static let smallPowersOfTen: [GMPInteger] = (0..<128).map { n in GMPInteger { cmp_z_ui_pow_ui($0, 10, UInt(n)) } }
}
