#!/usr/bin/env python3
"""The cost of one calculator operation, from outside, for any build that has batch mode.

    operations.py NAME=BINARY [NAME=BINARY ...]

For each workload, runs `BINARY --keys K` with the workload's keys repeated once and REPEATS times,
best of RUNS each (the fastest run is the least disturbed on a shared machine); the cost of one
operation is the difference divided by the extra operations. Both builds read the same key names,
so the previous release can be measured the same way. Prints one JSON line per binary and workload:
{"app": NAME, "workload": W, "us_per_op": X}.
"""
import json
import subprocess
import sys
import time

REPEATS = 2000
RUNS = 5
# name: (keys, operations in them). Numbers are typed anew each time, as a user would.
WORKLOADS = {
    "arithmetic (+ − × ÷ on 40-digit values)": ("1 / 7 * 3 - 2 + 5 =", 5),
    "functions (sin, √, ln, eˣ)": ("0.5 sin 2 sqrt 3 ln 1.5 exp", 4),
    "power xʸ (whole and fractional)": ("1.5 pow 20 = 2 pow 0.5 =", 2),
}


def best_seconds(binary, keys):
    best = None
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run([binary, "--keys", keys], check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main(pairs):
    for pair in pairs:
        name, binary = pair.split("=", 1)
        for workload, (keys, count) in WORKLOADS.items():
            once = best_seconds(binary, keys)
            many = best_seconds(binary, " ".join([keys] * REPEATS))
            per_op = (many - once) / (count * (REPEATS - 1)) * 1e6
            print(json.dumps({"app": name, "workload": workload, "us_per_op": round(per_op, 2)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
