"""The exact form (issue 31) against sympy: `calculator --exact --keys` on random expressions; and one
value spelled two ways (issue 45): A − B is exactly 0 and A + B has the form of 2A.

    python3 Tests/Reference/exact_form.py [--binary PATH] [--cases 2000] [--pairs 300] [--seed 1] [--jobs N] [--full]

Written from the issue and the "Exact forms" rules (docs/USAGE.md, once the README's), not from the calculator's sources. Each case
is a random key sequence of a rational coefficient (p ÷ q) times a value with a known exact form: a
square, cube or fifth root of a rational (√, ∛, xʸ with a rational exponent, x² x³ of those), products
and quotients of two roots, π (typed, or an inverse trigonometric key at a known value in Rad), e to a
rational power (eˣ, e xʸ), ln r, log r, sin/cos/tan at known angles in Deg and Rad; or a value with no
form (a sum such as √2 + 1, sin 1, π²). sympy computes the exact value of the same expression.

Checked: a case with a form prints one (line 1) that sympy parses (`ln` as log, `log` as log10, `e` as E)
to exactly sympy's value; the form is canonical by the README's rules (lowest terms, a radicand with no
k-th power factor and the smallest index, no root below the line, a whole number and a terminating
decimal of at most 16 digits have no form, nothing longer than 12 digits in any number); a case without
one prints an empty line. The full run (--cases 10000) is the issue's; Scripts/test runs a sample.

Pairs (issue 45, written from the issue and the README's "Exact forms" and `-e` rules): a random value c × u,
u a root of index 2 to 7 of a whole number that is no perfect power, π, e to a rational power, ln s or log s,
and two random spellings of it typed as `calculator -e` reads them: roots as `sqrt`, `cbrt`, `m^(1/k)`, `ʸ√`,
reducible indices and exponents (`(m^2)^(1/(2k))`, `m^(2/(2k))`), whole powers of roots, other radicands
(`(m t^k)^(1/k)/t`), roots below the line (`m/m^((k-1)/k)`), `x^1`; π as `sqrt(pi^2)`, `pi^2/pi`, `(pi^3)^(1/3)`;
e^r as `exp(r)`, `sqrt(e^(2r))`, `(e^p)^(1/q)`; ln s as `ln(s^j)/j`, `-ln(1/s)`, `2*ln(sqrt(s))`; and the
coefficient before, after or divided. Each spelling is first checked against the value with sympy at 60 digits
(the generator's own check). Then `(A)-(B)` must print no form and `0` (an exact 0, never `≈0`), and `(A)+(B)`
a form that sympy parses to exactly 2 c u and that the canonical rules above accept. One process answers every
pair (`-e -`). Default 300 pairs (Scripts/test), 1,000 with --full (the issue's count), or --pairs N. The
issue's own cases (keys and typed) are checked first: each gives sympy's form or 0.
"""
import argparse
import concurrent.futures
import math
import os
import random
import re
import subprocess
import sys

import sympy
from sympy import E, Rational, pi, sqrt, cbrt, log, sin, cos, tan

ANGLES_DEG = [30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330]


def rational_keys(rng):
    p, q = rng.randint(1, 30), rng.randint(1, 12)
    sign = rng.choice([1, 1, -1])
    keys = f'( {p} ÷ {q} )' + (' ±' if sign < 0 else '')
    return keys, sign * Rational(p, q)


