#!/usr/bin/env bash
# The exact form in the real window (issue 31, item 1): `8 √ ÷ 4 =` shows √2/2 in a line under the number;
# S⇔D (Ctrl+E) and a click on the number swap the two, and Ctrl+C copies what the number shows (sqrt(2)/2
# while the exact form is main); the next value shows the decimal again; `--exact-form main` starts with the
# exact form as the number, `--exact-form off` shows no line; after a restart a recalled row is exact
# again. Screenshots of the compact and wide windows
# go to artifacts/e2e/exact-*.png. CALCULATOR_BIN=path tests that binary instead of the release build.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

# 'X Y W H' of the exact form's line at SIZE: the bottom of the display, a fifth of the number's area
# (at least 15 px), as DisplayAreas carves it; only its inner rows, clear of the number's descent.
exact_area() {
    layout_at "$1" | awk '$1 == "display" { x = int($2); y = $3; w = int($4); h = $5 } $1 == "history" { side = $5 }
        END { n = h - side; line = int(n * 0.2 + 0.5); if (line < 15) line = 15; print x + int(w / 2), int(y + h - line + 3), int(w / 2), line - 6 }'
}
# Pixels of text in the right half of the exact form's line of screenshot PNG at SIZE.
exact_ink() {
    read -r x y w h < <(exact_area "$2")
    convert "$1" -crop "${w}x${h}+${x}+${y}" -threshold 30% -format '%[fx:int(mean*w*h)]' info:
}
# Clicks the number: the display's right part, below the round buttons.
click_number() {
    read -r x y w h < <(layout_at "$1" | awk '$1 == "display" { print int($2), int($3), int($4), int($5) }')
    xdotool mousemove --window "$WIN" $((x + w * 3 / 4)) $((y + h * 6 / 10)) click 1
    settle
}

SIZE=320x560
launch -geometry ${SIZE}+0+0
type_text "7"
screenshot exact-none
check "a whole number has no exact line" "$(exact_ink "$ARTIFACTS/exact-none.png" $SIZE)" 0
keys Escape
type_text "8r/4="
screenshot exact-compact
check_true "8 √ ÷ 4 = shows a line under the number" test "$(exact_ink "$ARTIFACTS/exact-compact.png" $SIZE)" -gt 20
check "the number is the decimal, which Ctrl+C copies" "$(read_display)" 0.7071067811865475
keys ctrl+e
screenshot exact-compact-swapped
check "Ctrl+E (S⇔D) makes √2/2 the number: Ctrl+C copies sqrt(2)/2" "$(read_display)" "sqrt(2)/2"
check_true "… with the decimal in the line under it" test "$(exact_ink "$ARTIFACTS/exact-compact-swapped.png" $SIZE)" -gt 20
click_number $SIZE
check "a click on the number swaps back to the decimal" "$(read_display)" 0.7071067811865475
keys ctrl+e
type_text "*2="
check "the next value shows as the setting says: the decimal" "$(read_display)" 1.414213562373095
keys Escape
type_text "7"
screenshot exact-cleared
check "a new entry has no exact line" "$(exact_ink "$ARTIFACTS/exact-cleared.png" $SIZE)" 0

SIZE=900x500
resize 900 500
keys Escape
type_text "7/3="
screenshot exact-wide
check_true "the wide window shows 7/3 under the number" test "$(exact_ink "$ARTIFACTS/exact-wide.png" $SIZE)" -gt 20
click_number $SIZE
screenshot exact-wide-swapped
check "a click on the wide window's number makes 7/3 the number" "$(read_display)" 7/3
quit_app

SIZE=320x560
launch -geometry ${SIZE}+0+0 --exact-form main
type_text "7/3="
check "--exact-form main: 7/3 is the number at once" "$(read_display)" 7/3
quit_app
launch -geometry ${SIZE}+0+0 --exact-form off
type_text "8r/4="
screenshot exact-off
check "--exact-form off: no line under the number" "$(exact_ink "$ARTIFACTS/exact-off.png" $SIZE)" 0
quit_app

# After a restart the tape file gives 40 digits and each line's keys: the row in view is made again from
# its keys, so a recall enters 7/3 exactly (its exact line shows), and × 3 − 7 = is 0, where the 40
# digits would leave −1e−39.
launch -geometry ${SIZE}+0+0
type_text "7/3="
quit_app
KEEP_STATE=1 launch -geometry ${SIZE}+0+0
keys ctrl+h
screenshot exact-restart-history
keys Up Return
screenshot exact-restart-recalled
check_true "after a restart, a recalled 7 ÷ 3 shows its exact line" \
    test "$(exact_ink "$ARTIFACTS/exact-restart-recalled.png" $SIZE)" -gt 20
type_text "*3-7="
check "… and is exactly 7/3: × 3 − 7 = 0" "$(read_display)" 0
quit_app
finish
