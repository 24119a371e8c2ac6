#!/usr/bin/env python3
"""The measured targets of issues 31 and 33, from outside, as CPU time (user + system of the child, the
least disturbed figure on a shared machine; the best of RUNS processes each):

  exact form per key   `--keys-stdin` over LINES results of one kind, with `--exact` and without: the
                       difference over LINES is what the exact form (`DisplayState.exactForm`) costs a
                       key; for √2/2, 7/3, π/6, e², ln 2 and a value with none (issue 31: < 50 µs)
  1,000 digits         `--digits 1000 --keys K` for `2 √`, `π`, `1 ÷ 7 =`, `2 ln`, less `--keys 1` (the
                       process start-up); and the whole process as a user times it (issue 31: < 100 ms)
  unit database        `--convert '1 mile' km` less `--keys 1`: the first load of GNU units' database,
                       parse included, and one conversion (issue 33: opening the converter < 50 ms)

    targets.py [--table] NAME=BINARY [NAME=BINARY ...]

Prints one JSON line per binary and figure: {"app": NAME, "target": LABEL, "value": X, "unit": U,
"goal": LIMIT} (or "error" when the binary cannot do it: an older build without `--exact`), for
Scripts/bench's table; with --table (Scripts/bench --targets), a table of its own instead: each figure
per binary, the first binary's over each other's, and the goal.
"""
import json
import resource
import subprocess
import sys

RUNS = 5
LINES = 2000
EXACT = [("√2/2", "8 √ ÷ 4 ="), ("7/3", "7 ÷ 3 ="), ("π/6", "rad 0.5 sin⁻¹"), ("e²", "2 eˣ"),
         ("ln 2", "2 ln"), ("none (√2 + 1)", "2 √ + 1 =")]
DIGITS = ["2 √", "π", "1 ÷ 7 =", "2 ln"]


def cpu_seconds(command, stdin=None):
    """The best CPU time (user + system) of RUNS runs of `command`; None when it fails."""
    best = None
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(command, input=stdin, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            return None
        seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = seconds if best is None else min(best, seconds)
    return best


RECORDS = []


def emit(app, target, value, unit, goal):
    record = {"app": app, "target": target, "unit": unit, "goal": goal}
    if value is None:
        record["error"] = "not supported by this build"
    else:
        record["value"] = round(value, 2)
    RECORDS.append(record)
    if not TABLE:
        print(json.dumps(record), flush=True)


def table(names):
    """The figures side by side, the first binary's over each other's, and whether the first meets the goal."""
    rows = {}
    for record in RECORDS:
        rows.setdefault(record["target"], {})[record["app"]] = record
    header = ["figure"] + names + ["%s/%s" % (names[0], other) for other in names[1:]] + ["goal", ""]
    lines = [header]
    for target, per_app in rows.items():
        first = per_app[names[0]]
        values = [per_app.get(n, {}).get("value") for n in names]
        cells = ["n/a" if v is None else "%.2f" % v for v in values]
        ratios = ["-" if values[0] is None or not v or v <= 0 or values[0] < 0 else "%.2fx" % (values[0] / v)
                  for v in values[1:]]
        value = first.get("value")
        verdict = "not measured" if value is None else ("met" if value < first["goal"] else "MISSED")
        lines.append(["%s (%s)" % (target, first["unit"])] + cells + ratios + ["< %g" % first["goal"], verdict])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join([line[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(line[1:], widths[1:])]).rstrip())


def main(pairs):
    for pair in pairs:
        name, binary = pair.split("=", 1)
        startup = cpu_seconds([binary, "--keys", "1"])
        for label, keys in EXACT:
            lines = "\n".join([keys] * LINES) + "\n"
            plain = cpu_seconds([binary, "--keys-stdin"], lines)
            exact = cpu_seconds([binary, "--exact", "--keys-stdin"], lines)
            value = None if plain is None or exact is None else max(exact - plain, 0) / LINES * 1e6
            emit(name, "exact form per key: %s" % label, value, "us", 50)
        for keys in DIGITS:
            whole = cpu_seconds([binary, "--digits", "1000", "--keys", keys])
            emit(name, "1,000 digits of %s, whole process" % keys, None if whole is None else whole * 1e3, "ms", 100)
            emit(name, "1,000 digits of %s, less start-up" % keys,
                 None if whole is None or startup is None else (whole - startup) * 1e3, "ms", 100)
        load = cpu_seconds([binary, "--convert", "1 mile", "km"])
        emit(name, "unit database first load + 1 conversion, less start-up", None if load is None or startup is None
             else (load - startup) * 1e3, "ms", 50)


TABLE = "--table" in sys.argv[1:]

if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--table"]
    main(arguments)
    if TABLE:
        table([a.split("=", 1)[0] for a in arguments])
