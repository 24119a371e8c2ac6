"""Differential test of the calculator's keys against the reference model (calculator_model.py).

    python3 Tests/Reference/differential.py --bin PATH [--count 20000] [--seed 1] [--digits 16,32]
        [--evaluation precedence,immediate]

Generates `count` seeded random key sequences of 1 to 30 tokens over digits, `.`, + - * /, =, %, neg, C,
AC, back, `(`, `)`, undo, redo, rad and deg, weighted towards what goes wrong in calculators: divisions
with 40-digit results followed by more operations, cancellation of close amounts (86251.76 - 86250.82),
repeated =, entries past the digit limit and with zeros after the point, division by zero, squaring into
the range limit, operators of mixed precedence, nested groups, `)` with nothing open, `(` right after a
number or a result and a digit right after `)`, runs of undo and redo, undo after AC and after =. The
same sequences, and one in 200 more at the nesting limits (`deep`), run under each evaluation rule at each digit count, the binary once per pair over all of
them (`PATH --evaluation MODE --digits N --keys-stdin`); every line must equal the model's under that
rule. Prints the first 20 mismatches and `differential: N passed, M failed`; exits 1 on any failure.
"""

import argparse
import random
import sys

from batch import Tally
from calculator_model import EVALUATIONS, run
from function_model import Functions

OPERATORS = ['+', '-', '*', '/']


