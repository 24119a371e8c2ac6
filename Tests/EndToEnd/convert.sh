#!/usr/bin/env bash
# End-to-end tests of the unit conversion batch mode (issue 33, item 7 and "Done when"): the release
# binary with GNU units' database as installed (Debian's units), under en_US and en_GB; an unknown unit and
# a dimension mismatch are one line and exit status 2; a missing database changes nothing else. No X.
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
out=$(printf '3 mile\tkm\n1 m\tkg\n100 tempC\ttempF\n' | "$BIN" --convert-stdin); code=$?
check "--convert-stdin: a line out per line in" "$out|$code" "$(printf '4.828032\nerror: cannot convert length to mass\n212')|2"
# Without the database (a private mount namespace hides it) only the converter says so; keys still work.
if unshare --mount true 2>/dev/null; then
    out=$(unshare --mount sh -c "mount -t tmpfs none /usr/share/units && '$BIN' --convert '1 mile' km 2>&1; echo \$?; '$BIN' --keys '1 + 2 ='")
    check "no database: one line, exit 2, keys unaffected" "$out" \
        "$(printf 'calculator: no unit database at /usr/share/units/definitions.units (install the package units)\n2\n3')"
fi
finish
