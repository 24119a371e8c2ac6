"""Exact where mathematics is exact: random expression trees and known-exact cases against mpmath.

    python3 Tests/Reference/exact.py [--binary PATH] [--trees 20000] [--seed 1] [--digits 16,32] [--jobs N]

An independent oracle for "exact where mathematics is exact" (sin π is 0, √2² − 2 is 0, every digit shown
is proven; the display rounds the exact value once, correctly), written from the issue and the README's
rules for keys, precedence, parentheses and batch mode, never from the calculator's output or sources.

1. Random expression trees over every operation and function the keys offer (+ − × ÷, `%` alone and after
   + −, x² x³ 1/x xʸ ʸ√x EE, √ ∛, eˣ 10ˣ ln log, sin cos tan and their inverses in Deg and Rad (the unit
   switched by `rad`/`deg` right before the key that uses it), sinh cosh tanh and their inverses, x!, π,
   e, ±), with leaves of small rationals typed as decimals (negatives with `neg` after them), π, e, roots
   of small numbers and special angles, and now and then a subtree minus (or divided by) a rewriting of
   itself (x − x, (√x)² − x, x × k ÷ k − x, e^(ln x) − x, ...; kept when the reference can decide it). The
   top of a tree is always an operation. Each tree becomes a key sequence under the default precedence
   rule, with the parentheses precedence needs (and a few more), ending in `=`.
2. Each tree's value is evaluated twice with mpmath, at 200 and 240 digits (600 and 640 when that does
   not decide), beside an exact symbolic form where one is known: rationals exactly (Fraction), and
   rational combinations of products of prime radicals p^(a/b), powers of π and of e, and ln r / log₁₀ r
   of rationals r, so that sin π, cos 90°, √8 ÷ √2 − 2, e^(ln 5) − 5 are exactly 0 in the reference too.
   Degrees are reduced exactly as fractions of 180 (sin of a rational multiple of π is taken from the
   table of multiples of π/12, else mpmath's sinpi/cospi of the reduced fraction).
3. The expected display at N digits is the exact value rounded once, half away from zero, to N significant
   digits in batch mode's format (calculator_model.format_number: plain when 1e-9 <= |x| < 10^N after
   rounding, else e-notation, trailing zeros dropped); `Error` for an undefined case or a value (at any
   node) whose magnitude is 10^10000 or more, or non-zero below 10^-9999.
4. A table of known-exact cases (the issue's and their relatives), each of which must print exactly the
   integer, 0 or Error at 16 and at 32 digits; and the issue's two `calculator --keys` checks.

Skipped, counted and printed (S in the last line), never guessed:
- "near zero": the value is within 10^-150 of 0 (10^-450 at 600 digits) and not provably 0. The output
  must then be `0`, `Error`, start with `≈`, or be a number below that bound: never a digit the
  reference can refute.
- "rounding boundary": mpmath cannot tell at 600 digits which way the N-digit rounding goes; either
  rounding, or an output starting with `≈`, is accepted.
- "not promised": the value is exact, but by an identity beyond the issue's list (READING E1 below) and
  it is 0 or exactly halfway between two N-digit numbers; or such a value decides a domain question
  (a divisor, a root's or a logarithm's argument, a pole, an integer exponent). The reference's digits
  or `≈…` are accepted for a value; any output when a decision is at stake.
- "uncertain": a domain question that 600 digits do not settle (an argument within 10^-450 of a pole,
  of 0, of ±1 or of an integer, the range limit). Not checked.

Readings where the issue and the README are silent:
  E1. "Promised exact" (strict) values, whose zeros and halfway points the calculator must decide
      exactly: rationals from + − × ÷ % x² x³ 1/x, xʸ with an integer y, EE with an integer exponent
      and x! of a whole number; π times a rational (and sums of those); √, ∛ and ʸ√x (y = ±2, ±3) of a
      rational, simplified (√8 = 2√2), and products, quotients, powers and sums of those (√2 × √2 = 2,
      √8 ÷ √2 = 2, √2² = 2); e^r, ln r and log₁₀ r of a rational r; sin, cos, tan of a rational
      multiple of π (Rad) or of a rational (Deg); asin, acos, atan in degrees of 0, ±0.5, ±1 (the
      README's "`1 tan⁻¹` exactly 45"); the inverse pairs the issue's relatives need: e^(ln x) = x,
      10^(log x) = x, ln(e^x) = x; and every function at its trivial point (sin, tan, asin, atan, sinh,
      tanh, asinh, atanh of 0 are 0; cos, cosh, eˣ, 10ˣ of 0 are 1; acos, acosh, ln, log of 1 are 0);
      always of promised operands. Whatever else the reference knows exactly (asin 0.5 = π/6 in radians,
      π ÷ π = 1, e × e = e², Γ(1.5) = √π ÷ 2, sinh(ln 2) = 0.75; ln 2 + ln 3 = ln 6 is not attempted)
      still gives the expected digits, but is not required to be decided at a zero or a halfway point.
  E2. The range rule applies to every operation's value, not only to the last one (README: "a non-zero
      result ... is Error"; each operation shows its value).
  E3. 0^0 is 1; x^y with x < 0 needs a whole y; ʸ√x of a negative x needs a rational y = p/q with an odd
      p (USAGE.md: then it is |x|^(q/p) with the sign (−1)^q); x! is Γ(x + 1), Error at negative whole
      numbers (function_model.py's readings).
  E4. `(` `X` `%` `)` is X ÷ 100, and `(` `A` `+` `B` `%` `)` is A + A × B ÷ 100 (README: % after + or −
      is that share of the first operand): the tree's % nodes are always typed in a group of their own.
  E5. An operation that fails shows Error at once, at the key that computes it, and a digit typed after
      Error starts anew (README, Keys): a tree that fails at a node with typed numbers after it does not
      end in Error, and is skipped ("Error before more digits"); one that fails after its last number
      must show Error.

Prints the first --show failures (keys, expected, got), every skipped case (keys, reason, output), then
`random trees: ...`, `exact cases: ...` and `exact: K passed, F failed, S skipped` over both (one check
per key sequence and digit count); exits 1 on any failure, crash, timeout or wrong number of lines.
"""

import argparse
import math
import multiprocessing
import os
import random
import subprocess
import sys
import time
from decimal import Decimal, Context, ROUND_HALF_UP, MAX_EMAX, MIN_EMIN
from fractions import Fraction
from functools import lru_cache

import mpmath
from mpmath import mp

from batch import run_batch
from calculator_model import TYPED, format_number

sys.set_int_max_str_digits(0)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PRECISIONS = ((200, 240), (600, 640))  # (digits, check digits); the second pair only when the first cannot decide
MAX_TERMS = 8  # a symbolic sum of more terms is dropped (the value goes on numerically)
BIG_BITS = 400_000  # exact rationals larger than this go on numerically
F = Fraction


class CalcError(Exception):
    """The calculator must show Error. `index`: the failing node, its place in the tree's pre-order."""
    index = None


class Uncertain(Exception):
    """A decision (a sign, an integer, a pole, the range) that this precision cannot make."""


class NotPromised(Exception):
    """A decision on a value that is exact only by an identity the issue does not promise (READING E1)."""


class Unsupported(Exception):
    """The symbolic form cannot represent the result; the value goes on numerically."""


# ---------------------------------------------------------------------------------------------------------
# Symbolic values: {key: Fraction} sums of rational multiples of monomials. A key is a sorted tuple of
# factors: ('p', prime, f) with 0 < f < 1 (a radical), ('pi', k), ('e', g) (e^g), ('ln', r) or ('log', r)
# (ln r, log10 r of a rational r > 1, at most one of these in a key). () is the rational part. Every
# monomial is positive, so a one-term value has the sign of its coefficient and is never 0.

def trial_factor(n):
    """{prime: exponent} of a positive integer, or Unsupported when a large cofactor remains."""
    return dict(_factor(n))


@lru_cache(maxsize=100_000)
def _factor(n):
    out = {}
    for p in (2, 3, 5):
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
    d, step = 7, [4, 2, 4, 2, 4, 6, 2, 6]
    i = 0
    while d * d <= n and d < 100_000:
        while n % d == 0:
            out[d] = out.get(d, 0) + 1
            n //= d
        d += step[i % 8]
        i += 1
    if n > 1:
        if d * d <= n:  # a cofactor with no factor below 100,000 that may not be prime
            raise Unsupported
        out[n] = out.get(n, 0) + 1
    return tuple(sorted(out.items()))


def build(primes, pi, e, logs, coefficient=F(1)):
    """(coefficient, key) of a monomial given total prime exponents, the power of π, of e and a log."""
    factors = []
    for p, t in primes.items():
        whole = math.floor(t)
        if whole:
            coefficient *= F(p) ** whole
        if t != whole:
            factors.append(('p', p, t - whole))
    if pi:
        factors.append(('pi', F(pi)))
    if e:
        factors.append(('e', F(e)))
    factors += logs
    return coefficient, tuple(sorted(factors))


