#!/usr/bin/env bash
# The programmer mode in the real window (issue 32): Ctrl+2 opens it, `FF AND 0F =` in hex (typed, AND
# clicked) gives F, a digit the base lacks is ignored, a click on a bit of the wide window's bit field
# and the keyboard (arrows, Space) flip bits, Ctrl+1 takes the value back to the calculator, and the
# mode is remembered across a restart. Ctrl+C copies the value with its base's prefix (read_display: `0xF`),
# Ctrl+Shift+C the bare digits; a paste is read in the base's terms (`0b1010` shows A in hex) and a refused
# one leaves the display; each = puts its line on the tape file with its `programmer=` field, and the
# history panel (Ctrl+H) opens in the programmer mode and recalls a line. Screenshots of the compact and
# wide windows (also with the history panel open, a refused paste and an error saying why) go to
# artifacts/e2e/programmer-*.png. First, in batch mode, issue 44's R6: 20,000 `not`, 10,000 `(` and a
# 5,000-step chain within 0.5 s of CPU and 100 MB, with the right value or the refusal said once.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary

# Issue 44, R6: the programmer mode under the calculator's limits, in batch mode. Each run must end with
# the right value or a reason within 0.5 s of CPU and 100 MB of resident memory (/usr/bin/time).
bounded_programmer() {  # bounded_programmer KEYS → 'DISPLAY CPU_SECONDS RSS_KB', its stderr in $ARTIFACTS/programmer-err
    local out
    out=$(/usr/bin/time -f '%U %S %M' -o "$ARTIFACTS/programmer-time" "$BIN" --mode programmer --keys "$1" 2>"$ARTIFACTS/programmer-err")
    read -r user sys rss <"$ARTIFACTS/programmer-time"
    echo "$out $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $rss"
}
check_bounded_programmer() {  # check_bounded_programmer NAME KEYS EXPECTED [STDERR]
    local display cpu rss
    read -r display cpu rss < <(bounded_programmer "$2")
    check "$1 shows $3" "$display" "$3"
    check "$1: standard error" "$(cat "$ARTIFACTS/programmer-err")" "${4:-}"
    check_true "$1 takes under 0.5 s of CPU ($cpu s)" awk -v t="${cpu:-99}" 'BEGIN { exit !(t < 0.5) }'
    check_true "$1 stays under 100 MB ($((${rss:-999999} / 1024)) MB)" test "${rss:-999999}" -lt 102400
}
check_bounded_programmer "1 and 20,000 not" "1 $(printf 'not %.0s' $(seq 20000))=" 1
check_bounded_programmer "10,000 (" "$(printf '( %.0s' $(seq 10000))" 0 \
    "calculator: refused key 101 '(': more than 100 parentheses open; 9899 more keys refused"
check_bounded_programmer "5,000 + 1" "1 $(printf '+ 1 %.0s' $(seq 5000))=" 5001
check "5 / 0 = says why on standard error (issue 43)" "$("$BIN" --mode programmer --keys '5 / 0 =' 2>&1)" \
    "$(printf 'calculator: division by zero\nError')"
check "--paste of a calculation says it is an expression" \
    "$("$BIN" --mode programmer --paste '0xFF & 0x0F' 2>&1; echo "status $?")" \
    "$(printf 'calculator: paste refused: an expression: paste one number\nstatus 1')"

start_xvfb

# Clicks the centre of programmer-mode control ID in a window of size WxH.
click_programmer() {  # click_programmer ID WxH
    local x y w h
    read -r x y w h < <("$BIN" --mode programmer --print-layout "$2" | awk -v id="$1" '$1 == id { print $2, $3, $4, $5 }')
    xdotool mousemove --window "$WIN" $(( ${x%.*} + ${w%.*} / 2 )) $(( ${y%.*} + ${h%.*} / 2 )) click 1
    settle
}

SIZE=320x560
launch -geometry ${SIZE}+0+0
type_text "300.5"
keys ctrl+2
screenshot programmer-compact-carried
check "Ctrl+2 carries the calculator's value in, its fraction dropped" "$(read_display)" 300
keys F5
type_text "FF"
click_programmer programmer.and $SIZE
type_text "0F"
type_text "G"
keys Return
screenshot programmer-compact
check "hex FF, AND clicked, 0F, = gives F: Ctrl+C copies 0xF" "$(read_display)" 0xF
mark_clipboard_stale; keys ctrl+shift+c
check "Ctrl+Shift+C copies the bare digits" "$(xclip -o -selection clipboard 2>/dev/null)" F
TAPE=$XDG_STATE_HOME/calculator/history
check "the = put its line on the tape, in hex" "$(tape_text "$TAPE")" "0xFF AND 0xF = 15"
check_true "the tape line has its programmer= field" grep -q $'\tprogrammer=' "$TAPE"
printf '0b1010' | offer clipboard; keys ctrl+v
check "a pasted 0b1010 shows A in hex" "$(read_display)" 0xA
printf '0xFF & 0x0F' | offer clipboard; keys ctrl+v
screenshot programmer-compact-refused-paste   # says "An expression: paste one number"
check "a pasted calculation is refused: the display stays A" "$(read_display)" 0xA
type_text "/0"
keys Return
screenshot programmer-compact-error   # "Error", and "Division by zero" in the expression line's place
check "A / 0 = is Error: Ctrl+C copies nothing" "$(read_display)" stale
keys Escape
type_text "A"
keys ctrl+h
screenshot programmer-compact-history
keys Up Return
check "Up and Return in the history panel recall the line: F" "$(read_display)" 0xF
keys F8
type_text "1012"
check "in binary, 2 is ignored" "$(read_display)" 0b101
keys ctrl+1
check "Ctrl+1 takes the value back to the calculator, exact" "$(read_display)" 5

SIZE=900x500
resize 900 500
keys ctrl+2 Escape
screenshot programmer-wide-empty
click_programmer bit_5 $SIZE
check "a click on bit 5 flips it: 32 in decimal" "$(read_display)" 0b100000
keys F6
check "the same value in decimal" "$(read_display)" 32
keys Left space
check "Left moves the bit cursor to bit 6, Space flips it" "$(read_display)" 96
keys Up space
check "Up moves 16 bits higher (bit 22)" "$(read_display)" 4194400
screenshot programmer-wide
keys ctrl+h
screenshot programmer-wide-history
# The newest line is the panel's bottom row, at the keypad's bottom right (a row is as wide as its text): click there.
read -r x y < <("$BIN" --mode programmer --print-layout $SIZE | awk '$1 ~ /^programmer\./ {
    if (min == "" || $2 < min) min = $2; if ($2 + $4 > max) max = $2 + $4; if ($3 + $5 > bottom) bottom = $3 + $5 }
    END { print int(max) - 30, int(bottom) - 12 }')
xdotool mousemove --window "$WIN" "$x" "$y" click 1
settle
check "a click on the history's line recalls it: 15" "$(read_display)" 15
quit_app

KEEP_STATE=1 launch -geometry 320x560+0+0
type_text "2.5"
check "the programmer mode is remembered: 2.5 types 25 (no point in it)" "$(read_display)" 25
keys ctrl+1
type_text "+0.5="
check "and Ctrl+1 goes back to the calculator with 25" "$(read_display)" 25.5
quit_app
finish
