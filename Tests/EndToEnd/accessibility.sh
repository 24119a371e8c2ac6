#!/usr/bin/env bash
# End-to-end tests of the calculator on the AT-SPI accessibility bus (issue 14): a private session bus,
# at-spi2-core's bus launcher and registry beside Xvfb, and pyatspi (accessibility.py) as the screen
# reader: it finds the buttons of each size class, presses them, reads the display and hears its
# changes. Then the same calculator with no bus at all. Screenshots stay in artifacts/e2e/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
PROBE=(/usr/bin/python3 "$ROOT/Tests/EndToEnd/accessibility.py")   # Debian's python, where pyatspi is
for tool in dbus-daemon dbus-send /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd; do
    command -v "$tool" >/dev/null || { echo "e2e: $tool is missing (Scripts/install-deps --test)" >&2; exit 1; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "e2e: pyatspi is missing (Scripts/install-deps --test)" >&2; exit 1; }

# No bus of any kind while the window starts: nothing is tried, nothing is said.
unset DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS
start_xvfb
xprop -root -remove AT_SPI_BUS 2>/dev/null
SIZE=320x560
: >"$ARTIFACTS/stderr.log"
launch -geometry ${SIZE}+0+0
type_text "7*6="
check "no bus: the window works (7 × 6 =)" "$(read_display)" "42"
check "no bus: nothing on standard error" "$(cat "$ARTIFACTS/stderr.log")" ""
screenshot accessibility-nobus-42
quit_app

# A private session bus, the accessibility bus launcher (which starts the accessibility bus) and the
# registry (Scripts/lib.sh; stop_all stops them).
start_session_bus e2e || exit 1
export DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS
start_atspi "$ARTIFACTS/at-spi.log"
check_true "the accessibility bus is up" test -n "$A11Y_BUS"
check_true "the registry is on the accessibility bus" atspi_registry_up

# The compact window: the standard keys, none of the scientific panel.
launch -geometry ${SIZE}+0+0
buttons=$("${PROBE[@]}" buttons)
check "the frame 'Calculator'" "$(head -n 1 <<<"$buttons")" "frame Calculator frame"
names=$(tail -n +2 <<<"$buttons" | sort | tr '\n' ',')
check "compact: one button per key, by its spoken name, and the mode button" "$names" \
    "History,all clear,change sign,divided by,eight,equals,five,four,minus,nine,one,percent,plus,point,redo,seven,six,switch to programmer mode,three,times,two,undo,zero,"

# Undo and redo with nothing to do are neither enabled nor sensitive (issue 36, item 5), as a toolkit's
# insensitive button; after a key, undo is.
check "at the start, undo and redo are not sensitive" "$("${PROBE[@]}" sensitive undo redo | tr '\n' ',')" "undo no,redo no,"

# Pressing buttons by their action: 7 × 6 = reads 42, × is checked while pending, the display says so.
out=$("${PROBE[@]}" press seven times six equals)
value() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print }' <<<"$out"; }
check "× is checked while pending" "$(value times)" "checked True"
check "7 × 6 = by press actions: the display's text" "$(value display)" "42"
check "the display's name is its reading" "$(value display-name)" "42"
check "the expression line's text" "$(value expression)" "7 × 6 ="
check "after 7 × 6 =, undo is sensitive and redo is not" "$("${PROBE[@]}" sensitive undo redo | tr '\n' ',')" "undo yes,redo no,"
check "text-changed events carried each new display" "$(value text-changed)" "7 6 42"
check "the clicks reached the window: Ctrl+C copies 42" "$(read_display)" "42"
screenshot accessibility-bus-42
check "on the bus the window looks as it does without (7 × 6 =, pixel for pixel)" \
    "$(compare -metric AE "$ARTIFACTS/accessibility-nobus-42.png" "$ARTIFACTS/accessibility-bus-42.png" null: 2>&1)" "0"
