#!/usr/bin/env bash
# Exchange rates (issue 48), with no network: a local HTTPS server (rates_server.py, its own CA trusted through
# CALCULATOR_RATES_CA, the feed's address set by CALCULATOR_RATES_URL, which only the tests set) serves the
# fixture feed and hostile variants. --convert and --rates on the package's rates; each hostile feed is
# refused with one line on standard error and exit status 1, the rates file absent or unchanged; the good
# feed writes the user's rates file, which the next --convert and --rates use; a redirect to https is
# followed. The slow feed (one byte a second) runs beside the rest and must time out at 20 s. In the window:
# the converter's Update rates row against the slow feed while keys are typed, cancelled by Escape (its
# process gone, the rates unchanged); then against the good feed, and the next conversion's tape line
# carries the new date. Screenshots: artifacts/e2e/rates-*.png.
# Usage: bash Tests/EndToEnd/rates.sh   (CALCULATOR_BIN=path tests that binary instead)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
WORK=$(mktemp -d)
SERVER_PID=""
SLOW_PID=""
stop_server() { [[ -n $SLOW_PID ]] && kill "$SLOW_PID" 2>/dev/null; [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null; SERVER_PID=""; }
trap 'stop_server; stop_all; rm -rf "$WORK"' EXIT

python3 Tests/EndToEnd/rates_server.py "$WORK" >"$WORK/port" 2>"$ARTIFACTS/rates-server.log" &
SERVER_PID=$!
for _ in $(seq 100); do [[ -s $WORK/port ]] && break; sleep 0.1; done
PORT=$(head -n 1 "$WORK/port")
[[ -n $PORT ]] || { echo "e2e: the rates server did not start" >&2; exit 1; }
export CALCULATOR_RATES_CA=$WORK/ca.pem
export XDG_DATA_HOME=$WORK/data
RATES=$XDG_DATA_HOME/calculator/currency.units
feed() { echo "https://127.0.0.1:$PORT/$1"; }

# The slow feed, started first: it must give up at the 20 s total while the rest runs.
( started=$SECONDS
  CALCULATOR_RATES_URL=$(feed slow) XDG_DATA_HOME=$WORK/slow "$BIN" --update-rates >/dev/null 2>"$WORK/slow.err"
  echo "$? $((SECONDS - started))" >"$WORK/slow.status" ) &
SLOW_PID=$!

# ---- The package's rates ---------------------------------------------------------------------------------
check "--rates: the package's rates, dated, with their source" \
    "$("$BIN" --rates | head -n 1 | sed 's/ (old.*//')" "Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them: 174 currencies"
expected=$(units -t -d 15 '100 USD' EUR)
ours=$("$BIN" --digits 17 --convert '100 USD' EUR)
check_true "--convert '100 USD' EUR agrees with units ($ours, units $expected)" \
    python3 -c "import sys; from fractions import Fraction as F; a, b = F(sys.argv[1]), F(sys.argv[2]); sys.exit(abs(a - b) > b / 10**13)" "$ours" "$expected"

# ---- Hostile feeds: one line, status 1, nothing written ----------------------------------------------------
hostile() {  # hostile LABEL → checks every hostile feed against the rates file as it is now
    local before path status
    before=$(cat "$RATES" 2>/dev/null | md5sum)
    for path in malformed truncated cut huge 404 redirect-http redirect-file html few negative future doctype; do
        CALCULATOR_RATES_URL=$(feed "$path") "$BIN" --update-rates >"$WORK/out" 2>"$WORK/err"
        status=$?
        check "$1 /$path: status 1, one line on stderr, nothing on stdout, the rates unchanged" \
            "$status $(wc -l <"$WORK/err") $(wc -c <"$WORK/out") $(cat "$RATES" 2>/dev/null | md5sum)" "1 1 0 $before"
        grep -q '^calculator: rates not updated: ' "$WORK/err" || { failed=$((failed + 1)); echo "FAIL /$path: $(cat "$WORK/err")"; }
    done
    check "$1: no temporary file left" "$(ls "$XDG_DATA_HOME/calculator" 2>/dev/null | grep -vc '^currency.units$')" 0
}
hostile "no rates file yet:"
check "a refused redirect names why" "$(CALCULATOR_RATES_URL=$(feed redirect-file) "$BIN" --update-rates 2>&1)" \
    "calculator: rates not updated: not the expected data (a redirect to anything but https is refused)"
out=$(CALCULATOR_RATES_URL=http://127.0.0.1:$PORT/good "$BIN" --update-rates 2>&1)
check "an http address is refused before any fetch" "$out $?" \
    "calculator: rates not updated: not the expected data (the feed's address is not https) 1"
check "nothing listens: offline" "$(CALCULATOR_RATES_URL=https://127.0.0.1:1/good "$BIN" --update-rates 2>&1 | cut -d'(' -f1)" \
    "calculator: rates not updated: offline "

# ---- The good feed: written, then used -----------------------------------------------------------------------
check "the good feed: written" "$(CALCULATOR_RATES_URL=$(feed good) "$BIN" --update-rates; echo "status $?")" \
    "Rates of 2026-11-27 from the European Central Bank (EUR base): 29 currencies, in $RATES
status 0"
check "the file is private to the user's directory (0700)" "$(stat -c %a "$XDG_DATA_HOME/calculator")" 700
check "--rates: the ECB's date first, the package's for the currencies the ECB lacks" \
    "$("$BIN" --rates | cut -d: -f1 | head -n 2 | tr '\n' '|')" \
    "Rates of 2026-11-27 from the European Central Bank (EUR base)|Rates of 2022-09-05 from FloatRates (USD base), as GNU units ships them|"
check "--rates names the file read" "$("$BIN" --rates | tail -n 1)" "Read from $RATES"
check "100 USD in EUR at the ECB's 1.0566" "$("$BIN" --digits 30 --convert '100 USD' EUR)" \
    "$(python3 -c 'from decimal import Decimal, getcontext; getcontext().prec = 30; print(Decimal(100) / Decimal("1.0566"))')"
check "1 EUR in JPY at the ECB's 161.72" "$("$BIN" --convert '1 EUR' JPY)" 161.72
check "a redirect to https is followed" "$(CALCULATOR_RATES_URL=$(feed redirect-https) "$BIN" --update-rates >/dev/null; echo $?)" 0
hostile "over the ECB's rates:"

# ---- The slow feed timed out meanwhile -----------------------------------------------------------------------
wait "$SLOW_PID"
SLOW_PID=""
read -r status seconds <"$WORK/slow.status"
check "the slow feed: status 1, timed out" "$status $(cut -d'(' -f1 "$WORK/slow.err")" "1 calculator: rates not updated: timed out "
check_true "the slow feed gave up at the 20 s total ($seconds s)" test "$seconds" -ge 19 -a "$seconds" -le 26
check "the slow feed wrote nothing" "$(ls "$WORK/slow/calculator" 2>/dev/null | wc -l)" 0

# ---- The window: Update rates, cancelled, then done --------------------------------------------------------------
start_xvfb
rm -rf "$XDG_DATA_HOME"
SIZE=320x560
update_row() { keys f; type_text "update"; keys Return; }   # the picker's Update rates row, found by typing
CALCULATOR_RATES_URL=$(feed slow) launch -geometry ${SIZE}+0+0
keys ctrl+3
keys Escape
keys f; type_text "usd"; keys Return
keys t; type_text "eur"; keys Return
type_text "100"
screenshot rates-package
update_row
sleep 0.5
check "an update runs beside the window" "$(pgrep -P "$APP_PID" -c)" 1
screenshot rates-updating
keys Delete
type_text "12*3="
check "keys work while the update runs: 12 × 3 = 36 US\$ in EUR, to the cent" "$(read_display)" \
    "$(python3 -c 'import sys; print(f"{float(sys.argv[1]):.2f}")' "$("$BIN" --convert '36 USD' EUR)")"
check "the update still runs" "$(pgrep -P "$APP_PID" -c)" 1
keys Escape
check "Escape cancels: the update's process is gone" "$(pgrep -P "$APP_PID" -c)" 0
check "a cancelled update writes nothing" "$(ls "$XDG_DATA_HOME" 2>/dev/null | wc -l)" 0
screenshot rates-cancelled
quit_app

KEEP_STATE=1 CALCULATOR_RATES_URL=$(feed good) launch -geometry ${SIZE}+0+0
keys Escape
type_text "100"
update_row
type_text "5"
for _ in $(seq 50); do [[ -s $RATES && $(pgrep -P "$APP_PID" -c) == 0 ]] && break; sleep 0.1; done
check_true "the window's update wrote the rates file" test -s "$RATES"
check "the next conversion uses the ECB's rates" "$(read_display_patient)" "$(python3 -c 'print(round(1005 / 1.0566, 2))')"
screenshot rates-updated
keys Return
check "its tape line carries the rates' date and source" "$(tail -n 1 "$XDG_STATE_HOME"/calculator/history | cut -f2-)" \
    "$(printf 'convert=1 USD EUR\trates=1 2026-11-27%%20ECB')"
quit_app
stop_server
finish
