#!/usr/bin/env bash
# Feet and inches in the converter (issue 33, item 4): under en_US (LC_MEASUREMENT's territory US customary,
# so `calculator.feetAndInches: auto` is on) 1.78 m in feet shows 5.83989… ft over `5 ft 10.0787 in`, the
# inches computed here with Python's fractions (1.78 m / 0.0254 m); a screen reader (pyatspi) hears
# "5 feet 10.0787 inches". Under de_DE (auto is off) the line is the exact form 2225/381 ft again, and
# the resource `calculator.feetAndInches: on` (xrdb) turns it on there ("5 Fuß 10,0787 Zoll"). Screenshot: artifacts/e2e/converter-feet.png.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_with_screen_reader
SIZE=320x560
use_catalogues

# The inches of 1.78 m, exactly, rounded half away from zero to 4 decimals, split into feet and inches.
expected=$(python3 -c '
from fractions import Fraction as F
inches = F("1.78") / F("0.0254")
rounded = (inches * 10**4 + F(1, 2)).__floor__()
whole, rest = divmod(rounded, 12 * 10**4)
text = f"{rest // 10**4}.{rest % 10**4:04d}".rstrip("0").rstrip(".")
print(whole, text)')
read -r feet inches <<<"$expected"

# Opens the converter, picks m → ft by typing in the pickers, and types 1.78.
metres_to_feet() {
    keys ctrl+3
    keys f
    type_text "m"
    keys Return
    keys t
    type_text "ft"
    keys Return
    type_text "1.78"
}
# What a screen reader hears of the line under the "to" value: the labels but the "from" line (1.78 m).
feet_line() { "${PROBE[@]}" labels | grep -vx '1[.,]78 m'; }

LC_ALL=en_US.UTF-8 launch -geometry ${SIZE}+0+0
metres_to_feet
screenshot converter-feet
check "en_US: 1.78 m in feet is read as feet and inches" "$(feet_line)" "$feet feet $inches inches"
check "the value itself stays in feet (2225/381 to 16 digits)" "$(read_display)" 5.83989501312336
quit_app

LC_ALL=de_DE.UTF-8 launch -geometry ${SIZE}+0+0
metres_to_feet
check "de_DE: auto is off, the line is the exact form (2225/381 ft, in German words, the unit as picked)" "$(feet_line)" "2225 durch 381 foot"
quit_app

echo 'calculator.feetAndInches: on' | xrdb -nocpp -merge
LC_ALL=de_DE.UTF-8 launch -geometry ${SIZE}+0+0
metres_to_feet
check "calculator.feetAndInches: on turns it on in de_DE, in German" "$(feet_line)" "$feet Fuß ${inches/./,} Zoll"
quit_app
xrdb -remove
finish
