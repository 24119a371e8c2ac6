#!/usr/bin/env python3
"""Measures an X11 program from outside, through the X server and /proc (Xlib and XTest by ctypes).

    xprobe.py run --class WM_CLASS [--quiet-ms 1000] [--idle-s 5] [--keys N --clear-key Delete
                  --region x0,y0,x1,y1] -- COMMAND ARGS...

Starts COMMAND once and prints one JSON object:

  startup_ms   exec → first complete frame. The window (a viewable top-level whose WM_CLASS
               class is --class, or whose _NET_WM_PID is the child's pid) is grabbed with
               XGetImage back to back; the first complete frame is the first grab of the image
               that then stays identical in every grab for --quiet-ms. The time reported is the
               midpoint between the start of the grab before it and the end of that grab, so the
               error is ± half that interval (grain_ms, also printed). t0 is taken just before
               fork/exec (subprocess.Popen).
  startup_cpu_ms  CPU time (schedstat) of the program when it is stable.
  rss_kb       VmRSS from /proc/PID/status once stable; pss_kb from smaps_rollup; mapped_rss_kb the
               resident kB of the mappings of a few libraries (libmpfr, libgmp) from smaps. With
               --breakdown FILE, smaps.py's JSON breakdown of that memory is written to FILE (read
               after RSS and PSS, before the idle CPU is measured).
  idle_cpu_ms  utime+stime (/proc/PID/stat, clock ticks) used during --idle-s seconds of nothing
               after the first complete frame; idle_sched_ms the same from every thread's
               /proc/PID/task/*/schedstat (nanoseconds, threads alive at both reads).
  key_ms       with --keys N: N key-to-pixel latencies. Per key: the clear key is pressed and the
               region (fractions of the window) is let settle; then a digit is pressed by
               XTestFakeKeyEvent + XFlush (t0) and the region is grabbed back to back until it
               differs from before (t1 = end of that grab).
"""
import argparse
import ctypes
import ctypes.util
import json
import os
import signal
import subprocess
import sys
import time

X11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
XTST = ctypes.CDLL(ctypes.util.find_library("Xtst") or "libXtst.so.6")

Window = ctypes.c_ulong
Atom = ctypes.c_ulong
DisplayP = ctypes.c_void_p


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", Window), ("c_class", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class XClassHint(ctypes.Structure):
    _fields_ = [("res_name", ctypes.c_char_p), ("res_class", ctypes.c_char_p)]


ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
X11.XOpenDisplay.restype = DisplayP
X11.XOpenDisplay.argtypes = [ctypes.c_char_p]
X11.XDefaultRootWindow.restype = Window
X11.XDefaultRootWindow.argtypes = [DisplayP]
X11.XQueryTree.argtypes = [DisplayP, Window, ctypes.POINTER(Window), ctypes.POINTER(Window),
                           ctypes.POINTER(ctypes.POINTER(Window)), ctypes.POINTER(ctypes.c_uint)]
X11.XGetWindowAttributes.argtypes = [DisplayP, Window, ctypes.POINTER(XWindowAttributes)]
X11.XGetClassHint.argtypes = [DisplayP, Window, ctypes.POINTER(XClassHint)]
X11.XInternAtom.restype = Atom
X11.XInternAtom.argtypes = [DisplayP, ctypes.c_char_p, ctypes.c_int]
X11.XGetWindowProperty.argtypes = [DisplayP, Window, Atom, ctypes.c_long, ctypes.c_long, ctypes.c_int, Atom,
                                   ctypes.POINTER(Atom), ctypes.POINTER(ctypes.c_int),
                                   ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                   ctypes.POINTER(ctypes.c_void_p)]
