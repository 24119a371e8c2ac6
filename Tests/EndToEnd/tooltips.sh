#!/usr/bin/env bash
# End-to-end tests of what teaches the window its keys (issue 47, items 4 to 6), under Xvfb and openbox
# as a person tries it (xdotool mousemove, then a rest): a button's tooltip after the pointer rests on
# it, in an override-redirect window of the calculator's (its class calculator-tooltip), with the
# button's accessible description as its words ("x² — q"), drawn (its pixels are not one colour), gone
# when the pointer leaves, or a key or a click comes; F1 and Ctrl+? show the keys window of the mode
# shown, which a screen reader reads (its heading and rows as labels), which scrolls with Page Down
# and closes with Escape or F1; the mode button names the mode it goes to. In English and German, in
# each mode. Screenshots stay in artifacts/e2e/tooltips-*.png.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
unset LC_MESSAGES   # lib.sh's English: here LANG and LANGUAGE choose the language
PROBE=(/usr/bin/python3 "$ROOT/Tests/EndToEnd/accessibility.py")
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "e2e: pyatspi is missing (Scripts/install-deps --test)" >&2; exit 1; }
export CALCULATOR_LOCALEDIR=$STATE_ROOT/locale
Scripts/translations --build "$CALCULATOR_LOCALEDIR" || { echo "e2e: Scripts/translations --build failed" >&2; exit 1; }

start_xvfb
start_session_bus e2e || exit 1
export DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS
start_atspi "$ARTIFACTS/at-spi.log"
check_true "the accessibility bus is up" test -n "$A11Y_BUS"

