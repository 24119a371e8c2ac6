#!/usr/bin/env python3
"""The width Xft gives a text in the window's text font, asked of the X server's own font library.

    text_advance.py PIXELS TEXT...     one line per TEXT: its advance in pixels at PIXELS px

The font is the window's default buttons' font (WindowOptions: Inter, else Helvetica Neue, Helvetica,
DejaVu Sans, sans-serif; regular), which the sheet's lines are drawn in. The end-to-end tests click
at characters by it, so that a click lands where a character is drawn whatever the font installed:
the reference is Xft's XftTextExtentsUtf8 through ctypes, not the calculator's code.
"""
import ctypes
import ctypes.util
import sys

FONT = "Inter,Helvetica Neue,Helvetica,DejaVu Sans,sans-serif:regular"


class GlyphInfo(ctypes.Structure):
    _fields_ = [("width", ctypes.c_ushort), ("height", ctypes.c_ushort), ("x", ctypes.c_short),
                ("y", ctypes.c_short), ("xOff", ctypes.c_short), ("yOff", ctypes.c_short)]


def main():
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    xft = ctypes.CDLL(ctypes.util.find_library("Xft"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultScreen.argtypes = [ctypes.c_void_p]
    xft.XftFontOpenName.restype = ctypes.c_void_p
    xft.XftFontOpenName.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p]
    xft.XftTextExtentsUtf8.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                       ctypes.POINTER(GlyphInfo)]
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("text_advance.py: cannot open the display")
    pixels, texts = sys.argv[1], sys.argv[2:]
    font = xft.XftFontOpenName(display, x11.XDefaultScreen(display), f"{FONT}:pixelsize={pixels}".encode())
    if not font:
        sys.exit("text_advance.py: no font")
    for text in texts:
        data = text.encode()
        info = GlyphInfo()
        xft.XftTextExtentsUtf8(display, font, data, len(data), ctypes.byref(info))
        print(info.xOff)


main()