X11.XGetImage.restype = ctypes.POINTER(XImage)
X11.XGetImage.argtypes = [DisplayP, Window, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                          ctypes.c_ulong, ctypes.c_int]
X11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
X11.XFree.argtypes = [ctypes.c_void_p]
X11.XSync.argtypes = [DisplayP, ctypes.c_int]
X11.XFlush.argtypes = [DisplayP]
X11.XSetErrorHandler.argtypes = [ERROR_HANDLER]
X11.XSetErrorHandler.restype = ctypes.c_void_p
X11.XStringToKeysym.restype = ctypes.c_ulong
X11.XStringToKeysym.argtypes = [ctypes.c_char_p]
X11.XKeysymToKeycode.restype = ctypes.c_ubyte
X11.XKeysymToKeycode.argtypes = [DisplayP, ctypes.c_ulong]
X11.XSetInputFocus.argtypes = [DisplayP, Window, ctypes.c_int, ctypes.c_ulong]
X11.XWarpPointer.argtypes = [DisplayP, Window, Window, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                             ctypes.c_int, ctypes.c_int]
XTST.XTestFakeKeyEvent.argtypes = [DisplayP, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

X_ERRORS = [0]


@ERROR_HANDLER
def _ignore_errors(display, event):
    X_ERRORS[0] += 1   # BadWindow/BadMatch while a window appears, maps or goes away
    return 0


X11.XSetErrorHandler(_ignore_errors)
ALL_PLANES = ctypes.c_ulong(-1).value
Z_PIXMAP = 2
IS_VIEWABLE = 2


def now_ms():
    return time.monotonic_ns() / 1e6


class Probe:
    def __init__(self):
        self.dpy = X11.XOpenDisplay(None)
        if not self.dpy:
            sys.exit("xprobe: cannot open display %r" % os.environ.get("DISPLAY"))
        self.root = X11.XDefaultRootWindow(self.dpy)
        self.net_wm_pid = X11.XInternAtom(self.dpy, b"_NET_WM_PID", 0)

    def children(self, window):
        root, parent = Window(), Window()
        kids = ctypes.POINTER(Window)()
        count = ctypes.c_uint()
        if not X11.XQueryTree(self.dpy, window, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(kids),
                              ctypes.byref(count)):
            return []
        result = [kids[i] for i in range(count.value)]
        if kids:
            X11.XFree(kids)
        return result

    def attributes(self, window):
        attrs = XWindowAttributes()
        if not X11.XGetWindowAttributes(self.dpy, window, ctypes.byref(attrs)):
            return None
        return attrs

    def wm_class(self, window):
        hint = XClassHint()
        if not X11.XGetClassHint(self.dpy, window, ctypes.byref(hint)):
            return None
        return (hint.res_class or b"").decode("latin-1")   # Xlib's copies leak: a few bytes a call

    def pid_of(self, window):
        kind, fmt = Atom(), ctypes.c_int()
        items, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        status = X11.XGetWindowProperty(self.dpy, window, self.net_wm_pid, 0, 1, 0, 0, ctypes.byref(kind),
                                        ctypes.byref(fmt), ctypes.byref(items), ctypes.byref(after),
                                        ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0] if items.value else None
        X11.XFree(data)
        return pid

    def find_window(self, pid, wm_class):
        """The largest viewable top-level (or child of one, for reparenting) of the program."""
        best = None
        for window in self.children(self.root):
            attrs = self.attributes(window)
            if attrs is None or attrs.map_state != IS_VIEWABLE:
                continue
            if self.pid_of(window) == pid or (wm_class and self.wm_class(window) == wm_class):
                area = attrs.width * attrs.height
                if best is None or area > best[1]:
                    best = (window, area, attrs.width, attrs.height)
        return best

    def grab(self, window, x, y, width, height):
        image = X11.XGetImage(self.dpy, window, x, y, width, height, ALL_PLANES, Z_PIXMAP)
        if not image:
            return None
        data = ctypes.string_at(image.contents.data, image.contents.bytes_per_line * image.contents.height)
        X11.XDestroyImage(image)
        return data


def read_cpu_ticks(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])   # utime, stime (fields 14, 15)


def read_sched_ns(pid):
    total = {}
    for tid in os.listdir("/proc/%d/task" % pid):
        try:
            with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                total[tid] = int(f.read().split()[0])
        except OSError:
            pass
    return total


def read_memory_kb(pid):
    rss = pss = None
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
    try:
        with open("/proc/%d/smaps_rollup" % pid) as f:
            for line in f:
                if line.startswith("Pss:"):
                    pss = int(line.split()[1])
    except OSError:
        pass
    return rss, pss


MAPPED_LIBRARIES = ("libmpfr", "libgmp")


def read_mapped_rss_kb(pid):
    """Resident kB of every mapping whose file name starts with one of MAPPED_LIBRARIES."""
    totals = {name: 0 for name in MAPPED_LIBRARIES}
    current = None
    try:
        with open("/proc/%d/smaps" % pid) as f:
            for line in f:
                fields = line.split()
                if fields and "-" in fields[0] and len(fields) >= 5:   # a mapping's header line
                    path = fields[5] if len(fields) > 5 else ""
                    base = os.path.basename(path)
                    current = next((name for name in MAPPED_LIBRARIES if base.startswith(name)), None)
                elif current and fields and fields[0] == "Rss:":
                    totals[current] += int(fields[1])
    except OSError:
        pass
    return totals


