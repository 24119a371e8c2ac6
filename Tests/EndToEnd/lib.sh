# shellcheck shell=bash
# Shared helpers of the end-to-end tests: a private Xvfb, the release binary, xdotool, xclip, screenshots.
# Sourced by Tests/EndToEnd/*.sh; prints one 'ok'/'FAIL' line a check and 'N passed, N failed' at the end.
# The private Xvfb, openbox and D-Bus helpers are Scripts/lib.sh's, which the scripts share.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=Scripts/lib.sh
source "$ROOT/Scripts/lib.sh"   # sets XVFB_PID, WM_PID, BUS_PIDS…
BIN="$ROOT/.build/release/calculator"
# The suites read the window's English words whatever language the desktop running them speaks (words.sh
# chooses its languages itself); LANG still sets the numbers' locale where a suite sets it.
unset LC_ALL LANGUAGE
export LC_MESSAGES=C.UTF-8
ARTIFACTS="$ROOT/artifacts/e2e"
mkdir -p "$ARTIFACTS"
passed=0
failed=0
APP_PID=""

tape_text() {  # tape_text FILE → the tape's calculations: each line without its fields after a tab (how it was made)
    sed 's/\t.*//' "$1"
}
check() {  # check NAME ACTUAL EXPECTED
    if [[ "$2" == "$3" ]]; then
        passed=$((passed + 1)); echo "ok   $1"
    else
        failed=$((failed + 1)); echo "FAIL $1: got '$2', wanted '$3'"
    fi
}

check_true() {  # check_true NAME COMMAND...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); echo "ok   $name"; else failed=$((failed + 1)); echo "FAIL $name"; fi
}

# Starts a private Xvfb (never the user's desktop: the tests click and type), unless E2E_DISPLAY names one,
# XVFB_SIZE (default 1920x1200x24) at XVFB_DPI (default 96), and a window manager in it (openbox), unless
# E2E_NO_WM=1: focus, resizes and closing go through it, and the window is reparented into a decorated
# frame, as on a desktop. (-noreset, in start_private_xvfb, is needed: else Xvfb drops the xrdb resources
# when its last client disconnects.)
start_xvfb() {
    if [[ -n "${E2E_DISPLAY:-}" ]]; then export DISPLAY=$E2E_DISPLAY; return; fi
    start_private_xvfb e2e 91 "${XVFB_SIZE:-1920x1200x24}" -dpi "${XVFB_DPI:-96}" || exit 1
    [[ "${E2E_NO_WM:-}" == 1 ]] || start_wm
}

# Starts openbox on $DISPLAY (again, after stop_wm) and waits until it manages windows. OPENBOX_CONFIG
# names an rc.xml in place of the system's (soak.sh: openbox-no-click-grab.xml).
# Xvfb with a session bus and the accessibility bus of its own, for a suite that reads the window as a
# screen reader does (PROBE: accessibility.py under Debian's python, where pyatspi is).
start_with_screen_reader() {
    PROBE=(/usr/bin/python3 "$ROOT/Tests/EndToEnd/accessibility.py")
    /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "e2e: pyatspi is missing (Scripts/install-deps --test)" >&2; exit 1; }
    start_xvfb
    start_session_bus e2e || exit 1
    export DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS
    start_atspi "$ARTIFACTS/at-spi.log"
}

start_wm() { start_openbox e2e "$ARTIFACTS/openbox.log" || exit 1; }

# The catalogues compiled as the build does, into the run's state, so that LC_ALL=de_DE.UTF-8 speaks German.
use_catalogues() {
    export CALCULATOR_LOCALEDIR=$STATE_ROOT/locale
    "$ROOT/Scripts/translations" --build "$CALCULATOR_LOCALEDIR" || { echo "e2e: Scripts/translations --build failed" >&2; exit 1; }
}

