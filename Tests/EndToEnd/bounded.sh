#!/usr/bin/env bash
# Issue 35: every key is bounded in time and memory, whatever the value. Each reproduction of the issue
# runs in batch mode under `ulimit -v 2000000` (2 GB of address space) and /usr/bin/time, and must end
# with the right display (the README's range rule, or mpmath's digits) in under 0.5 s of CPU and
# 100 MB of resident memory; then, in the window under Xvfb and openbox, the same values pasted and
# worked on (x², undo, redo, m+, mr, the history) cost the window's process under 0.5 s of CPU in all.
# Usage: bash Tests/EndToEnd/bounded.sh   (CALCULATOR_BIN=path tests that binary instead)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
WORK=$(mktemp -d)
trap 'stop_all; rm -rf "$WORK"' EXIT

# Runs KEYS in batch mode within the limits: prints 'DISPLAY CPU_SECONDS RSS_KB' ('crashed(STATUS) 99
# 999999' when it did not exit 0, its standard error on ours).
bounded_batch() {  # bounded_batch KEYS
    local out status
    out=$( (ulimit -v 2000000; /usr/bin/time -f '%U %S %M' -o "$WORK/time" timeout 60 "$BIN" --keys "$1") 2>"$WORK/err")
    status=$?
    if [[ $status -ne 0 ]]; then
        echo "crashed($status) 99 999999"
        echo "'$1': $(head -c 200 "$WORK/err" | tr '\n' ' ')" >&2
        return
    fi
    read -r user sys rss <"$WORK/time"
    echo "$out $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $rss"
}

# Checks one reproduction: its display, and its CPU and memory within the bounds.
check_bounded() {  # check_bounded KEYS EXPECTED
    local display cpu rss
    read -r display cpu rss < <(bounded_batch "$1")
    check "'$1' shows $2" "$display" "$2"
    check_true "'$1' takes under 0.5 s of CPU ($cpu s)" awk -v t="${cpu:-99}" 'BEGIN { exit !(t < 0.5) }'
    check_true "'$1' stays under 100 MB ($((${rss:-999999} / 1024)) MB)" test "${rss:-999999}" -lt 102400
}

# The issue's reproductions. Out of range by the README (a non-zero value below 10^−9999 or of
# 10^10000 and more is Error): (10^−9999 e)^999999, (10^−9999 √2)^999998, (10^−9999 ∛2)^999999, and
# √(10^3000 + 1)^999998 = (10^3000 + 1)^499999. In range: (1 + 10^−9999)^(10^9999), whose digits are
# e's (mpmath at 20,050 digits: exp(10^9999 log1p(10^−9999)) = 2.71828182845904523536028747135266…),
# and its square, e²'s (7.38905609893065022723042746057500…).
check_bounded '1 EE 9999 neg * e = ^ 999999 =' Error
check_bounded '1 EE 9999 neg * 2 sqrt = ^ 999998 =' Error
check_bounded '1 EE 9999 neg * 2 cbrt = ^ 999999 =' Error
check_bounded '1 EE 3000 + 1 = sqrt ^ 999998 =' Error
check_bounded '1 + 1 EE 9999 neg = ^ 1 EE 9999 =' 2.7182818284590452353602874713527
check_bounded '1 + 1 EE 9999 neg = ^ 1 EE 9999 = sq' 7.389056098930650227230427460575
# e^(−√2 × 10^9999): positive and far below 10^−9999, so Error, not ≈0.
check_bounded '2 sqrt * 1 EE 9999 = neg exp' Error

# The window: the 19-byte paste of the issue and a 57-byte one, then every key the issue found slow on
# such a value. The process's own CPU time (utime + stime in /proc/PID/stat, in clock ticks) before
# and after all of it.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
start_xvfb
launch -geometry 320x560+0+0
ticks=$(getconf CLK_TCK)
before=$(cpu_ticks "$APP_PID")
printf '(1e-9999*e)^999999=' | offer clipboard; keys ctrl+v
check "the 19-byte paste shows Error" "$(read_display)" "Error"
printf '(1+1e-9999)^1e9999*(1-1e-9999)^1e9999*2=' | offer clipboard; keys ctrl+v
# e^(10^9999 (ln(1 + 10^−9999) + ln(1 − 10^−9999))) × 2 = 2 e^(−10^−9999 …): 2 to every digit shown.
check "the 57-byte paste shows 2" "$(read_display)" "2"
printf '(1+1e-9999)^1e9999=' | offer clipboard; keys ctrl+v
check "(1 + 10^−9999)^(10^9999) pasted shows e" "$(read_display)" "2.718281828459045"
keys q ctrl+z ctrl+shift+z ctrl+p ctrl+r ctrl+h ctrl+h
check "x², undo, redo, m+, mr and the history on it leave e²" "$(read_display)" "7.38905609893065"
after=$(cpu_ticks "$APP_PID")
cpu=$(awk -v a="$after" -v b="$before" -v t="$ticks" 'BEGIN { printf "%.2f", (a - b) / t }')
check_true "the pastes and keys cost the window under 0.5 s of CPU in all ($cpu s)" awk -v c="$cpu" 'BEGIN { exit !(c < 0.5) }'
check_true "the window is alive" kill -0 "$APP_PID"
quit_app
finish
