#!/usr/bin/env bash
# End-to-end tests of the desktop's conventions (issue 36, items 2 and 3): the copy outlives the window
# when a clipboard manager runs (clipboard_manager.py, written from the convention, which saves only when
# asked; and Debian's xfce4-clipman, which carries GNOME's clipboard manager), quit is held at most 1 s by a
# manager that never answers and not at all with none; the scale follows XSETTINGS' Xft/DPI
# (Debian's xsettingsd) without a restart: 96 → 192 dpi doubles the window and its keys, the manager's
# end falls back to Xft.dpi (unset: 96), a new manager is followed. Screenshots stay in artifacts/e2e/.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_missing desktop.sh xfce4-clipman xsettingsd python3-xlib
use_release_binary
start_xvfb
OWNER="/usr/bin/python3 $ROOT/Tests/EndToEnd/selection_owner.py"

# Waits (up to 5 s) until SELECTION is owned (or, with 'none', until it is not).
await_owner() {  # await_owner SELECTION [none]
    for _ in $(seq 100); do
        local owner; owner=$($OWNER "$1")
        if [[ ${2:-} == none ]]; then [[ $owner == 0x0 ]] && return 0; else [[ $owner != 0x0 ]] && return 0; fi
        sleep 0.05
    done
    return 1
}

# Milliseconds since the epoch.
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# Copies 12 × 3 = 36 in a new window, then ends it with Ctrl+Q (or a WM_DELETE_WINDOW message, 'close'):
# sets QUIT_MS to the time from the key (or message) to the process's end.
copy_then_quit() {  # copy_then_quit [close]
    launch -geometry 320x560+0+0
    type_text "12*3="
    check "the window copies 36" "$(read_display)" "36"
    local start; start=$(now_ms)
    if [[ ${1:-} == close ]]; then /usr/bin/python3 "$ROOT/Tests/EndToEnd/wm_delete.py" "$WIN"; else xdotool key --clearmodifiers ctrl+q; fi
    wait "$APP_PID" 2>/dev/null; APP_PID=""
    QUIT_MS=$(( $(now_ms) - start ))
}

# --- The clipboard manager ---------------------------------------------------------------------------

# Starts Tests/EndToEnd/clipboard_manager.py (a manager from the convention that saves only when asked:
# the copy survives only if the window hands it over) with OPTIONS; waits until it is ready.
start_manager() {  # start_manager [--silent]
    MANAGER_LOG=$(mktemp /tmp/calculator-manager.XXXXXX)
    /usr/bin/python3 "$ROOT/Tests/EndToEnd/clipboard_manager.py" "$@" >"$MANAGER_LOG" 2>>"$ARTIFACTS/clipboard-manager.log" &
    MANAGER_PID=$!
    for _ in $(seq 100); do grep -q ready "$MANAGER_LOG" && return 0; sleep 0.05; done
    echo "desktop.sh: the clipboard manager did not start" >&2; return 1
}
stop_manager() { end_process "$MANAGER_PID"; rm -f "$MANAGER_LOG"; await_owner CLIPBOARD_MANAGER none; }

# Ctrl+Q to a manager asking for each target, WM_DELETE_WINDOW to one asking with MULTIPLE.
for how in ctrl+q close; do
    if [[ $how == close ]]; then start_manager --multiple || exit 1; else start_manager || exit 1; fi
    copy_then_quit "${how/ctrl+q/}"
    echo "     quit by $how, handing the clipboard over: ${QUIT_MS} ms"
    check "after quit by $how, the manager was asked to save and got 36" "$(grep -c '^saved UTF8_STRING 36$' "$MANAGER_LOG")" 1
    check "after quit by $how, another client pastes the copy" "$(timeout 5 xclip -o -selection clipboard 2>/dev/null)" "36"
    check_true "quit by $how with a manager that answers takes under 1 s" test "$QUIT_MS" -lt 1000
    stop_manager
done

# A manager that never answers holds quit for the bounded wait (1 s), no longer.
start_manager --silent || exit 1
copy_then_quit
echo "     quit with a manager that never answers: ${QUIT_MS} ms"
check_true "a manager that never answers holds quit about 1 s, no longer (0.9 to 1.6 s)" test "$QUIT_MS" -ge 900 -a "$QUIT_MS" -lt 1600
stop_manager

check "no clipboard manager" "$($OWNER CLIPBOARD_MANAGER)" "0x0"
copy_then_quit
echo "     quit with no clipboard manager: ${QUIT_MS} ms"
check_true "with no clipboard manager quit is immediate (under 300 ms)" test "$QUIT_MS" -lt 300
check "with no clipboard manager the copy goes with the window" "$(timeout 5 xclip -o -selection clipboard 2>/dev/null)" ""