def factor_case(rng):
    """(keys, sympy value) of a value with a form, keys leaving it on the display."""
    kind = rng.randrange(12)
    n = rng.randint(2, 60)
    if kind == 0:
        return f'{n} √', sqrt(n)
    if kind == 1:
        return f'{n} ∛', cbrt(n)
    if kind == 2:
        k = rng.choice([4, 5, 6])
        return f'( {n} xʸ ( 1 ÷ {k} ) )', Rational(n) ** Rational(1, k)
    if kind == 3:
        return f'{n} ∛ x²', cbrt(n) ** 2
    if kind == 4:
        m = rng.randint(2, 30)
        return f'( {n} √ × {m} ∛ )', sqrt(n) * cbrt(m)
    if kind == 5:
        m = rng.randint(2, 30)
        return f'( {n} √ ÷ {m} √ )', sqrt(n) / sqrt(m)
    if kind == 6:
        return 'π', pi
    if kind == 7:
        value, turns = rng.choice([('0.5', Rational(1, 6)), ('1', Rational(1, 2)), ('0.5 ±', Rational(-1, 6))])
        return f'rad {value} sin⁻¹ deg', turns * pi
    if kind == 8:
        r = Rational(rng.randint(-6, 6) or 1, rng.choice([1, 1, 2, 3]))
        return f'( {abs(r.p)} ÷ {r.q} ){" ±" if r.p < 0 else ""} eˣ', E ** r
    if kind == 9:
        r = Rational(rng.randint(1, 40), rng.randint(1, 5))
        if r == 1:
            r = Rational(2)
        return f'( {r.p} ÷ {r.q} ) ln', log(r)
    if kind == 10:
        r = rng.choice([2, 3, 5, 7, 20, 30, Rational(1, 2), Rational(3, 7)])
        return f'( {sympy.numer(r)} ÷ {sympy.denom(r)} ) log', log(r, 10)
    a = rng.choice(ANGLES_DEG)
    fn = rng.choice(['sin', 'cos', 'tan'])
    f = {'sin': sin, 'cos': cos, 'tan': tan}[fn]
    if rng.random() < 0.5:
        return f'deg {a} {fn}', f(a * pi / 180)
    return f'rad ( {a} ÷ 180 × π ) {fn} deg', f(a * pi / 180)


def no_form_case(rng):
    n = rng.choice([2, 3, 5, 6, 7])
    return rng.choice([
        (f'{n} √ + 1 =', False), (f'rad {n} sin deg', False), ('π x²', False), (f'{n} ln + {n} √ =', False),
        ('π + 1 =', False), (f'{n} √ + {n} ∛ =', False)])


def make_case(rng):
    if rng.random() < 0.1:
        keys, _ = no_form_case(rng)
        return keys, None
    keys, value = factor_case(rng)
    if rng.random() < 0.7:
        c_keys, c = rational_keys(rng)
        keys, value = f'{c_keys} × {keys} =', c * value
    return keys, sympy.nsimplify(value) if value.is_Rational else value


PARSE = {'e': E, 'pi': pi, 'ln': sympy.log, 'log': lambda x: sympy.log(x, 10), 'sqrt': sqrt, 'cbrt': cbrt,
         'exp': sympy.exp}

NUMBER = r'(\d+)'
FORM = re.compile(r'^(-)?(?:(\d+)\*)?(?:(pi|e|sqrt\((\d+)\)|cbrt\((\d+)\)|\(?(\d+)\^\(1/(\d+)\)\)?|exp\((-?\d+(?:/\d+)?)\)'
                  r'|ln\((\d+(?:/\d+)?)\)|log\((\d+(?:/\d+)?)\))|(\d+))(?:/(\d+))?$')


def equal(a, b):
    d = a - b
    if d == 0:
        return True
    d = sympy.expand_log(sympy.powsimp(sympy.radsimp(d), force=True), force=True)
    return d == 0 or sympy.simplify(d) == 0


