"""Function keys of the calculator against mpmath (function_model.py), through batch mode.

    python3 Tests/Reference/functions.py --bin PATH [--digits 16,32] [--seed 1]

About 5,200 cases per digit count: every unary key (sqrt cbrt sq cube inv exp pow10 ln log fact, the
trigonometric functions, their inverses and the hyperbolic ones) at zero, +-1, negatives, domain edges,
huge and tiny arguments, arguments whose result is at the range limit, and random ones; sin/cos/tan at
every multiple of 15 degrees from -720 to 720; exact inverses (0.5 asin is 30); radian arguments near
1e14 and up to 1e30 and beyond; pow, root and ee with their undefined cases; pi and e. Arguments are
typed with at most N significant digits (N the digit count), negatives with `neg` after them, large and
tiny ones as `m ee k =`. The expected line is the reference model run over the same keys with mpmath's
values (calculator_model.run with function_model.Functions), so typing, ee and the display's rounding are
the README's. Cases too near a 40-digit rounding boundary to decide are skipped and listed. Prints the
mismatches (up to --show), then `functions: N passed, M failed`; exits 1 on any failure.
"""

import argparse
import random
import sys
from decimal import Decimal, Context, ROUND_FLOOR, ROUND_CEILING, MAX_EMAX, MIN_EMIN

from mpmath import mp

from batch import Tally
from calculator_model import UNARY, run
from function_model import Functions, Undecidable

ANGULAR = {'sin', 'cos', 'tan', 'asin', 'acos', 'atan'}

SPECIAL = ['0', '1', '-1', '0.5', '-0.5', '2', '-2', '3', '7', '10', '-10', '0.1', '-0.1', '0.0001', '45', '90',
           '-90', '180', '100', '1e5', '123.456', '-123.456', '3.14159', '0.999', '1.001', '1e-10', '1e10',
           '1e-20', '1e20', '1e-300', '1.5e300', '-1.5e300', '1e-9999', '-1e-9999', '1e9999', '-9.999e9999',
           '23025.85', '-23025.85']

# Random arguments per key: (lowest exponent, highest exponent, chance of a negative) for most of them,
# with a share of arguments over the whole range.
DISTRIBUTIONS = {
    'asin': (-6, -1, 0.5), 'acos': (-6, -1, 0.5), 'atanh': (-6, -1, 0.5), 'acosh': (0, 6, 0.05),
    'exp': (-3, 4, 0.5), 'pow10': (-3, 3, 0.5), 'sinh': (-3, 4, 0.5), 'cosh': (-3, 4, 0.5),
    'fact': (-2, 3, 0.3), 'tanh': (-4, 2, 0.5), 'ln': (-20, 20, 0.05), 'log': (-20, 20, 0.05),
    'sqrt': (-20, 20, 0.05), 'sin': (-3, 6, 0.5), 'cos': (-3, 6, 0.5), 'tan': (-3, 6, 0.5),
}


def random_argument(rng, digits, low, high, negative=0.5):
    """A Decimal of 1 to `digits` significant digits and adjusted exponent in [low, high]."""
    length = rng.choice([1, 2, 3, rng.randint(1, digits), digits])
    mantissa = str(rng.randint(1, 9)) + ''.join(rng.choice('0123456789') for _ in range(length - 1))
    x = Decimal(f'{mantissa[0]}.{mantissa[1:]}e{rng.randint(low, high)}'.replace('.e', 'e'))
    return x.copy_negate() if rng.random() < negative else x


def typed(x, digits):
    """Keys that type the Decimal x: plainly when `digits` allows it, else as `m ee k =`; `neg` after a
    negative number (on the entry, or on the mantissa)."""
    x = Decimal(x).normalize()
    if x == 0:
        return ['0']
    coefficient = ''.join(map(str, x.as_tuple().digits)).rstrip('0')
    exponent = x.adjusted()
    significant = max(exponent + 1, len(coefficient)) if exponent >= 0 else len(coefficient)
    sign = ['neg'] if x < 0 else []
    if significant <= digits and -13 <= exponent:
        return [format(x.copy_abs(), 'f')] + sign
    mantissa = coefficient[0] + ('.' + coefficient[1:] if len(coefficient) > 1 else '')
    return [mantissa] + sign + ['ee', str(abs(exponent))] + (['neg'] if exponent < 0 else []) + ['=']


