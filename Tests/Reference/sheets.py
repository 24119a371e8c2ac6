#!/usr/bin/env python3
"""Reference for sheets (issue 49), written from the rules in docs/USAGE.md ("Sheets") and README.md's
percentage rule alone (not from the Swift sources): seeded random sheets of names defined, redefined and
used before their definition, `ans`, `sum` and `total`, percentages (`+ 10%`, `20% of 50`, `10% off 80`),
labels, headings, comments, prose and lines with errors, each computed here on Python's exact fractions
and compared with what `calculator --sheet -` prints: one stdout line a sheet line (a value within the
32 digits printed, or empty), and a `calculator: line N:` on stderr exactly for the lines with an error.

    python3 Tests/Reference/sheets.py --bin .build/release/calculator [--sheets 2000] [--seed 1] [--full]

One process a sheet, two at a time: 2,000 sheets of 5-40 lines by default (CI), 10,000 with --full.
"""
import argparse
import concurrent.futures
import random
import re
import subprocess
import sys
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 80

NAMES = ["rent", "food", "a1", "tax_rate", "Qty", "budget", "total_cost", "n_2", "_tmp", "Rate"]
PROSE = ["Buy milk and eggs", "Call Bob - later", "Meeting at noon", "Remember the receipts", "Trip to Lyon"]
LABELS = ["Rent", "Groceries", "Fuel", "Net pay"]
RESERVED = ["sin", "sqrt", "pi", "ans", "sum", "total", "ln", "log", "m", "kg", "ft"]


class Err(Exception):
    """A line with an error."""


class Unread(Err):
    """A calculation the calculator cannot read or compute (an undefined name, a division by zero): an
    error only if the line is meant as a calculation (`is_calculation`), else text."""


WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
OPERATORS = set("+-−*×/÷^%√()=!")


def is_calculation(text, sheet):
    """The rule for a line that does not read: a calculation when it uses a name defined above (or ans,
    sum, total), or has a digit and an operator; otherwise prose, with no result. (The rule's third case, a
    digit before a final `to`/`in` and a unit, needs units, which these sheets do not hold: SheetRequestTests.)"""
    if any(w in sheet.defined or w in ("ans", "sum", "total") for w in WORD.findall(text)):
        return True
    return any(c.isdigit() for c in text) and any(c in OPERATORS for c in text)


class Sheet:
    """The rules: names from the nearest definition above; ans the nearest calculation above; sum the
    calculations since the last blank line or heading."""

    def __init__(self):
        self.results = []  # None (text), Fraction, or Err
        self.defined = {}  # name -> index of its latest definition so far
        self.block = []  # indices of the lines of the current block

    def value_of(self, name):
        if name == "ans":
            for r in reversed(self.results):
                if r is not None:
                    if isinstance(r, Err):
                        raise Err("ans")
                    return r
            raise Err("no ans")
        if name in ("sum", "total"):
            total = Fraction(0)
            for i in self.block:
                r = self.results[i]
                if isinstance(r, Err):
                    raise Err("sum")
                if r is not None:
                    total += r
            return total
        if name not in self.defined:
            raise Unread("undefined")
        r = self.results[self.defined[name]]
        if isinstance(r, Err):
            raise Err("error above")
        return r

    def add(self, kind, result, name=None, ends_block=False):
        index = len(self.results)
        self.results.append(result)
        if ends_block:
            self.block = []
        else:
            self.block.append(index)
        if name is not None:
            self.defined[name] = index


def number_text(rng):
    if rng.random() < 0.7:
        return str(rng.randint(0, 999))
    return f"{rng.randint(0, 99)}.{rng.randint(0, 99):02d}".rstrip("0").rstrip(".") or "0"


def gen_atom(rng, sheet, depth, names):
    """(text, value thunk) of an operand: a number, a name, a group, a power."""
    choice = rng.random()
    if choice < 0.45 or depth > 2:
        t = number_text(rng)
        return t, (lambda t=t: Fraction(Decimal(t)))
    if choice < 0.75 and names:
        name = rng.choice(names)
        return name, (lambda name=name: sheet.value_of(name))
    if choice < 0.85:
        t, f = gen_expr(rng, sheet, depth + 1, names)
        return f"({t})", f
    if choice < 0.92:
        t = str(rng.randint(1, 9))
        return f"(-{t})", (lambda t=t: -Fraction(int(t)))
    base = str(rng.randint(0, 12))
    power = rng.randint(0, 3)
    return f"{base}^{power}", (lambda b=base, p=power: Fraction(int(b)) ** p)


def gen_term(rng, sheet, depth, names):
    t, f = gen_atom(rng, sheet, depth, names)
    for _ in range(rng.randint(0, 2)):
        op = rng.choice(["*", "×", "/", "÷"])
        t2, f2 = gen_atom(rng, sheet, depth, names)

        def g(f=f, f2=f2, op=op):
            a, b = f(), f2()
            if op in "/÷":
                if b == 0:
                    raise Unread("division by zero")
                return a / b
            return a * b

        t, f = f"{t} {op} {t2}", g
    return t, f


def gen_expr(rng, sheet, depth, names):
    t, f = gen_term(rng, sheet, depth, names)
    for _ in range(rng.randint(0, 2)):
        op = rng.choice(["+", "-", "−"])
        t2, f2 = gen_term(rng, sheet, depth, names)
        t, f = f"{t} {op} {t2}", (lambda f=f, f2=f2, op=op: f() + f2() if op == "+" else f() - f2())
    return t, f


