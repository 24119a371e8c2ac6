#!/usr/bin/env python3
"""Reference for editing the tape (issue 34), written from the rule alone (docs/USAGE.md, "Editing an
earlier line"; once the README's), not from Sources.

Random tapes of 50-200 lines are written as history files in the stored format the README describes
(lines begun from a new number, continued from the line before, or begun from a recall of any earlier
line; some lines of an older tape with no recipe), then a random edit is made through the binary:

    XDG_STATE_HOME=DIR calculator --history --edit LINE:NUMBER=VALUE

and what it prints (the tape after the edit; on standard error which lines were recomputed) is checked
against the rule computed here with exact fractions: the edited line and every later line that began
from a recomputed line are recomputed, in order; every other line is printed exactly as before; a line
whose recomputation divides by zero is Error and so is every line recomputed from it.

A line's numbers are the numbers its row shows (issue 43 item 4): some stored lines hold keys that a
clear or ⌫ took back, as tapes written before that rule did (`123 back` for 12, `7 C 12` for 12,
`5 + 3 AC` before a line begun anew), and the edit counts only the numbers that survive. And half the
tapes are not written here but recorded by the binary itself, from keys typed with such clears and ⌫
inside lines (`calculator --keys ... --print-tape-file`, the tape a window would write): each line's
result, the numbers its recorded keys hold (those the row shows, none that was taken back) and then an
edit of the recorded tape are checked against the same rule, so recording and replay agree (issue 50).

    python3 Tests/Reference/tape.py --bin .build/debug/calculator            # seeded sample (CI)
    python3 Tests/Reference/tape.py --bin ... --edits 2000 --seed N          # the full run
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from decimal import Decimal, localcontext
from fractions import Fraction

OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
SYMBOL = {"+": "+", "-": "−", "*": "×", "/": "÷"}


def render(value):
    """A value in C form at 40 significant digits."""
    if value == 0:
        return "0"
    with localcontext() as ctx:
        ctx.prec = 40
        d = (Decimal(value.numerator) / Decimal(value.denominator)).normalize()
    sign, digits, exponent = d.as_tuple()
    text = "".join(map(str, digits))
    leading = len(digits) + exponent - 1
    if -6 <= leading < 40:
        s = format(d, "f")
    else:
        s = text[0] + ("." + text[1:] if len(text) > 1 else "") + "e" + str(leading)
        s = ("-" if sign else "") + s
    return s


def evaluate(start, words):
    """The keys' words (numbers and operators, ending in '=') from `start` (None: the first word is a
    number) by precedence: × and ÷ before + and −, each left to right. None for a division by zero."""
    items = [] if start is None else [start]
    for w in words[:-1]:
        items.append(w if w in OPS else Fraction(w))
    # × and ÷ first.
    terms = [items[0]]
    i = 1
    while i < len(items):
        op, b = items[i], items[i + 1]
        if op in "*/":
            if op == "/" and b == 0:
                return None
            terms[-1] = OPS[op](terms[-1], b)
        else:
            terms += [op, b]
        i += 2
    value = terms[0]
    for j in range(1, len(terms), 2):
        value = OPS[terms[j]](value, terms[j + 1])
    return value


def random_number(rng):
    r = rng.random()
    if r < 0.05:
        return "0"
    if r < 0.5:
        return str(rng.randint(1, 99))
    return f"{rng.randint(0, 999)}.{rng.randint(1, 99)}"


def random_words(rng, continued):
    """Keys of a line: `a op b ... =` (new) or `op b ... =` (continued), with no division by zero."""
    count = rng.randint(1, 3)
    words = [] if continued else [random_number(rng)]
    for _ in range(count):
        op = rng.choice("+-*/" if continued else "+-*/")
        number = random_number(rng)
        while op == "/" and Fraction(number) == 0:
            number = random_number(rng)
        words += [op, number]
    return words + ["="]


def noisy(rng, words, begins_anew):
    """The words as keys typed with clears and ⌫ inside: a number typed longer and shortened by `back`,
    a number cleared by `C` (the entry's clear) and typed again, and, before a line begun from nothing,
    a calculation abandoned by `AC`. What they took back shows in no row and is no number of the line."""
    typed = []
    if begins_anew and rng.random() < 0.3:
        typed += [random_number(rng), rng.choice("+-*"), random_number(rng), "AC"]
    for w in words:
        if w in OPS or w == "=" or rng.random() < 0.6:
            typed.append(w)
        elif rng.random() < 0.5:
            extra = "".join(rng.choice("123456789") for _ in range(rng.randint(1, 3)))
            typed += [w + extra] + ["back"] * len(extra)
        else:
            typed += [random_number(rng), "C", w]
    return typed


class Line:
    def __init__(self, lid, source, words, value, old=False):
        self.id, self.source, self.words, self.value, self.old = lid, source, words, value, old
        self.start = None
        self.typed = words   # the keys stored: `words` with what clears and ⌫ took back, in some lines

    def expression(self):
        text = " ".join(SYMBOL.get(w, w) for w in self.words[:-1])
        return (render(self.start) + " " + text) if self.start is not None else text

    def stored(self):
        line = f"{self.expression()} = {render(self.value)}"
        if self.old:
            return line
        fields = [f"v=2", f"id={self.id}"]
        if self.source is not None:
            fields += [f"from={self.source}", f"start={render(self.start)}"]
        fields += ["eval=precedence", "angle=deg", "mode=calculator", "keys=" + "%20".join(self.typed)]
        return line + "\t" + " ".join(fields)


def random_tape(rng):
    lines = []
    next_id = 1
    while len(lines) < rng.randint(50, 200) or len(lines) < 50:
        kind = rng.random()
        sources = [l for l in lines if not l.old]
        if sources and kind < 0.4:
            source = lines[-1] if not lines[-1].old else rng.choice(sources)   # continued
        elif sources and kind < 0.65:
            source = rng.choice(sources)   # recalled
        else:
            source = None
        old = source is None and rng.random() < 0.05
        for _ in range(20):
            words = random_words(rng, source is not None)
            value = evaluate(source.value if source else None, words)
            if value is not None and abs(value) < Fraction(10) ** 30:
                break
        else:
            continue
        line = Line(None if old else next_id, source.id if source else None, words, value, old)
        line.start = source.value if source else None
        if rng.random() < 0.3:
            line.typed = noisy(rng, words, source is None)
        if not old:
            next_id += 1
        lines.append(line)
    return lines


def recorded_tape(binary, rng):
    """A tape the binary records from keys typed line after line (each line begun from a new number, or
    continued from the line before by an operator right after its `=`), clears and ⌫ among them; the
    lines as the reference computes them, the tape file the binary wrote, and the problems found in it."""
    lines, typed = [], []
    for lid in range(1, rng.randint(8, 30)):
        continued = bool(lines) and rng.random() < 0.5
        source = lines[-1] if continued else None
        for _ in range(20):
            words = random_words(rng, continued)
            value = evaluate(source.value if source else None, words)
            if value is not None and abs(value) < Fraction(10) ** 30:
                break
        else:
            break
        line = Line(lid, source.id if source else None, words, value)
        line.start = source.value if source else None
        typed += noisy(rng, words, not continued)
        lines.append(line)
    run = subprocess.run([binary, "--keys", " ".join(typed), "--print-tape-file"], capture_output=True, text=True,
                         timeout=60, env=dict(os.environ, LC_ALL="C"))
    stored = run.stdout.splitlines()
    problems = []
    if run.returncode != 0 or len(stored) != len(lines):
        problems.append(f"recorded {len(stored)} lines (exit {run.returncode}), typed {len(lines)}: {' '.join(typed)}")
        return lines, stored, problems
    for i, (line, text) in enumerate(zip(lines, stored)):
        fields = dict(f.split("=", 1) for f in text.split("\t")[1].split(" ")) if "\t" in text else {}
        keys = fields.get("keys", "").replace("%20", " ").split(" ")
        numbers = [w for w in keys if re.fullmatch(r"[0-9.]+", w)]
        if numbers != [w for w in line.words if w not in OPS and w != "="]:
            problems.append(f"recorded line {i + 1}: numbers {numbers}, the row shows {line.words}")
        result = text.split("\t")[0].rsplit(" = ", 1)[-1]
        if abs(Fraction(Decimal(result)) - line.value) > abs(line.value) * Fraction(1, 10**38) + Fraction(1, 10**60):
            problems.append(f"recorded line {i + 1}: {result} expected {render(line.value)}")
        if (fields.get("from") is not None) != (line.source is not None):
            problems.append(f"recorded line {i + 1}: from={fields.get('from')} but began from {line.source}")
        line.id = int(fields.get("id", 0))
        if line.source is not None:
            line.source = lines[i - 1].id
    return lines, stored, problems


def apply_edit(lines, k, n, new):
    """The rule: which lines are recomputed, and their new values (None: Error)."""
    values = [l.value for l in lines]
    recomputed = {}
    by_id = {}
    positions = {}
    for i, l in enumerate(lines):
        positions[i] = by_id.get(l.source) if l.source is not None else None
        if l.id is not None:
            by_id[l.id] = i
    words = list(lines[k].words)
    numbers = [i for i, w in enumerate(words) if w not in OPS and w != "="]
    words[numbers[n - 1]] = new
    start = values[positions[k]] if positions[k] is not None else None
    recomputed[k] = evaluate(start, words)
    for i in range(k + 1, len(lines)):
        j = positions[i]
        if j is None or j not in recomputed:
            continue
        recomputed[i] = None if recomputed[j] is None else evaluate(recomputed[j], lines[i].words)
    return recomputed


def check(binary, rng, index):
    if index % 2:
        lines, stored, problems = recorded_tape(binary, rng)
        if problems:
            print(f"edit {index}: " + "; ".join(problems[:5]))
            return False, 0
    else:
        lines = random_tape(rng)
        stored = [l.stored() for l in lines]
    editable = [i for i, l in enumerate(lines) if not l.old]
    k = rng.choice(editable)
    numbers = [w for w in lines[k].words if w not in OPS and w != "="]
    n = rng.randint(1, len(numbers))
    new = random_number(rng) if rng.random() < 0.9 else "0"
    expected = apply_edit(lines, k, n, new)
    with tempfile.TemporaryDirectory() as state:
        os.makedirs(os.path.join(state, "calculator"))
        with open(os.path.join(state, "calculator", "history"), "w", encoding="utf-8") as f:
            f.write("".join(text + "\n" for text in stored))
        env = dict(os.environ, XDG_STATE_HOME=state, LC_ALL="C")
        run = subprocess.run([binary, "--history", "--edit", f"{k + 1}:{n}={new}"], env=env, capture_output=True,
                             text=True, timeout=60)
        again = subprocess.run([binary, "--history"], env=env, capture_output=True, text=True, timeout=60)
    problems = []
    if run.returncode != 0:
        problems.append(f"exit {run.returncode}: {run.stderr.strip()}")
    printed = run.stdout.splitlines()
    if len(printed) != len(lines):
        problems.append(f"{len(printed)} lines printed, {len(lines)} on the tape")
    if again.stdout != run.stdout:
        problems.append("the tape read again differs from what the edit printed")
    said = re.search(r"recomputed: ([0-9 ]*)$", run.stderr.strip())
    got_set = [int(x) - 1 for x in said.group(1).split()] if said else None
    if got_set != sorted(expected):
        problems.append(f"recomputed lines {got_set} expected {sorted(expected)}")
    for i, (line, out) in enumerate(zip(lines, printed)):
        if i not in expected:
            if out != stored[i].split("\t")[0]:
                problems.append(f"line {i + 1} untouched but printed {out!r}, was {stored[i].split(chr(9))[0]!r}")
            continue
        result = out.rsplit(" = ", 1)[-1]
        want = expected[i]
        if want is None:
            if result != "Error":
                problems.append(f"line {i + 1}: {result} expected Error")
        elif result == "Error":
            problems.append(f"line {i + 1}: Error expected {render(want)}")
        else:
            got = Fraction(Decimal(result))
            tolerance = abs(want) * Fraction(1, 10**38) if want != 0 else Fraction(1, 10**38)
            if abs(got - want) > tolerance:
                problems.append(f"line {i + 1}: {result} expected {render(want)}")
    if problems:
        print(f"edit {index}: {k + 1}:{n}={new} on a tape of {len(lines)} lines: " + "; ".join(problems[:5]))
    return not problems, len(expected)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--edits", type=int, default=300, help="random edits (the full run: 2000)")
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures = 0
    recomputed = 0
    for index in range(args.edits):
        ok, count = check(args.bin, rng, index)
        failures += not ok
        recomputed += count
    print(f"tape: {args.edits} random edits, {recomputed} lines recomputed in all; "
          f"{args.edits - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
