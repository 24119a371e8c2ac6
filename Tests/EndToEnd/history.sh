#!/usr/bin/env bash
# The history tape, always on top and the remembered state, as a person meets them: compute, kill -9
# the window in the middle of a burst, start it again and find every calculation; two windows at once;
# a state directory that cannot be made, and a read-only one; files that are not a tape; recall by click and by keyboard;
# always on top read back from _NET_WM_STATE under openbox, and following it when wmctrl changes it; Rad and the memory after a restart.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb
SIZE=320x560
KEEP_STATE=1
STATE=$STATE_ROOT/home
export XDG_STATE_HOME=$STATE
TAPE=$STATE/calculator/history

# A line of the tape: an expression, " = " and a plain decimal.
whole_lines() { grep -cvE $'^.+ = -?[0-9]+(\\.[0-9]+)?(e-?[0-9]+)?(\t.*)?$' "$1"; }   # fields after a tab allowed
# Two windows at once: the first launched (WIN1, PID1) and a second beside it (WIN2, PID2).
launch_two_windows() {
    launch -geometry ${SIZE}+0+0; WIN1=$WIN; PID1=$APP_PID
    "$BIN" -geometry ${SIZE}+400+0 2>>"$ARTIFACTS/stderr.log" &
    PID2=$!
    WIN2=""
    for _ in $(seq 200); do
        WIN2=$(xdotool search --onlyvisible --classname '^calculator$' 2>/dev/null | grep -vx "$WIN1" | head -n 1)
        [[ -n "$WIN2" ]] && break
        sleep 0.05
    done
    check_true "a second window opened" test -n "$WIN2"
}
# Focuses window $1, which becomes $WIN (the one keys and type_text press in).
focus_window() { WIN=$1; timeout 5 xdotool windowfocus --sync "$WIN"; settle; }
# Quits both windows, each focused in turn: Ctrl+W goes to the focused window.
quit_two_windows() {
    for pair in "$PID1 $WIN1" "$PID2 $WIN2"; do
        read -r APP_PID WIN <<<"$pair"; focus_window "$WIN"; quit_app
    done
}

launch -geometry ${SIZE}+0+0
type_text "7+9="; type_text "16r"
check "the tape file after 7+9= and 16 √" "$(tape_text "$TAPE")" "$(printf '7 + 9 = 16\n√(16) = 4')"
check "calculator --history prints it" "$("$BIN" --history)" "$(printf '7 + 9 = 16\n√(16) = 4')"
quit_app

# kill -9 during a burst: 1+1=2+1=3+1=… makes lines 'k + 1 = k+1'. Whatever the moment, every line
# is whole and none is missing before the last.
rm -f "$TAPE"
launch -geometry ${SIZE}+0+0
burst=$(for k in $(seq 1 400); do printf '%d+1=' "$k"; done)
xdotool type --delay 2 "$burst" &
typer=$!
sleep 1.5
kill -9 "$APP_PID"; wait "$APP_PID" 2>/dev/null; APP_PID=""
wait "$typer" 2>/dev/null   # not killed: a key it held down would stay down in the server
lines=$(wc -l <"$TAPE")
check_true "kill -9 mid-burst: some calculations were kept ($lines)" test "$lines" -gt 5
check "kill -9 mid-burst: every line is whole" "$(whole_lines "$TAPE")" 0
check "kill -9 mid-burst: the file ends with a newline" "$(tail -c 1 "$TAPE" | od -An -c | tr -d ' ')" '\n'
expected=$(for k in $(seq 1 "$lines"); do echo "$k + 1 = $((k + 1))"; done)
check "kill -9 mid-burst: lines 1..$lines, none lost" "$(tape_text "$TAPE")" "$expected"
check "after the restart --history has them all" "$("$BIN" --history)" "$expected"

