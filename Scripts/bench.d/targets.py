#!/usr/bin/env python3
"""The measured targets of issues 31 and 33, from outside, as CPU time (user + system of the child, the
least disturbed figure on a shared machine; the best of RUNS processes each):

  exact form per key   what `DisplayState.exactForm` (the form `--exact` prints) costs a key, for √2/2,
                       7/3, π/6, e², ln 2 and a value with none (issue 31: < 50 µs): the instructions run
                       inside it over EXACT_LINES keys of one kind (`--exact --keys-stdin` under valgrind's
                       callgrind, collecting only inside it: the same count on every run), turned into µs
                       at the rate the same process runs natively (its instructions over its best CPU time
                       of RUNS). Two CPU times with `--exact` and without differed by 10 to 50 µs a key
                       between runs on this shared machine, for one build: more than the figure. A build
                       whose `--keys-stdin` does not print the form (before 2026-11-26 it ignored
                       `--exact`), or no valgrind, gets "not supported".
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
import os
import re
import resource
import subprocess
import sys
import tempfile

RUNS = 5
EXACT_LINES = 200
EXACT = [("√2/2", "8 √ ÷ 4 ="), ("7/3", "7 ÷ 3 ="), ("π/6", "rad 0.5 sin⁻¹"), ("e²", "2 eˣ"),
         ("ln 2", "2 ln"), ("none (√2 + 1)", "2 √ + 1 =")]
DIGITS = ["2 √", "π", "1 ÷ 7 =", "2 ln"]


def cpu_once(command, stdin=None):
    """The CPU time (user + system) of one run of `command`, and its standard output; None when it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, input=stdin, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        return None
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout


def cpu_seconds(command, stdin=None):
    """The best CPU time (user + system) of RUNS runs of `command`; None when it fails."""
    best = None
    for _ in range(RUNS):
        run = cpu_once(command, stdin)
        if run is None:
            return None
        best = run[0] if best is None else min(best, run[0])
    return best


def instructions(binary, arguments, stdin, inside=None):
    """The instructions callgrind counts for `binary arguments` (only `inside` the functions matching
    that pattern, when given), run on a copy without debug information (valgrind's reader stops at the
    C targets' DWARF 5); None without valgrind or when the run fails."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = os.path.join(scratch, "calculator")
        if subprocess.run(["objcopy", "--strip-debug", binary, copy], capture_output=True).returncode != 0:
            return None
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(scratch, "out")]
        command += ["--toggle-collect=" + inside] if inside else []
        try:
            done = subprocess.run(command + [copy] + arguments, input=stdin, capture_output=True, text=True)
        except FileNotFoundError:
            return None
        found = re.search(r"Collected : (\d+)", done.stderr)
        return int(found.group(1)) if done.returncode == 0 and found else None


def exact_form_cost(binary, keys):
    """µs a key spends in `DisplayState.exactForm` over EXACT_LINES lines of `keys` (see above); None when
    the build does not print the forms or valgrind is missing."""
    lines = "\n".join([keys] * EXACT_LINES) + "\n"
    run = cpu_once([binary, "--exact", "--keys-stdin"], lines)
    if run is None or run[1].count("\n") != 2 * EXACT_LINES:
        return None
    inside = instructions(binary, ["--exact", "--keys-stdin"], lines, inside="*12DisplayStateV9exactForm*")
    whole = instructions(binary, ["--exact", "--keys-stdin"], lines)
    seconds = cpu_seconds([binary, "--exact", "--keys-stdin"], lines)
    if inside is None or not whole or not seconds:
        return None
    return inside / EXACT_LINES / (whole / seconds) * 1e6


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
            emit(name, "exact form per key: %s" % label, exact_form_cost(binary, keys), "us", 50)
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
