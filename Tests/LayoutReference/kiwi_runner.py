#!/usr/bin/env python3
"""Runs a constraint script (FORMAT.md beside this file) on kiwisolver, the reference solver.

    python3 Tests/LayoutReference/kiwi_runner.py FILE.cls

Prints what the script asks for, exactly as FORMAT.md describes it. Exit status 0; 1 after a failed
`expect`; 2 on a parse error. `Runner` is also the base of Scripts/compare-layout's tracker: it keeps
the live constraints, the edit variables and the current suggestions, and calls `on_print`.
"""
import math
import re
import sys
import time
from collections import namedtuple

try:
    import kiwisolver as kiwi
except ImportError:
    sys.exit("kiwi_runner: kiwisolver is missing (python3 -m pip install kiwisolver)")

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")
NUMBER = re.compile(r"(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
KEYWORDS = frozenset("var remove edit unedit suggest print expect bench".split())
NAMED_STRENGTHS = {"weak": kiwi.strength.weak, "medium": kiwi.strength.medium,
                   "strong": kiwi.strength.strong, "required": kiwi.strength.required}
# The solver's refusals, printed as `error line N: <class name>`.
REFUSALS = (kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint, kiwi.UnknownConstraint,
            kiwi.DuplicateEditVariable, kiwi.UnknownEditVariable, kiwi.BadRequiredStrength)


class ScriptParseError(Exception):
    """A line that does not parse: the script stops (exit status 2)."""


# One step `bench build` replays: kind "constraint" (target a kiwi Constraint, value None),
# "edit" (target a Variable, value its strength) or "suggest" (target a Variable, value the number).
Step = namedtuple("Step", "kind target value")


def number(text):
    """A plain decimal number, optionally signed (as in `suggest x -5`)."""
    body = text[1:] if text[:1] in "+-" else text
    if not NUMBER.fullmatch(body):
        raise ScriptParseError(f"bad number {text!r}")
    return float(text)


def strength(text):
    text = text.strip()
    return NAMED_STRENGTHS[text] if text in NAMED_STRENGTHS else number(text)


# ---- expressions -------------------------------------------------------------------------------

def tokens(text):
    """Numbers (as floats), names and single-character operators, spaces skipped."""
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        m = NUMBER.match(text, i)
        if m:
            out.append(("num", float(m.group())))
        else:
            m = NAME.match(text, i)
            if m:
                out.append(("name", m.group()))
            else:
                out.append(("op", ch))
                i += 1
                continue
        i = m.end()
    return out


class Expression:
    """Recursive descent over `tokens`; values are Python floats or kiwi expressions."""

    def __init__(self, text, variables):
        self.toks = tokens(text)
        self.i = 0
        self.variables = variables

    def value(self):
        v = self.sum()
        if self.i < len(self.toks):
            raise ScriptParseError("unexpected text after the expression")
        return v

    def _op(self):
        if self.i < len(self.toks) and self.toks[self.i][0] == "op":
            return self.toks[self.i][1]
        return None

    def sum(self):
        v = self.product()
        while self._op() in ("+", "-"):
            sign = self._op()
            self.i += 1
            rhs = self.product()
            v = v + rhs if sign == "+" else v - rhs
        return v

    def product(self):
        v = self.factor()
        while self._op() in ("*", "/"):
            op = self._op()
            self.i += 1
            rhs = self.factor()
            if op == "*":
                if not (isinstance(v, float) or isinstance(rhs, float)):
                    raise ScriptParseError("product of two variables")
                v = v * rhs
            elif not isinstance(rhs, float):
                raise ScriptParseError("division by a variable")
            elif rhs == 0.0:
                raise ScriptParseError("division by zero")
            else:
                v = v / rhs
        return v

    def factor(self):
        if self.i >= len(self.toks):
            raise ScriptParseError("expression ends too early")
        kind, tok = self.toks[self.i]
        self.i += 1
        if kind == "num":
            return tok
        if kind == "name":
            if tok not in self.variables:
                raise ScriptParseError(f"undeclared variable {tok}")
            return self.variables[tok]
        if tok == "(":
            v = self.sum()
            if self._op() != ")":
                raise ScriptParseError("missing )")
            self.i += 1
            return v
        if tok == "-":
            return -self.factor()
        if tok == "+":
            return self.factor()
        raise ScriptParseError(f"unexpected {tok!r}")


LABEL = re.compile(r"\s*(" + NAME.pattern + r")\s*:(?!=)")
RELATION = re.compile(r"==|<=|>=")


def parse_constraint(line, variables):
    """`[label:] EXPR OP EXPR [| STRENGTH]` -> (label or None, kiwi Constraint)."""
    label = None
    m = LABEL.match(line)
    if m:
        label, line = m.group(1), line[m.end():]
    body, bar, tail = line.partition("|")
    weight = strength(tail) if bar else kiwi.strength.required
    rel = RELATION.search(body)
    if not rel:
        raise ScriptParseError("no ==, <= or >=")
    left = Expression(body[:rel.start()], variables).value()
    right = Expression(body[rel.end():], variables).value()
    difference = left - right
    if isinstance(difference, float):
        raise ScriptParseError("no variable in the constraint")
    op = rel.group()
    made = difference == 0 if op == "==" else difference <= 0 if op == "<=" else difference >= 0
    return label, made | weight


# ---- resize sequences --------------------------------------------------------------------------

def drag_sizes(steps, wmin, hmin):
    return [(round(wmin + 400 + 380 * math.sin(2 * math.pi * k / 250), 3),
             round(hmin + 400 + 380 * math.cos(2 * math.pi * k / 330), 3)) for k in range(steps)]


def jump_sizes(steps, wmin, hmin):
    sizes, x = [], 12345

    def draw():
        nonlocal x
        x = (1664525 * x + 1013904223) % 2 ** 32
        return 800.0 * x / 2 ** 32

    for _ in range(steps):
        w = wmin + draw()
        h = hmin + draw()
        sizes.append((round(w, 3), round(h, 3)))
    return sizes


RESIZES = {"drag": drag_sizes, "jump": jump_sizes}


def best_of(runs, fn):
    """Fastest of `runs` calls of fn, in nanoseconds."""
    best = None
    for _ in range(runs):
        start = time.perf_counter_ns()
        fn()
        took = time.perf_counter_ns() - start
        best = took if best is None else min(best, took)
    return best


# ---- the runner --------------------------------------------------------------------------------

class Runner:
    kiwi = kiwi                   # the kiwisolver module, for users of this class
    ParseError = ScriptParseError

    def __init__(self, emit=print):
        self.emit = emit          # called with each output line
        self.solver = kiwi.Solver()
        self.variables = {}       # name -> kiwi Variable
        self.order = []           # names in declaration order
        self.labels = {}          # label -> live kiwi Constraint
        self.steps = []           # Step list replayed by `bench build`
        self.edits = {}           # name of each edit variable -> its strength
        self.suggestions = {}     # name of each edit variable -> its current suggestion
        self.failed = False       # an `expect` failed

    # Hook for subclasses: called after each `print` has printed `names`.
    def on_print(self, names):
        pass

    def constraints(self):
        """The live constraints, in the order they were added."""
        return [s.target for s in self.steps if s.kind == "constraint"]

    def var(self, name):
        if name not in self.variables:
            raise ScriptParseError(f"undeclared variable {name}")
        return self.variables[name]

    def run_line(self, n, line):
        """Runs one comment-free, non-empty line (number n). Raises ScriptParseError."""
        words = line.split()
        head, args = words[0], words[1:]
        handler = getattr(self, "step_" + head, None) if head in KEYWORDS else None
        try:
            if handler:
                handler(n, line, args)
            else:
                self.add(n, line)
        except REFUSALS as refusal:
            if isinstance(refusal, kiwi.UnsatisfiableConstraint):
                # kiwi leaves its tableau changed by the failed addition (later answers can break
                # required constraints); FORMAT.md wants the solver as it was: build it again.
                self.solver = self.rebuild()
                for name, x in self.suggestions.items():
                    self.solver.suggestValue(self.variables[name], x)
            self.emit(f"error line {n}: {type(refusal).__name__}")

    def arg(self, args, i):
        if i >= len(args):
            raise ScriptParseError("missing argument")
        return args[i]

    def add(self, n, line):
        label, c = parse_constraint(line, self.variables)
        if label is not None and label in self.labels:
            self.emit(f"error line {n}: DuplicateConstraint")
            return
        self.solver.addConstraint(c)
        if label is not None:
            self.labels[label] = c
        self.steps.append(Step("constraint", c, None))

    def step_var(self, n, line, args):
        for name in re.split(r"[\s,]+", line[len("var"):].strip()):
            if not name:
                continue
            if not NAME.fullmatch(name) or name in KEYWORDS:
                raise ScriptParseError(f"bad variable name {name}")
            self.variables[name] = kiwi.Variable(name)
            self.order.append(name)

    def step_remove(self, n, line, args):
        label = self.arg(args, 0)
        c = self.labels.get(label)
        if c is None:
            self.emit(f"error line {n}: UnknownConstraint")
            return
        self.solver.removeConstraint(c)
        del self.labels[label]
        self.steps = [s for s in self.steps if s.target is not c]

    def step_edit(self, n, line, args):
        name = self.arg(args, 0)
        v = self.var(name)
        weight = strength(args[1]) if len(args) > 1 else kiwi.strength.strong
        self.solver.addEditVariable(v, weight)
        self.edits[name] = weight
        self.steps.append(Step("edit", v, weight))

    def step_unedit(self, n, line, args):
        name = self.arg(args, 0)
        v = self.var(name)
        self.solver.removeEditVariable(v)
        self.edits.pop(name, None)
        self.suggestions.pop(name, None)
        self.steps = [s for s in self.steps if s.target is not v]

    def step_suggest(self, n, line, args):
        name = self.arg(args, 0)
        v, x = self.var(name), number(self.arg(args, 1))
        self.solver.suggestValue(v, x)
        self.suggestions[name] = x
        self.steps.append(Step("suggest", v, x))

    def step_print(self, n, line, args):
        self.solver.updateVariables()
        names = args or self.order
        for name in names:
            self.emit(f"{name} {self.var(name).value():.6f}")
        self.on_print(names)

    def step_expect(self, n, line, args):
        self.solver.updateVariables()
        name = self.arg(args, 0)
        got, wanted = self.var(name).value(), number(self.arg(args, 1))
        if not abs(got - wanted) <= 1e-6:
            self.emit(f"expect failed line {n}: {name} = {got:.6f}, wanted {wanted!r}")
            self.failed = True

    def step_bench(self, n, line, args):
        kind = self.arg(args, 0)
        if kind == "build":
            reps = int(self.arg(args, 1))
            if reps <= 0:
                raise ScriptParseError("bad repetitions")
            self.emit(f"bench build: {best_of(reps, self.rebuild) / 1000:.3f} us")
            return
        if kind not in RESIZES:
            raise ScriptParseError(f"unknown bench {kind}")
        steps = int(self.arg(args, 1))
        w_name, h_name = self.arg(args, 2), self.arg(args, 3)
        w, h = self.var(w_name), self.var(h_name)
        sizes = RESIZES[kind](steps, number(self.arg(args, 4)), number(self.arg(args, 5)))
        if not sizes:
            raise ScriptParseError("no steps")
        suggest, update = self.solver.suggestValue, self.solver.updateVariables

        def resize():
            for wv, hv in sizes:
                suggest(w, wv)
                suggest(h, hv)
                update()

        took = best_of(5, resize)
        self.suggestions[w_name], self.suggestions[h_name] = sizes[-1]
        self.emit(f"bench {kind}: {took / 1000 / steps:.3f} us/step")

    def rebuild(self):
        """A new solver given the same constraint objects and edits: times the solver, not parsing."""
        solver = kiwi.Solver()
        for s in self.steps:
            if s.kind == "constraint":
                solver.addConstraint(s.target)
            elif s.kind == "edit":
                solver.addEditVariable(s.target, s.value)
            else:
                solver.suggestValue(s.target, s.value)
        solver.updateVariables()
        return solver

    def run_file(self, path):
        """Runs a whole script; returns the exit status (0, 1 after a failed expect, 2 on a parse error)."""
        with open(path) as f:
            for n, raw in enumerate(f, 1):
                line = raw.split("#", 1)[0].strip()
                if not line:
                    continue
                try:
                    self.run_line(n, line)
                except (ScriptParseError, ValueError) as e:
                    self.emit(f"error line {n}: Parse")
                    print(f"kiwi_runner: line {n}: {e}", file=sys.stderr)
                    return 2
        return 1 if self.failed else 0


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: kiwi_runner.py FILE.cls")
    sys.exit(Runner().run_file(sys.argv[1]))


if __name__ == "__main__":
    main()
