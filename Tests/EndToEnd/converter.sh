#!/usr/bin/env bash
# The unit converter in the real window (issue 33): start-up does not open GNU units' database, Ctrl+3 opens
# the converter (and the database); `1`, the mile picked by typing `mile` in the picker (f), km picked in the
# other side's (t): Ctrl+C copies 1.609344; swap (s) exchanges units and values; a click on the "to" unit opens
# the picker, a click on a row chooses; the pair is remembered across a restart; Ctrl+1 is the calculator again;
# = puts `1 mi = 1.609344 km` on the tape.
# Screenshots of the compact (320×560) and wide (900×500) converter with the picker filtering `mi` go to
# artifacts/e2e/converter-*.png. Needs the `units` package and strace (Scripts/install-deps --test).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

DEFINITIONS=/usr/share/units/definitions.units
SIZE=320x560
TRACE="$ARTIFACTS/converter-strace.log"
rm -f "$TRACE"
fresh_state
strace -f -e trace=openat -o "$TRACE" "$BIN" -geometry ${SIZE}+0+0 2>>"$ARTIFACTS/stderr.log" &
APP_PID=$!
KEEP_STATE=1 await_window
type_text "12+3="
check "start-up and the calculator's keys do not open the unit database" "$(grep -c "$DEFINITIONS" "$TRACE")" 0
keys ctrl+3
check_true "Ctrl+3 opens the converter, which reads the database" grep -q "$DEFINITIONS" "$TRACE"
keys Escape
type_text "1"
keys f
type_text "mi"
screenshot converter-compact-picker
type_text "le"
keys Return
keys t
type_text "km"
keys Return
screenshot converter-compact
check "1 mile in km, copied with Ctrl+C" "$(read_display)" 1.609344
mark_clipboard_stale
keys ctrl+shift+c
check "Ctrl+Shift+C copies the value with its unit" "$(xclip -o -selection clipboard 2>/dev/null)" "1.609344 km"
keys s
check "swap: 1.609344 km is 1 mile" "$(read_display)" 1
keys s
keys Escape
type_text "3*12+4="
check "3 × 12 + 4 miles in km" "$(read_display)" 64.37376
quit_app
check "the pair is remembered" "$(grep '^converter-' "$XDG_STATE_HOME"/calculator/state | tr '\n' ' ')" \
    "converter-from.1 = mile converter-to.1 = km "
check "the converter is the mode remembered" "$(grep '^mode' "$XDG_STATE_HOME"/calculator/state)" "mode = converter"

KEEP_STATE=1 launch -geometry ${SIZE}+0+0
type_text "2"
check "after a restart the window opens in the converter, mile → km again" "$(read_display)" 3.218688
read -r x y w h < <("$BIN" --print-layout $SIZE --layout-mode converter | awk '$1 == "unit_to" { print int($2), int($3), int($4), int($5) }')
xdotool mousemove --window "$WIN" $((x + w / 2)) $((y + h / 2)) click 1
settle
type_text "yard"
screenshot converter-compact-yard
keys Return
check "a click on the 'to' unit opens the picker; yard chosen" "$(read_display)" 3520
keys ctrl+1
type_text "*2="
check "Ctrl+1: the calculator again, on the same value" "$(read_display)" 4
quit_app

SIZE=900x500
launch -geometry ${SIZE}+0+0
keys ctrl+3
type_text "1"
screenshot converter-wide
keys f
type_text "mi"
screenshot converter-wide-picker
keys Return
check "the wide converter's picker: mi, Return chooses the mile" "$(read_display)" 1.609344
keys Return
check "= puts the conversion on the tape file, with its units' field" "$(tail -n 1 "$XDG_STATE_HOME"/calculator/history)" \
    "$(printf '1 mi = 1.609344\tconvert=1 mi km')"
quit_app
check "calculator --history prints the conversion as the panel does" \
    "$("$BIN" --history 2>>"$ARTIFACTS/stderr.log" | tail -n 1)" "1 mi = 1.609344 km"

# Without the database (a private mount namespace hides it) the converter says so in one line; nothing
# crashes, and the calculator works as ever.
if unshare --mount true 2>/dev/null; then
    SIZE=320x560
    fresh_state
    unshare --mount sh -c "mount -t tmpfs none /usr/share/units && exec '$BIN' -geometry ${SIZE}+0+0" \
        2>>"$ARTIFACTS/stderr.log" &
    APP_PID=$!
    KEEP_STATE=1 await_window
    keys ctrl+3
    type_text "2+2="
    screenshot converter-no-database
    check "no database: Ctrl+C in the converter copies nothing" "$(read_display)" stale
    keys ctrl+1
    check "no database: the calculator still works" "$(read_display)" 4
    check_true "no database: the window is still there" kill -0 "$APP_PID"
    quit_app
fi
finish