# Stops the window manager (a window manager that ignores size hints is no window manager at all):
# the window goes back to the root window; it is focused again.
stop_wm() {
    [[ -n "$WM_PID" ]] || return 0
    stop_openbox
    sleep 0.2
    [[ -n "${WIN:-}" ]] && { xdotool windowfocus --sync "$WIN" 2>/dev/null || xdotool windowfocus "$WIN"; settle; }
    return 0
}

# Each launch remembers nothing of earlier ones: a fresh XDG state directory (tape, Rad/Deg, memory,
# always on top), so that no test depends on what another left. history.sh sets its own.
STATE_ROOT=$(mktemp -d /tmp/calculator-e2e-state.XXXXXX)
fresh_state() { export XDG_STATE_HOME; XDG_STATE_HOME=$(mktemp -d "$STATE_ROOT/launch.XXXXXX"); }
fresh_state
# Nor the user's data: the sheets and updated rates of the run's own directory, never ~/.local/share (a suite may set
# its own after sourcing this file, or take a fresh one with fresh_data).
export XDG_DATA_HOME=$STATE_ROOT/data
fresh_data() { XDG_DATA_HOME=$(mktemp -d "$STATE_ROOT/data.XXXXXX"); }

# The sheet suites' start: the release binary, the catalogues, a screen reader's bus, an empty data directory.
start_sheet_suite() { use_release_binary; use_catalogues; start_with_screen_reader; fresh_data; }

stop_all() {
    rm -rf "$STATE_ROOT"
    [[ -n "$APP_PID" ]] && kill "$APP_PID" 2>/dev/null
    stop_private   # the buses, openbox and Xvfb
    wait 2>/dev/null
    return 0
}
trap stop_all EXIT

# The binary under test: CALCULATOR_BIN when it is set (an older build, to see a test fail before a
# fix), else the release build, built first.
use_release_binary() {
    if [[ -n "${CALCULATOR_BIN:-}" ]]; then BIN=$CALCULATOR_BIN; else "$ROOT/Scripts/build-release" >&2 || exit 1; fi
}

# Launches the calculator with the given options and waits for its window: sets APP_PID and WIN.
launch() {
    [[ -n ${KEEP_STATE:-} ]] || fresh_state
    "$BIN" "$@" 2>>"$ARTIFACTS/stderr.log" &
    APP_PID=$!
    await_window
}

# Waits for the calculator's window to be mapped, then focuses it: sets WIN.
await_window() {
    WIN=""
    for _ in $(seq 200); do
        WIN=$(xdotool search --onlyvisible --classname '^calculator$' 2>/dev/null | head -n 1)
        [[ -n "$WIN" ]] && break
        sleep 0.05
    done
    [[ -n "$WIN" ]] || { echo "e2e: no calculator window" >&2; return 1; }
    xdotool windowfocus --sync "$WIN" 2>/dev/null || xdotool windowfocus "$WIN"
    settle
}

# Waits until the window has handled everything sent so far: a round trip through the X server.
settle() { xdotool getwindowgeometry "$WIN" >/dev/null; sleep "${SETTLE:-0.15}"; }

quit_app() {
    [[ -n "$APP_PID" ]] || return 0
    xdotool key --clearmodifiers ctrl+w; wait "$APP_PID" 2>/dev/null; APP_PID=""
}

# Puts stdin on a selection (clipboard or primary) and waits until xclip, which serves it from the
# background, owns it: xclip's parent exits before its child's request to own the selection reaches
# the server, so without the wait a paste can still get the previous owner's text. xclip's output goes
# to /dev/null: a background xclip holding a $(…) pipe open would keep the caller waiting for as long
# as it owns the selection.
offer() {
    local selection=$1 data
    data=$(mktemp); cat >"$data"
    xclip -selection "$selection" -i "$data" >/dev/null 2>&1
    for _ in $(seq 100); do
        cmp -s <(xclip -o -selection "$selection" 2>/dev/null) "$data" && break
        sleep 0.02
    done
    rm -f "$data"
}