# The history panel: its button opens it, and its rows and Clear take the keys' place in the tree.
out=$("${PROBE[@]}" press History)
panel=$("${PROBE[@]}" buttons | tail -n +2 | tr '\n' ',')
check "History opens the panel: its rows replace the keys (undo, redo and the mode button stay)" "$panel" "History,undo,redo,switch to programmer mode,7 × 6 = 42,Copy history,Clear history,"
out=$("${PROBE[@]}" press "7 × 6 = 42")
check "pressing a row recalls its result and closes the panel" "$(value display)" "42"
check "…and the keys are back" "$("${PROBE[@]}" buttons | tail -n +2 | grep -c .)" "23"
keys Escape; type_text "2-5="
out=$("${PROBE[@]}" press divided\ by two equals)
check "a negative number is read with 'minus'" "$(value display-name)" "minus 1.5"

# A button's extents: its frame in the app's own layout, the window's position on the screen, and
# where it is drawn in a screenshot of the screen.
read -r _ wx wy ww wh < <("${PROBE[@]}" extents seven | grep '^window')
read -r _ sx sy sw sh < <("${PROBE[@]}" extents seven | grep '^screen')
read -r lx ly lw lh < <(layout_at "$SIZE" | awk '$1 == "7" { print $2, $3, $4, $5 }')
check "seven's window extents are its layout frame" "$wx $wy $ww $wh" \
    "$(awk -v x="$lx" -v y="$ly" -v w="$lw" -v h="$lh" 'function r(v) { return sprintf("%.0f", v) }
        BEGIN { print r(x), r(y), r(x + w) - r(x), r(y + h) - r(y) }')"
X=$(xwininfo -id "$WIN" | awk '/Absolute upper-left X/ { print $NF }')   # the window's top-left on the screen
Y=$(xwininfo -id "$WIN" | awk '/Absolute upper-left Y/ { print $NF }')
check "seven's screen extents are its window extents moved by the window's position" "$sx $sy $sw $sh" \
    "$((wx + X)) $((wy + Y)) $ww $wh"
screenshot_screen accessibility-screen
screenshot accessibility-window
inside=$(pixel "$ARTIFACTS/accessibility-screen.png" $((sx + sw / 2)) $((sy + sh / 6)))
check "the screen at seven's extents is seven's fill" "$inside" \
    "$(pixel "$ARTIFACTS/accessibility-window.png" $((wx + ww / 2)) $((wy + wh / 6)))"
check "…and not the background" "$([[ "$inside" != "$(pixel "$ARTIFACTS/accessibility-screen.png" $((sx - 4)) $((sy + sh / 2)))" ]] && echo differs)" "differs"

# The wide window: the scientific panel's buttons come in (children-changed); 2nd renames the inverses.
out=$("${PROBE[@]}" resize "$WIN" 1000 500 53)
settle
check "wide: 49 keys and the history, undo, redo and mode buttons" "$(value buttons)" "53"
wide_names=$("${PROBE[@]}" buttons | tail -n +2)
check "wide: ( and ) are read as open and close parenthesis" \
    "$(grep -cx -e 'open parenthesis' -e 'close parenthesis' <<<"$wide_names")" "2"
check "wide: children-changed was emitted" "$(value children-changed)" "yes"
names=$("${PROBE[@]}" buttons | tail -n +2 | tr '\n' ',')
check_true "wide: 'sine', 'square root' and 'seven' are there" \
    bash -c "[[ '$names' == *,sine,* && '$names' == *,square\ root,* && '$names' == *seven,* ]]"
out=$("${PROBE[@]}" press "second functions" "sine inverse")
check "2nd renames sine 'sine inverse' and the status says so" "$(value status)" "Second functions, Degrees"
out=$("${PROBE[@]}" resize "$WIN" 320 560 23)
settle
check "compact again: the panel's buttons leave the tree" "$(value buttons)" "23"
check "compact again: children-changed was emitted" "$(value children-changed)" "yes"
quit_app

# The bus found through the root window's AT_SPI_BUS property alone (as the bus launcher sets it on
# desktops), with no session bus in the calculator's environment.
xprop -root -f AT_SPI_BUS 8s -set AT_SPI_BUS "$A11Y_BUS"
DBUS_SESSION_BUS_ADDRESS="" launch -geometry ${SIZE}+0+0
out=$("${PROBE[@]}" press seven)
check "found through AT_SPI_BUS on the root window" "$(value display)" "7"
quit_app
xprop -root -remove AT_SPI_BUS

finish
