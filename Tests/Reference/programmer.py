#!/usr/bin/env python3
"""Reference for the programmer mode: Python's integers with masks, written from the
"Programmer mode" section of README.md, since moved to docs/USAGE.md ("The programmer mode"), alone (not from the Swift sources), run against
`calculator --mode programmer --keys-stdin` on seeded random key sequences over every operator, word
size, signedness and base.

    python3 Tests/Reference/programmer.py --bin .build/release/calculator [--count 20000] [--seed 1]

Readings where the README is terse: a key that is ignored (a digit the base lacks, a digit past the
word, a bit past the word, `)` with no group, `back` with nothing typed, anything but a digit, clear
or setting after Error, a setting already so, undo/redo with nothing to do) is no undo step; every
other key is one.
"""
import argparse
import random
import subprocess
import sys

OPERATORS = {
    # name: (level, function of (a, b, width, signed) on masked bits -> bits or None for Error)
}
WIDTHS = {"byte": 8, "word": 16, "dword": 32, "qword": 64}
BASES = {"hex": 16, "dec": 10, "oct": 8, "bin": 2}


def to_signed(bits, width):
    return bits - (1 << width) if bits >> (width - 1) else bits


def value(bits, width, signed):
    return to_signed(bits, width) if signed else bits


def c_div(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def binary(name, a, b, width, signed):
    """`a name b` on the word's bits; None for Error."""
    mask = (1 << width) - 1
    x, y = value(a, width, signed), value(b, width, signed)
    count = b  # the right operand's bits read unsigned
    if name == "+": r = x + y
    elif name == "-": r = x - y
    elif name == "*": r = x * y
    elif name in ("/", "mod"):
        if y == 0:
            return None
        q = c_div(x, y)
        r = q if name == "/" else x - q * y
    elif name == "and": r = a & b
    elif name == "or": r = a | b
    elif name == "xor": r = a ^ b
    elif name == "nand": r = ~(a & b)
    elif name == "nor": r = ~(a | b)
    elif name == "lsh": r = 0 if count >= width else a << count
    elif name == "shr": r = 0 if count >= width else a >> count
    elif name == "rsh": r = x >> min(count, width)  # Python's >> on a signed int fills with the sign
    elif name in ("rol", "ror"):
        n = count % width
        if name == "ror":
            n = (width - n) % width
        r = (a << n) | (a >> (width - n))
    return r & mask


LEVEL = {"*": 6, "/": 6, "mod": 6, "+": 5, "-": 5, "lsh": 4, "rsh": 4, "shr": 4, "rol": 4, "ror": 4,
         "and": 3, "nand": 3, "xor": 2, "or": 1, "nor": 1}


class Programmer:
    def __init__(self):
        self.width, self.signed, self.radix = 64, True, 10
        self.undo, self.redo = [], []
        self.clear()

    def clear(self):
        self.operand = 0
        self.stack = []  # ("op", left, name) or ("(",)
        self.last = None  # (name, right)
        self.computed = False
        self.awaiting = False
        self.error = False
        self.entry = None

    def snapshot(self):
        return (self.width, self.signed, self.radix, self.operand, tuple(self.stack), self.last,
                self.computed, self.awaiting, self.error, self.entry)

    def restore(self, s):
        (self.width, self.signed, self.radix, self.operand, stack, self.last,
         self.computed, self.awaiting, self.error, self.entry) = s
        self.stack = list(stack)

    def display(self):
        if self.error:
            return "Error"
        if self.radix == 10:
            return str(value(self.operand, self.width, self.signed))
        return {16: "{:X}", 8: "{:o}", 2: "{:b}"}[self.radix].format(self.operand)

    def set_operand(self, bits):
        if not self.stack:
            self.computed = False
        self.operand = bits & ((1 << self.width) - 1)
        self.awaiting = False

    def step(self, left, name):
        result = binary(name, left, self.operand, self.width, self.signed)
        if result is None:
            self.error = True
            self.stack = []
            self.awaiting = False
            return False
        self.last = (name, self.operand)
        self.computed = True
        self.operand = result
        return True

    def close_group(self):
        while self.stack:
            top = self.stack.pop()
            if top[0] == "(":
                self.awaiting = False
                return True
            if not self.step(top[1], top[2]):
                return False
        return True

    def press(self, key):
        """Presses `key`; whether it was done (not ignored)."""
        if key in ("undo", "redo"):
            source, target = (self.undo, self.redo) if key == "undo" else (self.redo, self.undo)
            if not source:
                return False
            target.append(self.snapshot())
            self.restore(source.pop())
            return True
        before = self.snapshot()
        done = self.perform(key)
        if done:
            self.undo.append(before)
            self.redo.clear()
        return done

    def perform(self, key):
        settings = ("hex", "dec", "oct", "bin", "byte", "word", "dword", "qword", "signed", "unsigned", "sign")
        if self.error:
            if key in ("AC", "CE") or len(key) == 1 and key in "0123456789ABCDEF":
                self.clear()
            elif key not in settings:
                return False
        if len(key) == 1 and key in "0123456789ABCDEF":
            digit = int(key, 16)
            if digit >= self.radix:
                return False
            typed = (self.entry or 0) * self.radix + digit
            limit = (1 << (self.width - 1)) - 1 if self.radix == 10 and self.signed else (1 << self.width) - 1
            if typed > limit:
                return False
            self.entry = typed
            self.set_operand(typed)
            return True
        if key in LEVEL:
            # At most 250 operators wait: one past it is refused, changing nothing.
            saved = self.snapshot()
            self.entry = None
            if self.awaiting and self.stack and self.stack[-1][0] == "op":
                self.operand = self.stack.pop()[1]
            while self.stack and self.stack[-1][0] == "op" and LEVEL[self.stack[-1][2]] >= LEVEL[key]:
                top = self.stack.pop()
                if not self.step(top[1], top[2]):
                    return True
            self.stack.append(("op", self.operand, key))
            self.awaiting = True
            if sum(p[0] == "op" for p in self.stack) > 250:
                self.restore(saved)
                return False
            return True
        mask = (1 << self.width) - 1
        if key in ("not", "neg"):
            self.entry = None
            self.operand = (~self.operand if key == "not" else -self.operand) & mask
            self.awaiting = False
            return True
        if key == "(":
            if sum(p[0] == "(" for p in self.stack) == 100:   # at most 100 groups open
                return False
            self.entry = None
            if not self.stack:
                self.computed = False
            self.stack.append(("(",))
            self.operand = 0
            self.awaiting = False
            return True
        if key == ")":
            if not any(p[0] == "(" for p in self.stack):
                return False
            self.entry = None
            self.close_group()
            return True
        if key == "=":
            self.entry = None
            while any(p[0] == "(" for p in self.stack) and not self.error:
                self.close_group()
            while self.stack and not self.error:
                top = self.stack.pop()
                self.step(top[1], top[2])
            if self.error:
                return True
            if not self.computed and self.last:
                result = binary(self.last[0], self.operand, self.last[1], self.width, self.signed)
                if result is None:
                    self.error = True
                    return True
                self.operand = result
            self.computed = False
            self.awaiting = False
            return True
        if key == "AC":
            self.clear()
            return True
        if key == "CE":
            self.entry = None
            self.set_operand(0)
            return True
        if key == "back":
            if self.entry is None:
                return False
            self.entry //= self.radix
            self.set_operand(self.entry)
            return True
        if key in BASES:
            if BASES[key] == self.radix:
                return False
            self.entry, self.radix = None, BASES[key]
            return True
        if key in WIDTHS:
            width = WIDTHS[key]
            if width == self.width:
                return False

            def resize(bits):
                return value(bits, self.width, self.signed) & ((1 << width) - 1)

            self.operand = resize(self.operand)
            self.stack = [("op", resize(p[1]), p[2]) if p[0] == "op" else p for p in self.stack]
            if self.last:
                self.last = (self.last[0], resize(self.last[1]))
            self.entry, self.width = None, width
            return True
        if key in ("signed", "unsigned", "sign"):
            signed = (not self.signed) if key == "sign" else key == "signed"
            if signed == self.signed:
                return False
            self.entry, self.signed = None, signed
            return True
        if key.startswith("bit"):
            n = int(key[3:])
            if n >= self.width:
                return False
            self.entry = None
            self.set_operand(self.operand ^ (1 << n))
            return True
        raise ValueError(key)


def run(keys):
    p = Programmer()
    for key in keys.split():
        p.press(key)
    return p.display()


# The README's examples, each (keys, expected) under the defaults (signed QWORD, DEC).
EXAMPLES = [
    ("hex F F and 0 F =", "F"),
    ("dec byte signed 1 2 7 + 1 =", "-128"),
    ("dec byte unsigned 1 2 7 + 1 =", "128"),
    ("dec qword 1 lsh 6 3 =", "-9223372036854775808"),
    ("dec qword unsigned 1 lsh 6 3 =", "9223372036854775808"),
    ("dword hex 1 - 2 =", "FFFFFFFF"),
    ("5 + 3 = =", "11"), ("7 + =", "14"), ("2 + 3 = 4 =", "7"),
    ("byte 1 2 8", "12"), ("hex byte F F dec", "-1"),
    ("hex 1 2 3 4 byte", "34"), ("dec 1 neg byte", "-1"),
    # At most 100 groups open and 250 operators waiting: the 101st `(` and the 251st operator are refused.
    ("( " * 101 + "7 =", "7"), ("( " * 101 + "7 ) undo undo =", "0"),
    ("1 or 1 xor 1 and ( " * 84 + "2 =", "1"),
]

KEYS = (list("0123456789ABCDEF") * 3 + list(LEVEL) * 2 + ["not", "neg", "(", ")", "=", "=", "AC", "CE", "back"]
        + list(BASES) + list(WIDTHS) + ["signed", "unsigned", "sign", "undo", "redo"])


def sequence(rng):
    keys = [rng.choice(list(WIDTHS)), rng.choice(["signed", "unsigned"]), rng.choice(list(BASES))]
    for _ in range(rng.randint(1, 24)):
        keys.append(f"bit{rng.randint(0, 63)}" if rng.random() < 0.04 else rng.choice(KEYS))
    return " ".join(keys)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for keys, expected in EXAMPLES:
        if run(keys) != expected:
            print(f"the model fails the README's example {keys!r}: {run(keys)} != {expected}")
            return 1
    rng = random.Random(args.seed)
    cases = [sequence(rng) for _ in range(args.count)]
    lines = [k for k, _ in EXAMPLES] + cases
    out = subprocess.run([args.bin, "--mode", "programmer", "--keys-stdin"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, timeout=600)
    got = out.stdout.splitlines()
    if out.returncode != 0 or len(got) != len(lines):
        print(f"programmer: the binary exited {out.returncode} with {len(got)} lines for {len(lines)}: {out.stderr[:500]}")
        return 1
    failures = [(k, g, run(k)) for k, g in zip(lines, got) if g != run(k)]
    for keys, ours, reference in failures[:10]:
        print(f"  {keys!r}: calculator {ours}, reference {reference}")
    print(f"programmer: {len(lines) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
