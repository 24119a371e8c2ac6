#!/usr/bin/env python3
"""Measures, from a screenshot of the window, the ink height in pixels of a digit key's title, of the
tallest key title, and of the number, as a person sees them: the rows where a glyph's pixels stand out
from what is behind them by at least half the text's contrast.

    legibility.py SHOT.png LAYOUT.txt DIGIT_ID

LAYOUT.txt is the window's --print-layout listing ('id x y w h' lines); DIGIT_ID is the key whose title
is the digit the display shows (type that digit first, so the number is that one glyph). Keys are the
listing's rows except the display, its round buttons, the programmer's base lines and the bits. The
number is the tallest glyph in the display below its controls row (the round buttons' row).

Prints 'digit N title M number K' (pixels of ink; M is the tallest key title).
"""
import sys

from contrast import load, luminance  # the screenshot through ImageMagick; WCAG's relative luminance


class Shot:
    def __init__(self, path):
        self.width, self.height, self.pixels = load(path)
        self.cache = {}

    def lum(self, x, y):
        i = 3 * (y * self.width + x)
        rgb = tuple(self.pixels[i:i + 3])
        if rgb not in self.cache:
            self.cache[rgb] = luminance(rgb)
        return self.cache[rgb]

    def ink(self, x0, y0, x1, y1):
        """The pixels of the box that are ink: at least half as far in luminance from the box's most
        common colour (its fill) as the farthest pixel (the glyphs' core)."""
        x0, y0 = max(0, int(x0)), max(0, int(y0))
        x1, y1 = min(self.width, int(x1)), min(self.height, int(y1))
        counts = {}
        for y in range(y0, y1):
            for x in range(x0, x1):
                value = self.lum(x, y)
                counts[value] = counts.get(value, 0) + 1
        if not counts:
            return set()
        fill = max(counts, key=counts.get)
        farthest = max(abs(value - fill) for value in counts)
        if farthest < 0.02:
            return set()
        return {(x, y) for y in range(y0, y1) for x in range(x0, x1) if abs(self.lum(x, y) - fill) >= farthest / 2}


def title_ink(shot, frame):
    """Ink height of the title of the key at frame, inside a square well within its round shape (clear of its antialiased edge)."""
    x, y, w, h = frame
    inset = 0.2 * min(w, h)
    ink = shot.ink(x + inset, y + inset, x + w - inset, y + h - inset)
    return max(p[1] for p in ink) - min(p[1] for p in ink) + 1 if ink else 0


def tallest_glyph(ink):
    """The height of the tallest 8-connected piece of ink."""
    best, left = 0, set(ink)
    while left:
        stack = [left.pop()]
        top = bottom = stack[0][1]
        while stack:
            x, y = stack.pop()
            top, bottom = min(top, y), max(bottom, y)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    n = (x + dx, y + dy)
                    if n in left:
                        left.remove(n)
                        stack.append(n)
        best = max(best, bottom - top + 1)
    return best


def main():
    shot_path, layout_path, digit = sys.argv[1:4]
    frames = {}
    for line in open(layout_path):
        parts = line.split()
        if len(parts) == 5:
            frames[parts[0]] = tuple(float(v) for v in parts[1:])
    chrome = {"display", "history", "undo", "redo", "mode", "programmer.undo", "programmer.redo"}
    bases = {"programmer.hex", "programmer.dec", "programmer.oct", "programmer.bin"}
    shot = Shot(shot_path)
    keys = [k for k in frames if k not in chrome and k not in bases and not k.startswith("bit_")]
    titles = {k: title_ink(shot, frames[k]) for k in keys}
    x, y, w, h = frames["display"]
    side = frames["history"][3]
    number = tallest_glyph(shot.ink(x, y + side, x + w, y + h))
    print(f"digit {titles[digit]} title {max(titles.values())} number {number}")


if __name__ == "__main__":
    main()
