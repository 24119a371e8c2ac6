#!/usr/bin/env python3
"""Draws the calculator icon procedurally (no dependencies) and writes:

  Resources/calculator.pam  PAM (P7) RGB_ALPHA, a 64x64 then a 32x32 image, for _NET_WM_ICON
  Resources/calculator.svg  the same drawing as SVG, for the desktop menu

Resources/calculator.png is made from the PAM with ImageMagick:
  convert 'Resources/calculator.pam[0]' PNG32:Resources/calculator.png

The icon: an orange rounded square with the four operators + − × = in white, a 2×2 grid.
Shapes are defined in a unit square (0..1) and rendered with 8×8 supersampling.
"""
import math
import os
import sys

ORANGE = (0xFF, 0x9F, 0x0A)
WHITE = (0xFF, 0xFF, 0xFF)
CORNER = 0.225          # corner radius of the background, fraction of the side
INSET = 0.02            # transparent margin around the background
STROKE = 0.085          # width of the operator strokes
ARM = 0.13              # half length of the operator strokes
CENTRES = [(0.32, 0.32), (0.68, 0.32), (0.32, 0.68), (0.68, 0.68)]


def in_rounded_square(x, y):
    lo, hi, r = INSET, 1 - INSET, CORNER
    if x < lo or x > hi or y < lo or y > hi:
        return False
    cx = min(max(x, lo + r), hi - r)
    cy = min(max(y, lo + r), hi - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def in_bar(x, y, cx, cy, angle, length=ARM, width=STROKE):
    """A stroke with round caps centred on (cx, cy), rotated by angle (radians)."""
    dx, dy = x - cx, y - cy
    c, s = math.cos(angle), math.sin(angle)
    u, v = dx * c + dy * s, -dx * s + dy * c
    u = max(abs(u) - length, 0)
    return u * u + v * v <= (width / 2) ** 2


def in_glyph(x, y):
    (px, py), (mx, my), (tx, ty), (ex, ey) = CENTRES
    if in_bar(x, y, px, py, 0) or in_bar(x, y, px, py, math.pi / 2):          # +
        return True
    if in_bar(x, y, mx, my, 0):                                                # −
        return True
    if in_bar(x, y, tx, ty, math.pi / 4, ARM * 0.85) or in_bar(x, y, tx, ty, -math.pi / 4, ARM * 0.85):  # ×
        return True
    gap = STROKE * 0.95                                                        # =
    return in_bar(x, y, ex, ey - gap, 0) or in_bar(x, y, ex, ey + gap, 0)


def render(size, samples=8):
    data = bytearray()
    for j in range(size):
        for i in range(size):
            bg = fg = 0
            for sj in range(samples):
                for si in range(samples):
                    x = (i + (si + 0.5) / samples) / size
                    y = (j + (sj + 0.5) / samples) / size
                    if in_rounded_square(x, y):
                        bg += 1
                        if in_glyph(x, y):
                            fg += 1
            n = samples * samples
            alpha = bg / n
            if bg == 0:
                data += bytes((0, 0, 0, 0))
                continue
            t = fg / bg  # fraction of the covered area that is white
            rgb = [round(o * (1 - t) + w * t) for o, w in zip(ORANGE, WHITE)]
            data += bytes(rgb + [round(alpha * 255)])
    return bytes(data)


def pam(size):
    header = (f"P7\nWIDTH {size}\nHEIGHT {size}\nDEPTH 4\nMAXVAL 255\n"
              f"TUPLTYPE RGB_ALPHA\nENDHDR\n").encode()
    return header + render(size)


def svg():
    k = 256  # user units per icon side
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{k}" height="{k}" viewBox="0 0 {k} {k}">',
             f'<rect x="{INSET * k:.2f}" y="{INSET * k:.2f}" width="{(1 - 2 * INSET) * k:.2f}" '
             f'height="{(1 - 2 * INSET) * k:.2f}" rx="{CORNER * k:.2f}" ry="{CORNER * k:.2f}" fill="#ff9f0a"/>',
             f'<g stroke="#ffffff" stroke-width="{STROKE * k:.2f}" stroke-linecap="round" fill="none">']

    def line(cx, cy, angle, arm=ARM):
        dx, dy = arm * math.cos(angle), arm * math.sin(angle)
        parts.append(f'<line x1="{(cx - dx) * k:.2f}" y1="{(cy - dy) * k:.2f}" '
                     f'x2="{(cx + dx) * k:.2f}" y2="{(cy + dy) * k:.2f}"/>')

    (px, py), (mx, my), (tx, ty), (ex, ey) = CENTRES
    line(px, py, 0); line(px, py, math.pi / 2)
    line(mx, my, 0)
    line(tx, ty, math.pi / 4, ARM * 0.85); line(tx, ty, -math.pi / 4, ARM * 0.85)
    line(ex, ey - STROKE * 0.95, 0); line(ex, ey + STROKE * 0.95, 0)
    parts.append('</g>')
    parts.append('</svg>')
    return "\n".join(parts) + "\n"


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources")
    out = sys.argv[1] if len(sys.argv) > 1 else root
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "calculator.pam"), "wb") as f:
        f.write(pam(64) + pam(32))
    with open(os.path.join(out, "calculator.svg"), "w") as f:
        f.write(svg())


if __name__ == "__main__":
    main()
