#!/usr/bin/env python3
"""Money against two independent references (issue 48), with no network.

The tests' HTTPS server (Tests/EndToEnd/rates_server.py) serves the fixture feed; `calculator --update-rates`
writes the user's rates file from it into a directory of the run. Then:

- GNU units reads that same file in place of its currency.units (`units -f` on a copy of the package's
  directory whose currency.units is the file written): seeded random pairs of the file's ISO codes with
  random amounts, converted by `units -t -d 15` and by `calculator --convert-stdin --digits 17`, must agree
  to a relative 1e-13 (units' doubles); so must pairs with the package's own rates, no file written.
- Python's fractions on the feed's XML itself: for pairs of the feed's currencies (and the euro), the amount
  times the rate of the one over the rate of the other, exactly; the calculator's 30 digits must agree to a
  relative 1e-28.

    python3 Tests/UnitsReference/currency_oracle.py --bin .build/release/calculator [--pairs 500] [--seed 1]
    python3 Tests/UnitsReference/currency_oracle.py --bin ... --full      # 5,000 pairs
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE = "/usr/share/units"
FEED = os.path.join(ROOT, "Tests/RatesFixtures/eurofxref-daily.xml")
WORST = {"units": Fraction(0), "fractions": Fraction(0)}


def serve(directory):
    """The tests' server on 127.0.0.1; (process, port)."""
    server = subprocess.Popen([sys.executable, os.path.join(ROOT, "Tests/EndToEnd/rates_server.py"), directory],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = server.stdout.readline().strip()
    if not port:
        server.kill()
        sys.exit("currency oracle: the rates server did not start")
    return server, port


def units_directory(directory, rates):
    """A copy of the package's directory (links) whose currency.units is `rates`; its definitions.units."""
    os.makedirs(directory)
    for name in os.listdir(PACKAGE):
        if name != "currency.units":
            os.symlink(os.path.join(PACKAGE, name), os.path.join(directory, name))
    os.symlink(rates, os.path.join(directory, "currency.units"))
    return os.path.join(directory, "definitions.units")


def codes(path):
    """The ISO codes the rates file defines: lines that begin with three capital letters and a blank."""
    with open(path, encoding="utf-8") as handle:
        return sorted({m.group(1) for line in handle if (m := re.match(r"([A-Z]{3})[ \t]", line))})


def feed_rates():
    """The feed's rates, each currency in euros' worth of one euro, exactly (the euro itself is 1)."""
    tree = ElementTree.parse(FEED)
    rates = {"EUR": Fraction(1)}
    for cube in tree.iter():
        if cube.get("currency"):
            rates[cube.get("currency")] = Fraction(cube.get("rate"))
    return rates


def amount(rng):
    whole = rng.randint(1, 10 ** rng.choice([1, 2, 3, 6]))
    return str(whole) if rng.random() < 0.5 else f"{whole}.{rng.randint(0, 99):02d}"


def ours(binary, pairs, data_home, digits):
    text = "".join(f"{a} {frm}\t{to}\n" for a, frm, to in pairs)
    env = dict(os.environ, XDG_DATA_HOME=data_home, LC_ALL="C.UTF-8")
    result = subprocess.run([binary, "--digits", str(digits), "--convert-stdin"], input=text, capture_output=True,
                            text=True, env=env, timeout=600)
    return result.stdout.splitlines()


def theirs(definitions, pairs):
    def one(pair):
        a, frm, to = pair
        result = subprocess.run(["units", "-t", "-d", "15", "-f", definitions, "--", f"{a} {frm}", to],
                                capture_output=True, text=True, env=dict(os.environ, LC_ALL="C"), timeout=30)
        out = result.stdout.strip()
        return out if result.returncode == 0 and out and "\n" not in out else None

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(one, pairs))


def compare(kind, pairs, mine, expected, tolerance):
    """Failures of our lines against the expected values (a Fraction or units' text; None: not used)."""
    if len(mine) != len(pairs):
        return 0, [f"{kind}: {len(mine)} lines for {len(pairs)} pairs"]
    failures, passed = [], 0
    for (a, frm, to), line, want in zip(pairs, mine, expected):
        if want is None:
            continue
        try:
            got, want = Fraction(line), Fraction(want)
        except ValueError:
            failures.append(f"{kind}: {a} {frm} -> {to}: ours {line!r}, expected {want}")
            continue
        relative = abs(got - want) / abs(want)
        WORST[kind] = max(WORST[kind], relative)
        if relative > tolerance:
            failures.append(f"{kind}: {a} {frm} -> {to}: ours {line}, expected {float(want)!r}")
        else:
            passed += 1
    return passed, failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--pairs", type=int, default=500)
    parser.add_argument("--full", action="store_true", help="5,000 pairs")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    count = 5000 if args.full else args.pairs
    rng = random.Random(args.seed)
    binary = os.path.abspath(args.bin)
    with tempfile.TemporaryDirectory() as work:
        server, port = serve(work)
        try:
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "data"), CALCULATOR_RATES_CA=os.path.join(work, "ca.pem"),
                       CALCULATOR_RATES_URL=f"https://127.0.0.1:{port}/good")
            update = subprocess.run([binary, "--update-rates"], capture_output=True, text=True, env=env, timeout=60)
        finally:
            server.kill()
            server.wait()
        if update.returncode != 0:
            sys.exit(f"currency oracle: --update-rates failed: {update.stderr.strip()}")
        written = os.path.join(work, "data", "calculator", "currency.units")
        definitions = units_directory(os.path.join(work, "units"), written)

        passed, failures, skipped = 0, [], 0
        # The file written, against units reading it.
        all_codes = codes(written)
        pairs = [(amount(rng), *rng.sample(all_codes, 2)) for _ in range(count)]
        expected = theirs(definitions, pairs)
        skipped += expected.count(None)
        p, f = compare("units", pairs, ours(binary, pairs, os.path.join(work, "data"), 17), expected, Fraction(1, 10**13))
        passed, failures = passed + p, failures + f
        # The package's rates, no file written, against units as installed.
        package_codes = codes(os.path.join(PACKAGE, "currency.units"))
        pairs = [(amount(rng), *rng.sample(package_codes, 2)) for _ in range(count // 5)]
        expected = theirs(os.path.join(PACKAGE, "definitions.units"), pairs)
        skipped += expected.count(None)
        p, f = compare("units", pairs, ours(binary, pairs, os.path.join(work, "none"), 17), expected, Fraction(1, 10**13))
        passed, failures = passed + p, failures + f
        # The feed's currencies, exactly from its XML.
        rates = feed_rates()
        feed_codes = sorted(rates)
        pairs = [(amount(rng), *rng.sample(feed_codes, 2)) for _ in range(count // 5)]
        expected = [Fraction(a) * rates[to] / rates[frm] for a, frm, to in pairs]
        p, f = compare("fractions", pairs, ours(binary, pairs, os.path.join(work, "data"), 30), expected,
                       Fraction(1, 10**28))
        passed, failures = passed + p, failures + f
    for line in failures[:20]:
        print(line)
    print(f"currency oracle: {passed} passed, {len(failures)} failed ({skipped} pairs units refused, not used); "
          f"largest relative difference {float(WORST['units']):.2e} from units, {float(WORST['fractions']):.2e} "
          f"from fractions")
    sys.exit(1 if failures or passed == 0 else 0)


if __name__ == "__main__":
    main()
