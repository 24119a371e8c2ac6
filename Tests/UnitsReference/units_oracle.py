#!/usr/bin/env python3
"""GNU units' own program as the oracle for `calculator --convert-stdin` (issue 33).

Reads the unit names from the installed database at run time (nothing of it is kept in the
repository), asks `units` for the dimension of a seeded sample of them, then draws random pairs of
conformable units -- plain names, names with SI and binary prefixes, powers (`^2`, `^3`), quotients
(`/hr`, `/s`) and products -- with random values, plus every pair of temperature scales, under both
UNITS_ENGLISH settings.  Then temperatures as the README names them (issue 43: °F, ℉, fahrenheit, K… are
temperatures, Δ°F, degF… differences): each named value converted as `units` converts its tempF, tempC or
K, or refused where the rule refuses it (a temperature of °C or °F and a difference; below absolute zero,
where `units` refuses a scale's domain or range, or a K or °R value is negative) -- 400 of the 3,200 cases
by default, all with --full.  Each pair is converted by `units -t -d 15` (its maximum: 15 significant digits
from binary doubles) and by the calculator (`--digits 17`); they must agree to a relative 1e-13, the
doubles' error after a chain of definitions.  A pair `units` refuses is not used; one the calculator
refuses and `units` converts is a failure.

    python3 Tests/UnitsReference/units_oracle.py --bin .build/release/calculator [--pairs 5000] [--seed 1]
    python3 Tests/UnitsReference/units_oracle.py --bin ... --full      # 10,000 pairs
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
from fractions import Fraction

DATABASE = "/usr/share/units/definitions.units"
PREFIXES = ["k", "M", "G", "m", "c", "micro", "n", "kilo", "mega", "milli", "Ki", "Mi", "d", "h"]
TEMPERATURES = ["tempC", "tempF", "tempK", "tempR", "tempreaumur"]
TOLERANCE = Fraction(1, 10**13)
WORST = Fraction(0)


def names():
    """Unit names defined in the database: first words of definition lines, not prefixes, functions, tables."""
    found, skip = [], False
    with open(DATABASE, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("!"):
                word = line[1:].split()[0] if line[1:].split() else ""
                if word in ("var", "varnot", "locale"):
                    skip = True
                elif word in ("endvar", "endlocale"):
                    skip = False
                continue
            if skip or not line.strip() or line[0] in " \t#":
                continue
            name = line.split()[0]
            if name.endswith("-") or "(" in name or "[" in name or name.endswith("\\"):
                continue
            if len(line.split()) > 1 and line.split()[1].startswith("!"):
                continue
            found.append(name)
    return found


def units_run(args, env_english):
    env = dict(os.environ, UNITS_ENGLISH=env_english, LC_ALL="C")
    result = subprocess.run(["units", "-t", "-d", "15", "--", *args], capture_output=True, text=True, env=env, timeout=30)
    return result.returncode, result.stdout.strip()


def dimension(name, english):
    """`units`' reduction of one unit to base units, without the number ("m / s"), or None."""
    code, out = units_run([name], english)
    if code != 0 or not out or "\n" in out:
        return None
    parts = out.split(" ", 1)
    try:
        value = float(parts[0])
    except ValueError:
        return None
    if value == 0 or value != value:
        return None
    return parts[1] if len(parts) > 1 else "1"


def value_text(rng):
    digits = rng.choice([1, 2, 3, 6])
    whole = rng.randint(1, 10**digits)
    return str(whole) if rng.random() < 0.5 else f"{whole}.{rng.randint(0, 999):03d}"


def make_pairs(rng, groups, count):
    keys = [k for k in groups if len(groups[k]) >= 2]
    pairs = []
    while len(pairs) < count:
        key = rng.choice(keys)
        a, b = rng.sample(groups[key], 2)
        kind = rng.random()
        if kind < 0.2:
            prefix = rng.choice(PREFIXES)
            a = prefix + a
        elif kind < 0.3:
            a, b = f"{a}^2", f"{b}^2"
        elif kind < 0.35:
            a, b = f"{a}^3", f"{b}^3"
        elif kind < 0.5:
            a, b = f"{a}/hr", f"{b}/s"
        elif kind < 0.6:
            a, b = f"{a} m", f"{b} cm"
        pairs.append((f"{value_text(rng)} {a}", b))
    return pairs


