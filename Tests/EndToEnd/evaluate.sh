#!/usr/bin/env bash
# End-to-end tests of `calculator -e` and `--history --format` (issue 34, items 3 and 4): the release
# binary, no X. Issue 34's examples, the message naming the position and exit status 2, a 1 MB line
# refused in bounded memory, issue 45's typed readings and exact zeros, issue 44's R7, R9 and R11 within
# their bounds, and the tape printed as text and CSV from a temporary XDG state directory.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary

check "-e '2+3*4'" "$("$BIN" -e '2+3*4')" "14"
check "-e - reads a line each" "$(printf '1/3*3\n2^10\n' | "$BIN" -e -)" "$(printf '1\n1024')"
out=$("$BIN" -e '2+' 2>&1 >/dev/null); code=$?
check "-e '2+': the position, exit 2" "$out|$code" "calculator: -e, position 3: expected a number at the end|2"
out=$(printf '1+1\n(2\n3*3\n' | "$BIN" -e - 2>/tmp/evaluate-err.$$); code=$?
check "a bad line: an empty line out, the others answered" "$out|$code" "$(printf '2\n\n9')|2"
check "a bad line: named on stderr" "$(cat /tmp/evaluate-err.$$)" "calculator: line 2, position 3: expected ')' at the end"
rm -f /tmp/evaluate-err.$$
check "--exact, --digits, --evaluation" "$("$BIN" --exact --digits 5 -e 'sqrt(8)/4' --evaluation immediate -e '2+3*4')" \
    "$(printf 'sqrt(2)/2\n0.70711\n\n20')"
check "--localized under de_DE reads and writes the locale" "$(LANG=de_DE.UTF-8 "$BIN" --localized -e '1,5*1000')" "1.500"
out=$( { head -c 1000000 /dev/zero | tr '\0' '1'; printf '\n2+2\n'; } |
    /usr/bin/time -f '%M' -o /tmp/evaluate-time.$$ "$BIN" -e - 2>/dev/null)
check "a 1 MB line: refused by its length, the next answered" "$out" "$(printf '\n4')"
kb=$(tail -1 /tmp/evaluate-time.$$)
rm -f /tmp/evaluate-time.$$
check "a 1 MB line: under 40 MB resident (${kb} KB)" "$((kb < 40000))" "1"
# Issue 45: typed text reads as mathematics, and one value typed two ways cancels exactly (no form, 0).
check "-e '1/(4)!' is 1 ÷ 4!" "$("$BIN" -e '1/(4)!')" "0.041666666666666666666666666666667"
check "-e '10^(2)^3' is 10^8" "$("$BIN" -e '10^(2)^3')" "100000000"
check "-e '--5' is 5" "$("$BIN" -e '--5')" "5"
out=$("$BIN" -e '5!!' 2>&1 >/dev/null); code=$?
check "-e '5!!': refused with the reason, exit 2" "$out|$code" \
    "calculator: -e, position 3: double factorial (!!) is not an operation of the calculator; (n!)! is a factorial's factorial|2"
check "-e '1e10000' is Error, as a result past the range is" "$("$BIN" -e '1e10000')" "Error"
check "--exact: an exact 0 typed two ways has no form and is 0" \
    "$("$BIN" --exact -e '23^(1/4)*3-1863^(1/4)' -e '(sqrt(3))^3-3*sqrt(3)')" "$(printf '\n0\n\n0')"
check "--keys: (√3)³ − 3√3 is 0" "$("$BIN" --keys '3 sqrt cube - 3 * 3 sqrt =')" "0"
# Issue 44, R7, R9 and R11, each under 0.5 s of CPU and 100 MB (2 GB of address space at most).
timed() { (ulimit -v 2000000; /usr/bin/time -f '%U %S %M' -o /tmp/evaluate-time.$$ "$BIN" "$@") 2>/dev/null; }
check_bounded() {  # check_bounded NAME: the CPU and memory of the last `timed`
    local user sys rss
    read -r user sys rss </tmp/evaluate-time.$$
    check_true "$1: under 0.5 s of CPU ($user + $sys s)" awk -v u="$user" -v s="$sys" 'BEGIN { exit !(u + s < 0.5) }'
    check_true "$1: under 100 MB ($((rss / 1024)) MB)" test "$rss" -lt 102400
}
# Γ(1.5) to 4,500 digits costs more than a key's work: fewer digits, proven (mpmath's first 60 here, unrounded).
out=$(timed -e '0.5!' --digits 4500)
check "R7: -e '0.5!' --digits 4500 prints proven digits, not Error" \
    "$(( ${#out} > 1000 ))|${out:0:62}" "1|0.886226925452758013649083741670572591398774728061193564106903"
check_bounded "R7"
# (1 + 10⁻¹⁹)^(3…3, twenty 3s): the run is one exponent (mpmath: 28.0316248945261341063652449145141…).
out=$(timed -e "1.0000000000000000001$(printf '³%.0s' $(seq 20))")
check "R9: twenty superscript 3s are one exponent" "$out" "28.031624894526134106365244914514"
check_bounded "R9"
out=$(timed -e "2$(printf '³%.0s' $(seq 2047))")
check "R11: 2 to a 2,047-digit power is Error" "$out" "Error"
check_bounded "R11"
rm -f /tmp/evaluate-time.$$
state=$(mktemp -d)
mkdir -p "$state/calculator"
printf '7 + 9 = 16\n1,234 × 2 = 2468\n' >"$state/calculator/history"
check "--history --format text is --history" "$(XDG_STATE_HOME=$state "$BIN" --history --format text)" \
    "$(XDG_STATE_HOME=$state "$BIN" --history)"
check "--history --format csv" "$(XDG_STATE_HOME=$state "$BIN" --history --format csv | od -An -c | tr -s ' ')" \
    "$(printf 'expression,result,time\r\n7 + 9,16,\r\n"1,234 × 2",2468,\r\n' | od -An -c | tr -s ' ')"
check "-e never touches the tape" "$(XDG_STATE_HOME=$state "$BIN" -e '1+1' >/dev/null; cat "$state/calculator/history")" \
    "$(printf '7 + 9 = 16\n1,234 × 2 = 2468')"
rm -rf "$state"
finish