def canonical_problems(text, value):
    """What breaks the README's canonical rules in a printed form, or []."""
    m = FORM.match(text)
    if not m:
        return [f'not a form of the README: {text}']
    problems = []
    _, coef, _, sq, cb, base, index, _, ln_arg, log_arg, whole, den = m.groups()
    numbers = [x for x in (coef, sq, cb, base, whole, den) if x]
    for arg in (ln_arg, log_arg):
        if arg:
            numbers += arg.split('/')
    if any(len(x) > 12 for x in numbers):
        problems.append('a number longer than 12 digits')
    top = int(coef or whole or 1)
    bottom = int(den or 1)
    if math.gcd(top, bottom) != 1:
        problems.append('not in lowest terms')
    if coef == '1':
        problems.append('a coefficient of 1 written')
    radicand, k = None, None
    if sq:
        radicand, k = int(sq), 2
    elif cb:
        radicand, k = int(cb), 3
    elif base:
        radicand, k = int(base), int(index)
    if radicand is not None:
        if radicand < 2 or any(e >= k for e in sympy.factorint(radicand).values()):
            problems.append('radicand not simplified')
        exps = list(sympy.factorint(radicand).values())
        if any(k % d == 0 and all(e % d == 0 for e in exps) for d in range(2, k + 1)):
            problems.append('index not the smallest')
    if whole and not den:
        problems.append('a whole number has a form')
    if whole and den:
        d = bottom
        while d % 2 == 0:
            d //= 2
        while d % 5 == 0:
            d //= 5
        if d == 1:
            digits = len(sympy.Rational(top, bottom).limit_denominator().__str__().replace('/', ''))
            exact = sympy.Rational(top, bottom)
            scale = 0
            while (exact * 10 ** scale).q != 1:
                scale += 1
            significant = str(abs((exact * 10 ** scale).p)).rstrip('0')
            if len(significant) <= 16:
                problems.append('a short terminating decimal has a form')
    for arg in (ln_arg, log_arg):
        if arg and '/' in arg:
            p, q = map(int, arg.split('/'))
            if math.gcd(p, q) != 1:
                problems.append('logarithm argument not in lowest terms')
    return problems


def py(text):
    """A typed calculation as sympy reads it: `^` is `**`, `m ʸ√ k` is m**(1/k), `ln` log, `log` log10, `e` E."""
    text = re.sub(r'(\d+) ʸ√ (\d+)', r'(\1**(1/\2))', text)
    return sympy.sympify(text.replace('^', '**'), locals=PARSE)


ROOT_BASES = [m for m in range(2, 31) if all(e == 1 for e in sympy.factorint(m).values())]


def coefficient_text(rng, c, x):
    """c × (x) typed one of several ways."""
    p, q = c.p, c.q
    choice = rng.randrange(5)
    if choice == 0:
        return f'({p}/{q})*({x})'
    if choice == 1:
        return f'({x})*{p}/{q}'
    if choice == 2:
        return f'{p}*({x})/{q}'
    if choice == 3:
        return f'({x})/({q}/{p})' if p > 0 else f'-({x})/({q}/{-p})'
    return f'({x})*({p})/({q})'


def root_spelling(rng, m, k):
    """m^(1/k) typed one of the ways the issue lists."""
    j = rng.randint(2, 3)
    t = rng.randint(2, 4)
    options = [
        f'{m}^(1/{k})', f'({m}^{j})^(1/{j * k})', f'{m}^({j}/{j * k})', f'({m}*{t ** k})^(1/{k})/{t}',
        f'{m}/{m}^({k - 1}/{k})', f'1/({m}^(-1/{k}))', f'({m}^(1/{k}))^{k + 1}/{m}', f'({m}^(1/{2 * k}))^2',
        f'({m} ʸ√ {k})', f'{m}^(1/{k})^1', f'({m}^(1/{k}))^(-1)*{m}^(2/{k})',
    ]
    if k == 2:
        options += [f'sqrt({m})', f'sqrt({m * t * t})/{t}', f'{m}/sqrt({m})', f'sqrt({m})^3/{m}', f'1/sqrt(1/{m})']
    if k == 3:
        options += [f'cbrt({m})', f'cbrt({m * t ** 3})/{t}', f'cbrt({m}^2)^2/{m}', f'{m}/cbrt({m}^2)']
    return rng.choice(options)


def pi_spelling(rng):
    return rng.choice(['pi', 'pi^1', 'sqrt(pi^2)', 'pi^2/pi', '(pi^3)^(1/3)', 'cbrt(pi^3)', 'sqrt(pi)^2',
                       '1/(1/pi)', 'pi*pi/pi', '(pi^(1/3))^3', 'pi^(3/3)', 'sqrt(pi)*sqrt(pi)', '(pi^2)^(1/2)'])