# Debian's xfce4-clipman, the clipboard manager a desktop has: the copy is pasted after quit. (It copies
# every clipboard by itself as soon as it changes, and owns CLIPBOARD_MANAGER but never answers
# SAVE_TARGETS: so this passes without a handover, and quit is held for the whole bounded wait.)
start_session_bus desktop.sh || exit 1
DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS xfce4-clipman >>"$ARTIFACTS/clipman.log" 2>&1 &
CLIPMAN_PID=$!
check_true "xfce4-clipman takes CLIPBOARD_MANAGER" await_owner CLIPBOARD_MANAGER
sleep 1   # its clipboard watch starts after the selection is taken
copy_then_quit
echo "     quit with xfce4-clipman: ${QUIT_MS} ms"
check "after quit, xfce4-clipman pastes the copy" "$(timeout 5 xclip -o -selection clipboard 2>/dev/null)" "36"
check_true "xfce4-clipman, which never answers, holds quit no longer than the bound (under 1.6 s)" test "$QUIT_MS" -lt 1600
end_process "$CLIPMAN_PID"
stop_buses

# --- The desktop's scale: XSETTINGS Xft/DPI ----------------------------------------------------------

# The width of the 7 key in a screenshot: the run of pixels unlike the background (the window's
# top-left pixel) through the key's centre, from --print-layout at that size and dpi.
key_width() {  # key_width FILE WxH DPI
    local x y w h
    read -r x y w h < <("$BIN" --print-layout "$2" --dpi "$3" | awk '$1 == "7" { print $2, $3, $4, $5 }')
    local cx=$(( ${x%.*} + ${w%.*} / 2 )) cy=$(( ${y%.*} + ${h%.*} / 2 ))
    convert "$1" -crop "$(identify -format %w "$1")x1+0+$cy" -depth 8 txt:- | awk -F'[,:() ]+' -v cx="$cx" '
        NR == 1 { next }
        { r[$1] = $4; g[$1] = $5; b[$1] = $6 }
        END {
            for (x = cx; x >= 0 && (r[x] - r[0]) ^ 2 + (g[x] - g[0]) ^ 2 + (b[x] - b[0]) ^ 2 > 900; x--) left = x
            for (x = cx; x in r && (r[x] - r[0]) ^ 2 + (g[x] - g[0]) ^ 2 + (b[x] - b[0]) ^ 2 > 900; x++) right = x
            print right - left + 1
        }'
}

geometry() { xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }'; }

# Waits (up to 5 s) for the window to take SIZE.
await_geometry() {  # await_geometry WxH
    for _ in $(seq 100); do [[ $(geometry) == "$1" ]] && return 0; sleep 0.05; done
    return 1
}

CONF=$(mktemp /tmp/calculator-xsettingsd.XXXXXX)
echo 'Xft/DPI 98304' >"$CONF"
xsettingsd -c "$CONF" >>"$ARTIFACTS/xsettingsd.log" 2>&1 &
XSETTINGSD_PID=$!
check_true "xsettingsd takes _XSETTINGS_S0" await_owner _XSETTINGS_S0

launch
check "at Xft/DPI 96 the window opens at 320x560" "$(geometry)" "320x560"
type_text "12*3="
screenshot dpi-96
screenshot_screen dpi-96-screen
width96=$(key_width "$ARTIFACTS/dpi-96.png" 320x560 96)
echo "     the 7 key at 96 dpi: $width96 px"

echo 'Xft/DPI 196608' >"$CONF"
kill -HUP "$XSETTINGSD_PID"
check_true "at Xft/DPI 192 the window grows to 640x1120, without a restart" await_geometry 640x1120
settle; sleep 0.3
screenshot dpi-192
screenshot_screen dpi-192-screen   # the frame openbox draws around the grown window
width192=$(key_width "$ARTIFACTS/dpi-192.png" 640x1120 192)
echo "     the 7 key at 192 dpi: $width192 px"
check_true "the key's width doubles ($width96 → $width192 px)" test $(( width192 - 2 * width96 )) -ge -3 -a $(( width192 - 2 * width96 )) -le 3
check "the calculation survives the change" "$(read_display)" "36"
check "the same process" "$(kill -0 "$APP_PID" 2>/dev/null && echo alive)" "alive"

# The manager ends: back to Xft.dpi, unset here, so 96 dpi.
end_process "$XSETTINGSD_PID"
check_true "without an XSETTINGS manager the window goes back to 320x560 (96 dpi)" await_geometry 320x560
screenshot dpi-fallback
check "the key's width is back ($width96 px)" "$(key_width "$ARTIFACTS/dpi-fallback.png" 320x560 96)" "$width96"

# A new manager is announced (MANAGER on the root window) and followed.
echo 'Xft/DPI 147456' >"$CONF"
xsettingsd -c "$CONF" >>"$ARTIFACTS/xsettingsd.log" 2>&1 &
XSETTINGSD_PID=$!
check_true "a new manager at 144 dpi makes the window 480x840" await_geometry 480x840
end_process "$XSETTINGSD_PID"
quit_app
rm -f "$CONF"

finish