# Start again: the panel shows yesterday's calculations; a click recalls one as an operand.
launch -geometry ${SIZE}+0+0
keys ctrl+h
screenshot_screen history-panel
read -r x y w h < <(layout_at $SIZE | awk '$1 == "equals" { print int($2), int($3), int($4), int($5) }')
xdotool mousemove --window "$WIN" 160 $((y + h / 2)) click 1; settle   # the newest row sits where = was
check "a click on the newest row recalls its result" "$(read_display)" "$((lines + 1))"
type_text "*2="
check "and it is an operand" "$(read_display)" "$(((lines + 1) * 2))"
keys ctrl+h Up Up Return
check "Ctrl+H Up Up Return recalls the one before the newest" "$(read_display)" "$((lines + 1))"
# The wheel scrolls the rows (issue 23, item 2): two clicks up over them, and the bottom row is the
# third newest, 'lines' (the newest is the ×2 above, then lines + 1).
if (( lines > 10 )); then
    keys ctrl+h
    xdotool mousemove --window "$WIN" 160 $((y + h / 2)) click 4 click 4; settle
    xdotool click 1; settle
    check "the wheel scrolls the history: two clicks up, the bottom row is the third newest" "$(read_display)" "$lines"
fi
keys ctrl+h Up; mark_clipboard_stale; keys ctrl+c; settle
check "Ctrl+C on a chosen row copies its result" "$(xclip -o -selection clipboard)" "$(((lines + 1) * 2))"
keys Escape
# A clear can be undone (issue 23, item 5), and is on disk at once (issue 35): Ctrl+Shift+Delete empties
# the panel and the file, Ctrl+Z right after brings the tape back, in the file too; the next key makes
# the clear final. (tape.sh ends the window every way after a clear.)
lines_before=$(wc -l <"$TAPE")
keys ctrl+shift+Delete
check "Ctrl+Shift+Delete: the file is emptied at once" "$(wc -c <"$TAPE")" 0
keys ctrl+z ctrl+h Up; mark_clipboard_stale; keys ctrl+c; settle
check "Ctrl+Z right after the clear brings the tape back" "$(xclip -o -selection clipboard)" "$(((lines + 1) * 2))"
check "and writes it back to the file" "$(wc -l <"$TAPE")" "$lines_before"
keys Escape ctrl+shift+Delete 5
check "another key makes the clear final: the file stays empty" "$(wc -c <"$TAPE")" 0
quit_app
check "Ctrl+Shift+Delete empties the tape on disk" "$(wc -c <"$TAPE")" 0

# Two windows at once append to one tape, and neither loses the other's lines.
launch_two_windows
for k in 1 2 3; do
    focus_window "$WIN1"; type_text "$k+10="
    focus_window "$WIN2"; type_text "$k+20="
done
quit_two_windows
check "two windows: six lines, in the order typed" "$(tape_text "$TAPE")" \
    "$(printf '1 + 10 = 11\n1 + 20 = 21\n2 + 10 = 12\n2 + 20 = 22\n3 + 10 = 13\n3 + 20 = 23')"

# Windows open at once show the same tape (issue 36): a calculation made in one is at once a row of the
# other's list, and after one clears, the other's list is empty (inotify on the state directory).
launch_two_windows
focus_window "$WIN2"; keys ctrl+h   # the second window's list open, before the first computes
focus_window "$WIN1"; type_text "2+40="; keys ctrl+h
focus_window "$WIN2"; sleep 0.2
screenshot_screen shared-tape-appended   # both lists end in 2 + 40 = 42
keys Up; mark_clipboard_stale; keys ctrl+c; settle
check "a calculation made in one window is the newest row of the other's list" "$(xclip -o -selection clipboard)" "42"
keys Escape ctrl+h
focus_window "$WIN1"; keys ctrl+shift+Delete
focus_window "$WIN2"; sleep 0.2
screenshot_screen shared-tape-cleared   # both lists say there are no calculations
keys Up; mark_clipboard_stale; keys ctrl+c; settle
check "after the first window clears, the other's list is empty (Up chooses nothing; Ctrl+C copies the display)" \
    "$(xclip -o -selection clipboard)" "0"
