#!/usr/bin/env bash
# End-to-end tests of `calculator -e` and `--history --format` (issue 34, items 3 and 4): the release
# binary, no X. Issue 34's examples, the message naming the position and exit status 2, a 1 MB line
# refused in bounded memory, and the tape printed as text and CSV from a temporary XDG state directory.
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