tooltip() { xdotool search --classname '^calculator-tooltip$' 2>/dev/null | head -n 1; }
# hover ID: rests the pointer on the middle of the button ID (--print-layout's, at the window's size) for a second.
hover() {
    # The mode button is the display's top right circle, as wide as the history button (the calculator's
    # listing has no line of its own for it).
    local geometry; geometry=$("$BIN" --print-layout "$SIZE" --mode "${MODE:-calculator}" | awk -v id="$1" '
        $1 == id { print int($2 + $4 / 2), int($3 + $5 / 2); found = 1; exit }
        $1 == "display" { right = $2 + $4; top = $3 } $1 == "history" { side = $4 }
        END { if (!found && id == "mode") print int(right - side / 2), int(top + side / 2) }')
    xdotool mousemove --window "$WIN" $geometry; sleep 1
}
away() { xdotool mousemove --window "$WIN" 5 5; sleep 0.3; }   # the display's corner: no button
# is_override_redirect WINDOW: xwininfo says the window is not the window manager's.
is_override_redirect() { xwininfo -id "$1" | grep -q 'Override Redirect State: yes'; }
# colours WINDOW NAME: how many colours the window's pixels have (its fill, border and anti-aliased text).
colours() { import -window "$1" "$ARTIFACTS/$2.png" && identify -format '%k' "$ARTIFACTS/$2.png"; }

SIZE=900x500
launch -geometry ${SIZE}+0+0
check "no tooltip before the pointer rests on a button" "$(tooltip)" ""
hover square
tip=$(tooltip)
check_true "x²: a tooltip window after the pointer rests on it" test -n "$tip"
check_true "x²: the tooltip is override-redirect" is_override_redirect "$tip"
check_true "x²: the tooltip is drawn (fill, border and text: more than 3 colours)" test "$(colours "$tip" tooltips-square-window)" -gt 3
check "x²: its words, the button's description" "$("${PROBE[@]}" description square)" "x² — q"
screenshot_screen tooltips-square
check_true "x²: the tooltip is inside the screen, below the pointer" \
    bash -c "xwininfo -id $tip | awk '/Absolute upper-left Y/ { y = \$4 } /Absolute upper-left X/ { x = \$4 } END { exit !(x >= 0 && y > 0) }'"
away
check "the tooltip goes when the pointer leaves the button" "$(tooltip)" ""
hover square
check_true "a tooltip again on a rest" test -n "$(tooltip)"
keys 5
check "a key takes it away" "$(tooltip)" ""
hover squareRoot
check_true "√x: a tooltip" test -n "$(tooltip)"
check "√x: its words" "$("${PROBE[@]}" description 'square root')" "√x — r @ √"
xdotool click 1; sleep 0.3
check "a click takes it away" "$(tooltip)" ""
check "the mode button names the mode it goes to" "$("${PROBE[@]}" description 'switch to programmer mode')" "Programmer — Ctrl+2"
# At the screen's right edge the tooltip stays on the screen.
xdotool windowmove "$WIN" 1100 0; sleep 0.5
hover mode
tip=$(tooltip)
check_true "at the screen's edge: the tooltip stays inside the 1920-pixel screen" \
    bash -c "xwininfo -id $tip | awk '/Absolute upper-left X/ { x = \$4 } /Width/ { w = \$2 } END { exit !(x >= 0 && x + w <= 1920) }'"
screenshot_screen tooltips-edge
away
xdotool windowmove "$WIN" 0 0; sleep 0.5

# The keys window: F1, in the calculator.
keys F1
labels=$("${PROBE[@]}" labels)
check "F1: the keys window's heading" "$(sed -n 1p <<<"$labels")" "Keys: Calculator"
check "F1: x²'s row, as --help writes it" "$(grep -x 'q: x²' <<<"$labels")" "q: x²"
check "F1: the window's keys are listed" "$(grep -c '^F1 Ctrl+?: ' <<<"$labels")" "1"
check "F1: only Close is a button" "$("${PROBE[@]}" buttons | tail -n +2)" "Close"
screenshot tooltips-keys-calculator
keys Next
screenshot tooltips-keys-calculator-next
check_true "Page Down scrolls the keys window" \
    bash -c "[[ \$(compare -metric AE '$ARTIFACTS/tooltips-keys-calculator.png' '$ARTIFACTS/tooltips-keys-calculator-next.png' null: 2>&1) != 0 ]]"
keys Escape
check "Escape closes it: the keys are back" "$("${PROBE[@]}" buttons | grep -cx 'square')" "1"
keys ctrl+question
check "Ctrl+? shows it too" "$("${PROBE[@]}" labels | sed -n 1p)" "Keys: Calculator"
keys F1
check "F1 closes it" "$("${PROBE[@]}" labels | grep -c '^Keys: ')" "0"

# The programmer mode: Lsh's tooltip, and its keys.
keys ctrl+2
check "programmer: Lsh's description" "$("${PROBE[@]}" description 'shift left')" "Shift left — <"
MODE=programmer hover programmer.leftShift
check_true "programmer: a tooltip on Lsh" test -n "$(tooltip)"
screenshot_screen tooltips-programmer-lsh
away
keys F1
check "programmer: F1's heading" "$("${PROBE[@]}" labels | sed -n 1p)" "Keys: Programmer"
check "programmer: Lsh's row" "$("${PROBE[@]}" labels | grep -x '<: programmer mode: shift left')" "<: programmer mode: shift left"
screenshot tooltips-keys-programmer
keys Escape
keys ctrl+3
keys F1
check "converter: F1's heading" "$("${PROBE[@]}" labels | sed -n 1p)" "Keys: Units"
check "converter: its f key" "$("${PROBE[@]}" labels | grep -x 'f: converter: pick the unit to convert from')" \
    "f: converter: pick the unit to convert from"
screenshot tooltips-keys-converter
keys Escape
keys ctrl+1
quit_app

# German.
LANG=de_DE.UTF-8 LANGUAGE=de launch -geometry ${SIZE}+0+0
hover square
check_true "de_DE: a tooltip on x²" test -n "$(tooltip)"
check "de_DE: x²'s words" "$("${PROBE[@]}" description Quadrat)" "x² — q"
check "de_DE: the mode button's" "$("${PROBE[@]}" description 'zu Programmiermodus wechseln')" "Programmierer — Ctrl+2"
screenshot_screen tooltips-de_DE-square
away
keys F1
check "de_DE: F1's heading" "$("${PROBE[@]}" labels | sed -n 1p)" "Tasten: Rechner"
screenshot tooltips-de_DE-keys
keys Escape
quit_app

# The smallest window: the keys window fits and scrolls.
SIZE=200x330
launch -geometry ${SIZE}+0+0
keys F1
check "200×330: F1's heading" "$("${PROBE[@]}" labels | sed -n 1p)" "Keys: Calculator"
screenshot tooltips-keys-small
xdotool key --clearmodifiers ctrl+w
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
check "Ctrl+W quits from the keys window" "$(kill -0 "$APP_PID" 2>/dev/null && echo running || echo quit)" "quit"
wait "$APP_PID" 2>/dev/null; APP_PID=""
finish