def boundaries(digits):
    """Keys at the range limit, both sides: each argument where a monotone key's result crosses 1e10000
    or 1e-9999, rounded down and up to `digits` and to `digits` - 3 significant digits, and one unit of
    the last place beyond each."""
    with mp.workdps(60):
        ln10, crossing = mp.ln(10), 10000 * mp.ln(10) + mp.ln(2)
        points = [('exp', 10000 * ln10), ('exp', -9999 * ln10), ('pow10', 10000), ('pow10', -9999),
                  ('sinh', crossing), ('sinh', -crossing), ('cosh', crossing), ('cosh', -crossing),
                  ('sq', mp.mpf(10) ** 5000), ('sq', mp.mpf(10) ** -4999.5),
                  ('cube', mp.cbrt(mp.mpf(10) ** 10000)), ('cube', mp.cbrt(mp.mpf(10) ** -9999)),
                  ('inv', mp.mpf(10) ** 9999), ('inv', mp.mpf(10) ** -9999),
                  ('fact', mp.findroot(lambda v: mp.loggamma(v + 1) - 10000 * ln10, 3248.8))]
        points = [(key, Decimal(mp.nstr(mp.mpf(value), 50))) for key, value in points]
    cases = []
    for key, value in points:
        for places in sorted({digits, max(1, digits - 3)}):
            context = Context(prec=places, Emax=MAX_EMAX, Emin=MIN_EMIN)
            below = Context(prec=places, rounding=ROUND_FLOOR, Emax=MAX_EMAX, Emin=MIN_EMIN).plus(value)
            above = Context(prec=places, rounding=ROUND_CEILING, Emax=MAX_EMAX, Emin=MIN_EMIN).plus(value)
            for argument in sorted({context.next_minus(below), below, above, context.next_plus(above)}):
                cases.append(typed(argument, digits) + [key])
    return cases


# Cases whose exact value is that of another, simpler key sequence: the README's exact values
# (`rad pi sin` is 0, not sin of π's first 40 digits), where rounding each step to 40 digits, as the
# function model does, would leave an artefact.
SAME_AS = {'rad pi sin': '0', 'rad pi tan': '0'}


