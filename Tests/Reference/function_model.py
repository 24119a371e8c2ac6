"""Expected values of the calculator's function keys, from README.md's rules, with mpmath.

`Functions` is the hook calculator_model.Calculator calls for sqrt, sin, pow, pi and the rest. Each value is
the exact mathematical value of the function at the exact decimal operand, rounded once to 40 significant
digits half to even; the calculator then applies the range rule and rounds to the display's digits.

- Polynomial and rational keys (sq, cube, inv, pow with a whole exponent, pow10 of a whole number, ee with
  a whole exponent, fact of a whole number) are computed exactly with Decimal/int arithmetic.
- The others are computed with mpmath at BASE_DPS digits (plus the argument's magnitude for radian
  trigonometry, plus headroom for ill-conditioned ones) and again 30 digits higher. When the two disagree
  after rounding to 40 digits, or the value is too near a 40-digit half-way point to tell, both are
  computed again 100 and then 400 digits higher; if that still does not decide, `Undecidable` is raised
  and the case is skipped.
- Degrees are reduced exactly (as a fraction, modulo 360) before mpmath sees them, so sin 180 is 0, tan 90
  is Error and cos 90 is 0 exactly, as mpfr_sinu/cosu/tanu give them.
- Results whose magnitude is obviously far out of range (exp 1e300, 1e20!) raise CalcError without being
  computed.

Readings where the README is silent (marked READING below):
  F1. 0 pow 0 is 1 (IEEE 754 and MPFR); 0 pow y for y > 0 is 0.
  F2. x root y for x < 0 is real when y is a fraction p/q in lowest terms with an odd p (USAGE.md):
      x^(q/p), that is |x|^(q/p) with the sign (-1)^q; -8 root -3 is -0.5, -6 root 0.5 is 36, -8 root
      1.5 is 4; an even p is Error.
      0 root y is 0 for y > 0, Error for y < 0 (it is 0^(1/y)); x root y for x > 0 and any y != 0 is
      x^(1/y), also for a non-whole y (8 root 0.5 is 64).
  F3. x ee y with a whole y is exact: 0 ee 99999 is 0. A non-whole y is x * 10^y correctly rounded
      (the tests do not use it).
  F4. tanh of a huge argument is +-1 and atan of one is +-90: a rounded value, not Error.
  F5. fact of a non-whole x is Gamma(x + 1) everywhere (fact -0.5 is sqrt(pi)); Error only at negative
      whole numbers and out of range.
"""

import math
import sys
from decimal import Decimal, Context
from fractions import Fraction

import mpmath
from mpmath import mp

from calculator_model import CONTEXT, CalcError

sys.set_int_max_str_digits(0)

BASE_DPS = 70
EXACT = Context(prec=100_000, Emax=CONTEXT.Emax, Emin=CONTEXT.Emin)
RANGE = 10001  # beyond this log10 magnitude a result is Error whatever the rounding


class Undecidable(Exception):
    """The value is too near a 40-digit rounding boundary for the working precision."""


def mpf(x):
    """A Decimal (or Fraction) as an mpf at the current precision."""
    if isinstance(x, Fraction):
        return mp.mpf(x.numerator) / x.denominator
    return mp.mpf(str(x))


def decide(compute, extra=0):
    """compute() rounded to 40 digits, at the first precision where that rounding is certain: two
    evaluations 30 digits apart agree and neither is within their noise of a 40-digit half-way point."""
    for more in (0, 100, 400):
        try:
            return decide_at(compute, BASE_DPS + extra + more)
        except Undecidable:
            pass
    raise Undecidable


def decide_at(compute, dps):
    results = []
    for precision in (dps, dps + 30):
        with mp.workdps(precision):
            value = compute()
        if value == 0:
            results.append(Decimal(0))
            continue
        decimal = Decimal(mpmath.libmp.to_str(value._mpf_, precision - 10))
        tail = ''.join(map(str, decimal.as_tuple().digits)).ljust(precision - 10, '0')[40:]
        if tail[0] in '45' and set(tail[1:]) <= {'9' if tail[0] == '4' else '0'}:
            raise Undecidable
        results.append(CONTEXT.plus(decimal))
    if results[0] != results[1]:
        raise Undecidable
    return results[1]


