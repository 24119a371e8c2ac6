#!/usr/bin/env bash
# Pasting into the real window (issue 36): with xclip on CLIPBOARD and Ctrl+V, numbers are taken whole
# ((2^256+1) − 2^256 written out is 1; a 78-digit number alone is every digit), `0x10` is 16, `-2^2` is
# −4, the calculator's own symbols paste back (ʸ√, E, sin⁻¹, and `yroot` from an old tape), and modulo is
# refused, the display unchanged. Issue 45: typed text as mathematics (`1/(4)!`, `10^(2)^3`, `--5`), an exact
# 0 typed two ways, `5!!` refused; issue 44 R11: a 2,047-digit superscript power within 0.5 s of CPU. Also ʸ√x of negative numbers in batch mode (the issue's Done-when).
# CALCULATOR_BIN=path tests that binary instead of the release build.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary

check "--keys '6 neg root 0.5 =' is (−6)²" "$("$BIN" --keys '6 neg root 0.5 =')" 36
check "--keys '8 neg root 0.2 =' is (−8)⁵" "$("$BIN" --keys '8 neg root 0.2 =')" -32768
check "ʸ√x is written as a symbol" "$("$BIN" --keys '8 root 3 =' --expression | head -n 1)" "8 ʸ√ 3 ="

start_xvfb
SIZE=320x560
# An old tape, written when the expression line said `yroot`: it still loads.
export XDG_STATE_HOME=$STATE_ROOT/paste
mkdir -p "$XDG_STATE_HOME/calculator"
printf '8 yroot 3 = 2\n' >"$XDG_STATE_HOME/calculator/history"
KEEP_STATE=1 launch -geometry ${SIZE}+0+0

paste_text() { printf '%s' "$1" | offer clipboard; keys ctrl+v; }

two256=115792089237316195423570985008687907853269984665640564039457584007913129639936
two256plus1=115792089237316195423570985008687907853269984665640564039457584007913129639937
paste_text "($two256plus1)−$two256="
check "(2^256+1) − 2^256 written out is 1" "$(read_display)" 1

keys Escape
paste_text "$two256plus1"
check "a 78-digit number alone: the display, copied with Ctrl+C" "$(read_display)" "1.157920892373162e77"
keys minus
paste_text "$two256"
keys Return
check "… taken whole: minus 2^256 pasted alone leaves 1" "$(read_display)" 1

for case in "0x10 16" "-2^2= -4" "8 ʸ√ 3 = 2" "8 yroot 3 = 2" "2 E 3 = 2000" "sin⁻¹(0.5) = 30" "log₁₀(1000) + 1/(4) = 3.25"; do
    keys Escape
    paste_text "${case% *}"
    check "paste '${case% *}'" "$(read_display)" "${case##* }"
done

# Issue 45: a pasted calculation reads as mathematics, and one value typed two ways cancels exactly.
for case in "1/(4)!= 0.04166666666666667" "10^(2)^3= 100000000" "--5 5" "(sqrt(3))^3-3*sqrt(3)= 0" "1e10000 Error"; do
    keys Escape
    paste_text "${case% *}"
    check "paste '${case% *}'" "$(read_display)" "${case##* }"
done
keys Escape
paste_text "23^(1/4)-1863^(1/4)="
screenshot paste-like-terms
# Issue 44, R11: 2 to a power of 2,047 superscript digits, read in one pass: Error, under 0.5 s of CPU.
keys Escape
ticks=$(getconf CLK_TCK)
before=$(awk '{ print $14 + $15 }' "/proc/$APP_PID/stat")
paste_text "2$(printf '³%.0s' $(seq 2047))"
check "paste 2 to a 2,047-digit superscript power: Error" "$(read_display)" Error
after=$(awk '{ print $14 + $15 }' "/proc/$APP_PID/stat")
check_true "… under 0.5 s of the window's CPU ($(( (after - before) * 1000 / ticks )) ms)" test $(( (after - before) * 1000 / ticks )) -lt 500

# Modulo: refused, the display and the calculation unchanged, the reason in the expression line.
keys Escape
type_text "4+5"
paste_text "10 mod 3"
import -window root "$ARTIFACTS/paste-mod-refused.png"
check "'10 mod 3' is refused: the display unchanged" "$(read_display)" 5
paste_text "7%3"
import -window root "$ARTIFACTS/paste-percent-refused.png"
check "'7%3' is refused: the display unchanged" "$(read_display)" 5
paste_text "5!!"
screenshot paste-double-factorial-refused
check "'5!!' is refused: the display unchanged" "$(read_display)" 5
keys Return
check "… and the calculation goes on: 4 + 5 = 9" "$(read_display)" 9

# The history shows the old tape's row and this session's, in the new notation.
paste_text "27 ʸ√ 3 ="
keys ctrl+h
import -window root "$ARTIFACTS/paste-history.png"
keys Escape
quit_app
check "the tape keeps the old row and writes ʸ√" "$(tape_text "$XDG_STATE_HOME/calculator/history" | tail -n 1)" "27 ʸ√ 3 = 3"
check "… the old row is still read" "$("$BIN" --history | head -n 1)" "8 yroot 3 = 2"

finish