def cases_for(digits, rng):
    """Every case at one digit count, as lists of keys."""
    cases = []
    add = cases.append
    for key in sorted(UNARY):
        for argument in SPECIAL:
            add(typed(argument, digits) + [key])
            if key in ANGULAR:
                add(['rad'] + typed(argument, digits) + [key])
        low, high, negative = DISTRIBUTIONS.get(key, (-12, 12, 0.3))
        for _ in range(100):
            if rng.random() < 0.2:
                x = random_argument(rng, digits, -9999, 9999, 0.5)
            else:
                x = random_argument(rng, digits, low, high, negative)
            add((['rad'] if key in ANGULAR and rng.random() < 0.5 else []) + typed(x, digits) + [key])

    # Domain edges.
    near_one = ['1', '-1', '0.' + '9' * (digits - 1), '-0.' + '9' * (digits - 1),
                '1.' + '0' * (digits - 2) + '1', '-1.' + '0' * (digits - 2) + '1', '1.5', '-1.5']
    for key in ('asin', 'acos', 'atanh', 'acosh', 'atan', 'ln', 'log', 'tanh', 'asinh'):
        for argument in near_one:
            add(typed(argument, digits) + [key])
            if key in ANGULAR:
                add(['rad'] + typed(argument, digits) + [key])
    for key in ('ln', 'log', 'sqrt', 'cbrt', 'inv'):
        for argument in ('0', '-1', '-0.5', '1e-9999', '-1e-9999', '1e-40', '1000', '1e100', '1e9999'):
            add(typed(argument, digits) + [key])
    for argument in ('-1', '-2', '-3', '-5', '-100', '-1e20', '1e20', '1e300', '-1.5e300', '170', '171',
                     '3248', '3249', '3250', '0.5', '-0.5', '-1.5', '-2.5', '100.5', '-3299.5', '-3300.5',
                     '-1000.5', '-0.999999', '-1.000001', '-171.5', '25', '0.001'):
        add(typed(argument, digits) + ['fact'])

    # Degrees: multiples of 15 from -720 to 720, exact inverses, huge multiples of 90 and 180.
    for angle in range(-720, 721, 15):
        for key in ('sin', 'cos', 'tan'):
            add(typed(angle, digits) + [key])
    for argument, key in (('0.5', 'asin'), ('-0.5', 'asin'), ('1', 'asin'), ('-1', 'asin'), ('0.5', 'acos'),
                          ('-0.5', 'acos'), ('0', 'acos'), ('-1', 'acos'), ('1', 'acos'), ('1', 'atan'),
                          ('-1', 'atan'), ('0', 'atan'), ('0', 'asin'), ('1e300', 'atan'), ('-1e300', 'atan')):
        add(typed(argument, digits) + [key])
        add(['rad'] + typed(argument, digits) + [key])
    for argument in ('3.6e300', '1.8e300', '9e1', '9e20', '2.7e21', '4.5e20', '1.5e3', '3.6e9999', '7.2e31'):
        for key in ('sin', 'cos', 'tan'):
            add(typed(argument, digits) + [key])
            add(typed(argument, digits) + ['neg', key])
    for _ in range(60):  # compositions: sin then asin, tan then atan
        angle = random_argument(rng, min(digits, 12), -3, 1, 0.5)
        if abs(angle) < 90:
            pair = rng.choice([['sin', 'asin'], ['tan', 'atan'], ['cos', 'acos']])
            add(typed(angle, digits) + pair)
            # The README: values are exact, not rounded step by step; so asin(sin a) is a for
            # |a| < 90 degrees, and acos(cos a) is |a|: the value of typing that angle.
            SAME_AS[' '.join(typed(angle, digits) + pair)] = ' '.join(typed(abs(angle) if pair[0] == 'cos' else angle, digits))

    # Radians near 1e14 and up to 1e30 (and 1e300, 1e9999).
    for key in ('sin', 'cos', 'tan'):
        add(['rad'] + typed('100000000000000', digits) + [key])
        for _ in range(50):
            x = Decimal(10 ** 14 + rng.randint(-10 ** 6, 10 ** 6)) if rng.random() < 0.4 else \
                random_argument(rng, digits, 13, 30, 0.3)
            add(['rad'] + typed(x, digits) + [key])
        for argument in ('1e30', '-1e30', '1.5e300', '7e9999', '3.1415926535897932384626433832795'):
            add(['rad'] + typed(argument, digits) + [key])

    # pow, root, ee.
    bases = ['0', '1', '-1', '2', '-2', '0.5', '-0.5', '10', '-10', '1.5', '3', '1e-5', '123.456', '1.5e300']
    exponents = ['0', '1', '-1', '2', '-2', '3', '-3', '0.5', '-0.5', '1.5', '2.5', '-2.5', '0.1', '10', '64',
                 '100', '1000', '9999', '10000', '33219', '33220', '-33215', '-33216']
    for base in bases:
        for exponent in exponents:
            add(typed(base, digits) + ['pow'] + typed(exponent, digits) + ['='])
    for _ in range(400):
        base = random_argument(rng, digits, -10, 10, 0.25)
        exponent = random_argument(rng, min(digits, 6), -3, 3, 0.4)
        if rng.random() < 0.5:
            exponent = Decimal(rng.randint(-200, 200))
        add(typed(base, digits) + ['pow'] + typed(exponent, digits) + ['='])
    for base, exponent in (('1.0000000000000001', '1000'), ('0.9999999999999999', '100000'), ('1.001', '23000'),
                           ('-1.0000001', '99999'), ('1.00000001', '-1000000'), ('2', '0.33333333')):
        add(typed(base, digits) + ['pow'] + typed(exponent, digits) + ['='])
    for x, y in (('8', '3'), ('-8', '3'), ('-8', '2'), ('-8', '1.5'), ('8', '0'), ('0', '0'), ('-8', '0'), ('0', '3'),
                 ('0', '-3'), ('16', '4'), ('-32', '5'), ('-8', '-3'), ('2', '2'), ('10', '0.0001'), ('1', '7'),
                 ('27', '-3'), ('2', '0.5'), ('1e9999', '2'), ('1e-9999', '3'), ('1e9999', '-1'),
                 ('1e-9999', '-1'), ('-1e300', '101'), ('-1e300', '100'), ('-1', '3'), ('-1', '0.5')):
        add(typed(x, digits) + ['root'] + typed(y, digits) + ['='])
    for _ in range(250):
        x = random_argument(rng, digits, -20, 20, 0.25)
        y = Decimal(rng.randint(-12, 12)) if rng.random() < 0.6 else random_argument(rng, min(digits, 5), -2, 1, 0.3)
        add(typed(x, digits) + ['root'] + typed(y, digits) + ['='])
    for x, y in (('1', '9999'), ('9.999', '9999'), ('10', '9999'), ('1', '-9999'), ('0.1', '-9999'),
                 ('0', '99999'), ('-1.5', '300'), ('2', '-5'), ('0.5', '10000'), ('123', '0')):
        add(typed(x, digits) + ['ee'] + typed(y, digits) + ['='])
    for _ in range(100):
        x = random_argument(rng, digits, -3, 3, 0.3)
        add(typed(x, digits) + ['ee'] + typed(Decimal(rng.randint(-10005, 10005)), digits) + ['='])

    # Constants, alone and as arguments and operands.
    for keys in ('pi', 'e', 'pi neg', 'rad pi sin', 'rad pi cos', 'rad pi tan', 'e ln', 'pi sq', 'e log',
                 'pi cos', 'e exp', 'pi inv', '2 pow pi =', 'pi root e =', 'rad pi 2 / = sin', 'e pow10'):
        add(keys.split())

    # At the range limit, both sides.
    cases += boundaries(digits)
    for keys in ('1 ee 9999 neg = sin', 'rad 1 ee 9999 neg = sin', 'rad 1 ee 9999 neg = tan',
                 'rad 1 ee 9999 neg = atan', 'rad 1 ee 9999 neg = asin', 'rad 1 ee 9999 neg = sinh',
                 '1 ee 9999 neg = tanh', '1 ee 9999 neg = asinh', '1 ee 9999 neg = atanh',
                 '1 ee 9999 neg = sqrt', '1 ee 9999 = sqrt', '1 ee 9999 neg = cbrt'):
        add(keys.split())
    return [' '.join(keys) for keys in cases]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--bin', required=True, help='the calculator executable')
    parser.add_argument('--digits', default='16,32', help='comma-separated digit counts (1 to 32)')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--show', type=int, default=50, help='mismatches to print')
    args = parser.parse_args()
    digit_counts = [int(d) for d in args.digits.split(',')]
    if not all(1 <= d <= 32 for d in digit_counts):
        parser.error('--digits takes numbers from 1 to 32')

    functions = Functions()
    tally = Tally(args.show)
    skipped = []
    for digits in digit_counts:
        cases = []
        for keys in cases_for(digits, random.Random(args.seed)):
            try:
                cases.append((keys, run(SAME_AS.get(keys, keys), digits, functions)))
            except Undecidable:
                skipped.append(f'digits {digits}: {keys}')
        tally.compare(args.bin, digits, cases)
    for line in skipped:
        print('skipped (too near a rounding boundary to decide):', line)
    print(f'functions: {tally.passed} passed, {tally.failed} failed')
    return tally.exit_status()


if __name__ == '__main__':
    sys.exit(main())
