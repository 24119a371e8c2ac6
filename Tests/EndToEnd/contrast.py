#!/usr/bin/env python3
"""Reads a screenshot of the window and checks, for every button of a --print-layout listing, that
its fill shows an edge against the background (WCAG contrast >= 1.25:1) and that its title reaches
4.5:1 on the fill (the most contrasting pixel in the middle of the button, which is the glyphs' core),
and that the display's text reaches 4.5:1 on the background.

    contrast.py SHOT.png LAYOUT.txt [--disabled=ID,ID] [ID ...]     (IDs: only those buttons; default every one)

A disabled button (undo or redo with nothing to do, drawn dimmed) keeps its edge, but its title is
exempt, as WCAG exempts inactive controls (1.4.3).

Prints one line per button checked and 'worst text N, worst edge N'; exit status 1 on a failure.
"""
import subprocess
import sys


def load(path):
    """The image as (width, height, bytes) through ImageMagick's binary PPM."""
    data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], capture_output=True, check=True).stdout
    fields, offset = [], 0
    while len(fields) < 4:
        while data[offset:offset + 1].isspace():
            offset += 1
        end = offset
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[offset:end])
        offset = end
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[offset + 1:]


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def main():
    width, height, pixels = load(sys.argv[1])
    options = [a for a in sys.argv[3:] if a.startswith("--disabled=")]
    disabled = {i for a in options for i in a.split("=", 1)[1].split(",") if i}
    wanted = set(a for a in sys.argv[3:] if a not in options)

    def at(x, y):
        i = (int(y) * width + int(x)) * 3
        return tuple(pixels[i:i + 3])

    background = at(2, 2)
    worst_text, worst_edge, bad = 99.0, 99.0, 0
    for line in open(sys.argv[2]):
        words = line.split()
        if len(words) != 5 or words[0] == "sizeclass" or (wanted and words[0] not in wanted):
            continue
        name = words[0]
        x, y, w, h = (float(v) for v in words[1:])
        if name == "display":
            # The number and the expression line: their most contrasting pixel against the background.
            text = max(contrast(background, at(px, py)) for px in range(int(x), int(x + w), 2)
                       for py in range(int(y), int(y + h), 2))
            ok = text >= 4.5
            bad += not ok
            worst_text = min(worst_text, text)
            print(f"{'ok  ' if ok else 'FAIL'} display: text {text:.2f}:1 on the background {background}")
            continue
        if w < 20 or h < 20 or x + w > width or y + h > height:
            continue
        fill = at(x + w / 2, y + h / 8)    # above the title, inside the round shape
        edge = contrast(fill, background)
        text = max(contrast(fill, at(px, py))
                   for px in range(int(x + w * 0.2), int(x + w * 0.8))
                   for py in range(int(y + h * 0.25), int(y + h * 0.75)))
        if name in disabled:
            ok = edge >= 1.25
            bad += not ok
            worst_edge = min(worst_edge, edge)
            print(f"{'ok  ' if ok else 'FAIL'} {name} (disabled): fill {fill} text {text:.2f}:1 edge {edge:.2f}:1")
            continue
        ok = edge >= 1.25 and text >= 4.5
        bad += not ok
        worst_text, worst_edge = min(worst_text, text), min(worst_edge, edge)
        print(f"{'ok  ' if ok else 'FAIL'} {name}: fill {fill} text {text:.2f}:1 edge {edge:.2f}:1")
    print(f"worst text {worst_text:.2f}, worst edge {worst_edge:.2f}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
