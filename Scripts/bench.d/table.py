#!/usr/bin/env python3
"""Reads the JSON lines Scripts/bench collected and prints the table: medians, ratios, targets.

Each line is {"app": NAME, ...xprobe.py's result...} or {"app": "calculator", "frame": "WxH",
"median_ms": ...} (one per process of the hidden --benchmark-frames option).
"""
import json
import statistics
import sys

APPS = ["calculator", "floor", "xcalc", "galculator", "gnome-calculator", "previous"]
PEERS = APPS[1:]
# The calculator with no session bus (so no accessibility bus) and with a full 1000-line tape.
VARIANTS = ["calculator-nobus", "calculator-tape"]
SHORT = {"gnome-calculator": "gnome", "galculator": "galc"}


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main(path):
    runs = {app: [] for app in APPS + VARIANTS}
    frames = {}
    operations = {}
    targets = {}
    errors = {app: [] for app in APPS}
    with open(path) as f:
        for line in f:
            record = json.loads(line)
            if "error" in record:
                errors.setdefault(record["app"], []).append(record["error"])
            elif "target" in record:
                targets.setdefault(record["target"], {})[record["app"]] = record
            elif "workload" in record:
                operations.setdefault(record["workload"], {})[record["app"]] = record["us_per_op"]
            elif "frame" in record:
                frames.setdefault(record["frame"], []).append(record)
            else:
                runs[record["app"]].append(record)

    def per_app(key):
        return {app: median([r.get(key) for r in runs[app]]) for app in APPS + VARIANTS}

    startup = per_app("startup_ms")
    rss = {app: (v / 1024 if v is not None else None) for app, v in per_app("rss_kb").items()}
    pss = {app: (v / 1024 if v is not None else None) for app, v in per_app("pss_kb").items()}
    idle = per_app("idle_cpu_ms")
    idle_sched = per_app("idle_sched_ms")
    startup_cpu = per_app("startup_cpu_ms")
    keys = {app: median([k for r in runs[app] for k in r.get("key_ms", [])]) for app in APPS}
    key_counts = {app: sum(len(r.get("key_ms", [])) for r in runs[app]) for app in APPS}
    key_misses = {app: sum(r.get("key_misses", 0) for r in runs[app]) for app in APPS}
    grain = per_app("grain_ms")

    def na(app):
        """Why an app has no figure: n/a (first error), or None when it was measured."""
        if runs[app]:
            return None
        reason = errors.get(app) or ["not run"]
        return "n/a (%s)" % reason[0]

    def fmt(value, digits=1):
        return "-" if value is None else "%.*f" % (digits, value)

    def ratio(a, b):
        return None if a is None or not b else a / b

    def fmt_ratio(value):
        return "-" if value is None else "%.2fx" % value

    rows = []

    def row(name, values, digits, only=None, cells=None):
        line = [name]
        for app in APPS:
            if only and app not in only:
                line.append("")
            elif cells and app in cells:
                line.append(cells[app])
            else:
                line.append(na(app) if na(app) and app != "calculator" else fmt(values.get(app), digits))
        for app in PEERS:
            line.append("" if only and app not in only else fmt_ratio(ratio(values.get("calculator"), values.get(app))))
        rows.append(line)

    row("first frame (ms)", startup, 1)
    row("RSS after start (MB)", rss, 1)
    row("PSS after start (MB)", pss, 1)
    row("start-up CPU (ms)", startup_cpu, 1)
    row("idle CPU over 5 s (ms)", idle, 0)
    row("  same, from schedstat (ms)", idle_sched, 3)
    key_cells = {"floor": "(no keys)"}
    for app in APPS:
        if runs[app] and not key_counts[app] and app != "floor":
            key_cells[app] = "n/a (%d keys missed)" % key_misses[app]
    row("key-to-pixel (ms)", keys, 2, cells=key_cells)
    frame_medians = {}
    for size in ["320x560", "1280x800", "3840x2160"]:
        frame_medians[size] = median([r["median_ms"] for r in frames.get(size, [])])
        row("frame %s (ms)" % size, {"calculator": frame_medians[size]}, 2, only=["calculator"])
    for workload, values in operations.items():
        row("op: " + workload + " (us)", {app: values.get(app) for app in APPS}, 2, only=["calculator", "previous"])

    for target, values in targets.items():
        unit = next(iter(values.values()))["unit"]
        row("%s (%s)" % (target, unit), {app: values.get(app, {}).get("value") for app in APPS}, 2,
            only=["calculator", "previous"],
            cells={app: "n/a" for app in APPS if app in values and "error" in values[app]})

    header = ["metric"] + APPS + ["/" + SHORT.get(a, a) for a in PEERS]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for line in [header] + rows:
        cells = [line[0].ljust(widths[0])] + [line[i].rjust(widths[i]) for i in range(1, len(header))]
        print("  ".join(cells).rstrip())
    print("(/floor, /xcalc, ...: the calculator's figure divided by that program's, same run)")

    def goal(label, value, limit, unit="", exact=False):
        if value is None:
            verdict = "not measured"
        else:
            verdict = "met" if (value == limit if exact else value <= limit) else "MISSED"
        shown = "-" if value is None else ("%.2f%s" % (value, unit))
        print("%s = %s (goal %s %g%s): %s" % (label, shown, "=" if exact else "<=", limit, unit, verdict))

    print()
    print("the calculator's variants (same run; difference = variant - calculator, which has the bus and no tape):")
    for app, label in (("calculator-nobus", "no session bus, so no accessibility bus"),
                       ("calculator-tape", "a full tape of 1000 calculations")):
        if not runs[app]:
            print("  %s: %s" % (label, na(app)))
            continue
        print("  %s: first frame %s ms (%+.1f), start-up CPU %s ms (%+.1f), RSS %s MB (%+.1f)" % (
            label, fmt(startup[app]), startup[app] - startup["calculator"], fmt(startup_cpu[app]),
            startup_cpu[app] - startup_cpu["calculator"], fmt(rss[app]), rss[app] - rss["calculator"]))
    print("  (issue 14: the bus adds at most 1 ms to the first frame; issue 13: a full tape at most 1 ms. Among")
    print("  other programs a first frame moves by several ms with what ran just before it; Scripts/bench --start")
    print("  measures these variants side by side, alternating launches of the one binary)")

    print()
    print("goals (issue 15):")
    goal("first frame: calculator/floor", ratio(startup["calculator"], startup["floor"]), 1.25)
    goal("RSS: calculator/floor", ratio(rss["calculator"], rss["floor"]), 2.0)
    goal("key-to-pixel: calculator/xcalc", ratio(keys["calculator"], keys["xcalc"]), 1.0)
    goal("idle CPU over 5 s: calculator", idle["calculator"], 0, " ms", exact=True)
    goal("frame at 3840x2160: calculator", frame_medians["3840x2160"], 4, " ms")
    for workload, values in operations.items():
        goal("op %s: calculator" % workload, values.get("calculator"), 20, " us")

    print()
    print("goals (issues 31 and 33, CPU time, best of 5 processes; Scripts/bench.d/targets.py):")
    for target, values in targets.items():
        record = values.get("calculator", {})
        goal("%s: calculator" % target, record.get("value"), record.get("goal", 0), " " + record.get("unit", ""))

    print()
    print("runs per app: %s" % ", ".join("%s %d" % (a, len(runs[a])) for a in APPS))
    print("keys per app (missed): %s" % ", ".join("%s %d (%d)" % (a, key_counts[a], key_misses[a]) for a in APPS))
    print("start-up grab grain (median ms between grabs): %s" % ", ".join("%s %s" % (a, fmt(grain[a], 2)) for a in APPS))
    print("frames: processes per size: %s" % ", ".join("%s %d" % (s, len(v)) for s, v in frames.items()))

    def frame_stat(key, digits=3):
        return ", ".join("%s %s" % (s, fmt(median([r.get(key) for r in v]), digits)) for s, v in frames.items())
    print("frames, of which layout + scene (median ms): %s" % frame_stat("layout_scene_median_ms"))
    print("frames, fastest frame (ms, median over processes): %s" % frame_stat("min_ms", 2))
    print("frames, CPU per frame in calculator (ms): %s" % frame_stat("client_cpu_ms", 2))
    print("frames, CPU per frame in Xvfb (ms, upper bound): %s" % frame_stat("server_cpu_ms", 2))
    print("threads after start: %s" % ", ".join("%s %s" % (a, fmt(per_app("threads")[a], 0)) for a in APPS))
    mapped = []
    for app in ("calculator", "previous", "gnome-calculator"):
        for name in ("libmpfr", "libgmp"):
            mapped.append("%s %s %s" % (app, name, fmt(median([r.get("mapped_rss_kb", {}).get(name) for r in runs[app]]), 0)))
    print("resident MPFR and GMP after start (kB, median): %s" % ", ".join(mapped))
    for app in APPS:
        for error in sorted(set(errors.get(app, []))):
            print("error: %s: %s (%d of %d launches)" % (app, error, errors[app].count(error),
                                                        errors[app].count(error) + len(runs[app])))


if __name__ == "__main__":
    main(sys.argv[1])