# The README's rule: a unit means what people mean by it. These names a person types read as the unit named
# here (GNU units reads `h` as Planck's constant and `rad` as a radiation dose); `ℎ` is Planck's constant.
EVERYDAY_NAMES = {"h": "hour", "rad": "radian", "BTU": "btu", "Btu": "btu", "kn": "knot", "ℎ": "h"}


def everyday(expression):
    """`expression` for `units`: each whole name of the README's everyday names replaced by the unit it means."""
    return re.sub(r"[^\s*/^()|+-]+", lambda m: EVERYDAY_NAMES.get(m.group(0), m.group(0)), expression)


def check(binary, pairs, english):
    """Both programs on each pair; returns (passed, failures, skipped)."""
    env = dict(os.environ, UNITS_ENGLISH=english, LC_ALL="C")

    def oracle(pair):
        frm, to = pair
        head, _, unit = frm.partition(" ")
        args = [f"{unit}({head})" if unit in TEMPERATURES[:2] + TEMPERATURES[4:] else everyday(frm), everyday(to)]
        code, out = units_run(args, english)
        return out if code == 0 and out and "\n" not in out else None

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        expected = list(pool.map(oracle, pairs))
    used = [(p, e) for p, e in zip(pairs, expected) if e is not None]
    ours = converted(binary, [pair for pair, _ in used], env)
    if len(ours) != len(used):
        return 0, [f"{len(ours)} lines for {len(used)} pairs"], len(pairs) - len(used)
    failures = [f for ((frm, to), theirs), mine in zip(used, ours) if (f := mismatch(frm, to, mine, theirs))]
    return len(used) - len(failures), failures, len(pairs) - len(used)


def converted(binary, pairs, env):
    """The calculator's line for each (from, to) pair, through one --convert-stdin run."""
    text = "".join(f"{frm}\t{to}\n" for frm, to in pairs)
    return subprocess.run([binary, "--digits", "17", "--convert-stdin"], input=text, capture_output=True, text=True,
                          env=env, timeout=600).stdout.splitlines()


def mismatch(frm, to, mine, theirs, near_zero=Fraction(0)):
    """Why our line and units' value disagree, or None: beyond a relative TOLERANCE (and, for a result
    of units' that may be a rounded zero, beyond `near_zero` too)."""
    global WORST
    try:
        a, b = Fraction(mine), Fraction(theirs)
    except ValueError:
        return f"{frm} -> {to}: ours {mine!r}, units {theirs!r}"
    relative = abs(a - b) / max(abs(b), Fraction(1, 10**300))
    if abs(b) > near_zero * 1000:
        WORST = max(WORST, relative)
    if relative > TOLERANCE and abs(a - b) > near_zero:
        return f"{frm} -> {to}: ours {mine}, units {theirs}"
    return None


# Issue 43's rule for temperatures, from the README: these names are temperatures (GNU units reads °F and
# °C as differences; its tempF and tempC stay the oracle), these differences; a temperature of a scale with
# an offset and a difference do not convert; nothing is below absolute zero.
TEMPERATURE_NAMES = {"°C": "tempC", "℃": "tempC", "celsius": "tempC", "tempC": "tempC",
                     "°F": "tempF", "℉": "tempF", "fahrenheit": "tempF", "tempF": "tempF",
                     "K": "K", "kelvin": "K", "tempK": "K", "°R": "tempR", "tempR": "tempR",
                     "tempreaumur": "tempreaumur"}
DIFFERENCE_NAMES = {"Δ°C": "degC", "degC": "degC", "Δ°F": "degF", "degF": "degF", "ΔK": "K", "degK": "K"}
OFFSET_SCALES = {"tempC", "tempF", "tempreaumur"}
TEMPERATURE_VALUES = ["-500", "-300", "-40", "-1", "0", "37", "100", "451.5"]