def signed(x, sign):
    return x.copy_negate() if sign < 0 else x


def whole(x):
    return x == x.to_integral_value()


def log10_magnitude(x):
    """log10 |x| for a non-zero Decimal, roughly (enough to tell what is far out of range)."""
    return x.adjusted() + math.log10(float(x.scaleb(-x.adjusted()).copy_abs()))


def degrees_reduced(x):
    """x degrees as an exact fraction in (-180, 180]."""
    r = Fraction(x) % 360
    return r - 360 if r > 180 else r


class Functions:
    """The function keys: unary(name, x, radians), binary(name, a, b), constant(name)."""

    def constant(self, name):
        return decide(lambda: +mp.pi if name == 'pi' else +mp.e)

    def unary(self, name, x, radians):
        return getattr(self, 'u_' + name)(x, radians)

    def binary(self, name, a, b):
        return getattr(self, 'b_' + name)(a, b)

    # Exact ones

    def u_sq(self, x, radians):
        return EXACT.multiply(x, x)

    def u_cube(self, x, radians):
        return EXACT.multiply(EXACT.multiply(x, x), x)

    def u_inv(self, x, radians):
        if x == 0:
            raise CalcError
        return CONTEXT.divide(1, x)

    def u_pow10(self, x, radians):
        if abs(x) > RANGE:
            raise CalcError
        if whole(x):
            return Decimal(1).scaleb(int(x), CONTEXT)
        return decide(lambda: mp.power(10, mpf(x)), extra=6)

    def u_fact(self, x, radians):
        """Gamma(x + 1); Error for negative whole numbers (READING F5). |x| > 3300 is out of range both
        ways (3249! is about 1e9997; for x < -3300 |Gamma(x + 1)| < pi / (|sin pi x| Gamma(-x)) is tiny)."""
        if whole(x) and x < 0 or abs(x) > 3300:
            raise CalcError
        if whole(x):
            return Decimal(math.factorial(int(x)))
        shifted = EXACT.add(x, 1)
        return decide(lambda: mp.gamma(mpf(shifted)), extra=8)

    # Powers, roots, exponentials and logarithms

    def u_sqrt(self, x, radians):
        if x < 0:
            raise CalcError
        return Decimal(0) if x == 0 else decide(lambda: mp.sqrt(mpf(x)))

    def u_cbrt(self, x, radians):
        if x == 0:
            return Decimal(0)
        return decide(lambda: mp.cbrt(mpf(abs(x)))).copy_sign(x)

    def u_exp(self, x, radians):
        if abs(x) > 23100:  # e^23100 > 1e10032
            raise CalcError
        return Decimal(1) if x == 0 else decide(lambda: mp.exp(mpf(x)), extra=6)

    def u_ln(self, x, radians):
        if x <= 0:
            raise CalcError
        return Decimal(0) if x == 1 else decide(lambda: mp.ln(mpf(x)))

    def u_log(self, x, radians):
        if x <= 0:
            raise CalcError
        if ''.join(map(str, x.as_tuple().digits)).strip('0') == '1':  # an exact power of ten
            return Decimal(x.adjusted())
        return decide(lambda: mp.log10(mpf(x)))

    def b_pow(self, a, b):
        """a^b: exact for a whole b (when the exact power is not enormous); negative a needs a whole b;
        0 to a negative power is Error (READING F1)."""
        if a == 0:
            if b < 0:
                raise CalcError
            return Decimal(1 if b == 0 else 0)
        if a < 0 and not whole(b):
            raise CalcError
        magnitude = float(b) * log10_magnitude(a)
        if abs(magnitude) > RANGE:
            raise CalcError
        sign = -1 if a < 0 and int(b) % 2 else 1
        if whole(b) and len(a.as_tuple().digits) * abs(int(b)) <= 50_000:
            n = int(b)
            power = Decimal(1)
            if n:
                power = EXACT.power(abs(a), abs(n))
            return signed(CONTEXT.divide(1, power) if n < 0 else power, sign)
        extra = 8 + len(str(int(abs(b))))
        return signed(decide(lambda: mp.power(mpf(abs(a)), mpf(b)), extra=extra), sign)

    def b_root(self, x, y):
        """The y-th root of x, x^(1/y) (READING F2)."""
        if y == 0:
            raise CalcError
        sign = 1
        if x < 0:
            index = Fraction(y)
            if index.numerator % 2 == 0:
                raise CalcError
            sign, x = (-1 if index.denominator % 2 else 1), -x
        if x == 0:
            if y < 0:
                raise CalcError
            return Decimal(0)
        if abs(log10_magnitude(x) / float(y)) > RANGE:
            raise CalcError
        if whole(y):
            n = int(y)
            return signed(decide(lambda: mp.root(mpf(x), n) if n > 0 else 1 / mp.root(mpf(x), -n), extra=8),
                          sign)
        return signed(decide(lambda: mp.power(mpf(x), 1 / mpf(y)), extra=8), sign)

    def b_ee(self, x, y):
        """x * 10^y, exact for a whole y (READING F3)."""
        if x == 0:
            return Decimal(0)
        if whole(y):
            if abs(y) > 100_000:
                raise CalcError
            return CONTEXT.scaleb(x, int(y))
        return decide(lambda: mpf(x) * mp.power(10, mpf(y)), extra=6)

    # Trigonometry

    def trigonometric(self, name, x, radians):
        """sin, cos, tan: in degrees from the exact reduction, exact zeros and poles included."""
        if radians:
            if x == 0:
                return Decimal(1 if name == 'cos' else 0)
            function = getattr(mp, name)
            return decide(lambda: function(mpf(x)), extra=max(0, x.adjusted()) + 6)
        r = degrees_reduced(x)
        if name in ('sin', 'tan') and r in (0, 180) or name == 'cos' and r in (90, -90):
            return Decimal(0)
        if name == 'tan' and r in (90, -90):
            raise CalcError
        function = getattr(mp, name)
        return decide(lambda: function(mpf(r) * mp.pi / 180), extra=6)

    def u_sin(self, x, radians):
        return self.trigonometric('sin', x, radians)

    def u_cos(self, x, radians):
        return self.trigonometric('cos', x, radians)

    def u_tan(self, x, radians):
        return self.trigonometric('tan', x, radians)

    def inverse(self, function, x, radians):
        unit = (lambda v: v) if radians else mp.degrees
        return decide(lambda: unit(function(mpf(x))))

    def u_asin(self, x, radians):
        if abs(x) > 1:
            raise CalcError
        return Decimal(0) if x == 0 else self.inverse(mp.asin, x, radians)

    def u_acos(self, x, radians):
        if abs(x) > 1:
            raise CalcError
        return Decimal(0) if x == 1 else self.inverse(mp.acos, x, radians)

    def u_atan(self, x, radians):
        return Decimal(0) if x == 0 else self.inverse(mp.atan, x, radians)

    # Hyperbolic functions

    def u_sinh(self, x, radians):
        if abs(x) > 23100:
            raise CalcError
        return Decimal(0) if x == 0 else decide(lambda: mp.sinh(mpf(x)), extra=6)

    def u_cosh(self, x, radians):
        if abs(x) > 23100:
            raise CalcError
        return Decimal(1) if x == 0 else decide(lambda: mp.cosh(mpf(x)), extra=6)

    def u_tanh(self, x, radians):
        if abs(x) > 1000:  # 1 - tanh 1000 is about 1e-869 (READING F4)
            return Decimal(1).copy_sign(x)
        return Decimal(0) if x == 0 else decide(lambda: mp.tanh(mpf(x)))

    def u_asinh(self, x, radians):
        return Decimal(0) if x == 0 else decide(lambda: mp.asinh(mpf(x)))

    def u_acosh(self, x, radians):
        if x < 1:
            raise CalcError
        return Decimal(0) if x == 1 else decide(lambda: mp.acosh(mpf(x)))

    def u_atanh(self, x, radians):
        if abs(x) >= 1:
            raise CalcError
        return Decimal(0) if x == 0 else decide(lambda: mp.atanh(mpf(x)))
