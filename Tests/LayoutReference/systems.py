#!/usr/bin/env python3
"""Writes the constraint systems (FORMAT.md) that Scripts/compare-layout and Scripts/bench-layout run.

    python3 Tests/LayoutReference/systems.py OUTDIR

Deterministic: the same files every run. Systems:
  grid-8, grid-16, grid-32  a display above an N x N grid of equal buttons in a window W x H
  keypad                    the calculator's keypad: a display and 19 keys, `0` two columns wide
  form                      an Enaml-like form: labels and fields around a midline, a control row
  refusals                  every error kind, `remove`, `unedit`, `expect` (all of which pass), a parse error
"""
import os
import sys

MARGIN = 12    # window edge to content
GAP = 12       # between display and keys, and between keys


class Script:
    def __init__(self, title):
        self.lines = [f"# {title}", "# written by Tests/LayoutReference/systems.py"]

    def __call__(self, *lines):
        self.lines.extend(lines)

    def vars(self, *names):
        self(f"var {' '.join(names)}")

    def box(self, name):
        self.vars(*(f"{name}.{side}" for side in ("left", "top", "width", "height")))

    def resize(self, w, h, *names):
        self(f"suggest W {w:g}", f"suggest H {h:g}", "print " + " ".join(names) if names else "print")

    def text(self):
        return "\n".join(self.lines) + "\n"


def window(s, w, h):
    """The window variables, edited (strong), with weak stays at the natural size."""
    s.vars("W", "H")
    s(f"W == {w:g} | weak", f"H == {h:g} | weak")


def display(s):
    s.box("display")
    s(f"display.left == {MARGIN}",
      f"display.top == {MARGIN}",
      f"display.left + display.width == W - {MARGIN}",
      "display.height >= H / 4",
      "display.height == 2 / 7 * H | medium")


def row_of(s, keys, above):
    """Keys left to right in one row, just below `above`, spanning the window width."""
    for i, k in enumerate(keys):
        s(f"{k}.top == {above}.top + {above}.height + {GAP}")
        if i == 0:
            s(f"{k}.left == {MARGIN}")
        else:
            p = keys[i - 1]
            s(f"{k}.left == {p}.left + {p}.width + {GAP}")
    s(f"{keys[-1]}.left + {keys[-1]}.width == W - {MARGIN}")


