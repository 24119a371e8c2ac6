#!/usr/bin/env bash
# The tape on disk under the faults of issue 35: a full disk tearing an append at every byte offset of
# a line (a tmpfs filled to the byte; the tape never holds a line that was not written whole, and
# neither does --history); Clear on disk at once, so every way of ending after it (SIGTERM, SIGHUP,
# xkill, Ctrl+Q, the X server going away) leaves an empty tape, and undo right after writes it back;
# a state directory removed while the window runs is made again and keeps what follows.
# Needs root (or sudo -n) for the tmpfs. CALCULATOR_BIN=path tests that binary instead of the release build.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb
SIZE=320x560
KEEP_STATE=1

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -n "$@"; fi; }

# A state directory of its own for each part, holding a tape of two lines.
new_tape() {  # new_tape NAME: sets XDG_STATE_HOME and TAPE
    export XDG_STATE_HOME=$STATE_ROOT/$1
    TAPE=$XDG_STATE_HOME/calculator/history
    mkdir -p "$XDG_STATE_HOME/calculator"
    printf '7 + 9 = 16\n1 + 1 = 2\n' >"$TAPE"
}

# Where the tape differs from EXPECTED: the first differing lines of a diff, '' when equal (a short FAIL line).
tape_diff() { diff <(tape_text "$TAPE") <(printf '%s\n' "$1") | grep '^[<>]' | cut -c1-60 | head -n 3; }

# Waits (up to 5 s) for the window's process to end; prints its exit status, or 'running'.
await_exit() {
    for _ in $(seq 100); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.05; done
    if kill -0 "$APP_PID" 2>/dev/null; then echo running; kill -9 "$APP_PID"; fi
    wait "$APP_PID" 2>/dev/null; APP_PID=""
}

# ---- Clear means cleared: every way of ending after Ctrl+Shift+Delete leaves an empty tape ------------
end_by() {  # end_by WAY
    case $1 in
        SIGTERM) kill -TERM "$APP_PID" ;;
        SIGHUP) kill -HUP "$APP_PID" ;;
        xkill) xkill -id "$WIN" >/dev/null 2>&1 ;;
        ctrl+q) xdotool key --clearmodifiers ctrl+q ;;
        xserver)
            local dpy=${DISPLAY#:} killed=$XVFB_PID
            kill -TERM "$XVFB_PID"; wait "$XVFB_PID" 2>/dev/null; XVFB_PID=""
            [[ -e "/tmp/.X$dpy-lock" && "$(tr -d ' ' <"/tmp/.X$dpy-lock")" == "$killed" ]] && rm -f "/tmp/.X$dpy-lock" "/tmp/.X11-unix/X$dpy"
            ;;
    esac
    await_exit >/dev/null
}

for way in SIGTERM SIGHUP xkill ctrl+q; do
    new_tape "clear-$way"
    launch -geometry ${SIZE}+0+0
    type_text "2+3="
    check "$way: the calculation is on the tape first" "$(tape_text "$TAPE" | tail -n 1)" "2 + 3 = 5"
    keys ctrl+shift+Delete
    check "$way: Ctrl+Shift+Delete empties the file at once" "$(wc -c <"$TAPE")" 0
    end_by "$way"
    check "$way after Clear: the tape on disk is empty" "$(wc -c <"$TAPE")" 0
    check "$way after Clear: --history prints nothing" "$("$BIN" --history)" ""
done

# Undo right after the clear writes the tape back at once: SIGTERM then leaves all of it.
new_tape undo
launch -geometry ${SIZE}+0+0
type_text "2+3="
keys ctrl+shift+Delete ctrl+z
check "Clear then Ctrl+Z: the file has the tape back at once" "$(tape_text "$TAPE")" "$(printf '7 + 9 = 16\n1 + 1 = 2\n2 + 3 = 5')"
end_by SIGTERM
check "Clear, Ctrl+Z, SIGTERM: the whole tape is on disk" "$(tape_text "$TAPE")" "$(printf '7 + 9 = 16\n1 + 1 = 2\n2 + 3 = 5')"

# ---- A state directory removed while the window runs --------------------------------------------------
new_tape removed
ERR=$STATE_ROOT/removed.err
"$BIN" -geometry ${SIZE}+0+0 2>"$ERR" &
APP_PID=$!; await_window
type_text "1+2="
rm -rf "$XDG_STATE_HOME"
type_text "3+4="
type_text "5+6="
check "removed directory: made again" "$(stat -c %a "$XDG_STATE_HOME/calculator" 2>&1)" 700
check "removed directory: its parent made again too" "$(test -d "$XDG_STATE_HOME" && echo yes)" yes
check "removed directory: the calculations from then on are kept" "$(tape_text "$TAPE")" "$(printf '3 + 4 = 7\n5 + 6 = 11')"
check "removed directory: said once on stderr" "$(grep -c 'was removed; made again' "$ERR")" 1
type_text d   # Rad: the state file is written again into the new directory
quit_app
check "removed directory: the state is kept in it too" "$(grep -c 'angle-unit = radians' "$XDG_STATE_HOME/calculator/state")" 1