def temperature_cases(rng, count):
    """(from, to, expected): expected the value `units` gives, or None where the rule says refused."""
    names = list(TEMPERATURE_NAMES) + list(DIFFERENCE_NAMES)
    cases = [(v, a, b) for v in TEMPERATURE_VALUES for a in names for b in names if a != b]
    cases = cases if count is None else rng.sample(cases, min(count, len(cases)))

    def expect(case):
        value, a, b = case
        scale_a, scale_b = TEMPERATURE_NAMES.get(a), TEMPERATURE_NAMES.get(b)
        unit_a = scale_a or DIFFERENCE_NAMES[a]
        unit_b = scale_b or DIFFERENCE_NAMES[b]
        if (scale_a in OFFSET_SCALES and scale_b is None) or (scale_b in OFFSET_SCALES and scale_a is None):
            return case, None   # a temperature with an offset and a difference
        if scale_a and scale_a not in OFFSET_SCALES and Fraction(value) < 0:
            return case, None   # below absolute zero on K or °R
        source = f"{unit_a}({value})" if unit_a in OFFSET_SCALES else f"{value} {unit_a}"
        code, out = units_run([source, unit_b], "US")
        if code != 0 or not out or "\n" in out:
            return case, None   # units refuses it: outside the scale's domain or range
        if scale_b and Fraction(out) < 0 and scale_b not in OFFSET_SCALES:
            return case, None   # a difference below zero is no temperature on K or °R
        return case, out

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return [(f"{v} {a}", b, out) for (v, a, b), out in pool.map(expect, cases)]


def check_temperatures(binary, cases):
    """The calculator on each case: the value `units` gives, or a refusal where the rule refuses."""
    env = dict(os.environ, UNITS_ENGLISH="US", LC_ALL="C.UTF-8")
    ours = converted(binary, [(frm, to) for frm, to, _ in cases], env)
    if len(ours) != len(cases):
        return 0, [f"temperatures: {len(ours)} lines for {len(cases)} cases"]
    failures = []
    for (frm, to, expected), mine in zip(cases, ours):
        if expected is None:
            if not mine.startswith("error: "):
                failures.append(f"{frm} -> {to}: ours {mine}, the rule refuses it")
        elif failure := mismatch(frm, to, mine, expected, near_zero=Fraction(1, 10**12)):
            # units writes 15 significant digits of binary doubles: a result of 0 may come out as 1e-14.
            failures.append(failure)
    return len(cases) - len(failures), failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--pairs", type=int, default=5000)
    parser.add_argument("--full", action="store_true", help="10,000 pairs and more units sampled")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    total = 10_000 if args.full else args.pairs
    rng = random.Random(args.seed)
    all_names = names()
    sample = rng.sample(all_names, min(len(all_names), 3000 if args.full else 700))
    passed, failures, skipped = 0, [], 0
    for english, share in (("US", 0.7), ("GB", 0.3)):
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            dims = list(pool.map(lambda n: dimension(n, english), sample))
        groups = {}
        for name, dim in zip(sample, dims):
            if dim is not None and len(name) < 40:
                groups.setdefault(dim, []).append(name)
        pairs = make_pairs(rng, groups, int(total * share))
        pairs += [(f"{rng.choice(['0', '37', '100', '451.5'])} {a}", b)
                  for a in TEMPERATURES for b in TEMPERATURES if a != b]
        p, f, s = check(args.bin, pairs, english)
        passed, failures, skipped = passed + p, failures + f, skipped + s
    p, f = check_temperatures(args.bin, temperature_cases(rng, None if args.full else 400))
    passed, failures = passed + p, failures + f
    for line in failures[:20]:
        print(line)
    print(f"units oracle: {passed} passed, {len(failures)} failed ({skipped} pairs units refused, not used); "
          f"largest relative difference {float(WORST):.2e}")
    sys.exit(1 if failures or passed == 0 else 0)


if __name__ == "__main__":
    main()
