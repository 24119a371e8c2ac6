#!/usr/bin/env python3
"""Times hostile key sequences in batch mode, one process each, under 2 GB of address space.

    hostile.py BINARY [SEED] [COUNT]

The sequences are seeded random chains of the values and keys that once made a key slow or crash
(issue 35): 10^±9999, 10^±5000, 1 ± 10^−9999, 685 (tanh 685 is 1 to 595 digits), 3248!, numbers near
1, to huge and tiny powers, roots, the elementary functions and their inverses. Prints the CPU time
(user + system) of each sequence over 0.25 s or that did not exit 0, then the count, the median, the
99th percentile and the maximum. Scripts/bench --hostile runs it on the release binary.
"""
import random
import resource
import subprocess
import sys

NUMBERS = ['1 EE 9999', '1 EE 9999 neg', '1 + 1 EE 9999 neg =', '1 - 1 EE 9999 neg =', '2', '0 . 5', 'pi', 'e',
           '6 8 5', '1 EE 3 0 0', '1 EE 5 0 0 0', '1 EE 5 0 0 0 neg', '9 9 9 9', '3 2 4 8', '1 . 0 0 0 0 0 0 1', '7',
           '1 EE 1 0 0', '2 sqrt', '1 EE 1 6', '1 EE 3 0', '0 . 9 9 9 9 9 9 9 9 9', '1 EE 2 0 0 neg']
UNARY = ['sin', 'cos', 'tan', 'exp', 'ln', 'log', 'fact', 'sq', 'cube', 'sqrt', 'cbrt', 'tanh', 'atanh', 'asinh',
         'acosh', 'sinh', 'cosh', 'asin', 'acos', 'atan', 'pow10', 'inv', 'neg', '%', 'rad', 'deg']
BINARY = ['+', '-', '*', '/', '^', 'root', 'ee']


def sequences(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        keys = [rng.choice(NUMBERS)]
        for _ in range(rng.randint(2, 12)):
            r = rng.random()
            if r < 0.45:
                keys.append(rng.choice(UNARY))
            elif r < 0.85:
                keys += [rng.choice(BINARY), rng.choice(NUMBERS)]
            else:
                keys.append('=')
        keys.append('=')
        yield ' '.join(keys)


def limit():
    resource.setrlimit(resource.RLIMIT_AS, (2_000_000_000, 2_000_000_000))


def main():
    binary = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 1500
    times = []
    for keys in sequences(seed, count):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            status = subprocess.run([binary, '--keys', keys], capture_output=True, timeout=60, preexec_fn=limit).returncode
        except subprocess.TimeoutExpired:
            status = 'timeout'
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        times.append(cpu)
        if cpu > 0.25 or status != 0:
            print(f'{cpu:6.2f} s  status {status}  {keys}')
    times.sort()
    print(f'hostile: {len(times)} sequences, seed {seed}: median {times[len(times) // 2]:.3f} s, '
          f'99th percentile {times[len(times) * 99 // 100]:.3f} s, max {times[-1]:.3f} s')


if __name__ == '__main__':
    main()
