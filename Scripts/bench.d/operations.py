#!/usr/bin/env python3
"""The cost of one calculator operation, from outside, for any build that has batch mode.

    operations.py NAME=BINARY [NAME=BINARY ...]
    operations.py --table calculator=BINARY [before=BINARY]

For each workload, runs `BINARY --keys K` with the workload's keys repeated once and REPEATS times,
best of RUNS each (the fastest run is the least disturbed on a shared machine), the binaries taking
turns run by run so that a change of load touches them alike; the cost of one operation is the
difference divided by the extra operations. Both builds read the same key names, so the previous
release can be measured the same way. Prints one JSON line per binary and workload:
{"app": NAME, "workload": W, "us_per_op": X}; with --table, a table of each workload against the
goals of issue 50 (docs/PERFORMANCE.md): at most GOAL µs a key, and at most 1.1× `before` when given.
"""
import json
import subprocess
import sys
import time

REPEATS = 2000
RUNS = 5
# name: (keys, operations in them). Numbers are typed anew each time, as a user would.
# The goal of each, in µs per operation on this machine (issue 50), and the most a change may cost
# against the build before it, measured in the same run.
GOALS = {"arithmetic (+ − × ÷ on 40-digit values)": 8, "functions (sin, √, ln, eˣ)": 20,
         "power xʸ (whole and fractional)": 24}
RATIO_GOAL = 1.1
WORKLOADS = {
    "arithmetic (+ − × ÷ on 40-digit values)": ("1 / 7 * 3 - 2 + 5 =", 5),
    "functions (sin, √, ln, eˣ)": ("0.5 sin 2 sqrt 3 ln 1.5 exp", 4),
    "power xʸ (whole and fractional)": ("1.5 pow 20 = 2 pow 0.5 =", 2),
}


def seconds(binary, keys):
    start = time.perf_counter()
    subprocess.run([binary, "--keys", keys], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(pairs):
    """{(name, workload): µs per operation}, the binaries taking turns within each run."""
    results = {}
    for workload, (keys, count) in WORKLOADS.items():
        many_keys = " ".join([keys] * REPEATS)
        best = {}
        for _ in range(RUNS):
            for name, binary in pairs:
                once, many = seconds(binary, keys), seconds(binary, many_keys)
                old = best.get(name, (once, many))
                best[name] = (min(old[0], once), min(old[1], many))
        for name, _ in pairs:
            once, many = best[name]
            results[(name, workload)] = (many - once) / (count * (REPEATS - 1)) * 1e6
    return results


def main(arguments):
    table = arguments[:1] == ["--table"]
    pairs = [tuple(pair.split("=", 1)) for pair in arguments[1:] if table] or \
        [tuple(pair.split("=", 1)) for pair in arguments]
    results = measure(pairs)
    if not table:
        for (name, workload), us in results.items():
            print(json.dumps({"app": name, "workload": workload, "us_per_op": round(us, 2)}), flush=True)
        return 0
    names = [name for name, _ in pairs]
    print(f"{'workload':42}" + "".join(f"{name + ' µs':>14}" for name in names)
          + f"{'goal µs':>9}" + (f"{'ratio':>8}" if "before" in names else "") + "  verdict")
    failed = False
    for workload, goal in GOALS.items():
        mine = results[("calculator", workload)]
        row = f"{workload:42}" + "".join(f"{results[(name, workload)]:14.2f}" for name in names) + f"{goal:9}"
        ok = mine <= goal
        if "before" in names:
            ratio = mine / results[("before", workload)]
            row += f"{ratio:7.2f}x"
            ok = ok and ratio <= RATIO_GOAL
        failed |= not ok
        print(row + ("  met" if ok else "  NOT met"))
    print(f"goals: µs per operation at most the goal, and at most {RATIO_GOAL}x the build before (BENCH_BEFORE) "
          f"in the same run; {REPEATS} repeats, best of {RUNS}, binaries taking turns")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