def exp_spelling(rng, r):
    p, q = r.p, r.q
    return rng.choice([f'e^({p}/{q})', f'exp({p}/{q})', f'(e^({p}))^(1/{q})', f'sqrt(e^({2 * p}/{q}))',
                       f'e^({2 * p}/{q})/e^({p}/{q})', f'cbrt(e^({3 * p}/{q}))', f'1/e^({-p}/{q})',
                       f'e*e^({p - q}/{q})', f'exp({p}/{q})^1', f'(e^(1/{q}))^({p})'])


def log_spelling(rng, name, s):
    a, b = s.p, s.q
    arg = f'{a}' if b == 1 else f'({a}/{b})'
    inverse = f'({b}/{a})'
    j = rng.randint(2, 3)
    return rng.choice([f'{name}({arg})', f'{name}({arg})^1', f'{name}({arg}^{j})/{j}', f'-{name}({inverse})',
                       f'2*{name}(sqrt({arg}))', f'{name}({arg}^(1/{j}))*{j}', f'({name}({arg})^2)^(1/2)',
                       f'{name}({arg}^{j})/{name}({arg}^{j})*{name}({arg})'])


def make_pair(rng):
    """(sympy value, A, B): one value and two spellings of it."""
    kind = rng.choice(['root', 'root', 'root', 'pi', 'exp', 'ln', 'log'])
    c = Rational(rng.randint(1, 12), rng.randint(1, 6)) * rng.choice([1, 1, -1])
    if kind == 'root':
        m, k = rng.choice(ROOT_BASES), rng.randint(2, 7)
        u, spell = Rational(m) ** Rational(1, k), lambda: root_spelling(rng, m, k)
    elif kind == 'pi':
        u, spell = pi, lambda: pi_spelling(rng)
    elif kind == 'exp':
        r = Rational(rng.randint(1, 5) * rng.choice([1, -1]), rng.randint(1, 3))
        u, spell = E ** r, lambda: exp_spelling(rng, r)
    else:
        s = rng.choice([Rational(2), Rational(3), Rational(5), Rational(6), Rational(7), Rational(3, 2), Rational(5, 2)])
        name = 'ln' if kind == 'ln' else 'log'
        u = log(s) if kind == 'ln' else log(s, 10)
        spell = lambda: log_spelling(rng, name, s)
    return c * u, coefficient_text(rng, c, spell()), coefficient_text(rng, c, spell())


# The issue's own cases: keys (--keys) or typed (-e), and sympy's value.
ISSUE_CASES = [
    ('keys', '3 sqrt cube - 3 * 3 sqrt =', 0), ('keys', '2 sqrt pow 3 = - 2 * 2 sqrt =', 0),
    ('keys', '30 cos cube - 3 sqrt * 3 / 8 =', 0), ('keys', '4 root 4 - 2 sqrt =', 0), ('keys', 'pi pow 1 = - pi =', 0),
    ('keys', 'pi pow 1 =', pi), ('keys', '2 ln pow 1 =', log(2)),
    ('e', '(cbrt(1984))-(124/cbrt(961))', 0), ('e', '23^(1/4)-1863^(1/4)', -2 * Rational(23) ** Rational(1, 4)),
    ('e', '(cbrt(50)^2)+(5*cbrt(20))', 10 * cbrt(20)), ('e', '(sin(45)^(-1))+((-7)*sqrt(2))', -6 * sqrt(2)),
    ('e', 'pi^1', pi), ('e', 'ln(2)^1', log(2)),
]


def check_printed(form, number, value):
    """What is wrong with `--exact`'s two lines for the exact `value`, or None."""
    if value == 0:
        return None if form == '' and number == '0' else f'printed {form!r} {number!r}, expected no form and 0'
    if form == '':
        return f'no form printed ({number}), sympy value {value}'
    printed = sympy.sympify(form, locals=PARSE)
    if not equal(printed, value):
        return f'printed {form!r} = {printed}, sympy value {value}'
    found = canonical_problems(form, value)
    return f'printed {form!r}: ' + ', '.join(found) if found else None


