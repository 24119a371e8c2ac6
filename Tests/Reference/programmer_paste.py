#!/usr/bin/env python3
"""Reference for the programmer mode's paste, written from the "**Paste**" rule (docs/USAGE.md, "The programmer mode") alone (not
from the Swift sources), run against `calculator --mode programmer --paste TEXT --copy` on seeded
random texts, both numbers and near-misses, over every word size, sign and base. It also checks that
what `--copy` prints pastes back to the same value (a prefixed copy in any base).

    python3 Tests/Reference/programmer_paste.py --bin .build/release/calculator [--count 400] [--seed 1]

One process per text, so the sample is small by default.
"""
import argparse
import random
import re
import subprocess
import sys

WIDTHS = [8, 16, 32, 64]
BASES = {"hex": 16, "dec": 10, "oct": 8, "bin": 2}
PREFIX = {16: "0x", 8: "0o", 2: "0b", 10: ""}
DIGITS = "0123456789ABCDEF"
SUFFIXES = ["", "u", "U", "l", "L", "ll", "LL", "ul", "UL", "ull", "ULL", "lu", "LLU", "Lu", "uu", "lll", "lL", "h"]
MARKS = ["_", "'", " ", "\u00a0", "\u202f"]


def paste(text, width, signed, radix):
    """The value the README's rule reads, or None when it refuses the text."""
    text = text.strip()
    negative = text.startswith("-")
    if negative:
        text = text[1:]
    m = re.fullmatch(r"0([xXoObB])(.+)", text)
    if m:
        radix = {"x": 16, "o": 8, "b": 2}[m.group(1).lower()]
        text = m.group(2)
    m = re.fullmatch(r"(.*?)(?:[uU](?:ll|LL|[lL])?|(?:ll|LL|[lL])[uU]?)", text)
    if m and m.group(1):
        text = m.group(1)
    # Group marks: one at a time, between two digits.
    if not re.fullmatch(r"[0-9A-Za-z]+(?:[_' \u00a0\u202f][0-9A-Za-z]+)*", text):
        return None
    digits = re.sub(r"[_' \u00a0\u202f]", "", text)
    if not all(c.isascii() and c.upper() in DIGITS[:radix] for c in digits):
        return None
    magnitude = int(digits, radix)
    lowest, highest = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if negative:
        return -magnitude if -magnitude >= lowest else None
    if radix != 10:  # the digits fill the word's bits
        if magnitude >= 1 << width:
            return None
        return magnitude - (1 << width) if signed and magnitude >> (width - 1) else magnitude
    return magnitude if magnitude <= highest else None


def copy_text(value, width, radix):
    """What Copy gives: prefixed two's complement bits outside DEC, the signed value in DEC."""
    if radix == 10:
        return str(value)
    bits = value & ((1 << width) - 1)
    return PREFIX[radix] + (format(bits, {16: "X", 8: "o", 2: "b"}[radix]) if bits else "0")


def number_text(rng, width, radix):
    value = rng.choice([rng.getrandbits(width), rng.randint(0, 300), (1 << width) - 1, 1 << (width - 1), rng.getrandbits(width + 4)])
    r = rng.choice([radix, radix, 16, 8, 2, 10])
    digits = format(value, {16: "X", 10: "d", 8: "o", 2: "b"}[r])
    if r == 16 and rng.random() < 0.3:
        digits = digits.lower()
    if rng.random() < 0.3 and len(digits) > 2:
        cut = rng.randint(1, len(digits) - 1)
        digits = digits[:cut] + rng.choice(MARKS + ["__", ",", "."]) + digits[cut:]
    text = (PREFIX[r] if r != radix or rng.random() < 0.5 else "") + digits
    if r != 10 and r != radix and rng.random() < 0.1:
        text = text[:2].upper() + text[2:]
    if rng.random() < 0.15:
        text = "-" + text
    if rng.random() < 0.2:
        text += rng.choice(SUFFIXES)
    if rng.random() < 0.05:
        text = rng.choice(["+", "1.", "x", "0x", "'"]) + text
    if rng.random() < 0.1:
        text = rng.choice([" ", "\n", "\t"]) + text + rng.choice(["\n", " ", ""])
    return text


def run(binary, text, width, signed, base):
    out = subprocess.run([binary, "--mode", "programmer", "--word", str(width), "--signed" if signed else "--unsigned",
                          "--base", base, "--copy", "--paste=" + text], capture_output=True, text=True, timeout=30)
    return out.stdout.strip() if out.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures = []
    accepted = 0
    for _ in range(args.count):
        width, signed, base = rng.choice(WIDTHS), rng.random() < 0.5, rng.choice(list(BASES))
        radix = BASES[base]
        text = number_text(rng, width, radix)
        value = paste(text, width, signed, radix)
        expected = None if value is None else copy_text(value, width, radix)
        ours = run(args.bin, text, width, signed, base)
        if ours != expected:
            failures.append((text, width, signed, base, ours, expected))
        elif ours is not None:
            accepted += 1
            # A prefixed copy pastes back in any base; DEC's bare digits in DEC.
            again = base if base == "dec" else rng.choice(list(BASES))
            if run(args.bin, ours, width, signed, again) != copy_text(value, width, BASES[again]):
                failures.append((ours, width, signed, base, "refused its own copy", ours))
    for text, width, signed, base, ours, expected in failures[:10]:
        print(f"  {text!r} ({width} bits, {'signed' if signed else 'unsigned'}, {base}): calculator {ours}, reference {expected}")
    print(f"programmer paste: {args.count - len(failures)} passed ({accepted} accepted), {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