def grid(n):
    """A display above n x n equal buttons; the first button is the unit, preferably square."""
    s = Script(f"{n}x{n} grid of buttons below a display")
    natural_w = 2 * MARGIN + (n - 1) * GAP + 40 * n
    natural_h = natural_w + 200
    window(s, natural_w, natural_h)
    display(s)
    names = [[f"b{r}_{c}" for c in range(n)] for r in range(n)]
    for row in names:
        for b in row:
            s.box(b)
    unit = names[0][0]
    s(f"{unit}.width >= 0", f"{unit}.height >= 0")
    for row in names:
        for b in row:
            if b != unit:
                s(f"{b}.width == {unit}.width", f"{b}.height == {unit}.height")
            s(f"{b}.width == {b}.height | weak")
    above = "display"
    for row in names:
        row_of(s, row, above)
        above = row[0]
    s(f"{names[-1][0]}.top + {names[-1][0]}.height == H - {MARGIN}")
    s("edit W strong", "edit H strong")
    # the smallest window whose buttons are at least 8 wide and tall
    wmin = 2 * MARGIN + (n - 1) * GAP + 8 * n
    hmin = wmin + 120
    s.resize(natural_w, natural_h)
    steps = {8: 1000, 16: 200, 32: 20}[n]
    s("bench build 20",
      f"bench drag {steps} W H {wmin:g} {hmin:g}",
      f"bench jump {steps} W H {wmin:g} {hmin:g}")
    s.resize(wmin + 300, hmin + 500)       # tall and narrow
    s.resize(wmin + 900, hmin + 100)       # wide and short
    s.resize(wmin // 2, hmin // 2)         # too small: the buttons stop at 0, W and H give way
    return s


def keypad():
    """The calculator's keypad: C ± % ÷ / 7 8 9 × / 4 5 6 − / 1 2 3 + / 0 (two columns) . ="""
    s = Script("calculator keypad: a display and 19 keys, 0 two columns wide")
    window(s, 320, 480)
    display(s)
    rows = [["clear", "sign", "percent", "divide"],
            ["d7", "d8", "d9", "times"],
            ["d4", "d5", "d6", "minus"],
            ["d1", "d2", "d3", "plus"],
            ["d0", "point", "equals"]]
    for row in rows:
        for k in row:
            s.box(k)
    unit = "clear"
    s(f"{unit}.width >= 0", f"{unit}.height >= 0", f"{unit}.width >= 44 | medium", f"{unit}.height >= 36 | medium")
    for row in rows:
        for k in row:
            if k != unit:
                s(f"{k}.height == {unit}.height")
            if k == "d0":
                s(f"d0.width == 2 * {unit}.width + {GAP}")
            else:
                if k != unit:
                    s(f"{k}.width == {unit}.width")
                s(f"{k}.width == {k}.height | weak")
    above = "display"
    for row in rows:
        row_of(s, row, above)
        above = row[0]
    s(f"d0.top + d0.height == H - {MARGIN}")
    s("edit W strong", "edit H strong")
    s.resize(720, 880)
    s("bench build 20", "bench drag 1000 W H 240 360", "bench jump 1000 W H 240 360")
    s.resize(360, 560)
    s.resize(640, 400)
    s.resize(150, 200, "W", "H", "clear.width", "clear.height", "d0.width", "display.height")
    s.resize(150, 200)
    return s


def form():
    """Enaml-like: rows of label + field in a window with contents margins; fields start at a shared
    midline; the last row is a label and a control of fixed height. The window prefers to be small."""
    s = Script("Enaml-like form: labels and fields around a midline")
    labels = [("name", 67), ("address", 80), ("city", 52), ("zip", 24)]   # preferred label widths
    s.vars("left", "top", "width", "height", "c_left", "c_top", "c_right", "c_bottom", "midline")
    for k, _ in labels + [("note", 0)]:
        s.box(f"lb_{k}")
    for k, _ in labels:
        s.box(f"fl_{k}")
    s.box("ctl")
    s("edit width strong", "edit height strong")
    s("left >= 0", "top >= 0", "width >= 0", "height >= 0",
      "width == 0 | medium", "height == 0 | medium",
      "c_left == left + 10", "c_top == top + 10",
      "c_right == left + width - 10", "c_bottom == top + height - 10")
    pairs = [(f"lb_{k}", f"fl_{k}", w) for k, w in labels] + [("lb_note", "ctl", 30)]
    for lb, fl, w in pairs:
        for b in (lb, fl):
            s(f"{b}.left >= 0", f"{b}.top >= 0", f"{b}.width >= 0", f"{b}.height >= 0")
        s(f"{lb}.width == {w} | weak", f"{lb}.width >= {w} | strong",
          f"{lb}.height == 16 | strong", f"{lb}.height >= 16 | strong",
          f"{lb}.left >= c_left", f"{lb}.left == c_left | 1250",
          f"{fl}.left - {lb}.left - {lb}.width >= 10", f"{fl}.left - {lb}.left - {lb}.width == 10 | 1250",
          f"{fl}.left == midline | strong",
          f"{fl}.left + {fl}.width <= c_right", f"{fl}.left + {fl}.width == c_right | 1250",
          f"{fl}.top + 0.5 * {fl}.height == {lb}.top + 0.5 * {lb}.height | strong")
        if fl == "ctl":
            s("ctl.width >= 119 | 100000", "ctl.height >= 48 | 100000", "ctl.height <= 48 | 100000",
              "ctl.width <= 1.67772e07 | 100000")
        else:
            s(f"{fl}.width >= 125 | strong", f"{fl}.height == 21 | strong", f"{fl}.height >= 21 | strong")
    fields = [fl for _, fl, _ in pairs]
    s(f"{fields[0]}.top >= c_top", f"{fields[0]}.top == c_top | 1250")
    for a, b in zip(fields, fields[1:]):
        s(f"{b}.top - {a}.top - {a}.height >= 10", f"{b}.top - {a}.top - {a}.height == 10 | 1250")
    s(f"c_bottom - {fields[-1]}.top - {fields[-1]}.height >= 0",
      f"c_bottom - {fields[-1]}.top - {fields[-1]}.height == 0 | 1250")
    sizes = [(400, 600), (600, 400), (800, 1200), (1200, 800), (100, 100), (400, 800)]
    s("suggest width 400", "suggest height 600", "bench build 20")
    for w, h in sizes:
        s(f"suggest width {w}", f"suggest height {h}", "print")
    s("bench drag 1000 width height 300 300", "bench jump 1000 width height 300 300", "print")
    return s


def refusals():
    """Every refusal (each leaves the solver as it was), remove, unedit and expect; ends on a parse error."""
    s = Script("refusals, remove, unedit, expect; the last line is a parse error")
    s("var x, y w",
      "lo: x >= 10",
      "hi: x + w <= 100",
      "w.min: w >= 20",
      "w == 40 | medium",
      "x == 0 | weak           # a stay: holds x once nobody edits it",
      "y == 3 | weak",
      "bound: 2 * (y - x) / 4 <= 1000 - -(5)",
      "edit x",
      "suggest x 50",
      "expect x 50", "expect w 40", "expect y 3",
      "print",
      "suggest x 90           # x + w <= 100 and w >= 20: x gives 10, w gives 20",
      "expect x 80", "expect w 20",
      "lo: x >= 0",
      "x >= 200",
      "remove nosuch",
      "edit x",
      "unedit y",
      "suggest y 5",
      "edit y required",
      "ghost: x >= 500        # refused: the label stays free",
      "remove ghost",
      "print",
      "expect x 80", "expect w 20",
      "remove hi",
      "expect x 90", "expect w 40",
      "remove lo",
      "lo: x >= 95",
      "expect x 95",
      "bench build 5",
      "unedit x",
      "unedit x",
      "expect x 95",
      "print x w",
      "edit x medium",
      "edit y 500",
      "suggest x 120",
      "suggest y -7.5",
      "expect x 120", "expect y -7.5", "expect w 40",
      "print",
      "bench jump 20 x y 100 0",
      "bench build 5",
      "print",
      "unedit y",
      "expect y 3",
      "remove lo",
      "remove lo",
      "print",
      "x == 1 / (2 - 2)       # division by zero: a parse error, the script stops here",
      "print")
    return s


SYSTEMS = {"grid-8": lambda: grid(8), "grid-16": lambda: grid(16), "grid-32": lambda: grid(32),
           "keypad": keypad, "form": form, "refusals": refusals}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: systems.py OUTDIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in SYSTEMS.items():
        with open(os.path.join(out, name + ".cls"), "w") as f:
            f.write(make().text())


if __name__ == "__main__":
    main()