quit_two_windows
check "the tape stays empty" "$(wc -c <"$TAPE")" 0

# Always on top through the window manager, remembered; Rad and the memory remembered too.
launch -geometry ${SIZE}+0+0
keys ctrl+k
check "Ctrl+K: openbox has the window above others" "$(xprop -id "$WIN" _NET_WM_STATE | grep -c _NET_WM_STATE_ABOVE)" 1
type_text "d5"; keys ctrl+p
quit_app
launch -geometry ${SIZE}+0+0
check "always on top after a restart" "$(xprop -id "$WIN" _NET_WM_STATE | grep -c _NET_WM_STATE_ABOVE)" 1
keys ctrl+r
check "the memory after a restart" "$(read_display)" 5
type_text "p/2=o"
check "radians after a restart: cos(π ÷ 2)" "$(read_display)" "$("$BIN" --digits 16 --keys 'rad pi / 2 = cos')"
keys ctrl+k
check "Ctrl+K again: not above" "$(xprop -id "$WIN" _NET_WM_STATE | grep -c _NET_WM_STATE_ABOVE)" 0
quit_app

# The window manager's word (issue 36): pinned from outside (wmctrl, as openbox's menu does), the status
# line and the remembered state follow, and the first Ctrl+K un-pins it; un-pinned from outside, the
# next start is not on top.
above() { xprop -id "$WIN" _NET_WM_STATE | grep -c _NET_WM_STATE_ABOVE; }
remembered_above() { sed -n 's/^always-on-top = //p' "$STATE/calculator/state"; }
launch -geometry ${SIZE}+0+0
screenshot wm-before-pin
wmctrl -i -r "$WIN" -b add,above; settle
check "wmctrl -b add,above: openbox keeps it above" "$(above)" 1
check "the remembered state follows the window manager: on top" "$(remembered_above)" true
screenshot wm-pinned   # "Top" in the status line
check_true "the status line changed with it" test -n "$(compare -metric AE "$ARTIFACTS/wm-before-pin.png" "$ARTIFACTS/wm-pinned.png" null: 2>&1 | grep -vx 0)"
keys ctrl+k
check "the first Ctrl+K after the window manager pinned it un-pins it" "$(above)" 0
check "and that is remembered" "$(remembered_above)" false
keys ctrl+k
check "Ctrl+K pins it again" "$(above)" 1
wmctrl -i -r "$WIN" -b remove,above; settle
check "wmctrl -b remove,above: no longer above" "$(above)" 0
check "the remembered state follows the window manager: not on top" "$(remembered_above)" false
screenshot wm-unpinned   # no "Top"
check "the status line says so (as before the pin)" "$(compare -metric AE "$ARTIFACTS/wm-before-pin.png" "$ARTIFACTS/wm-unpinned.png" null: 2>&1)" 0
quit_app
launch -geometry ${SIZE}+0+0
check "un-pinned by the window manager: not on top after a restart" "$(above)" 0
quit_app

# --no-history keeps nothing on disk.
rm -f "$TAPE"
launch -geometry ${SIZE}+0+0 --no-history
type_text "1+2="
quit_app
check_true "--no-history: no tape written" test ! -e "$TAPE"

# The X resources: calculator.alwaysOnTop: true maps the window above others at once (the property
# before mapping); calculator.history: false keeps no tape, like --no-history.
rm -rf "$STATE/calculator"
printf 'calculator.alwaysOnTop: true\ncalculator.history: false\n' | xrdb -merge
launch -geometry ${SIZE}+0+0
check "calculator.alwaysOnTop: true: above from the start" "$(xprop -id "$WIN" _NET_WM_STATE | grep -c _NET_WM_STATE_ABOVE)" 1
type_text "1+2="
quit_app
xrdb -remove
check_true "calculator.history: false: no tape written" test ! -e "$TAPE"

