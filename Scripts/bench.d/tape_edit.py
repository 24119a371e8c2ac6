#!/usr/bin/env python3
"""Scripts/bench --tape-edit: the CPU time of recomputing a 1,000-line tape (issue 34).

Writes a tape of 1,000 lines in the stored format: the first `12.5 + 7.5 =`, each later line `+ 1.5 =`
or `× 1.001 =` continuing the one before (so every line depends on the first), then runs
`calculator --history --edit 1:1=22.5` and `calculator --history` on copies of it, 5 times each, and
prints the median CPU (user + system, from the children's rusage) of each and their difference: the edit.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile


def tape():
    lines = ["12.5 + 7.5 = 20\tv=2 id=1 eval=precedence angle=deg mode=calculator keys=12.5%20+%207.5%20="]
    for i in range(2, 1001):
        keys = "+%201.5%20=" if i % 2 else "×%201.001%20="
        # The results written are not checked by the edit (every line is recomputed).
        lines.append(f"x = 1\tv=2 id={i} from={i - 1} start=1 eval=precedence angle=deg mode=calculator keys={keys}")
    return "".join(line + "\n" for line in lines)


def cpu(binary, arguments, text):
    with tempfile.TemporaryDirectory() as state:
        os.makedirs(os.path.join(state, "calculator"))
        with open(os.path.join(state, "calculator", "history"), "w", encoding="utf-8") as f:
            f.write(text)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run = subprocess.run([binary, *arguments], env=dict(os.environ, XDG_STATE_HOME=state),
                             capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if run.returncode != 0:
            sys.exit(f"{arguments}: exit {run.returncode}: {run.stderr}")
        return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000, run


def main():
    binary = sys.argv[1]
    text = tape()
    edits, plains = [], []
    for _ in range(5):
        ms, run = cpu(binary, ["--history", "--edit", "1:1=22.5"], text)
        edits.append(ms)
        plains.append(cpu(binary, ["--history"], text)[0])
    print(run.stderr.strip()[:60] + "…")
    print(f"last line after the edit: {run.stdout.splitlines()[-1][-60:]}")
    edit, plain = statistics.median(edits), statistics.median(plains)
    print(f"--history --edit: {edit:.0f} ms CPU; --history alone: {plain:.0f} ms; the recomputation: {edit - plain:.0f} ms "
          "(target under 200 ms)")


if __name__ == "__main__":
    main()
