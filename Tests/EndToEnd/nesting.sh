#!/usr/bin/env bash
# Nesting limits and undo memory (issue 35): keys past 100 open parentheses or 250 waiting operators are
# refused, and undo snapshots share the pending stack, so no run of keys grows the process. Batch mode
# under `ulimit -v 2000000` and /usr/bin/time (resident memory and CPU of the whole process), then the
# window under Xvfb and openbox with 8,000 typed `(`.
# Usage: bash Tests/EndToEnd/nesting.sh   (CALCULATOR_BIN=path tests that binary instead)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
WORK=$(mktemp -d)
trap 'stop_all; rm -rf "$WORK"' EXIT

# Runs `calculator --keys KEYS` with at most 2 GB of address space: sets OUT, ERR, STATUS, RSS_KB (peak)
# and CPU_MS (user and system).
batch() {
    (ulimit -v 2000000; exec /usr/bin/time -f '%M %U %S' -o "$WORK/time" "$BIN" --keys "$1" >"$WORK/out" 2>"$WORK/err")
    STATUS=$?
    local user sys
    read -r RSS_KB user sys < <(tail -n 1 "$WORK/time")
    CPU_MS=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%d", (u + s) * 1000 }')
    OUT=$(cat "$WORK/out")
    ERR=$(cat "$WORK/err")
}
repeat() { python3 -c 'import sys; print(" ".join([sys.argv[1]] * int(sys.argv[2])))' "$1" "$2"; }

batch 1
base_kb=$RSS_KB
echo "     batch '1': ${RSS_KB} kB peak, ${CPU_MS} ms CPU"

# ---- Batch: 20,000 `(`, and 10,000 `1 ^` -------------------------------------------------------------
batch "$(repeat '(' 20000)"
echo "     20,000 '(': ${RSS_KB} kB peak, ${CPU_MS} ms CPU"
check "20,000 '(': display" "$OUT" "0"
check "20,000 '(': exit status" "$STATUS" "0"
check "20,000 '(': one line on stderr" "$ERR" "calculator: refused key 101 '(': more than 100 parentheses open; 19899 more keys refused"
check_true "20,000 '(': under 100 MB resident (${RSS_KB} kB)" test "$RSS_KB" -lt 102400
check_true "20,000 '(': under 0.5 s of CPU (${CPU_MS} ms)" test "$CPU_MS" -lt 500

batch "$(repeat '1 ^' 10000) 2 ="
echo "     10,000 '1 ^': ${RSS_KB} kB peak, ${CPU_MS} ms CPU"
check "10,000 '1 ^' then 2 =: display" "$OUT" "1"
check "10,000 '1 ^': one line on stderr" "$ERR" "calculator: refused key 502 '^': more than 250 operators waiting; 9749 more keys refused"
check_true "10,000 '1 ^': under 100 MB resident (${RSS_KB} kB)" test "$RSS_KB" -lt 102400
check_true "10,000 '1 ^': under 0.5 s of CPU (${CPU_MS} ms)" test "$CPU_MS" -lt 500

# ---- Batch: 1,000 undo steps of a deep expression ---------------------------------------------------
# 100 open groups, then 500 `1 +` (1,000 steps, each snapshot 101 deep or more), all undone and redone.
batch "$(repeat '(' 100) $(repeat '1 +' 500) $(repeat undo 1000) $(repeat redo 1000) ="
echo "     100 '(' and 1,000 steps undone and redone: ${RSS_KB} kB peak (batch '1': ${base_kb} kB), ${CPU_MS} ms CPU"
check "deep undo: display" "$OUT" "1000"
check_true "deep undo: within 5 MB of batch '1' (${RSS_KB} against ${base_kb} kB)" test $((RSS_KB - base_kb)) -lt 5120
check_true "deep undo: under 0.5 s of CPU (${CPU_MS} ms)" test "$CPU_MS" -lt 500

# ---- The window: 8,000 typed `(` ------------------------------------------------------------------------
cpu_ms() { awk '{ printf "%d", ($14 + $15) * 1000 / 100 }' "/proc/$1/stat"; }   # USER_HZ is 100 on Linux
start_xvfb
# The window too under the 2 GB limit of address space (exec keeps the subshell's process id).
fresh_state
(ulimit -v 2000000; exec "$BIN" -geometry 320x560+0+0) 2>>"$ARTIFACTS/stderr.log" &
APP_PID=$!
await_window
start_kb=$(rss_kb "$APP_PID")
start_cpu=$(cpu_ms "$APP_PID")
xdotool type --delay 0 "$(printf '(%.0s' $(seq 8000))"
got=$(read_display_patient)
screenshot nesting-refused   # the notice in the expression line's place
open_kb=$(rss_kb "$APP_PID")
keys_cpu=$(( $(cpu_ms "$APP_PID") - start_cpu ))
echo "     window: ${start_kb} kB after start, ${open_kb} kB after 8,000 '(' (${keys_cpu} ms CPU for them)"
check "window: 8,000 '(' show 0" "$got" "0"
check_true "window: under 40 MB resident after 8,000 '(' (${open_kb} kB)" test "$open_kb" -lt 40960
type_text "7="
got=$(read_display_patient)
done_kb=$(rss_kb "$APP_PID")
echo "     window: ${done_kb} kB after 7 ="
check "window: then 7 = shows 7" "$got" "7"
check_true "window: under 40 MB resident after = (${done_kb} kB)" test "$done_kb" -lt 40960
quit_app
finish
