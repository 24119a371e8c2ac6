#!/usr/bin/env bash
# The programmer mode in the real window (issue 32): Ctrl+2 opens it, `FF AND 0F =` in hex (typed, AND
# clicked) gives F, a digit the base lacks is ignored, a click on a bit of the wide window's bit field
# and the keyboard (arrows, Space) flip bits, Ctrl+1 takes the value back to the calculator, and the
# mode is remembered across a restart. Ctrl+C copies the value's bare digits (read_display). Screenshots
# of the compact and wide windows go to artifacts/e2e/programmer-*.png.
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
check "hex FF, AND clicked, 0F, = gives F" "$(read_display)" F
keys F8
type_text "1012"
check "in binary, 2 is ignored" "$(read_display)" 101
keys ctrl+1
check "Ctrl+1 takes the value back to the calculator, exact" "$(read_display)" 5

SIZE=900x500
resize 900 500
keys ctrl+2 Escape
screenshot programmer-wide-empty
click_programmer bit_5 $SIZE
check "a click on bit 5 flips it: 32 in decimal" "$(read_display)" 100000
keys F6
check "the same value in decimal" "$(read_display)" 32
keys Left space
check "Left moves the bit cursor to bit 6, Space flips it" "$(read_display)" 96
keys Up space
check "Up moves 16 bits higher (bit 22)" "$(read_display)" 4194400
screenshot programmer-wide
quit_app

KEEP_STATE=1 launch -geometry 320x560+0+0
type_text "2.5"
check "the programmer mode is remembered: 2.5 types 25 (no point in it)" "$(read_display)" 25
keys ctrl+1
type_text "+0.5="
check "and Ctrl+1 goes back to the calculator with 25" "$(read_display)" 25.5
quit_app
finish