# ---- A tape damaged in one line (issue 36): said in the window, the rest read, what follows kept ---------
new_tape damaged
printf '7 + 9 = 16\n\0\n1 + 1 = 2\n' >"$TAPE"; cp "$TAPE" "$STATE_ROOT/damaged-before"
ERR=$STATE_ROOT/damaged.err
"$BIN" -geometry ${SIZE}+0+0 2>"$ERR" &
APP_PID=$!; await_window
screenshot tape-damaged-notice
notice_ink=$(expression_ink "$ARTIFACTS/tape-damaged-notice.png")
check_true "damaged tape: the window says so in the expression line ($notice_ink pixels of text)" test "$notice_ink" -gt 50
type_text "6"
screenshot tape-damaged-after-key
check_true "damaged tape: the notice goes with the next key" test "$(expression_ink "$ARTIFACTS/tape-damaged-after-key.png")" -lt $((notice_ink / 4))
type_text "*7="
keys ctrl+h Up Up; mark_clipboard_stale; keys ctrl+c; settle
check "damaged tape: the lines around the damage are rows (the second newest is 1 + 1 = 2)" "$(xclip -o -selection clipboard)" 2
keys Escape
quit_app
check "damaged tape: one line on stderr" "$(grep -c 'not calculations; skipped and kept' "$ERR")" 1
check "damaged tape: its bytes kept, the new calculation after them" \
    "$(cmp <(tape_text "$TAPE") <(cat "$STATE_ROOT/damaged-before"; printf '6 × 7 = 42\n') && echo kept)" kept

# ---- A full disk tearing an append at every byte offset of a line -----------------------------------
# One window; for each offset K, the tape is padded with whole lines to K bytes short of a page's end and
# the rest of the tmpfs filled, so appending '123 × 456 = 56088' tears after K bytes. Then room is made and
# '7 + 9' typed: the tape must be exactly what was written whole, in order; the fragment never a line.
DISK=$STATE_ROOT/disk
mkdir -p "$DISK"
if ! as_root mount -t tmpfs -o size=1m,mode=0755 tmpfs "$DISK"; then
    check "the tearing test mounts a tmpfs (needs root or sudo -n)" no yes
else
    trap 'as_root umount -l "$DISK" 2>/dev/null; stop_all' EXIT   # never leave the tmpfs mounted
    export XDG_STATE_HOME=$DISK
    TAPE=$DISK/calculator/history
    mkdir -p "$DISK/calculator"
    printf '7 + 9 = 16\n' >"$TAPE"
    "$BIN" -geometry ${SIZE}+0+0 2>"$STATE_ROOT/tear.err" &
    APP_PID=$!; await_window
    line='123 × 456 = 56088'
    length=$(( $(printf '%s\n' "$line" | wc -c) ))
    page=$(getconf PAGESIZE)
    wrong=0 shown_wrong=0 unreported=""
    for ((k = 0; k < length; k++)); do
        # Pad with whole lines ('1…1 = 1', at most 1000 bytes each) to K bytes short of a page's end.
        size=$(stat -c %s "$TAPE")
        need=$(( ((page - k - size) % page + page) % page ))
        (( need > 0 && need < 6 )) && need=$((need + page))
        while (( need > 0 )); do
            chunk=$(( need > 1000 ? 1000 : need ))
            (( need - chunk > 0 && need - chunk < 6 )) && chunk=$((chunk - 6))
            printf '%s = 1\n' "$(head -c $((chunk - 5)) /dev/zero | tr '\0' 1)" >>"$TAPE"
            need=$((need - chunk))
        done
        expected=$(tape_text "$TAPE")
        dd if=/dev/zero of="$DISK/filler" bs=$page oflag=append conv=notrunc status=none 2>/dev/null
        if [[ $(df --output=avail -B1 "$DISK" | tail -n 1 | tr -d ' ') != 0 ]]; then unreported+=" $k(not full)"; fi
        type_text "123*456="
        torn=$(tape_text "$TAPE")
        [[ "$torn" == "$expected" ]] || wrong=$((wrong + 1))
        [[ "$("$BIN" --history 2>/dev/null)" == "$expected" ]] || shown_wrong=$((shown_wrong + 1))
        rm -f "$DISK/filler"
        type_text "7+9="
        expected+=$'\n'"$line"$'\n'"7 + 9 = 16"
        if [[ "$(tape_text "$TAPE")" != "$expected" ]]; then
            wrong=$((wrong + 1)); unreported+=" $k"
            cp "$TAPE" "$ARTIFACTS/tape-torn-at-$k"
        fi
        [[ "$("$BIN" --history 2>/dev/null)" == "$expected" ]] || shown_wrong=$((shown_wrong + 1))
    done
    check "torn at each of the $length byte offsets: the tape holds only whole lines, in order${unreported:+ (wrong at:$unreported)}" "$wrong" 0
    check "torn at each offset: --history shows only whole lines" "$shown_wrong" 0
    check "torn: the full disk is said once per episode on stderr" "$(grep -c 'No space left on device' "$STATE_ROOT/tear.err")" "$length"
    # A torn line another process left (no newline): not shown, then dropped before the next line, said once.
    before=$(tape_text "$TAPE")
    printf '123 × 456 = 5' >>"$TAPE"
    check "a torn line left by another: --history does not show it" "$("$BIN" --history 2>/dev/null | tail -n 1)" "7 + 9 = 16"
    type_text "2+2="
    check "a torn line left by another: dropped, the next line whole after it" "$(tape_diff "$before"$'\n'"2 + 2 = 4")" ""
    check "a torn line left by another: said once on stderr" "$(grep -c 'torn last line' "$STATE_ROOT/tear.err")" 1
    quit_app
    as_root umount -l "$DISK"
fi

# ---- Last: the X server going away after a Clear ------------------------------------------------------
new_tape clear-xserver
launch -geometry ${SIZE}+0+0
type_text "2+3="
keys ctrl+shift+Delete
end_by xserver
check "the X server going away after Clear: the tape on disk is empty" "$(wc -c <"$TAPE")" 0

finish