def digit_string(rng, length):
    """`length` random digits: sometimes with trailing zeros, rarely with leading zeros."""
    s = ''.join(rng.choice('0123456789') for _ in range(length))
    if rng.random() < 0.2:
        s = s[:max(1, length // 2)] + '0' * (length - max(1, length // 2))
    if rng.random() > 0.1:
        s = s.lstrip('0') or '0'
    return s


def number(rng):
    """A typed number token: usually short, sometimes long (up to 35 digits, past the digit limit),
    sometimes with a point, zeros after the point, or a point at either end."""
    r = rng.random()
    length = rng.randint(1, 4) if r < 0.55 else rng.randint(5, 12) if r < 0.8 else rng.randint(13, 35)
    s = digit_string(rng, length)
    r = rng.random()
    if r < 0.25:
        cut = rng.randint(0, len(s))
        s = s[:cut] + '.' + s[cut:]
    elif r < 0.35:
        s = '0.' + '0' * rng.choice([1, 2, 5, 9, 10, 15, 16, 17, 31, 32, 33]) + s
    elif r < 0.4:
        s = '.' + s
    return s


def close_amounts(rng):
    """a - b of two nearby money amounts, where binary floating point shows noise."""
    a = rng.randint(100, 99_999_999)
    b = a + rng.randint(-500, 500)
    return [f'{a / 100:.2f}', rng.choice(['-', '-', '+']), f'{max(b, 0) / 100:.2f}']


def division(rng):
    """A division with a long (40-digit) result, usually followed by more arithmetic."""
    keys = [number(rng), '/', rng.choice(['3', '7', '9', '11', '13', '17', '0.3', '6', '81', '7.7', '999'])]
    if rng.random() < 0.7:
        keys += [rng.choice(['*', '*', '+', '-']), rng.choice(['3', '7', '9', '11', '1', number(rng)])]
    return keys + (['='] if rng.random() < 0.7 else [])


def to_the_limit(rng):
    """Squaring (`* =` after a result) or repeated division towards 1e10000 or 1e-9999."""
    start = rng.choice(['99999999', '12345678901234567890', '0.00000001', '.000000000000001',
                        '3.14159', '1000000000000000'])
    if rng.random() < 0.5:
        return [start] + ['*', '='] * rng.randint(3, 12)
    return [start, rng.choice(['/', '*']), rng.choice(['1000000000000000', '0.0000001', '99999999'])] + \
        ['='] * rng.randint(3, 20)


def zero_division(rng):
    return rng.choice([['/', '0'], ['/', '0', '='], ['0', '/'], ['/', 'C', '='], ['/', '0.000'],
                       ['0', '/', '='], ['/', '0', '%']])


def mixed(rng):
    """Operators of different levels in a row: a + b * c - d / e ..."""
    keys = [number(rng)]
    for _ in range(rng.randint(2, 4)):
        keys += [rng.choice(OPERATORS), rng.choice([number(rng), rng.choice('123456789')])]
    return keys + (['='] if rng.random() < 0.6 else [])


def group(rng, depth=0):
    """`( a op b )`, sometimes nested, sometimes left open, sometimes empty or starting with an operator."""
    r = rng.random()
    if r < 0.08:
        inner = []
    elif r < 0.16:
        inner = [rng.choice(OPERATORS), number(rng)]
    else:
        inner = [number(rng)]
        for _ in range(rng.randint(0, 2)):
            operand = group(rng, depth + 1) if depth < 3 and rng.random() < 0.3 else [number(rng)]
            inner += [rng.choice(OPERATORS)] + operand
        if rng.random() < 0.1:
            inner.append(rng.choice(OPERATORS))  # `)` right after an operator
    keys = ['('] + inner
    return keys + ([')'] if rng.random() < 0.85 else [])


def implicit(rng):
    """`(` right after a number, a result or a bare 0, and a digit or `.` right after `)`."""
    return rng.choice([
        lambda: [number(rng)] + group(rng),
        lambda: group(rng) + [rng.choice([number(rng), '.', '5'])],
        lambda: group(rng) + group(rng),
        lambda: [number(rng), rng.choice(OPERATORS), number(rng), '='] + group(rng),
        lambda: [number(rng), rng.choice(OPERATORS), 'C'] + group(rng),
        lambda: ['0'] + group(rng),
    ])()


def undo_run(rng):
    """A run of undo, sometimes followed by redo; or undo right after AC or =."""
    r = rng.random()
    if r < 0.2:
        return ['AC', 'undo'] + ['undo'] * rng.choice([0, 0, 1, 3])
    if r < 0.4:
        return ['=', 'undo'] + rng.choice([[], ['undo'], ['redo'], ['undo', 'redo', 'redo']])
    keys = ['undo'] * rng.choice([1, 1, 1, 2, 3, 5, 12])
    if rng.random() < 0.4:
        keys += ['redo'] * rng.choice([1, 1, 2, 3, 6])
    return keys


SNIPPETS = [  # (weight, generator)
    (20, lambda rng: [number(rng)]),
    (10, lambda rng: [rng.choice('0123456789.')]),
    (18, lambda rng: [rng.choice(OPERATORS)]),
    (6, lambda rng: [number(rng), rng.choice(OPERATORS), number(rng)]),
    (4, close_amounts),
    (5, division),
    (1, to_the_limit),
    (2, zero_division),
    (10, lambda rng: ['='] * rng.choice([1, 1, 1, 2, 3, 5])),
    (5, lambda rng: ['%']),
    (6, lambda rng: ['neg']),
    (3, lambda rng: ['C']),
    (1, lambda rng: ['AC']),
    (4, lambda rng: ['back'] * rng.choice([1, 1, 2, 3, 8])),
    (4, mixed),
    (7, group),
    (5, lambda rng: [rng.choice(['(', '(', ')'])]),
    (2, lambda rng: [')'] * rng.choice([1, 1, 2, 3])),  # often with nothing open
    (4, implicit),
    (7, undo_run),
    (2, lambda rng: ['redo'] * rng.choice([1, 1, 2])),
    (1, lambda rng: [rng.choice(['rad', 'deg'])]),
]


def sequence(rng):
    """One random key sequence of 1 to 30 tokens."""
    length = rng.randint(1, 30)
    weights = [w for w, _ in SNIPPETS]
    keys = []
    while len(keys) < length:
        keys += rng.choices(SNIPPETS, weights)[0][1](rng)
    keys = keys[:length]
    if rng.random() < 0.5 and keys[-1][0] in '0123456789.':  # end most sequences in a computed value
        keys[-1 if length == 30 else len(keys):] = ['=']
    return keys


def deep(rng):
    """A sequence at the nesting limits (at most 100 groups open, 250 operators waiting): 95 to 105 `(`,
    each sometimes after a number (which it multiplies) or with `1 +` or `2 ×` before the next; or a chain
    of 245 to 255 `1 pow` (under precedence each waits; the model computes it with function_model.py); then a short random tail and often `=`."""
    keys = []
    if rng.random() < 0.6:
        for _ in range(rng.randint(95, 105)):
            keys += rng.choice([['('], ['('], ['2', '('], ['1', '+', '('], ['2', '*', '(']])
    else:
        for _ in range(rng.randint(245, 255)):
            keys += ['1', 'pow']
        keys += ['(', '1', '+', '(', '3', ')', '4'] if rng.random() < 0.3 else []
    keys += sequence(rng)[:rng.randint(0, 8)]
    return keys + (['='] if rng.random() < 0.6 else [])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--bin', required=True, help='the calculator executable')
    parser.add_argument('--count', type=int, default=20000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--digits', default='16,32', help='comma-separated digit counts (1 to 32)')
    parser.add_argument('--evaluation', default=','.join(EVALUATIONS),
                        help='comma-separated evaluation rules (precedence, immediate)')
    parser.add_argument('--show', type=int, default=20, help='mismatches to print')
    args = parser.parse_args()
    digit_counts = [int(d) for d in args.digits.split(',')]
    if not all(1 <= d <= 32 for d in digit_counts):
        parser.error('--digits takes numbers from 1 to 32')
    evaluations = args.evaluation.split(',')
    if not evaluations or not all(e in EVALUATIONS for e in evaluations):
        parser.error('--evaluation takes precedence and/or immediate')

    rng = random.Random(args.seed)
    sequences = [' '.join(sequence(rng)) for _ in range(args.count)]
    # One in 200 more at the limits, from a stream of their own (the sequences above stay as they were).
    deep_rng = random.Random(args.seed + 1_000_003)
    sequences += [' '.join(deep(deep_rng)) for _ in range(args.count // 200)]
    tally = Tally(args.show)
    functions = Functions()  # for `pow` in the deep sequences; no other sequence has a function key
    for evaluation in evaluations:
        for digits in digit_counts:
            tally.compare(args.bin, digits,
                          [(keys, run(keys, digits, functions, evaluation=evaluation)) for keys in sequences],
                          extra=('--evaluation', evaluation))
    print(f'differential: {tally.passed} passed, {tally.failed} failed')
    return tally.exit_status()


if __name__ == '__main__':
    sys.exit(main())
