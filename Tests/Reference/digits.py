"""1,000 proven digits (issue 31 item 4): random expressions against mpmath, digit for digit.

    python3 Tests/Reference/digits.py [--binary PATH] [--cases 2000] [--seed 1] [--digits 1000] [--full]

Written from the README's rules (every digit shown is proven, the true value rounded once, half away from
zero; plain when 1e-9 <= |x| < 10^digits, else e-notation), never from the calculator's sources. Each case
is a key sequence for batch mode (`--digits 1000 --keys-stdin`, one process for all) and an mpmath
evaluation of the same expression. Expressions are random trees over + − × ÷ xʸ √ ∛ eˣ ln log sin cos tan
(Rad), with leaves of integers, decimals, π, e, 10^±k, and cancellations the issue names: (1 + 10⁻ᵏ) − 1,
(√x + 10⁻ᵏ) − √x, √(x²) − x, sin(π·k + 10⁻ᵐ), e^(ln x) − x + 10⁻ᵏ, and huge and tiny exponents (2^20000,
10^±5000 × π).

The reference value is mpmath's at 1,100 digits plus as many as the tree's cancellation can cost (each
10⁻ᵏ leaf adds k), evaluated twice at precisions 300 digits apart; a case whose two evaluations round
differently at the digits asked for sits on a rounding boundary and is skipped (counted). The check: the
printed number equals the value rounded to `--digits` significant digits; or, where the binary could not
prove them all, to fewer (counted as `short`): never a digit that disagrees. `≈0` is accepted only for a
value below 10^-(digits) in magnitude, `Error` only for one out of range (10^10000 or more, non-zero below
10^-9999). --full runs 10,000 cases (the issue's count); the default 2,000 is Scripts/test's seeded sample.
"""

import argparse
import decimal
import os
import random
import sys
import time

import mpmath

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from batch import run_batch  # noqa: E402

mp = mpmath.mp


def leaf(rng):
    """A leaf: (keys, mpmath thunk, digits of cancellation it may cost)."""
    kind = rng.choice(['int', 'int', 'dec', 'pi', 'e', 'tiny', 'huge'])
    if kind == 'int':
        n = rng.randint(1, 999)
        return str(n), lambda: mpmath.mpf(n), 0
    if kind == 'dec':
        a, b = rng.randint(0, 99), rng.randint(1, 999)
        return f'{a}.{b:03d}', lambda: mpmath.mpf(a) + mpmath.mpf(b) / 1000, 0
    if kind == 'pi':
        return 'π', lambda: +mp.pi, 0
    if kind == 'e':
        return 'e', lambda: +mp.e, 0
    k = rng.randint(1, 1200)
    if kind == 'tiny':
        return f'( 1 EE {k} neg )', lambda: mpmath.mpf(10) ** -k, k
    return f'( 1 EE {k} )', lambda: mpmath.mpf(10) ** k, 0


def cancellation(rng):
    """One of the issue's cancellations."""
    k = rng.randint(10, 1200)
    x = rng.randint(2, 999)
    choice = rng.randrange(5)
    if choice == 0:
        return f'( 1 + 1 EE {k} neg ) − 1', lambda: (1 + mpmath.mpf(10) ** -k) - 1, k
    if choice == 1:
        return f'( {x} √ + 1 EE {k} neg ) − {x} √', lambda: (mpmath.sqrt(x) + mpmath.mpf(10) ** -k) - mpmath.sqrt(x), k
    if choice == 2:
        return f'( {x} √ x² √ − {x} √ + 1 EE {k} neg )', lambda: mpmath.mpf(10) ** -k, k
    if choice == 3:
        m = rng.randint(1, 10 ** rng.randint(1, 6))
        return f'( π × {m} + 1 EE {k} neg ) sin', lambda: mpmath.sin(mp.pi * m + mpmath.mpf(10) ** -k), k
    return f'( {x} ln eˣ − {x} + 1 EE {k} neg )', lambda: mpmath.exp(mpmath.log(x)) - x + mpmath.mpf(10) ** -k, k


UNARY = [('√', mpmath.sqrt, lambda v: v > 0), ('∛', lambda v: mpmath.sign(v) * mpmath.cbrt(abs(v)), lambda v: v != 0),
         ('ln', mpmath.log, lambda v: v > 0), ('log', mpmath.log10, lambda v: v > 0),
         ('eˣ', mpmath.exp, lambda v: abs(v) < 5000), ('sin', mpmath.sin, lambda v: abs(v) < 1e6),
         ('cos', mpmath.cos, lambda v: abs(v) < 1e6), ('tan', mpmath.tan, lambda v: abs(v) < 1e6)]