# A state directory that cannot be made (a file in its path): one line on stderr, the calculator works.
: >"$STATE_ROOT/not-a-directory"
XDG_STATE_HOME=$STATE_ROOT/not-a-directory/state "$BIN" -geometry ${SIZE}+0+0 2>"$STATE_ROOT/blocked.err" &
APP_PID=$!; await_window
type_text "6*7="
check "unmakeable state directory: still computes" "$(read_display)" 42
quit_app
check "unmakeable state directory: one line on stderr" "$(grep -c . "$STATE_ROOT/blocked.err")" 1

# A tape that is not text: one line, the calculator works, the file's bytes are kept as they were and
# the new calculation follows them (tape.sh: a tape damaged in one line).
mkdir -p "$(dirname "$TAPE")"; head -c 300 /dev/urandom >"$TAPE"; printf '\0' >>"$TAPE"; cp "$TAPE" "$STATE_ROOT/binary"
"$BIN" -geometry ${SIZE}+0+0 2>"$STATE_ROOT/binary.err" &
APP_PID=$!; await_window
type_text "6*7="
check "binary tape: still computes" "$(read_display)" 42
quit_app
check "binary tape: one line on stderr" "$(grep -c . "$STATE_ROOT/binary.err")" 1
check_true "binary tape: its bytes kept as they were" cmp -s -n "$(wc -c <"$STATE_ROOT/binary")" "$TAPE" "$STATE_ROOT/binary"
check "binary tape: the new calculation follows them" "$(tape_text "$TAPE" | tail -n 1)" "6 × 7 = 42"

# A read-only state directory holding a tape: the tape is read (a row recalls), a calculation computes,
# one line on stderr, and the tape is left as it was. Root writes into read-only directories anyway, so
# as root the calculator runs as nobody, from a copy it may read, with a cache directory of its own.
READONLY=$STATE_ROOT/readonly
mkdir -p "$READONLY/state/calculator" "$READONLY/cache"
printf '7 + 9 = 16\n' >"$READONLY/state/calculator/history"
cp "$READONLY/state/calculator/history" "$STATE_ROOT/readonly-tape"
as_user=() run=$BIN
if [[ $(id -u) -eq 0 ]]; then
    run=$READONLY/calculator
    cp "$BIN" "$run"
    chmod 0755 "$STATE_ROOT" "$READONLY" "$run"
    chown nobody "$READONLY/cache"
    as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
chmod 0444 "$READONLY/state/calculator/history"
chmod 0555 "$READONLY/state/calculator" "$READONLY/state"
XDG_STATE_HOME=$READONLY/state XDG_CACHE_HOME=$READONLY/cache HOME=$READONLY \
    "${as_user[@]}" "$run" -geometry ${SIZE}+0+0 2>"$STATE_ROOT/readonly.err" &
APP_PID=$!; await_window
keys ctrl+h Up Return
type_text "+1="
check "read-only state directory: the tape is read, its row recalled and computed with" "$(read_display)" 17
quit_app
check "read-only state directory: one line on stderr, saying so" "$(cat "$STATE_ROOT/readonly.err")" \
    "calculator: history not kept: $READONLY/state/calculator/history: Permission denied"
check_true "read-only state directory: the tape left as it was" cmp -s "$READONLY/state/calculator/history" "$STATE_ROOT/readonly-tape"
chmod -R u+w "$READONLY"

# Lines that are not calculations are skipped with one line; the others are read and kept.
printf 'hello\n7 + 9 = 16\n1 + 1 = two\n' >"$TAPE"
check "lines that are not calculations are skipped" "$("$BIN" --history 2>"$STATE_ROOT/lines.err")" "7 + 9 = 16"
check "and named in one line" "$(grep -c . "$STATE_ROOT/lines.err")" 1

finish
