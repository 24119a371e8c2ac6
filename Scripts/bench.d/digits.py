"""CPU time of 1,000 proven digits in batch mode (issue 31: each within 100 ms), and of pathological values
that must stop at the proof budget quickly. Best of 5 processes each, user + system time.

    python3 Scripts/bench.d/digits.py BINARY
"""

import resource
import subprocess
import sys

CASES = [
    ('2 √', 'goal'), ('π', 'goal'), ('1 ÷ 7 =', 'goal'), ('2 ln', 'goal'),
    # pathological: near-cancellation past the budget, huge and tiny exponents, a long chain kept as a ball
    ('rad π × 1 EE 2000 + 1 EE 4000 neg = sin', 'worst'),
    ('2 √ + 1 EE 5000 neg = − 2 √ =', 'worst'),
    ('( 1 EE 9000 ) × π =', 'worst'),
    ('1 EE 3000 neg + 1 = ln', 'worst'),
    ('2 ^ 33000 = ln', 'worst'),
    ('rad 1 ' + 'sin + 1 = ' * 70, 'worst'),
]


def cpu(binary, keys):
    best = None
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([binary, '--digits', '1000', '--keys', keys], capture_output=True, text=True).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = seconds if best is None else min(best, seconds)
    digits = sum(c.isdigit() for c in out.split('e')[0].lstrip('-0.'))
    return best, digits, out.strip()


def main():
    binary = sys.argv[1]
    failed = False
    print(f"{'keys':48} {'CPU ms':>7} {'digits':>6}  first")
    for keys, kind in CASES:
        seconds, digits, out = cpu(binary, keys)
        over = kind == 'goal' and seconds > 0.1
        failed |= over
        print(f"{keys[:48]:48} {seconds * 1000:7.1f} {digits:6}  {out[:24]}{'  OVER 100 ms' if over else ''}")
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