def check_issue_cases(binary):
    failures = 0
    for mode, text, value in ISSUE_CASES:
        flag = ['--keys', text] if mode == 'keys' else ['-e', text]
        out = subprocess.run([binary, '--exact', *flag], capture_output=True, text=True, timeout=30)
        lines = out.stdout.split('\n')
        problem = f'exit {out.returncode}' if out.returncode else check_printed(lines[0], lines[1], value)
        if problem:
            failures += 1
            print(f'FAIL issue case {text!r}: {problem}')
    return failures


def check_pairs(binary, count, seed):
    rng = random.Random(seed)
    pairs = [make_pair(rng) for _ in range(count)]
    for value, *spellings in pairs:
        for text in spellings:
            if abs(sympy.N(py(text) - value, 60)) > sympy.Float(10) ** -50:
                raise SystemExit(f'exact_form.py: the generator is wrong: {text} is not {value}')
    lines = ''.join(f'({a})-({b})\n({a})+({b})\n' for _, a, b in pairs)
    out = subprocess.run([binary, '--exact', '-e', '-'], input=lines, capture_output=True, text=True, timeout=600)
    printed = out.stdout.split('\n')
    if out.returncode != 0 or len(printed) < 4 * count:
        print(f'FAIL pairs: exit {out.returncode}, {len(printed)} lines: {out.stderr.strip()[:500]}')
        return count
    failures = 0
    for i, (value, a, b) in enumerate(pairs):
        difference = check_printed(printed[4 * i], printed[4 * i + 1], 0)
        total = check_printed(printed[4 * i + 2], printed[4 * i + 3], 2 * value)
        for what, problem in (('A-B', difference), ('A+B', total)):
            if problem:
                failures += 1
                if failures <= 20:
                    print(f'FAIL {what} of A = {a!r}, B = {b!r}: {problem}')
    print(f'exact_form.py: {count} pairs of spellings, {failures} failures')
    return failures


def run(binary, keys):
    out = subprocess.run([binary, '--exact', '--keys', keys], capture_output=True, text=True, timeout=30)
    lines = out.stdout.split('\n')
    return out.returncode, lines[0] if lines else None, out.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--binary', default=os.environ.get('CALCULATOR_BIN', '.build/release/calculator'))
    parser.add_argument('--cases', type=int, default=2000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--pairs', type=int, default=300)
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    parser.add_argument('--full', action='store_true', help='the issues\' full runs: 10,000 cases, 1,000 pairs')
    args = parser.parse_args()
    if args.full:
        args.cases, args.pairs = 10_000, 1_000
    pair_failures = check_issue_cases(args.binary) + check_pairs(args.binary, args.pairs, args.seed)
    rng = random.Random(args.seed)
    cases = [make_case(rng) for _ in range(args.cases)]
    failures = 0
    forms = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        outputs = list(pool.map(lambda case: run(args.binary, case[0]), cases))
    for (keys, value), (code, line, err) in zip(cases, outputs):
        problem = None
        if code != 0:
            problem = f'exit {code}: {err.strip()}'
        elif value is None or (value.is_Rational and (value.q == 1)):
            if line != '':
                problem = f'printed {line!r}, expected no form'
        elif value.is_Rational and not canonical_problems(f'{value.p}/{value.q}', value):
            if line != f'{value.p}/{value.q}':
                problem = f'printed {line!r}, expected {value.p}/{value.q}'
        elif value.is_Rational:
            if line != '':
                problem = f'printed {line!r}, expected none (a short decimal)'
        elif line == '':
            problem = f'no form printed, sympy value {value}'
        else:
            forms += 1
            printed = sympy.sympify(line, locals=PARSE)
            if not equal(printed, value):
                problem = f'printed {line!r} = {printed}, sympy value {value}'
            else:
                found = canonical_problems(line, value)
                if found:
                    problem = f'printed {line!r}: ' + ', '.join(found)
        if problem:
            failures += 1
            if failures <= 20:
                print(f'FAIL {keys!r}: {problem}')
    print(f'exact_form.py: {len(cases)} cases, {forms} irrational forms checked, {failures} failures')
    return 1 if failures or pair_failures else 0


if __name__ == '__main__':
    sys.exit(main())
