#!/usr/bin/env python3
"""Prints the window owning an X selection, in hex (0x0 when none): how the desktop suite waits for a
clipboard manager (CLIPBOARD_MANAGER) or an XSETTINGS manager (_XSETTINGS_S0) to be up.

    selection_owner.py SELECTION
"""
import ctypes
import ctypes.util
import sys


def main():
    x = ctypes.CDLL(ctypes.util.find_library("X11"))
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XInternAtom.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XGetSelectionOwner.restype = ctypes.c_ulong
    x.XGetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x.XOpenDisplay(None)
    if not display:
        sys.exit("selection_owner.py: cannot open display")
    owner = x.XGetSelectionOwner(display, x.XInternAtom(display, sys.argv[1].encode(), 0))
    print(hex(owner))
    x.XCloseDisplay(display)


if __name__ == "__main__":
    main()
