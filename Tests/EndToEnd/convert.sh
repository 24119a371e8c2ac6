#!/usr/bin/env bash
# End-to-end tests of the unit conversion batch mode (issue 33, item 7 and "Done when"): the release
# binary with GNU units' database as installed (Debian's units), under en_US and en_GB; an unknown unit and
# a dimension mismatch are one line and exit status 2; a missing database changes nothing else. Temperatures
# as users name them (issue 43), the domains and names of issue 45, the bounds of issue 44 (R1, R3, R4). No X.
# The units oracle (Tests/UnitsReference/units_oracle.py) runs from Scripts/test beside the other references.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
[[ -r /usr/share/units/definitions.units ]] || { echo "e2e: units is missing (Scripts/install-deps)" >&2; exit 1; }

check "1 mile in km" "$(LANG=en_US.UTF-8 "$BIN" --convert '1 mile' km)" "1.609344"
check "3 ft in cm" "$("$BIN" --convert '3 ft' cm)" "91.44"
check "1 gallon in liters, en_US" "$(LANG=en_US.UTF-8 "$BIN" --convert '1 gallon' liter)" "3.785411784"
check "1 gallon in liters, en_GB" "$(LANG=en_GB.UTF-8 "$BIN" --convert '1 gallon' liter)" "4.54609"
check "LC_MEASUREMENT decides over LANG" "$(LANG=en_US.UTF-8 LC_MEASUREMENT=en_GB.UTF-8 "$BIN" --convert '1 pint' ml)" "568.26125"
check "100 tempF in tempC" "$("$BIN" --convert '100 tempF' tempC)" "37.777777777777777777777777777778"
check "a negative temperature" "$("$BIN" --convert ' -40 tempC' tempF)" "-40"
check "--digits" "$("$BIN" --digits 4 --convert '100 tempF' tempC)" "37.78"
check "--localized under de_DE" "$(LANG=de_DE.UTF-8 "$BIN" --localized --convert '1 mile' m)" "1.609,344"
out=$("$BIN" --convert '1 m' kg 2>&1); code=$?
check "length to mass: one line" "$out" "calculator: cannot convert length to mass"
check "length to mass: exit status 2" "$code" "2"
out=$("$BIN" --convert '1 flurble' m 2>&1); code=$?
check "an unknown unit is named" "$out|$code" "calculator: unknown unit 'flurble'|2"
out=$(printf '3 mile\tkm\n1 m\tkg\n100 tempC\ttempF\n' | "$BIN" --convert-stdin 2>"$STATE_ROOT/err"); code=$?
check "--convert-stdin: a line out per line in" "$out|$code" "$(printf '4.828032\nerror: cannot convert length to mass\n212')|2"
check "--convert-stdin: the line refused is named on standard error" "$(cat "$STATE_ROOT/err")" \
    "calculator: line 2: cannot convert length to mass"
# Issue 43: temperatures are temperatures however named, and a negative value needs no space before it.
check "100 °F in °C is a temperature (340/9)" "$("$BIN" --convert '100 °F' °C)" "37.777777777777777777777777777778"
check "fahrenheit to celsius" "$("$BIN" --digits 5 --convert '100 fahrenheit' celsius)" "37.778"
check "-40 tempC, the value first on the command line" "$("$BIN" --convert '-40 tempC' tempF)" "-40"
check "a difference is named as one: 9 Δ°F is 5 K" "$("$BIN" --convert '9 Δ°F' K)" "5"
out=$("$BIN" --convert '100 degF' tempC 2>&1); code=$?
check "a difference and a temperature do not convert" "$out|$code" \
    "calculator: 'tempC' is a temperature and 'degF' a temperature difference: they do not convert into each other|2"
# Issue 45: the six readings below absolute zero are refused with the database's domain; a defined name is never split.
for row in '-1 tempK|tempC|tempK, [0,)' '-500 tempF|tempC|tempF, [-459.67,)' '-300 tempC|tempF|tempC, [-273.15,)' \
    '-1 tempR|tempC|tempR, [0,)' '-300 tempreaumur|tempC|tempreaumur, [-218.52,)' '-1 K|°F|tempK, [0,)'; do
    IFS='|' read -r value unit domain <<<"$row"
    out=$("$BIN" --convert "$value" "$unit" 2>&1); code=$?
    check "$value → $unit: below absolute zero, exit 2" "$out|$code" "calculator: below absolute zero: outside the domain of $domain|2"
done
out=$("$BIN" --convert '1 USquarterweight' kg 2>&1); code=$?
# With currency.units read (issue 48) it is the quarter's weight as units defines it (US$ 0.25 / (20 US$ / lb)),
# never US + quarterweight (a quarter of a US ton).
check "USquarterweight is the coin's weight, not split as US + quarterweight" "$out|$code" "0.005669904625|0"

# Issue 44: every reproduction ends in an answer or a reason within 0.5 s of CPU and 100 MB.
bounded() {  # bounded NAME ARGS... (standard input from $INPUT): the reason on stderr, exit 2, within the bounds
    local name=$1; shift
    /usr/bin/time -f '%U %S %M' -o "$STATE_ROOT/time" "$BIN" "$@" <"${INPUT:-/dev/null}" >"$STATE_ROOT/out" 2>"$STATE_ROOT/err"
    local code=$? user system kb
    read -r user system kb < <(tail -n 1 "$STATE_ROOT/time")   # after 'Command exited with non-zero status 2'
    check "$name: exit 2 with a reason" "$code|$(head -c 11 "$STATE_ROOT/err")" "2|calculator:"
    check_true "$name: $user + $system s of CPU, $kb KB" awk -v u="$user" -v s="$system" -v k="$kb" 'BEGIN { exit !(u + s < 0.5 && k < 100000) }'
}
parens=$(printf '(%.0s' $(seq 3000))
bounded "R1: 3,000 '(' as the value" --convert "1 ${parens}m" ft
bounded "R1: 3,000 '(' as the unit" --convert "1 m" "${parens}ft"
bounded "R4: kx and 3,200 s" --convert "1 kx$(printf 's%.0s' $(seq 3200))" ft
INPUT=$STATE_ROOT/r3.txt
{ for i in $(seq 1000); do printf '%d ft\tcm\n' "$i"; done; printf '1 %sm\tft\n' "$parens"; printf '2 ft\tcm\n'; } >"$INPUT"
bounded "R3: 1,000 lines, then R1's" --convert-stdin
check "R3: the 1,000 answers come out before the refused line's" "$(sed -n '1000p;1001p;1002p' "$STATE_ROOT/out" | tr '\n' '|')" \
    "30480|error: parentheses, signs and powers nested more than 64 deep|60.96|"
check "R3: the refused line is named with its position" "$(cat "$STATE_ROOT/err")" \
    "calculator: line 1001, the value, position 67: parentheses, signs and powers nested more than 64 deep"
# Output is written as computed: a run killed after its first answers has already written them.
lines=$({ printf '1 ft\tcm\n'; sleep 2; } | timeout -s KILL 1 "$BIN" --convert-stdin)
check "a killed run has written the answers it computed" "$lines" "30.48"
unset INPUT

# Without the database (a private mount namespace hides it) only the converter says so; keys still work.
if unshare --mount true 2>/dev/null; then
    out=$(unshare --mount sh -c "mount -t tmpfs none /usr/share/units && '$BIN' --convert '1 mile' km 2>&1; echo \$?; '$BIN' --keys '1 + 2 ='")
    check "no database: one line, exit 2, keys unaffected" "$out" \
        "$(printf 'calculator: no unit database at /usr/share/units/definitions.units (install the package units)\n2\n3')"
fi
finish