def tree(rng, depth):
    """(keys, thunk, cancellation digits) of a random expression; unary keys apply to a group."""
    if depth == 0 or rng.random() < 0.25:
        return cancellation(rng) if rng.random() < 0.3 else leaf(rng)
    if rng.random() < 0.4:
        keys, f, c = tree(rng, depth - 1)
        name, g, ok = rng.choice(UNARY)
        value = float_probe(f, c)
        # sin 2π is exactly 0 in the calculator (a rational multiple of π is known), 10⁻ᵈ in mpmath: a
        # trigonometric key on a multiple of π/12 becomes eˣ.
        if name in ('sin', 'cos', 'tan') and value is not None and not isinstance(value, mpmath.mpc):
            with mpmath.workdps(c + 60):
                twelfths = value / (mp.pi / 12)
                # (not at 0 itself: sin of a tiny value is a real test)
                if mpmath.nint(twelfths) != 0 and abs(twelfths - mpmath.nint(twelfths)) < mpmath.mpf(10) ** -40:
                    name, g = 'eˣ', mpmath.exp
        if value is None or isinstance(value, mpmath.mpc) or not ok(value):
            return f'( ( {keys} ) x² ) √', (lambda: mpmath.sqrt(f() ** 2)), c
        return f'( {keys} ) {name}', (lambda: g(f())), c
    (ka, fa, ca), (kb, fb, cb) = tree(rng, depth - 1), tree(rng, depth - 1)
    op = rng.choice(['+', '−', '×', '÷', '^'])
    if op == '^':
        n = rng.randint(2, 40)
        keys, function = f'( {ka} ) ^ {n}', (lambda: fa() ** n)
    else:
        function = {'+': lambda: fa() + fb(), '−': lambda: fa() - fb(), '×': lambda: fa() * fb(),
                    '÷': lambda: fa() / fb()}[op]
        keys = f'( {ka} ) {op} ( {kb} )'
    # Every operation's value must be in range (README: out of range is Error at once, and the keys after
    # an Error start anew), so an operation that would leave it becomes a sum.
    value = float_probe(function, ca + cb)
    if value is None or isinstance(value, mpmath.mpc) or (value != 0 and abs(mpmath.log10(abs(value))) > 9000):
        return f'( {ka} ) + ( {kb} )', (lambda: fa() + fb()), ca + cb
    return keys, function, ca + cb


def float_probe(f, cancellation):
    """The value, precise enough for its sign and magnitude despite the cancellation, or None."""
    with mpmath.workdps(cancellation + 60):
        try:
            return f()
        except (ZeroDivisionError, ValueError):
            return None


def rounded(value, digits):
    """`value` (an mpf) rounded half away from zero to `digits` significant digits, as a Decimal."""
    with mpmath.workdps(digits + 60):
        text = mpmath.nstr(value, digits + 40, strip_zeros=False)
    d = decimal.Decimal(text)
    if d == 0:
        return d
    exponent = d.adjusted() - digits + 1
    return d.quantize(decimal.Decimal(1).scaleb(exponent), rounding=decimal.ROUND_HALF_UP)


def cases(count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        keys, f, c = tree(rng, rng.randint(1, 3))
        out.append(('rad ' + keys + ' =', f, c))   # radians for sin, cos, tan
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--binary', default='.build/release/calculator')
    parser.add_argument('--cases', type=int, default=2000)
    parser.add_argument('--full', action='store_true', help='10,000 cases')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--digits', type=int, default=1000)
    parser.add_argument('--show', type=int, default=10)
    args = parser.parse_args()
    count = 10_000 if args.full else args.cases
    decimal.getcontext().prec = args.digits + 3000
    decimal.getcontext().Emax = 10 ** 6
    decimal.getcontext().Emin = -10 ** 6
    start = time.time()
    all_cases = cases(count, args.seed)
    output, problem = run_batch(args.binary, args.digits, [keys for keys, _, _ in all_cases])
    binary_seconds = time.time() - start
    if problem:
        print(problem)
    passed = failed = short = boundary = 0
    for index, (keys, f, c) in enumerate(all_cases):
        got = output[index] if index < len(output) else '<none>'
        values = []
        for extra in (100, 400):
            with mpmath.workdps(args.digits + extra + c + 100):
                try:
                    values.append(f())
                except (ZeroDivisionError, ValueError):
                    values.append(None)
        # √, ln of a negative value (mpmath answers in complex numbers) is undefined: Error.
        if any(v is None or isinstance(v, mpmath.mpc) or not mpmath.isfinite(v) for v in values):
            ok = got == 'Error'
            if ok:
                passed += 1
            else:
                failed += 1
                if failed <= args.show:
                    print(f'FAIL {keys}: reference undefined, got {got[:80]}')
            continue
        value = values[1]
        magnitude = abs(value)
        if magnitude != 0 and (magnitude >= mpmath.mpf(10) ** 10000 or magnitude < mpmath.mpf(10) ** -9999):
            ok = got == 'Error'
        elif got.startswith('≈'):
            ok = magnitude < mpmath.mpf(10) ** -args.digits
        elif got == 'Error':
            ok = False
        else:
            expected = [rounded(v, args.digits) for v in values]
            if expected[0] != expected[1]:
                boundary += 1
                continue
            printed = decimal.Decimal(got)
            if printed == expected[1]:
                ok = True
            else:
                # Fewer digits, where the binary could not prove them all: each must still be right.
                ok = any(printed == rounded(value, n) for n in range(1, args.digits))
                short += 1 if ok else 0
        if ok:
            passed += 1
        else:
            failed += 1
            if failed <= args.show:
                print(f'FAIL {keys}: expected {str(rounded(value, args.digits))[:60]}…, got {got[:60]}…')
    print(f'digits: {passed} passed ({short} with fewer digits, proof-limited), {failed} failed, '
          f'{boundary} skipped (rounding boundary) of {count}; binary {binary_seconds:.1f} s, '
          f'total {time.time() - start:.1f} s')
    return 1 if failed or problem else 0


if __name__ == '__main__':
    sys.exit(main())
