#!/usr/bin/env bash
# The programmer mode in the real window (issue 32): Ctrl+2 opens it, `FF AND 0F =` in hex (typed, AND
# clicked) gives F, a digit the base lacks is ignored, a click on a bit of the wide window's bit field
# and the keyboard (arrows, Space) flip bits, Ctrl+1 takes the value back to the calculator, and the
# mode is remembered across a restart. Ctrl+C copies the value with its base's prefix (read_display: `0xF`),
# Ctrl+Shift+C the bare digits; a paste is read in the base's terms (`0b1010` shows A in hex) and a refused
# one leaves the display; each = puts its line on the tape file with its `programmer=` field, and the
# history panel (Ctrl+H) opens in the programmer mode and recalls a line. Screenshots of the compact and
# wide windows (also with the history panel open) go to artifacts/e2e/programmer-*.png.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
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
screenshot programmer-compact-refused-paste
check "a pasted calculation is refused: the display stays A" "$(read_display)" 0xA
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