def wait_for_stable_image(probe, window_info, proc, quiet_ms, t0, timeout_ms):
    """Back-to-back grabs of the whole window until an image has stayed the same for quiet_ms."""
    window, _, width, height = window_info
    last = None
    last_change = None      # (midpoint time, grain) of the grab that first saw `last`
    prev_start = None
    grains = []
    while True:
        start = now_ms()
        image = probe.grab(window, 0, 0, width, height)
        end = now_ms()
        if image is None:
            return None
        if prev_start is not None:
            grains.append(end - prev_start)
        if image != last:
            lower = prev_start if prev_start is not None else start
            last_change = ((lower + end) / 2 - t0, (end - lower) / 2)
            last = image
            changed_at = end
        elif end - changed_at >= quiet_ms:
            grains.sort()
            return last_change[0], last_change[1], grains[len(grains) // 2] if grains else 0
        if proc.poll() is not None or end - t0 > timeout_ms:
            return None
        prev_start = start


def key_latencies(probe, window_info, count, clear_key, region, settle_ms=150):
    window, _, width, height = window_info
    x0, y0, x1, y1 = region
    rx, ry = int(x0 * width), int(y0 * height)
    rw, rh = max(1, int(x1 * width) - rx), max(1, int(y1 * height) - ry)
    X11.XWarpPointer(probe.dpy, 0, window, 0, 0, 0, 0, width // 2, height // 2)
    X11.XSetInputFocus(probe.dpy, window, 1, 0)   # RevertToPointerRoot, CurrentTime
    X11.XSync(probe.dpy, 0)
    time.sleep(0.2)

    def keycode(name):
        return X11.XKeysymToKeycode(probe.dpy, X11.XStringToKeysym(name.encode()))

    def tap(code):
        XTST.XTestFakeKeyEvent(probe.dpy, code, 1, 0)
        XTST.XTestFakeKeyEvent(probe.dpy, code, 0, 0)
        X11.XFlush(probe.dpy)

    def settle():
        last, since = probe.grab(window, rx, ry, rw, rh), now_ms()
        while now_ms() - since < settle_ms:
            image = probe.grab(window, rx, ry, rw, rh)
            if image != last:
                last, since = image, now_ms()
        return last

    clear = keycode(clear_key)
    digits = [keycode(str(d)) for d in range(1, 10)]
    results, misses = [], 0
    for i in range(count):
        tap(clear)
        before = settle()
        code = digits[i % 9]
        XTST.XTestFakeKeyEvent(probe.dpy, code, 1, 0)
        X11.XFlush(probe.dpy)
        t0 = now_ms()
        while True:
            image = probe.grab(window, rx, ry, rw, rh)
            t1 = now_ms()
            if image != before:
                results.append(t1 - t0)
                break
            if t1 - t0 > 1000:
                misses += 1
                break
        XTST.XTestFakeKeyEvent(probe.dpy, code, 0, 0)
        X11.XFlush(probe.dpy)
    return results, misses, (rx, ry, rw, rh)


def run(args):
    probe = Probe()
    result = {"command": args.command}
    t0 = now_ms()
    proc = subprocess.Popen(args.command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL if not args.verbose else None)
    try:
        info = None
        while info is None:
            info = probe.find_window(proc.pid, args.wm_class)
            if proc.poll() is not None or now_ms() - t0 > args.timeout_ms:
                result["error"] = "no window (exit status %s)" % proc.poll()
                return result
        result["window_found_ms"] = round(now_ms() - t0, 2)
        result["window"] = "0x%x %dx%d" % (info[0], info[2], info[3])
        stable = wait_for_stable_image(probe, info, proc, args.quiet_ms, t0, args.timeout_ms)
        if stable is None:
            result["error"] = "window never stable"
            return result
        result["startup_ms"], result["startup_error_ms"], result["grain_ms"] = [round(v, 2) for v in stable]
        result["rss_kb"], result["pss_kb"] = read_memory_kb(proc.pid)
        result["mapped_rss_kb"] = read_mapped_rss_kb(proc.pid)
        if args.breakdown:   # where that memory is (smaps.py), while the program idles on its first frame
            with open(args.breakdown, "w") as out:
                subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "smaps.py"),
                                str(proc.pid), "--json"], stdout=out)
        # CPU used to get there (live threads only; the 1 s quiet wait adds nothing when idle).
        result["startup_cpu_ms"] = round(sum(read_sched_ns(proc.pid).values()) / 1e6, 2)

        ticks, sched = read_cpu_ticks(proc.pid), read_sched_ns(proc.pid)
        time.sleep(args.idle_s)
        ticks2, sched2 = read_cpu_ticks(proc.pid), read_sched_ns(proc.pid)
        hz = os.sysconf("SC_CLK_TCK")
        result["idle_cpu_ms"] = (ticks2 - ticks) * 1000 / hz
        result["idle_sched_ms"] = round(sum(sched2[t] - sched.get(t, 0) for t in sched2) / 1e6, 3)
        result["threads"] = len(sched2)

        if args.keys:
            region = tuple(float(v) for v in args.region.split(","))
            keys, misses, rect = key_latencies(probe, info, args.keys, args.clear_key, region)
            result["key_ms"] = [round(v, 3) for v in keys]
            result["key_misses"] = misses
            result["key_region"] = "%d,%d %dx%d" % rect
        return result
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["run"])
    parser.add_argument("--class", dest="wm_class", default=None)
    parser.add_argument("--quiet-ms", type=float, default=1000)
    parser.add_argument("--idle-s", type=float, default=5)
    parser.add_argument("--timeout-ms", type=float, default=20000)
    parser.add_argument("--keys", type=int, default=0)
    parser.add_argument("--clear-key", default="Delete")
    parser.add_argument("--region", default="0,0,1,0.25", help="x0,y0,x1,y1 as fractions of the window")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--breakdown", metavar="FILE", help="write smaps.py's JSON for the program there once stable")
    argv = sys.argv[1:]
    if "--" not in argv:
        parser.error("the command goes after --")
    split = argv.index("--")
    args = parser.parse_args(argv[:split])
    args.command = argv[split + 1:]
    print(json.dumps(run(args)))


if __name__ == "__main__":
    main()