# Puts 'stale' on the clipboard, so that what is read after the app's Ctrl+C is sure to be the app's.
mark_clipboard_stale() { printf 'stale' | offer clipboard; }

# The display, as the app copies it to the clipboard with Ctrl+C.
read_display() {
    mark_clipboard_stale
    xdotool key --clearmodifiers ctrl+c
    settle
    xclip -o -selection clipboard 2>/dev/null
}

# Types text or presses keysyms: keys 'Return' 'KP_Add'; type '12*3='.
keys() { xdotool key --clearmodifiers --delay 20 "$@"; settle; }
type_text() { xdotool type --delay 20 "$1"; settle; }

# Button frames from the app's own layout at WxH: 'id x y w h' lines.
layout_at() { "$BIN" --print-layout "$1" | awk '$1 != "sizeclass"'; }

expression_area() {  # expression_area SIZE → 'X Y W H' of the expression line: the full-width band under the
    # round buttons (a quarter of the number's area) where its text is at least 12 px, else right of them (DisplayAreas)
    layout_at "$1" | awk '$1 == "display" { x = int($2); y = int($3); w = int($4); h = int($5) }
        $1 == "history" { side = int($5) } $1 == "redo" { right = int($2 + $4) }
        END { band = int((h - side) / 4); if (band * 0.8 >= 12) print x, y + side, w, band; else print right + 4, y, x + w - right - 4, side }'
}
expression_ink() {  # expression_ink PNG → pixels of text in the right half of the expression line (the notice, or the
    # expression) of a window of $SIZE
    read -r x y w h < <(expression_area $SIZE)
    convert "$1" -crop "$((w / 2))x${h}+$((x + w / 2))+$y" -threshold 30% -format '%[fx:int(mean*w*h)]' info:
}

# Clicks the centre of button ID in a window of size WxH.
click_button() {  # click_button ID WxH
    local x y w h
    read -r x y w h < <(layout_at "$2" | awk -v id="$1" '$1 == id { print $2, $3, $4, $5 }')
    xdotool mousemove --window "$WIN" $(( ${x%.*} + ${w%.*} / 2 )) $(( ${y%.*} + ${h%.*} / 2 )) click 1
    sleep 0.03
}

resize() {  # resize W H
    xdotool windowsize --sync "$WIN" "$1" "$2" 2>/dev/null || xdotool windowsize "$WIN" "$1" "$2"
    settle
}

screenshot() {  # screenshot NAME → $ARTIFACTS/NAME.png: the window's contents (no frame), at its own 0,0
    import -window "$WIN" "$ARTIFACTS/$1.png"
}

screenshot_screen() {  # screenshot_screen NAME → $ARTIFACTS/NAME.png: the whole screen, frames and all
    import -window root "$ARTIFACTS/$1.png"
}

# Pixel colour at x,y of a screenshot as 'r,g,b'.
pixel() {  # pixel FILE X Y
    convert "$1" -format "%[fx:int(255*p{$2,$3}.r)],%[fx:int(255*p{$2,$3}.g)],%[fx:int(255*p{$2,$3}.b)]" info:
}

finish() {
    stop_all
    echo "$passed passed, $failed failed"
    [[ $failed -eq 0 ]]
}

# --- Helpers of the hardening tests (faults.sh, soak.sh) ---

# The display, read like read_display but waiting (up to ~30 s) for a window with a long queue of
# events to get to the Ctrl+C: prints what the clipboard holds once it is no longer 'stale'.
read_display_patient() {
    mark_clipboard_stale
    xdotool key --clearmodifiers ctrl+c
    local text=stale
    for _ in $(seq 300); do
        text=$(xclip -o -selection clipboard 2>/dev/null)
        [[ "$text" != stale ]] && break
        sleep 0.1
    done
    printf '%s' "$text"
}

# Resident memory of a process in kB (VmRSS of /proc/PID/status).
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