def gen_calculation(rng, sheet, names):
    """A calculation's text and its value thunk: an expression, a percentage, ans/sum/total."""
    choice = rng.random()
    if choice < 0.6:
        return gen_expr(rng, sheet, 0, names)
    if choice < 0.7:
        # README: % after + or − is that share of the first operand.
        t, f = gen_term(rng, sheet, 1, names)
        p = str(rng.randint(0, 60))
        op = rng.choice(["+", "-"])
        sign = 1 if op == "+" else -1
        return f"{t} {op} {p}%", (lambda f=f, p=p, sign=sign: f() * (1 + sign * Fraction(int(p), 100)))
    if choice < 0.8:
        p = str(rng.randint(0, 100))
        t, f = gen_atom(rng, sheet, 1, names)
        share = rng.choice(["of", "off"])
        if share == "of":
            return f"{p}% of {t}", (lambda f=f, p=p: Fraction(int(p), 100) * f())
        return f"{p}% off {t}", (lambda f=f, p=p: f() * (1 - Fraction(int(p), 100)))
    word = rng.choice(["ans", "sum", "total"])
    t, f = gen_term(rng, sheet, 1, names)
    op = rng.choice(["+", "*"])
    return f"{word} {op} {t}", (lambda f=f, word=word, op=op: sheet.value_of(word) + f() if op == "+" else sheet.value_of(word) * f())


def gen_sheet(rng):
    """The lines of a random sheet and the expected result of each (None, Fraction or Err)."""
    sheet = Sheet()
    lines = []
    for _ in range(rng.randint(5, 40)):
        # Names of the pool are used whether defined yet or not: a use before definition is an error.
        names = [n for n in NAMES if n in sheet.defined or rng.random() < 0.02]
        roll = rng.random()
        comment = " // " + rng.choice(["note", "x 2", "à vérifier"]) if rng.random() < 0.1 else ""
        if roll < 0.06:
            lines.append("")
            sheet.add("blank", None, ends_block=True)
        elif roll < 0.1:
            lines.append("# " + rng.choice(["Budget", "Trip", "Week 2"]))
            sheet.add("heading", None, ends_block=True)
        elif roll < 0.15:
            lines.append(rng.choice(PROSE) + comment)
            sheet.add("text", None)
        elif roll < 0.17:
            name = rng.choice(RESERVED)
            lines.append(f"{name} = {rng.randint(1, 9)}")
            sheet.add("calc", Err("reserved"))
        elif roll < 0.45:
            name = rng.choice(NAMES)
            text, f = gen_calculation(rng, sheet, names + ([name] if rng.random() < 0.1 else []))
            try:
                value = f()
            except Err as e:
                value = e
            lines.append(f"{name} = {text}{comment}")
            sheet.add("calc", value, name=name)
        else:
            text, f = gen_calculation(rng, sheet, names)
            try:
                value = f()
            except Unread as e:
                value = e if is_calculation(text, sheet) else None
            except Err as e:
                value = e
            label = rng.choice(LABELS) + ": " if rng.random() < 0.15 else ""
            lines.append(f"{label}{text}{comment}")
            sheet.add("calc", value)
    return lines, sheet.results


def agrees(printed, value):
    """Whether `printed` is `value` to the 32 significant digits printed."""
    try:
        shown = Fraction(Decimal(printed))
    except Exception:
        return False
    if value == 0:
        return shown == 0
    return abs(shown - value) <= abs(value) * Fraction(1, 10**30)


def run_sheet(binary, lines):
    done = subprocess.run(
        [binary, "--sheet", "-"], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout.split("\n")[:-1], done.stderr


def check(binary, lines, expected):
    """The differences between what the calculator printed and the expected results."""
    status, out, err = run_sheet(binary, lines)
    problems = []
    if len(out) != len(lines):
        return [f"{len(out)} lines printed for {len(lines)}"]
    errors = {int(n) for n in re.findall(r"^calculator: line (\d+):", err, re.M)}
    for number, (line, printed, value) in enumerate(zip(lines, out, expected), 1):
        if isinstance(value, Err):
            if number not in errors or printed != "":
                problems.append(f"line {number} {line!r}: expected an error ({value}), got {printed!r}")
        elif value is None:
            if printed != "" or number in errors:
                problems.append(f"line {number} {line!r}: expected text, got {printed!r}")
        elif number in errors or not agrees(printed, value):
            problems.append(f"line {number} {line!r}: expected {float(value)!r} = {value}, got {printed!r}")
    wanted_status = 2 if any(isinstance(v, Err) for v in expected) else 0
    if status != wanted_status:
        problems.append(f"exit status {status}, expected {wanted_status}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build/release/calculator")
    parser.add_argument("--sheets", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--full", action="store_true", help="10,000 sheets")
    args = parser.parse_args()
    count = 10000 if args.full else args.sheets
    rng = random.Random(args.seed)
    failures = 0
    sheets = [gen_sheet(rng) for _ in range(count)]
    lines_checked = sum(len(lines) for lines, _ in sheets)
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        verdicts = list(pool.map(lambda sheet: check(args.bin, *sheet), sheets))
    for index, ((lines, _), problems) in enumerate(zip(sheets, verdicts)):
        if problems:
            failures += 1
            if failures <= 5:
                print(f"sheet {index} (seed {args.seed}):")
                for line in lines:
                    print("    " + line)
                for problem in problems[:6]:
                    print("  " + problem)
    print(f"sheets: {count - failures}/{count} sheets agree ({lines_checked} lines)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