def split(key):
    primes, pi, e, logs = {}, F(0), F(0), []
    for factor in key:
        if factor[0] == 'p':
            primes[factor[1]] = primes.get(factor[1], 0) + factor[2]
        elif factor[0] == 'pi':
            pi += factor[1]
        elif factor[0] == 'e':
            e += factor[1]
        else:
            logs.append(factor)
    return primes, pi, e, logs


def key_mul(k1, k2):
    p1, pi1, e1, l1 = split(k1)
    p2, pi2, e2, l2 = split(k2)
    if l1 and l2:
        raise Unsupported
    for p, t in p2.items():
        p1[p] = p1.get(p, 0) + t
    return build(p1, pi1 + pi2, e1 + e2, l1 + l2)


def s_rat(q):
    q = F(q)
    return {(): q} if q else {}


def s_add(a, b):
    out = dict(a)
    for k, c in b.items():
        c = out.get(k, 0) + c
        if c:
            out[k] = c
        else:
            out.pop(k, None)
    if len(out) > MAX_TERMS:
        raise Unsupported
    return out


def s_neg(a):
    return {k: -c for k, c in a.items()}


def s_mul(a, b):
    out = {}
    for k1, c1 in a.items():
        for k2, c2 in b.items():
            c, k = key_mul(k1, k2)
            out = s_add(out, {k: c * c1 * c2})
    return out


def rational_of(a):
    """The Fraction a symbolic value is, or None if it is not a rational."""
    if not a:
        return F(0)
    if len(a) == 1 and () in a:
        return a[()]
    return None


def s_pow(a, y):
    """a^y for a Fraction y: any term count for a small whole y >= 0, else one term (positive for a
    non-whole y)."""
    y = F(y)
    if not a:
        if y < 0:
            raise CalcError
        return s_rat(1 if y == 0 else 0)
    if y == 0:
        return s_rat(1)
    if len(a) > 1:
        if y.denominator == 1 and 0 < y <= 4:
            out = a
            for _ in range(int(y) - 1):
                out = s_mul(out, a)
            return out
        raise Unsupported
    (key, c), = a.items()
    primes, pi, e, logs = split(key)
    if logs and y != 1:
        raise Unsupported
    if y.denominator == 1:
        if (c.numerator.bit_length() + c.denominator.bit_length()) * abs(y) > BIG_BITS:
            raise Unsupported
        coefficient = c ** int(y)
        total = {p: t * y for p, t in primes.items()}
    else:
        if c < 0:
            raise Unsupported
        coefficient = F(1)
        total = {p: t * y for p, t in primes.items()}
        for n, sign in ((c.numerator, 1), (c.denominator, -1)):
            for p, k in trial_factor(n).items():
                total[p] = total.get(p, 0) + sign * k * y
    coefficient, key = build(total, pi * y, e * y, logs, coefficient)
    return {key: coefficient}


def s_inv(a):
    if not a:
        raise CalcError
    if len(a) > 1:
        raise Unsupported
    return s_pow(a, -1)


def key_kind(key):
    if key == ():
        return 'Q'
    if all(f[0] == 'p' and f[2].denominator == 2 for f in key):
        return 'sqrt'
    if all(f[0] == 'p' and f[2].denominator == 3 for f in key):
        return 'cbrt'
    if key == (('pi', F(1)),):
        return 'pi'
    if len(key) == 1 and key[0][0] in ('e', 'ln', 'log'):
        return key[0][0]
    return 'other'


def kinds(a):
    return {key_kind(k) for k in a} - {'Q'}


def simple(a):
    """A value of the classes the issue promises exact (READING E1)."""
    k = kinds(a)
    return k <= {'sqrt'} or (len(a) == 1 and k <= {'cbrt', 'pi', 'e', 'ln', 'log'})


_factor_cache = {}


def factor_num(f):
    cache_key = (f, mp.prec)
    value = _factor_cache.get(cache_key)
    if value is None:
        if f[0] == 'p':
            p, t = f[1], f[2]
            if t == F(1, 2):
                value = mp.sqrt(p)
            elif t.denominator == 3:
                value = mp.cbrt(mp.mpf(p) ** t.numerator)
            else:
                value = mp.root(mp.mpf(p) ** t.numerator, t.denominator)
        elif f[0] == 'pi':
            k = f[1]
            value = mp.pi ** int(k) if k.denominator == 1 else mp.root(mp.pi ** k.numerator, k.denominator)
        elif f[0] == 'e':
            value = mp.exp(mpq(f[1]))
        elif f[0] == 'ln':
            value = mp.log(mpq(f[1]))
        else:
            value = mp.log(mpq(f[1]), 10)
        if len(_factor_cache) > 50_000:
            _factor_cache.clear()
        _factor_cache[cache_key] = value
    return value


def mpq(q):
    return mp.mpf(q.numerator) / q.denominator


def s_num(a):
    total = mp.mpf(0)
    for key, c in a.items():
        term = mpq(c)
        for f in key:
            term *= factor_num(f)
        total += term
    return total


def sqrt_sym(n):
    return s_pow(s_rat(n), F(1, 2))


# sin(kπ/12), k = 0..6; tan(kπ/12), k = 0..5 (6 is a pole).
SIN12 = [s_rat(0), s_add(s_mul(sqrt_sym(6), s_rat(F(1, 4))), s_mul(sqrt_sym(2), s_rat(F(-1, 4)))), s_rat(F(1, 2)),
         s_mul(sqrt_sym(2), s_rat(F(1, 2))), s_mul(sqrt_sym(3), s_rat(F(1, 2))),
         s_add(s_mul(sqrt_sym(6), s_rat(F(1, 4))), s_mul(sqrt_sym(2), s_rat(F(1, 4)))), s_rat(1)]
TAN12 = [s_rat(0), s_add(s_rat(2), s_neg(sqrt_sym(3))), s_mul(sqrt_sym(3), s_rat(F(1, 3))), s_rat(1), sqrt_sym(3),
         s_add(s_rat(2), sqrt_sym(3))]


def sinpi_sym(q):
    """sin(qπ) for a Fraction q with 12q whole."""
    k = int(q * 12) % 24
    sign = 1
    if k >= 12:
        k, sign = k - 12, -1
    if k > 6:
        k = 12 - k
    return SIN12[k] if sign > 0 else s_neg(SIN12[k])


def tanpi_sym(q):
    k = int(q * 12) % 12
    if k == 6:
        raise CalcError
    return TAN12[k] if k < 6 else s_neg(TAN12[12 - k])


def frozen(a):
    return frozenset(a.items())


ASIN_TABLE = {frozen(sinpi_sym(F(k, 12))): F(k, 12) for k in range(-6, 7)}
ACOS_TABLE = {frozen(sinpi_sym(F(6 - k, 12))): F(k, 12) for k in range(0, 13)}
ATAN_TABLE = {frozen(tanpi_sym(F(k, 12))): F(k, 12) for k in range(-5, 6)}


# ---------------------------------------------------------------------------------------------------------
# Values during an evaluation at one precision: the symbolic form (or None), whether it is promised exact,
# and the numeric value.

class V:
    """sym: the symbolic form or None; strict: promised exact (READING E1); num: the value at the working
    precision; nonzero: a numeric value known not to be 0 (a product of non-zero factors, Γ, e^x, ...)."""
    __slots__ = ('sym', 'strict', 'num', 'nonzero')

    def __init__(self, sym, strict, num, nonzero=False):
        self.sym, self.strict, self.num, self.nonzero = sym, strict, num, nonzero


def known_nonzero(v):
    return v.nonzero or (v.sym is not None and len(v.sym) == 1)


