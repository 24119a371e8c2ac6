#!/usr/bin/env python3
"""Reads the JSON lines Scripts/bench collected and prints the table: medians, ratios, targets.

Each line is {"app": NAME, ...xprobe.py's result...} or {"app": "calculator", "frame": "WxH",
"median_ms": ...} (one per process of the hidden --benchmark-frames option).
"""
import json
import statistics
import sys

APPS = ["calculator", "previous", "xcalc", "galculator"]


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main(path):
    runs = {app: [] for app in APPS}
    frames = {}
    operations = {}
    errors = []
    with open(path) as f:
        for line in f:
            record = json.loads(line)
            if "error" in record:
                errors.append("%s: %s" % (record["app"], record["error"]))
            elif "workload" in record:
                operations.setdefault(record["workload"], {})[record["app"]] = record["us_per_op"]
            elif "frame" in record:
                frames.setdefault(record["frame"], []).append(record)
            else:
                runs[record["app"]].append(record)

    def per_app(key, scale=1.0):
        return {app: median([r.get(key) for r in runs[app]]) for app in APPS}

    startup = per_app("startup_ms")
    rss = {app: (v / 1024 if v is not None else None) for app, v in per_app("rss_kb").items()}
    pss = {app: (v / 1024 if v is not None else None) for app, v in per_app("pss_kb").items()}
    idle = per_app("idle_cpu_ms")
    idle_sched = per_app("idle_sched_ms")
    keys = {app: median([k for r in runs[app] for k in r.get("key_ms", [])]) for app in APPS}
    key_counts = {app: sum(len(r.get("key_ms", [])) for r in runs[app]) for app in APPS}
    grain = {app: median([r.get("grain_ms") for r in runs[app]]) for app in APPS}

    def fmt(value, digits=1):
        return "-" if value is None else "%.*f" % (digits, value)

    def ratio(app, values):
        ours, theirs = values["calculator"], values[app]
        if ours is None or not theirs:
            return "-"
        return "%.2fx" % (ours / theirs)

    def verdict(ok):
        return "" if ok is None else (" (met)" if ok else " (MISSED)")

    rows = []

    def row(name, values, digits, target="", ok=None, peers=True):
        line = [name, fmt(values["calculator"], digits)]
        if peers:
            line += [fmt(values["previous"], digits), fmt(values["xcalc"], digits), fmt(values["galculator"], digits),
                     ratio("previous", values), ratio("xcalc", values), ratio("galculator", values)]
        else:
            line += ["(ours only)", "", "", "", "", ""]
        line.append(target + verdict(ok))
        rows.append(line)

    def lt(a, b):
        return None if a is None or b is None else a < b

    row("first frame (ms)", startup, 1, "< xcalc", lt(startup["calculator"], startup["xcalc"]))
    row("RSS after start (MB)", rss, 1, "<= 3x xcalc",
        None if rss["calculator"] is None or rss["xcalc"] is None else rss["calculator"] <= 3 * rss["xcalc"])
    row("PSS after start (MB)", pss, 1)
    row("idle CPU over 5 s (ms)", idle, 0, "0", None if idle["calculator"] is None else idle["calculator"] == 0)
    row("  same, from schedstat (ms)", idle_sched, 3)
    for size in ["320x560", "1280x800", "3840x2160"]:
        values = {app: None for app in APPS}
        values["calculator"] = median([r["median_ms"] for r in frames.get(size, [])])
        target, ok = ("< 2", lt(values["calculator"], 2.0)) if size == "1280x800" else ("", None)
        row("frame %s (ms)" % size, values, 2, target, ok, peers=False)
    row("key-to-pixel (ms)", keys, 2)
    for workload, values in operations.items():
        full = {app: values.get(app) for app in APPS}
        row("op: " + workload + " (us)", full, 2, "< 20", None if full["calculator"] is None else full["calculator"] < 20)
    mapped = {}
    for app in ("calculator", "previous"):
        for name in ("libmpfr", "libgmp"):
            mapped[(app, name)] = median([r.get("mapped_rss_kb", {}).get(name) for r in runs[app]])

    header = ["metric", "calculator", "previous", "xcalc", "galculator", "vs previous", "vs xcalc", "vs galculator", "target"]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for line in [header] + rows:
        cells = [line[0].ljust(widths[0])] + [line[i].rjust(widths[i]) for i in range(1, 8)] + ["  " + line[8]]
        print("  ".join(cells).rstrip())
    print()
    print("runs per app: %s; keys per app: %s; start-up grab grain (median ms between grabs): %s" % (
        ", ".join("%s %d" % (a, len(runs[a])) for a in APPS),
        ", ".join("%s %d" % (a, key_counts[a]) for a in APPS),
        ", ".join("%s %s" % (a, fmt(grain[a], 2)) for a in APPS)))
    print("frames: processes per size: %s" % ", ".join("%s %d" % (s, len(v)) for s, v in frames.items()))
    def frame_stat(key, digits=3):
        return ", ".join("%s %s" % (s, fmt(median([r.get(key) for r in v]), digits)) for s, v in frames.items())
    print("frames, of which layout + scene (median ms): %s" % frame_stat("layout_scene_median_ms"))
    print("frames, fastest frame (ms, median over processes): %s" % frame_stat("min_ms", 2))
    print("frames, CPU per frame in calculator (ms): %s" % frame_stat("client_cpu_ms", 2))
    print("frames, CPU per frame in Xvfb (ms, upper bound): %s" % frame_stat("server_cpu_ms", 2))
    print("start-up CPU to first frame (ms, schedstat, median): %s" % ", ".join(
        "%s %s" % (a, fmt(median([r.get("startup_cpu_ms") for r in runs[a]]), 1)) for a in APPS))
    print("resident MPFR and GMP after start (kB, median): %s" % ", ".join(
        "%s %s %s" % (app, name, fmt(value, 0)) for (app, name), value in mapped.items()))
    for error in errors:
        print("error:", error)


if __name__ == "__main__":
    main(sys.argv[1])
