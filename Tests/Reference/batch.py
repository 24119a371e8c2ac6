"""Runs the calculator over many key sequences at once and compares its lines with the reference's.

`PATH [OPTIONS] --digits N --keys-stdin` reads one key sequence per line and prints exactly one line per
input line (the display, or `unknown key 'X'`). Each line is taken to be a fresh calculator. OPTIONS
(`extra`) go before `--digits`, e.g. `--evaluation immediate`.
"""

import subprocess

TIMEOUT = 600  # seconds for one run of the binary


def run_batch(binary, digits, lines, timeout=TIMEOUT, extra=()):
    """The binary's output lines for `lines`, and a description of what went wrong (or None). `extra`:
    further arguments, before `--digits`."""
    command = [binary, *extra, '--digits', str(digits), '--keys-stdin']
    try:
        process = subprocess.run(command, input='\n'.join(lines) + '\n', capture_output=True, text=True,
                                 errors='replace', timeout=timeout)
    except OSError as error:
        return [], f'cannot run {binary}: {error}'
    except subprocess.TimeoutExpired as expired:
        out = expired.stdout.decode(errors='replace') if isinstance(expired.stdout, bytes) else expired.stdout
        return (out or '').splitlines(), f'{" ".join(command)} timed out after {timeout} s'
    output = process.stdout.splitlines()
    problems = []
    if process.returncode != 0:
        problems.append(f'exit status {process.returncode}')
    if len(output) != len(lines):
        problems.append(f'printed {len(output)} lines for {len(lines)} input lines')
    if problems and process.stderr.strip():
        problems.append('stderr: ' + ' | '.join(process.stderr.strip().splitlines()[-5:]))
    return output, '; '.join(problems) or None


class Tally:
    """Counts passes and failures over several runs and prints the first `show` mismatches."""

    def __init__(self, show):
        self.passed = self.failed = 0
        self.show = show
        self.broken = False  # the binary crashed, timed out or printed the wrong number of lines

    def compare(self, binary, digits, cases, extra=()):
        """cases: (keys, expected) pairs, run in one process at `digits`, with `extra` arguments (such as
        `--evaluation immediate`) before `--digits`."""
        output, problem = run_batch(binary, digits, [keys for keys, _ in cases], extra=extra)
        where = ' '.join([*extra, '--digits', str(digits)]) if extra else f'digits {digits}'
        if problem:
            self.broken = True
            print(f'{where}: {problem}')
        for index, (keys, expected) in enumerate(cases):
            if index >= len(output):  # counted, not printed one by one
                self.failed += len(cases) - index
                print(f'{where}: no output for {len(cases) - index} of {len(cases)} lines')
                break
            got = output[index]
            if got == expected:
                self.passed += 1
                continue
            self.failed += 1
            if self.failed <= self.show:
                print(f'MISMATCH {where}: keys: {keys}\n    ours:      {got}\n    reference: {expected}')
        return not problem

    def exit_status(self):
        return 1 if self.failed or self.broken else 0
