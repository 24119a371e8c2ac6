#!/usr/bin/env python3
"""Scripts/bench --sheet-edit: the CPU of calculating a 1,000-line sheet and of one edit in it (issue 49).

The sheet: `rent = 1200` first, then 999 lines of which every tenth uses `rent` (100 lines: `rent × k + k/7`)
and the others are calculations of their own (`k × 1.5 + k/7`). The edit replaces line 1 by `rent = 1300`,
as a person typing would. `calculator --sheet - --benchmark-sheet-edit 'rent = 1300'` times, in the process,
the whole calculation (opening the sheet) and the edit (thread CPU); median of 5 runs of each. Given
several binaries (Scripts/bench passes BENCH_BEFORE's first), each is run in turn, run by run.
The issue's goals: the edit within one frame (16 ms), the opening under 100 ms.
"""
import re
import statistics
import subprocess
import sys


def sheet():
    lines = ["rent = 1200"]
    for k in range(1, 1000):
        lines.append(f"rent × {k} + {k}/7" if k % 10 == 1 else f"{k} × 1.5 + {k}/7")
    return "".join(line + "\n" for line in lines)


def measure(binary):
    """One run of `binary` on the sheet: (opening ms, edit ms, lines the edit calculated)."""
    run = subprocess.run([binary, "--sheet", "-", "--benchmark-sheet-edit", "rent = 1300"],
                         input=sheet(), capture_output=True, text=True, check=True)
    m = re.fullmatch(r"open ([\d.]+) ms, edit ([\d.]+) ms, (\d+) lines calculated\n", run.stdout)
    if not m:
        sys.exit(f"unexpected output: {run.stdout!r} {run.stderr!r}")
    return float(m.group(1)), float(m.group(2)), int(m.group(3))


def main():
    # One binary, or several (BENCH_BEFORE's first, then the build's) measured in turn, run by run.
    binaries = sys.argv[1:] or [".build/release/calculator"]
    results = {binary: [] for binary in binaries}
    for _ in range(5):
        for binary in binaries:
            results[binary].append(measure(binary))
    for binary, runs in results.items():
        opens, edits, counts = [r[0] for r in runs], [r[1] for r in runs], {r[2] for r in runs}
        print(f"sheet of 1,000 lines, 100 of them using line 1 ({binary}):")
        print(f"  opening (every line calculated)   {statistics.median(opens):8.2f} ms CPU (goal: under 100 ms)")
        print(f"  edit of line 1 ({', '.join(map(str, sorted(counts)))} lines calculated) {statistics.median(edits):8.2f} ms CPU (goal: 16 ms)")


if __name__ == "__main__":
    main()