class Evaluator:
    def __init__(self, dps):
        self.dps = dps
        self.visits = 0  # nodes entered, in pre-order (render() numbers them the same way)
        self.near = mp.mpf(10) ** (-(dps * 3 // 4))
        self.high = mp.mpf(10) ** 10000
        self.low = mp.mpf(10) ** -9999

    # Making values

    def exact(self, sym, strict):
        q = rational_of(sym)
        if q is not None:
            check_range_exact(q)
            if q.numerator.bit_length() + q.denominator.bit_length() > BIG_BITS:
                return V(None, False, mpq(q))
            return V(sym, strict, mpq(q))
        value = V(sym, strict, s_num(sym))
        self.check_range(value)
        return value

    def numeric(self, num, nonzero=False):
        value = V(None, False, num, nonzero)
        self.check_range(value)
        return value

    def check_range(self, v):
        x = abs(v.num)
        if x == 0:
            return
        margin = mp.mpf(10) ** -100
        if x >= self.high * (1 + margin) or x < self.low * (1 - margin):
            raise CalcError
        if x > self.high * (1 - margin) or x < self.low * (1 + margin):
            raise Uncertain('range limit')

    def rat(self, q):
        return self.exact(s_rat(q), True)

    # Decisions

    def sign(self, v):
        if v.sym is not None:
            if not v.sym:
                if not v.strict:
                    raise NotPromised('an unpromised exact 0 decides')
                return 0
            if len(v.sym) == 1:
                return 1 if next(iter(v.sym.values())) > 0 else -1
        if v.nonzero and v.num != 0:
            return 1 if v.num > 0 else -1
        if abs(v.num) < self.near:
            raise Uncertain('a sign near 0')
        return 1 if v.num > 0 else -1

    def compare(self, v, q):
        return self.sign(self.add(v, self.rat(-q)))

    def integer(self, v):
        """The whole number v is, or None."""
        q = rational_of(v.sym) if v.sym is not None else None
        if q is not None:
            if q.denominator == 1:
                if not v.strict:
                    raise NotPromised('an unpromised exact integer decides')
                return int(q)
            return None
        nearest = mp.nint(v.num)
        if abs(v.num - nearest) < self.near * max(1, abs(nearest)):
            raise Uncertain('near an integer')
        return None

    # Arithmetic

    def add(self, a, b):
        if a.sym is not None and b.sym is not None:
            try:
                sym = s_add(a.sym, b.sym)
            except Unsupported:
                sym = None
            if sym is not None:
                joint = kinds(a.sym) | kinds(b.sym)
                strict = a.strict and b.strict and (not sym or (simple(sym) and (
                    joint <= {'sqrt'} or joint <= {'cbrt'} or joint <= {'pi'})))
                return self.exact(sym, strict)
        return self.numeric(a.num + b.num)

    def neg(self, a):
        if a.sym is not None:
            return self.exact(s_neg(a.sym), a.strict)
        return V(None, False, -a.num, a.nonzero)

    def sub(self, a, b):
        return self.add(a, self.neg(b))

    def product_strict(self, a, b, sym):
        if not (a.strict and b.strict and simple(sym)):
            return False
        ka, kb = kinds(a.sym), kinds(b.sym)
        return not ka or not kb or (ka | kb) <= {'sqrt'} or (ka | kb) <= {'cbrt'}

    def zero_factor(self, a, b):
        """0 × b (or 0 ÷ b) is exactly the 0 that a is, whatever b."""
        for v in (a, b):
            if v.sym is not None and not v.sym:
                return self.exact({}, v.strict)
        return None

    def mul(self, a, b):
        zero = self.zero_factor(a, b)
        if zero is not None:
            return zero
        if a.sym is not None and b.sym is not None:
            try:
                sym = s_mul(a.sym, b.sym)
                return self.exact(sym, self.product_strict(a, b, sym))
            except Unsupported:
                pass
        return self.numeric(a.num * b.num, known_nonzero(a) and known_nonzero(b))

    def div(self, a, b):
        if self.sign(b) == 0:
            raise CalcError
        zero = self.zero_factor(a, self.rat(1))
        if zero is not None:
            return zero
        if a.sym is not None and b.sym is not None:
            try:
                sym = s_mul(a.sym, s_inv(b.sym))
                return self.exact(sym, self.product_strict(a, b, sym))
            except Unsupported:
                pass
        return self.numeric(a.num / b.num, known_nonzero(a))

    def power(self, a, y, strict_rule=True):
        """a^y for a whole or rational Fraction y (a positive if y is not whole)."""
        if a.sym is not None:
            try:
                sym = s_pow(a.sym, y)
                k = kinds(a.sym)
                strict = strict_rule and a.strict and simple(sym) and (k <= {'sqrt'} or k <= {'cbrt'})
                return self.exact(sym, strict)
            except Unsupported:
                pass
        if y.denominator == 1:
            return self.numeric(a.num ** int(y), known_nonzero(a))
        return self.numeric(mp.power(a.num, mpq(y)), known_nonzero(a))

    # The keys

    def binary(self, op, a, b):
        if op == '+':
            return self.add(a, b)
        if op == '-':
            return self.sub(a, b)
        if op == '*':
            return self.mul(a, b)
        if op == '/':
            return self.div(a, b)
        if op == 'pow':
            return self.pow(a, b)
        if op == 'root':
            return self.root(a, b)
        if op == 'ee':
            return self.ee(a, b)
        raise ValueError(op)

    def magnitude_guard(self, log10_estimate):
        """Error for a value certainly out of range, from an estimate of log10 |value| (good to 1)."""
        if log10_estimate > 10002 or log10_estimate < -10002:
            raise CalcError

    def pow(self, a, b):
        sa = self.sign(a)
        if sa == 0:
            sb = self.sign(b)
            if sb < 0:
                raise CalcError
            return self.rat(1 if sb == 0 else 0)
        n = self.integer(b)
        if n is None and sa < 0:
            raise CalcError
        if n is not None:
            self.magnitude_guard(n * float(mp.log10(abs(a.num))))
            return self.power(a, F(n))
        self.magnitude_guard(float(b.num * mp.log10(a.num)))
        q = rational_of(b.sym) if b.sym is not None else None
        if q is not None:
            return self.power(a, q, strict_rule=False)
        return self.numeric(mp.power(a.num, b.num), True)

    def root(self, a, b):
        """The b-th root of a: a^(1/b) (READING E3); promised exact for a rational a and b = ±2, ±3."""
        sb = self.sign(b)
        if sb == 0:
            raise CalcError
        n = self.integer(b)
        sa = self.sign(a)
        if sa == 0:
            if sb < 0:
                raise CalcError
            return self.rat(0)
        # A negative a has a real root when b is a fraction p/q with an odd p: |a|^(q/p) with the sign
        # (-1)^q (USAGE.md, READING E3).
        index = rational_of(b.sym) if b.sym is not None else None
        if sa < 0 and (index is None or index.numerator % 2 == 0):
            raise CalcError
        negative = sa < 0 and index.denominator % 2 == 1
        magnitude = self.neg(a) if sa < 0 else a
        self.magnitude_guard(float(mp.log10(magnitude.num) / b.num))
        q = rational_of(b.sym) if b.sym is not None else None
        if q is not None:
            promised = n is not None and abs(n) in (2, 3) and magnitude.sym is not None and \
                rational_of(magnitude.sym) is not None
            value = self.power(magnitude, 1 / q, strict_rule=promised)
        elif n is not None:
            value = self.numeric(mp.root(magnitude.num, n) if n > 0 else 1 / mp.root(magnitude.num, -n), True)
        else:
            value = self.numeric(mp.power(magnitude.num, 1 / b.num), True)
        return self.neg(value) if negative else value

    def ee(self, a, b):
        n = self.integer(b)
        if n is not None:
            if self.sign(a) == 0:
                return self.rat(0)
            self.magnitude_guard(n + float(mp.log10(abs(a.num))))
            return self.mul(a, self.rat(F(10) ** n))
        self.magnitude_guard(float(b.num) + float(mp.log10(abs(a.num))) if a.num else 0)
        return self.numeric(a.num * mp.power(10, b.num), known_nonzero(a))

    def percent(self, a):
        return self.div(a, self.rat(100))

    def share(self, op, a, b):
        part = self.div(self.mul(a, b), self.rat(100))
        return self.add(a, part) if op == '+' else self.sub(a, part)

    TRIVIAL = {'sin': (0, 0), 'tan': (0, 0), 'asin': (0, 0), 'atan': (0, 0), 'sinh': (0, 0), 'tanh': (0, 0),
               'asinh': (0, 0), 'atanh': (0, 0), 'cos': (0, 1), 'cosh': (0, 1), 'exp': (0, 1), 'pow10': (0, 1),
               'acos': (1, 0), 'acosh': (1, 0), 'ln': (1, 0), 'log': (1, 0)}

    def unary(self, name, a, unit):
        """A function key; at its trivial point (sin 0, cos 0, acos 1, ln 1, ...) of a promised argument,
        the promised value (READING E1)."""
        trivial = self.TRIVIAL.get(name)
        if trivial and a.strict and a.sym is not None and rational_of(a.sym) == trivial[0]:
            return self.rat(trivial[1])
        return getattr(self, 'u_' + name)(a, unit)

    def u_neg(self, a, unit):
        return self.neg(a)

    def u_sq(self, a, unit):
        return self.power(a, F(2))

    def u_cube(self, a, unit):
        return self.power(a, F(3))

    def u_inv(self, a, unit):
        return self.div(self.rat(1), a)

    def u_sqrt(self, a, unit):
        s = self.sign(a)
        if s < 0:
            raise CalcError
        if s == 0:
            return self.rat(0)
        q = rational_of(a.sym) if a.sym is not None else None
        value = self.power(a, F(1, 2), strict_rule=q is not None)
        return value if value.sym is not None else self.numeric(mp.sqrt(a.num), True)

    def u_cbrt(self, a, unit):
        s = self.sign(a)
        if s == 0:
            return self.rat(0)
        magnitude = self.neg(a) if s < 0 else a
        q = rational_of(magnitude.sym) if magnitude.sym is not None else None
        value = self.power(magnitude, F(1, 3), strict_rule=q is not None)
        if value.sym is None:
            value = self.numeric(mp.cbrt(magnitude.num), True)
        return self.neg(value) if s < 0 else value

    def exp_sym(self, a, base):
        """e^a (base 'e') or 10^a (base 10) symbolically, with whether the issue promises it."""
        if a.sym is None:
            raise Unsupported
        out, strict = s_rat(1), a.strict
        q = rational_of(a.sym)
        if q is not None:
            strict = strict and (base == 'e' or q.denominator == 1)
        else:
            strict = strict and len(a.sym) == 1 and abs(next(iter(a.sym.values()))) == 1  # ln r, ln 1/r
        for key, c in a.sym.items():
            if key == ():
                term = {(('e', c),): F(1)} if base == 'e' else s_pow(s_rat(10), c)
            elif len(key) == 1 and key[0][0] == ('ln' if base == 'e' else 'log'):
                term = s_pow(s_rat(key[0][1]), c)
            else:
                raise Unsupported
            out = s_mul(out, term)
        return out, strict

    def u_exp(self, a, unit):
        self.magnitude_guard(float(a.num) / math.log(10))
        try:
            sym, strict = self.exp_sym(a, 'e')
            return self.exact(sym, strict)
        except Unsupported:
            return self.numeric(mp.exp(a.num), True)

    def u_pow10(self, a, unit):
        self.magnitude_guard(float(a.num))
        try:
            sym, strict = self.exp_sym(a, 10)
            return self.exact(sym, strict)
        except Unsupported:
            return self.numeric(mp.power(10, a.num), True)

    def log_sym(self, a, base):
        """ln a or log10 a of a positive value, symbolically: (sym, strict) or Unsupported."""
        if a.sym is None or len(a.sym) != 1:
            raise Unsupported
        (key, c), = a.sym.items()
        primes, pi, e, logs = split(key)
        if pi or logs:
            raise Unsupported
        if base == 10:
            if e:
                raise Unsupported
            # c * prod p^f is a rational power of 10 when only 2 and 5 appear, to the same power.
            total = {p: F(f) for p, f in primes.items()}
            for n, sign in ((c.numerator, 1), (c.denominator, -1)):
                for p, k in trial_factor(n).items():
                    total[p] = total.get(p, 0) + sign * k
            total = {p: t for p, t in total.items() if t}
            if not total:
                return s_rat(0), a.strict
            if set(total) == {2, 5} and total[2] == total[5]:
                return s_rat(total[2]), a.strict and not primes
            if primes:
                raise Unsupported
            return ({(('log', c),): F(1)} if c > 1 else {(('log', 1 / c),): F(-1)}), a.strict
        out = s_rat(e)
        for p, f in primes.items():
            out = s_add(out, {(('ln', F(p)),): f})
        if c != 1:
            out = s_add(out, {(('ln', c),): F(1)} if c > 1 else {(('ln', 1 / c),): F(-1)})
        strict = a.strict and ((not primes and not e) or (not primes and c == 1))
        return out, strict

    def logarithm(self, a, base):
        if self.sign(a) <= 0:
            raise CalcError
        try:
            sym, strict = self.log_sym(a, base)
            return self.exact(sym, strict)
        except Unsupported:
            return self.numeric(mp.log(a.num) if base == 'e' else mp.log(a.num, 10))

    def u_ln(self, a, unit):
        return self.logarithm(a, 'e')

    def u_log(self, a, unit):
        return self.logarithm(a, 10)

    def u_fact(self, a, unit):
        n = self.integer(a)
        if n is not None:
            if n < 0 or n > 3300:
                raise CalcError
            return self.exact(s_rat(math.factorial(n)), a.strict)
        if a.num > 3300 or a.num < -3300:
            raise CalcError
        q = rational_of(a.sym) if a.sym is not None else None
        if q is not None and q.denominator == 2 and abs(q) < 400:
            z, c = F(1, 2), F(1)  # Gamma(z) = c * sqrt(pi)
            target = q + 1
            while z < target:
                c, z = c * z, z + 1
            while z > target:
                z -= 1
                c /= z
            return self.exact({(('pi', F(1, 2)),): c}, False)
        return self.numeric(mp.gamma(a.num + 1), True)

    # Trigonometry

    def angle(self, a, unit):
        """The angle as a Fraction q of π, if it is one exactly."""
        if a.sym is None:
            return None
        if unit == 'deg':
            q = rational_of(a.sym)
            return None if q is None else q / 180
        if not a.sym:
            return F(0)
        if len(a.sym) == 1 and (('pi', F(1)),) in a.sym:
            return a.sym[(('pi', F(1)),)]
        return None

    def trig(self, name, a, unit):
        q = self.angle(a, unit)
        if q is not None:
            q = q % 2
            if (q * 12).denominator == 1:
                if name == 'tan' and (q * 12) % 12 == 6 and not a.strict:
                    raise NotPromised('an unpromised pole')
                sym = {'sin': sinpi_sym, 'cos': lambda x: sinpi_sym(F(1, 2) - x), 'tan': tanpi_sym}[name](q)
                return self.exact(sym, a.strict)
            x = mpq(q)
            if name == 'tan':
                return self.numeric(mp.sinpi(x) / mp.cospi(x))
            return self.numeric(mp.sinpi(x) if name == 'sin' else mp.cospi(x))
        x = a.num if unit == 'rad' else a.num / 180
        if name == 'tan':
            c = mp.cos(x) if unit == 'rad' else mp.cospi(x)
            if abs(c) < self.near:
                raise Uncertain('near a pole of tan')
            return self.numeric((mp.sin(x) if unit == 'rad' else mp.sinpi(x)) / c)
        if unit == 'rad':
            return self.numeric(mp.sin(x) if name == 'sin' else mp.cos(x))
        return self.numeric(mp.sinpi(x) if name == 'sin' else mp.cospi(x))

    def u_sin(self, a, unit):
        return self.trig('sin', a, unit)

    def u_cos(self, a, unit):
        return self.trig('cos', a, unit)

    def u_tan(self, a, unit):
        return self.trig('tan', a, unit)

    def inverse_trig(self, name, a, unit):
        if name != 'atan' and (self.compare(a, 1) > 0 or self.compare(a, -1) < 0):
            raise CalcError
        if a.sym is not None:
            table = {'asin': ASIN_TABLE, 'acos': ACOS_TABLE, 'atan': ATAN_TABLE}[name]
            q = table.get(frozen(a.sym))
            if q is not None:
                if unit == 'rad':
                    return self.exact({(('pi', F(1)),): q} if q else {}, False)
                # The README: "`1 tan⁻¹` exactly 45": in degrees, of a promised rational, promised.
                return self.exact(s_rat(q * 180), a.strict and rational_of(a.sym) is not None)
        value = {'asin': mp.asin, 'acos': mp.acos, 'atan': mp.atan}[name](a.num)
        return self.numeric(value if unit == 'rad' else value * 180 / mp.pi)

    def u_asin(self, a, unit):
        return self.inverse_trig('asin', a, unit)

    def u_acos(self, a, unit):
        return self.inverse_trig('acos', a, unit)

    def u_atan(self, a, unit):
        return self.inverse_trig('atan', a, unit)

    # Hyperbolic functions: from e^x when that is one exact term (READING E1: never promised).

    def hyperbolic(self, name, a):
        if abs(a.num) > 23100 and name != 'tanh':
            raise CalcError
        try:
            sym, _ = self.exp_sym(a, 'e')
            if len(sym) != 1:
                raise Unsupported
            inverse = s_inv(sym)
            plus, minus = s_add(sym, inverse), s_add(sym, s_neg(inverse))
            if name == 'sinh':
                return self.exact(s_mul(minus, s_rat(F(1, 2))), False)
            if name == 'cosh':
                return self.exact(s_mul(plus, s_rat(F(1, 2))), False)
            return self.exact(s_mul(minus, s_inv(plus)), False)
        except Unsupported:
            if name == 'tanh' and abs(a.num) > 1000:
                return self.numeric(mp.sign(a.num) * (1 - 2 * mp.exp(-2 * abs(a.num))), True)
            return self.numeric(getattr(mp, name)(a.num), name == 'cosh' or known_nonzero(a))

    def u_sinh(self, a, unit):
        return self.hyperbolic('sinh', a)

    def u_cosh(self, a, unit):
        return self.hyperbolic('cosh', a)

    def u_tanh(self, a, unit):
        return self.hyperbolic('tanh', a)

    def unpromised(self, value):
        if value.sym is not None:
            value.strict = False
        return value

    def u_asinh(self, a, unit):
        """ln(a + sqrt(a^2 + 1))."""
        try:
            root = self.u_sqrt(self.add(self.power(a, F(2)), self.rat(1)), unit)
            return self.unpromised(self.logarithm(self.add(a, root), 'e'))
        except (NotPromised, Uncertain, CalcError):
            return self.numeric(mp.asinh(a.num))

    def u_acosh(self, a, unit):
        c = self.compare(a, 1)
        if c < 0:
            raise CalcError
        if c == 0:
            return self.exact({}, False)
        try:
            root = self.u_sqrt(self.sub(self.power(a, F(2)), self.rat(1)), unit)
            return self.unpromised(self.logarithm(self.add(a, root), 'e'))
        except (NotPromised, Uncertain, CalcError):
            return self.numeric(mp.acosh(a.num))

    def u_atanh(self, a, unit):
        if self.compare(a, 1) >= 0 or self.compare(a, -1) <= 0:
            raise CalcError
        try:
            ratio = self.div(self.add(self.rat(1), a), self.sub(self.rat(1), a))
            return self.unpromised(self.mul(self.logarithm(ratio, 'e'), self.rat(F(1, 2))))
        except (NotPromised, Uncertain, CalcError):
            return self.numeric(mp.atanh(a.num))

    # Trees

    def evaluate(self, node):
        index = self.visits
        self.visits += 1
        try:
            return self.evaluate_node(node)
        except CalcError as error:
            if error.index is None:
                error.index = index
            raise

    def evaluate_node(self, node):
        kind = node[0]
        if kind == 'leaf':
            return self.rat(node[2])
        if kind == 'const':
            return self.exact({(('pi', F(1)),): F(1)} if node[1] == 'pi' else {(('e', F(1)),): F(1)}, True)
        if kind == 'grp':
            return self.evaluate(node[1])
        if kind == 'un':
            return self.unary(node[1], self.evaluate(node[2]), node[3])
        if kind == 'pct':
            return self.percent(self.evaluate(node[1]))
        if kind == 'share':
            return self.share(node[1], self.evaluate(node[2]), self.evaluate(node[3]))
        if kind == 'bin':
            return self.binary(node[1], self.evaluate(node[2]), self.evaluate(node[3]))
        raise ValueError(kind)


def check_range_exact(q):
    if q == 0:
        return
    a = abs(q)
    estimate = (a.numerator.bit_length() - a.denominator.bit_length()) * 0.30103
    if -9990 < estimate < 9990:
        return
    if a >= F(10) ** 10000 or a < F(10) ** -9999:
        raise CalcError


# ---------------------------------------------------------------------------------------------------------
# Expected outputs

def round_fraction(q, digits):
    """q (non-zero Fraction) rounded half away from zero to `digits` significant digits, as a Decimal."""
    negative, a = q < 0, abs(q)
    e = int((a.numerator.bit_length() - a.denominator.bit_length()) * 0.30103)
    while a >= F(10) ** (e + 1):
        e += 1
    while a < F(10) ** e:
        e -= 1
    scale = e - digits + 1
    scaled = a / F(10) ** scale
    n = math.floor(scaled + F(1, 2))
    if n == 10 ** digits:
        n, scale = n // 10, scale + 1
    return Decimal((1 if negative else 0, tuple(int(ch) for ch in str(n)), scale))


def is_halfway(q, digits):
    a = abs(q)
    e = int((a.numerator.bit_length() - a.denominator.bit_length()) * 0.30103)
    while a >= F(10) ** (e + 1):
        e += 1
    while a < F(10) ** e:
        e -= 1
    scaled = a / F(10) ** (e - digits + 1)
    return scaled - math.floor(scaled) == F(1, 2)


def mp_decimal(x, dps):
    return Decimal(mpmath.libmp.to_str(x._mpf_, dps - 10))


def round_decimal(x, digits):
    return Context(prec=digits, rounding=ROUND_HALF_UP, Emax=MAX_EMAX, Emin=MIN_EMIN).plus(x)


def outcome(tree, dps):
    """('error',) or ('value', V) at `dps` digits; raises Uncertain or NotPromised."""
    with mp.workdps(dps):
        try:
            return ('value', Evaluator(dps).evaluate(tree))
        except CalcError as error:
            return ('error', error.index)
        except (ZeroDivisionError, OverflowError):  # mpmath refusing an extreme argument: decide higher
            raise Uncertain('mpmath overflow')


def expected(tree, digit_counts):
    """{digits: ('expect', line) or ('skip', reason, acceptable)}, acceptable: a list of exact lines plus
    the markers 'approx' (anything starting with ≈), 'any', or ('tiny', exponent)."""
    reason = None
    for dps, check in PRECISIONS:
        try:
            first, second = outcome(tree, dps), outcome(tree, check)
        except NotPromised as problem:
            return {d: ('skip', f'not promised: {problem}', ['any']) for d in digit_counts}
        except Uncertain as problem:
            reason = f'uncertain: {problem}'
            continue
        if first[0] != second[0]:
            reason = 'uncertain: Error at one precision only'
            continue
        if first[0] == 'error':
            spans, keys = [], []
            keys = render(tree, {'unit': 'deg'}, spans)
            if first[1] is not None and any(TYPED.fullmatch(k) for k in keys[spans[first[1]][1]:]):
                return {d: ('skip', 'Error before more digits (README: a digit after Error starts anew)', ['any'])
                        for d in digit_counts}
            return {d: ('expect', 'Error') for d in digit_counts}
        result = decide(first[1], second[1], dps, digit_counts)
        if result is not None:
            return result
        reason = 'near zero'
    if reason == 'near zero':
        bound = -(PRECISIONS[-1][0] * 3 // 4)
        return {d: ('skip', 'near zero: not provably 0', ['0', 'Error', 'approx', ('tiny', bound)])
                for d in digit_counts}
    return {d: ('skip', reason, ['any']) for d in digit_counts}


def decide(v1, v2, dps, digit_counts):
    """The expected lines from two evaluations, or None when this precision cannot decide."""
    q = rational_of(v2.sym) if v2.sym is not None else None
    out = {}
    if q is not None:
        for d in digit_counts:
            if q == 0:
                line = '0'
            else:
                line = format_number(round_fraction(q, d), d)
            if not v2.strict and (q == 0 or is_halfway(q, d)):
                out[d] = ('skip', 'not promised: an unpromised exact ' + ('0' if q == 0 else 'halfway value'),
                          [line, 'approx'])
            else:
                out[d] = ('expect', line)
        return out
    with mp.workdps(dps + 40):
        x1, x2 = v1.num, v2.num
        provably_nonzero = known_nonzero(v2)
        error = max(abs(x1 - x2) * 100, abs(x2) * mp.mpf(10) ** -(dps - 20))
        near = mp.mpf(10) ** -(dps * 3 // 4)
        if not provably_nonzero and (abs(x2) < near or abs(x2) <= error * 1000):
            return None
        for d in digit_counts:
            low = round_decimal(mp_decimal(x2 - error, dps), d)
            high = round_decimal(mp_decimal(x2 + error, dps), d)
            if low != high:
                if dps < PRECISIONS[-1][0]:
                    return None
                out[d] = ('skip', 'rounding boundary', [format_number(low, d), format_number(high, d), 'approx'])
            else:
                out[d] = ('expect', format_number(low, d))
    return out


def acceptable(got, accept):
    for item in accept:
        if item == 'any' or got == item or (item == 'approx' and got.startswith('≈')):
            return True
        if isinstance(item, tuple) and item[0] == 'tiny':
            try:
                x = Decimal(got)
            except Exception:
                continue
            if x == 0 or x.copy_abs().adjusted() < item[1]:
                return True
    return False


# ---------------------------------------------------------------------------------------------------------
# Random trees. Nodes: ('leaf', tokens, Fraction), ('const', 'pi'|'e'), ('un', key, child, unit|None),
# ('pct', child), ('share', '+'|'-', a, b), ('bin', op, a, b), ('grp', child) (parentheses typed for no need).

ANGULAR = {'sin', 'cos', 'tan', 'asin', 'acos', 'atan'}
UNARY_WEIGHTS = {'sqrt': 6, 'cbrt': 3, 'sq': 4, 'cube': 2, 'inv': 3, 'exp': 3, 'pow10': 2, 'ln': 4, 'log': 3,
                 'fact': 2, 'sin': 5, 'cos': 5, 'tan': 4, 'asin': 2, 'acos': 2, 'atan': 2, 'sinh': 1, 'cosh': 1,
                 'tanh': 1, 'asinh': 1, 'acosh': 1, 'atanh': 1, 'neg': 2}
BINARY_WEIGHTS = {'+': 6, '-': 6, '*': 6, '/': 6, 'pow': 3, 'root': 2, 'ee': 1}
LEVEL = {'+': 1, '-': 1, '*': 2, '/': 2, 'pow': 3, 'root': 3, 'ee': 3}
RIGHT = {'pow', 'root', 'ee'}
INTEGERS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '16', '20', '25', '36', '100', '1000']
DECIMALS = ['0.5', '0.25', '0.125', '1.5', '2.5', '0.1', '0.2', '0.3', '0.75', '3.75', '0.01', '12.5', '0.001', '1.2',
            '0.04', '2.25', '7.5', '0.6', '0.9', '1.25', '0.05', '6.25', '0.375', '99.9']
ROOT_ARGUMENTS = ['2', '3', '5', '6', '7', '8', '12', '18', '27', '50', '0.5', '1.5', '4', '32', '0.125', '10']


def leaf(text, negative=False):
    q = F(text)
    if negative and q:
        return ('leaf', (text, 'neg'), -q)
    return ('leaf', (text,), q)


def fvalue(node):
    """A float approximation (None for Error or overflow), only to steer the generator."""
    try:
        return _fvalue(node)
    except (ValueError, ZeroDivisionError, OverflowError, TypeError):
        return None


def _fvalue(node):
    kind = node[0]
    if kind == 'leaf':
        return float(node[2])
    if kind == 'const':
        return math.pi if node[1] == 'pi' else math.e
    if kind == 'grp':
        return _fvalue(node[1])
    if kind == 'pct':
        return _fvalue(node[1]) / 100
    if kind == 'share':
        a, b = _fvalue(node[2]), _fvalue(node[3])
        return a + a * b / 100 if node[1] == '+' else a - a * b / 100
    if kind == 'bin':
        op, a, b = node[1], _fvalue(node[2]), _fvalue(node[3])
        if op == '+':
            return a + b
        if op == '-':
            return a - b
        if op == '*':
            return a * b
        if op == '/':
            return a / b
        if op == 'pow':
            if a < 0 and b != round(b):
                raise ValueError
            return float(a ** b)
        if op == 'root':
            if a < 0:
                if b != round(b) or round(b) % 2 == 0:
                    raise ValueError
                return -((-a) ** (1 / b))
            return a ** (1 / b)
        if op == 'ee':
            return a * 10.0 ** b
    name, x, unit = node[1], _fvalue(node[2]), node[3]
    radians = (lambda v: v) if unit == 'rad' else math.radians
    degrees = (lambda v: v) if unit == 'rad' else math.degrees
    if name in ('sin', 'cos', 'tan'):
        r = getattr(math, name)(radians(x))
        if name == 'tan' and abs(r) > 1e15:
            raise ValueError
        return r
    if name in ('asin', 'acos', 'atan'):
        return degrees(getattr(math, name)(x))
    table = {'sqrt': math.sqrt, 'cbrt': lambda v: math.copysign(abs(v) ** (1 / 3), v), 'sq': lambda v: v * v,
             'cube': lambda v: v ** 3, 'inv': lambda v: 1 / v, 'exp': math.exp, 'pow10': lambda v: 10.0 ** v,
             'ln': math.log, 'log': math.log10, 'fact': lambda v: math.gamma(v + 1), 'sinh': math.sinh,
             'cosh': math.cosh, 'tanh': math.tanh, 'asinh': math.asinh, 'acosh': math.acosh,
             'atanh': math.atanh, 'neg': lambda v: -v}
    if name == 'fact' and x < 0 and x == round(x):
        raise ValueError
    return float(table[name](x))


class Generator:
    def __init__(self, rng):
        self.rng = rng

    def number(self, negative_chance=0.15):
        rng = self.rng
        text = rng.choice(INTEGERS) if rng.random() < 0.55 else rng.choice(DECIMALS)
        if rng.random() < 0.08:  # a random decimal of up to 4 digits
            text = str(rng.randint(1, 9999))
            cut = rng.randint(0, len(text))
            text = (text[:cut] or '0') + ('.' + text[cut:] if cut < len(text) else '')
        return leaf(text, rng.random() < negative_chance)

    def atom(self):
        rng = self.rng
        r = rng.random()
        if r < 0.6:
            return self.number()
        if r < 0.72:
            return ('const', 'pi')
        if r < 0.8:
            return ('const', 'e')
        return ('un', rng.choice(['sqrt', 'sqrt', 'sqrt', 'cbrt']), leaf(rng.choice(ROOT_ARGUMENTS)), None)

    def special_angle(self, unit):
        rng = self.rng
        if unit == 'deg':
            k = rng.randint(-48, 48)
            if rng.random() < 0.8:
                return leaf(str(abs(k) * 15), k < 0)
            return leaf(rng.choice(['7.5', '22.5', '1', '10', '3600', '1000', '0.5']), rng.random() < 0.3)
        k = rng.choice([1, 1, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, -1, -3, 25, 100])
        n = rng.choice([1, 2, 3, 4, 6, 12, 5])
        pi = ('const', 'pi')
        forms = [lambda: ('bin', '/', ('bin', '*', pi, leaf(str(abs(k)), k < 0)), leaf(str(n))),
                 lambda: ('bin', '*', ('grp', ('bin', '/', leaf(str(abs(k)), k < 0), leaf(str(n)))), pi),
                 lambda: ('bin', '/', pi, leaf(str(n))),
                 lambda: ('bin', '*', pi, leaf(str(abs(k)), k < 0)),
                 lambda: pi]
        return rng.choice(forms)()

    def tree(self, depth, top=False):
        rng = self.rng
        if not top and (depth <= 0 or rng.random() < 0.25):
            return self.atom()
        for attempt in range(6):
            node = self.node(depth)
            value = fvalue(node)
            fine = value is not None and (value == 0 or 1e-30 < abs(value) < 1e30)
            if fine or rng.random() < 0.12 or attempt == 5:
                if rng.random() < 0.05:
                    node = ('grp', node)
                return node
        return node

    def node(self, depth):
        rng = self.rng
        r = rng.random()
        if r < 0.42:
            op = rng.choices(list(BINARY_WEIGHTS), list(BINARY_WEIGHTS.values()))[0]
            a = self.tree(depth - 1)
            if op == 'ee':
                k = rng.randint(-12, 12)
                return ('bin', 'ee', a, leaf(str(abs(k)), k < 0))
            if op == 'pow':
                b = leaf(str(rng.randint(0, 6)), rng.random() < 0.25) if rng.random() < 0.6 else \
                    (leaf(rng.choice(['0.5', '1.5', '0.25', '2.5']), rng.random() < 0.3) if rng.random() < 0.5
                     else self.tree(depth - 2))
                return ('bin', 'pow', a, b)
            if op == 'root':
                b = leaf(str(rng.choice([2, 2, 3, 3, 4, 5])), rng.random() < 0.2) if rng.random() < 0.75 else \
                    self.tree(depth - 2)
                return ('bin', 'root', a, b)
            return ('bin', op, a, self.tree(depth - 1))
        if r < 0.88:
            name = rng.choices(list(UNARY_WEIGHTS), list(UNARY_WEIGHTS.values()))[0]
            unit = rng.choice(['deg', 'rad']) if name in ANGULAR else None
            if name in ('sin', 'cos', 'tan') and rng.random() < 0.5:
                child = self.special_angle(unit)
            elif name == 'fact' and rng.random() < 0.6:
                child = leaf(rng.choice(['0', '1', '2', '3', '4', '5', '6', '7', '10', '12', '20', '0.5', '2.5', '1.5']),
                             rng.random() < 0.15)
            elif name in ('asin', 'acos', 'atanh') and rng.random() < 0.5:
                child = rng.choice([leaf('0.5', rng.random() < 0.3), leaf('1'), leaf('0'), leaf('0.25'),
                                    ('bin', '/', ('un', 'sqrt', leaf(rng.choice(['2', '3'])), None), leaf('2')),
                                    ('un', rng.choice(['sin', 'cos']), self.special_angle('deg'), 'deg')])
            else:
                child = self.tree(depth - 1)
            return ('un', name, child, unit)
        if r < 0.93:
            if rng.random() < 0.5:
                return ('pct', self.tree(depth - 1))
            return ('share', rng.choice('+-'), self.tree(depth - 1), self.tree(depth - 1))
        return self.decided_relative(depth)

    def relative(self, depth):
        """A subtree minus (or divided by) a rewriting of itself: exact 0 (or 1) where mathematics is."""
        rng = self.rng
        a = self.tree(depth - 1)
        value = fvalue(a)
        rewrites = [lambda: a,
                    lambda: ('bin', '/', ('bin', '*', a, leaf(k)), leaf(k)),
                    lambda: ('un', 'inv', ('un', 'inv', a, None), None),
                    lambda: ('un', 'cbrt', ('un', 'cube', a, None), None)]
        if value is not None and value >= 0:
            rewrites.append(lambda: ('un', 'sq', ('un', 'sqrt', a, None), None))
        if value is not None and value > 0:
            rewrites += [lambda: ('un', 'exp', ('un', 'ln', a, None), None),
                         lambda: ('un', 'pow10', ('un', 'log', a, None), None)]
        if value is not None and abs(value) < 30:
            rewrites += [lambda: ('un', 'ln', ('un', 'exp', a, None), None),
                         lambda: ('un', 'log', ('un', 'pow10', a, None), None)]
        k = rng.choice(['3', '7', '0.3', '11', '9'])
        b = rng.choice(rewrites)()
        return ('bin', rng.choice(['-', '-', '-', '/']), a, b)

    def decided_relative(self, depth):
        """A relative() that the reference decides (not skipped), tried up to 8 times: most rewrites of a
        numeric subtree (sin 11 − 10^(log sin 11)) are exact only by identities nobody promised."""
        for _ in range(8):
            node = self.relative(depth)
            if expected(node, (16,))[16][0] == 'expect':
                return node
        return node


def level(node):
    kind = node[0]
    if kind == 'bin':
        return LEVEL[node[1]]
    if kind == 'un':
        return 4
    return 5


def render(node, state, spans=None):
    """The keys for a node; state['unit'] is the angle unit in force where the keys are typed. `spans`, if
    given, receives (start, end) of each node's keys in this list, in pre-order (as Evaluator numbers them)."""
    if spans is None:
        return render_node(node, state, [], [])
    return render_node(node, state, spans, [])


def render_node(node, state, spans, out):
    index = len(spans)
    spans.append(None)
    start = len(out)
    out.extend(render_keys(node, state, spans, out))
    spans[index] = (start, len(out))
    return out[start:]


def render_keys(node, state, spans, out):
    """The node's keys; its children's keys are appended to `out` as they are made (their spans count on it)."""
    base = len(out)

    def sub(child, minimum=0):
        keys = []
        if level(child) < minimum:
            out.append('(')
            keys.append('(')
        keys += render_node(child, state, spans, out)
        if level(child) < minimum:
            out.append(')')
            keys.append(')')
        return keys

    def emit(*tokens):
        out.extend(tokens)
        return list(tokens)

    kind = node[0]
    if kind == 'leaf':
        return list(node[1])
    if kind == 'const':
        return [node[1]]
    if kind == 'grp':
        emit('(')
        sub(node[1])
        emit(')')
    elif kind == 'un':
        sub(node[2], 4)
        if node[3] and state['unit'] != node[3]:
            emit(node[3])
            state['unit'] = node[3]
        emit(node[1])
    elif kind == 'pct':
        emit('(')
        sub(node[1], 4)
        emit('%', ')')
    elif kind == 'share':
        emit('(')
        sub(node[2])
        emit(node[1])
        sub(node[3], 4)
        emit('%', ')')
    else:
        op, a, b = node[1], node[2], node[3]
        own = LEVEL[op]
        sub(a, own + 1 if op in RIGHT else own)
        emit(op)
        sub(b, own if op in RIGHT else own + 1)
    keys = out[base:]
    del out[base:]
    return keys


def keys_of(tree):
    return ' '.join(render(tree, {'unit': 'deg'}) + ['='])


def random_trees(count, seed):
    rng = random.Random(seed)
    generator = Generator(rng)
    trees = []
    for _ in range(count):
        depth = rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5])
        trees.append(generator.tree(depth, top=True) if rng.random() > 0.03 else generator.decided_relative(depth))
    return trees


# ---------------------------------------------------------------------------------------------------------
# Known-exact cases: the table and its relatives. Each is a key sequence and the line it must print
# at 16 and at 32 digits. Those given as trees are also evaluated by the reference above, which must agree
# (a check of this oracle).

def N(text):
    return leaf(text.lstrip('-'), text.startswith('-'))


def U(name, child, unit=None):
    return ('un', name, child, unit)


def B(op, a, b):
    return ('bin', op, a, b)


PI, E = ('const', 'pi'), ('const', 'e')


def rad(name, child):
    return U(name, child, 'rad')


def deg(name, child):
    return U(name, child, 'deg')


EXACT_KEYS = [  # the issue's own key sequences, as written there
    ('rad pi sin', '0'),
    ('rad pi / 2 = cos', '0'),
    ('rad pi / 2 = tan', 'Error'),
    ('90 tan', 'Error'),
    ('2 sqrt sq - 2 =', '0'),
    ('1 / 3 * 3 - 1 =', '0'),
    ('1 / 7 * 7 =', '1'),
    ('0.1 + 0.2 - 0.3 =', '0'),
]

EXACT_TREES = [
    # sin, cos, tan of k·π/6, k·π/4, k·π/2 (Rad) and k·30°, 45°, 90° (Deg)
    (rad('sin', PI), '0'),
    (rad('sin', B('*', PI, N('7'))), '0'),
    (rad('sin', B('*', PI, N('100'))), '0'),
    (rad('sin', U('neg', PI)), '0'),
    (rad('cos', B('/', PI, N('2'))), '0'),
    (rad('cos', B('/', B('*', PI, N('5')), N('2'))), '0'),
    (rad('sin', B('/', PI, N('2'))), '1'),
    (rad('cos', PI), '-1'),
    (rad('tan', B('/', PI, N('2'))), 'Error'),
    (rad('tan', B('/', B('*', PI, N('3')), N('2'))), 'Error'),
    (rad('tan', B('/', B('*', PI, N('-5')), N('2'))), 'Error'),
    (rad('tan', B('*', PI, N('3'))), '0'),
    (B('*', rad('sin', B('/', PI, N('6'))), N('2')), '1'),
    (B('*', rad('cos', B('/', B('*', PI, N('2')), N('3'))), N('2')), '-1'),
    (B('*', rad('sin', B('/', B('*', PI, N('5')), N('6'))), N('4')), '2'),
    (B('*', U('sq', rad('sin', B('/', PI, N('4')))), N('2')), '1'),
    (B('-', rad('sin', B('/', PI, N('4'))), B('/', U('sqrt', N('2')), N('2'))), '0'),
    (B('-', rad('cos', B('/', PI, N('6'))), B('/', U('sqrt', N('3')), N('2'))), '0'),
    (U('sq', rad('tan', B('/', PI, N('3')))), '3'),
    (B('*', U('sq', rad('tan', B('/', PI, N('6')))), N('3')), '1'),
    (rad('tan', B('/', PI, N('4'))), '1'),
    (rad('tan', B('/', B('*', PI, N('3')), N('4'))), '-1'),
    (B('+', U('sq', rad('sin', B('/', PI, N('3')))), U('sq', rad('cos', B('/', PI, N('3'))))), '1'),
    (B('*', deg('sin', N('30')), N('2')), '1'),
    (B('-', deg('sin', N('150')), N('0.5')), '0'),
    (B('*', deg('cos', N('120')), N('2')), '-1'),
    (deg('sin', N('180')), '0'),
    (deg('sin', N('-720')), '0'),
    (deg('cos', N('90')), '0'),
    (deg('cos', N('270')), '0'),
    (deg('sin', N('-270')), '1'),
    (deg('cos', N('180')), '-1'),
    (deg('tan', N('90')), 'Error'),
    (deg('tan', N('270')), 'Error'),
    (deg('tan', N('-90')), 'Error'),
    (deg('tan', N('450')), 'Error'),
    (deg('tan', N('45')), '1'),
    (deg('tan', N('135')), '-1'),
    (deg('tan', N('180')), '0'),
    (B('*', U('sq', deg('cos', N('45'))), N('2')), '1'),
    (B('-', deg('sin', N('45')), B('/', U('sqrt', N('2')), N('2'))), '0'),
    (U('sq', deg('tan', N('60'))), '3'),
    (B('*', U('sq', deg('tan', N('30'))), N('3')), '1'),
    (B('-', B('*', deg('sin', N('60')), N('2')), U('sqrt', N('3'))), '0'),
    (B('/', deg('sin', N('1')), B('/', rad('sin', B('/', PI, N('180'))), N('1'))), '1'),
    # roots: √n² − n, √a × √b with a·b a square, √8 ÷ √2, ∛
    (B('-', U('sq', U('sqrt', N('3'))), N('3')), '0'),
    (B('-', U('sq', U('sqrt', N('5'))), N('5')), '0'),
    (B('-', U('sq', U('sqrt', N('0.5'))), N('0.5')), '0'),
    (B('*', U('sqrt', N('2')), U('sqrt', N('2'))), '2'),
    (B('*', U('sqrt', N('2')), U('sqrt', N('8'))), '4'),
    (B('*', U('sqrt', N('3')), U('sqrt', N('12'))), '6'),
    (B('*', U('sqrt', N('6')), U('sqrt', N('24'))), '12'),
    (B('/', U('sqrt', N('8')), U('sqrt', N('2'))), '2'),
    (B('-', B('/', U('sqrt', N('18')), U('sqrt', N('2'))), N('3')), '0'),
    (B('-', U('sqrt', N('8')), B('*', U('sqrt', N('2')), N('2'))), '0'),
    (B('-', U('sqrt', N('50')), B('+', U('sqrt', N('2')), U('sqrt', N('32')))), '0'),
    (B('-', U('cube', U('cbrt', N('2'))), N('2')), '0'),
    (B('*', U('cbrt', N('4')), U('cbrt', N('2'))), '2'),
    (U('cbrt', N('27')), '3'),
    (U('cbrt', N('-8')), '-2'),
    (B('-', B('root', N('8'), N('3')), N('2')), '0'),
    (B('*', U('sq', U('sqrt', N('2'))), U('inv', N('2'))), '1'),
    (B('-', B('*', U('inv', U('sqrt', N('2'))), U('sqrt', N('2'))), N('1')), '0'),
    # rationals
    (B('-', B('*', B('/', N('1'), N('3')), N('3')), N('1')), '0'),
    (B('-', B('*', B('/', N('1'), N('7')), N('7')), N('1')), '0'),
    (B('-', B('*', B('/', N('10'), N('3')), N('3')), N('10')), '0'),
    (B('/', B('*', U('cube', B('/', N('2'), N('3'))), N('27')), N('8')), '1'),
    (B('-', B('*', U('sq', B('/', N('1'), N('3'))), N('9')), N('1')), '0'),
    (B('-', B('*', U('inv', N('3')), N('3')), N('1')), '0'),
    (B('-', B('*', ('pct', B('/', N('1'), N('3'))), N('300')), N('1')), '0'),
    (B('-', B('+', B('+', B('/', N('1'), N('3')), B('/', N('1'), N('3'))), B('/', N('1'), N('3'))), N('1')), '0'),
    (B('-', B('pow', B('/', N('1'), N('3')), N('-2')), N('9')), '0'),
    (B('-', B('*', B('ee', B('/', N('1'), N('3')), N('-20')), N('3')), B('ee', N('1'), N('-20'))), '0'),
    (B('-', U('fact', N('15')), N('1307674368000')), '0'),
    # π times a rational
    (B('-', B('-', B('*', PI, N('2')), PI), PI), '0'),
    (B('-', B('*', B('/', PI, N('2')), N('2')), PI), '0'),
    # eʳ, ln r, log₁₀ r and their inverses
    (B('-', U('ln', U('exp', N('0.5'))), N('0.5')), '0'),
    (B('-', U('ln', U('exp', N('3'))), N('3')), '0'),
    (B('-', U('ln', U('exp', N('-2'))), N('-2')), '0'),
    (U('ln', E), '1'),
    (U('ln', N('1')), '0'),
    (B('-', U('exp', U('ln', N('5'))), N('5')), '0'),
    (B('-', U('exp', U('ln', N('0.2'))), N('0.2')), '0'),
    (B('-', U('pow10', U('log', N('7'))), N('7')), '0'),
    (B('-', U('pow10', U('log', N('0.3'))), N('0.3')), '0'),
    (U('log', N('1000')), '3'),
    (U('log', N('0.001')), '-3'),
    (B('-', U('log', N('100')), N('2')), '0'),
    (U('log', U('pow10', N('12'))), '12'),
]


def exact_cases():
    """(keys, expected) of the table, after checking every tree case against the reference."""
    cases = list(EXACT_KEYS)
    for tree, line in EXACT_TREES:
        keys = keys_of(tree)
        if any(keys == known for known, _ in cases):
            continue
        for d, result in expected(tree, (16, 32)).items():
            if result != ('expect', line):
                raise SystemExit(f'exact.py: the reference gives {result} at {d} digits for {keys}, '
                                 f'the table {line}: fix the oracle')
        cases.append((keys, line))
    return cases


# ---------------------------------------------------------------------------------------------------------

def evaluate_chunk(arguments):
    trees, digit_counts = arguments
    return [expected(tree, digit_counts) for tree in trees]


def ensure_binary(path):
    if os.path.exists(path):
        return
    if os.path.abspath(path) != os.path.join(ROOT, '.build', 'release', 'calculator'):
        raise SystemExit(f'exact.py: no binary at {path}')
    print('exact.py: building the release binary (Scripts/build-release)', flush=True)
    subprocess.run([os.path.join(ROOT, 'Scripts', 'build-release')], check=True, cwd=ROOT)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--binary', '--bin', dest='binary',
                        default=os.path.join(ROOT, '.build', 'release', 'calculator'))
    parser.add_argument('--trees', type=int, default=20000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--digits', default='16,32', help='comma-separated digit counts (1 to 32)')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1, help='processes for mpmath')
    parser.add_argument('--show', type=int, default=20, help='failures to print')
    parser.add_argument('--timeout', type=int, default=600, help='seconds for one run of the binary')
    args = parser.parse_args()
    digit_counts = tuple(int(d) for d in args.digits.split(','))
    if not all(1 <= d <= 32 for d in digit_counts):
        parser.error('--digits takes numbers from 1 to 32')
    ensure_binary(args.binary)
    started = time.monotonic()

    table = exact_cases()
    trees = random_trees(args.trees, args.seed)
    sequences = [keys_of(tree) for tree in trees]
    chunks = [(trees[i:i + 200], digit_counts) for i in range(0, len(trees), 200)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = [r for chunk in pool.map(evaluate_chunk, chunks, chunksize=1) for r in chunk]
    else:
        results = [r for chunk in map(evaluate_chunk, chunks) for r in chunk]
    reference_seconds = time.monotonic() - started

    tallies = {'random trees': [0, 0, 0], 'exact cases': [0, 0, 0]}
    failures, skipped, broken = [], [], False
    for d in digit_counts:
        lines = [keys for keys, _ in table] + sequences
        output, problem = run_batch(args.binary, d, lines, timeout=args.timeout)
        if problem:
            broken = True
            print(f'digits {d}: {problem}')
        for index, keys in enumerate(lines):
            got = output[index] if index < len(output) else '(no output)'
            if index < len(table):
                line = table[index][1]
                tally, result = tallies['exact cases'], ('expect', line if line == 'Error' else
                                                         format_number(Decimal(line), d))
            else:
                tally, result = tallies['random trees'], results[index - len(table)][d]
            if result[0] == 'expect':
                ok = got == result[1]
                tally[0 if ok else 1] += 1
                if not ok:
                    failures.append(f'digits {d}: keys: {keys}\n    expected: {result[1]}\n    got:      {got}')
                continue
            tally[2] += 1
            if acceptable(got, result[2]):
                skipped.append((result[1], f'digits {d}: {result[1]}: {keys}  ->  {got}'))
            else:  # a digit the reference can refute, in a case it cannot otherwise decide
                tally[1] += 1
                tally[2] -= 1
                accept = ', '.join(a if isinstance(a, str) else f'|x| < 1e{a[1]}' for a in result[2])
                failures.append(f'digits {d}: keys: {keys}\n    expected: one of {accept} ({result[1]})\n'
                                f'    got:      {got}')

    # The "done when": plain `calculator --keys`, 32 digits.
    for keys in ('1 / 3 * 3 - 1 =', 'rad pi sin'):
        process = subprocess.run([args.binary, '--keys', keys], capture_output=True, text=True, errors='replace')
        got = process.stdout.strip()
        ok = got == '0' and process.returncode == 0
        tallies['exact cases'][0 if ok else 1] += 1
        if not ok:
            failures.append(f'calculator --keys {keys!r}\n    expected: 0\n    got:      {got}')

    for line in failures[:args.show]:
        print('FAIL', line)
    if len(failures) > args.show:
        print(f'... and {len(failures) - args.show} more failures')
    reasons = {}
    for reason, line in skipped:
        print('skipped', line)
        reason = reason.split(':')[0].split(' (')[0]
        reasons[reason] = reasons.get(reason, 0) + 1
    for name, (p, f, s) in tallies.items():
        print(f'{name}: {p} passed, {f} failed, {s} skipped')
    if reasons:
        print('skipped by reason: ' + ', '.join(f'{r} {n}' for r, n in sorted(reasons.items())))
    print(f'time: {reference_seconds:.1f} s for the reference ({args.jobs} processes), '
          f'{time.monotonic() - started:.1f} s in all')
    passed = sum(t[0] for t in tallies.values())
    failed = sum(t[1] for t in tallies.values())
    skipped_count = sum(t[2] for t in tallies.values())
    print(f'exact: {passed} passed, {failed} failed, {skipped_count} skipped')
    return 1 if failed or broken else 0


if __name__ == '__main__':
    sys.exit(main())
