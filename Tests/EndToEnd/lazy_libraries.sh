#!/usr/bin/env bash
# Libraries loaded on first use (issue 30 item 5): the window starts without Arb, FLINT, MPFR and NTL
# mapped, nor libcurl (an update of the rates runs as a process of its own), and without libsystemd when there is no accessibility bus; the first key that needs a ball
# loads Arb and shows the right digits. A library that cannot be loaded gives one line on standard
# error and exit status 1, never a crash (dlopen made to fail by an LD_PRELOAD'd stand-in).
# Usage: bash Tests/EndToEnd/lazy_libraries.sh   (CALCULATOR_BIN=path tests that binary instead)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
WORK=$(mktemp -d)
trap 'stop_all; rm -rf "$WORK"' EXIT

# The libraries of PID's mappings whose file names match the pattern, one name a line, sorted.
mapped() { awk -v pattern="$2" '$6 ~ pattern { n = split($6, part, "/"); print part[n] }' "/proc/$1/maps" | sort -u | tr '\n' ' '; }
lazy='/lib(flint|flint-arb|mpfr|ntl|gf2x|systemd|curl)\.so'

# ---- The window, no session bus: nothing of them at start; Arb at the first √ ------------------------
unset DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS
start_xvfb
xprop -root -remove AT_SPI_BUS 2>/dev/null || true
launch -geometry 320x560+0+0
screenshot lazy-start
echo "     after start: $(rss_kb "$APP_PID") kB resident"
check "start: none of Arb, FLINT, MPFR, NTL, libsystemd, libcurl mapped" "$(mapped "$APP_PID" "$lazy")" ""
type_text "12+3="
check "12 + 3 = needs no ball: shows 15" "$(read_display)" "15"
check "12 + 3 =: Arb still not mapped" "$(mapped "$APP_PID" "$lazy")" ""
keys Delete
type_text "2r"
check "2 √ shows √2 to 16 digits" "$(read_display)" "1.414213562373095"
screenshot lazy-root
check_true "2 √: Arb mapped now" grep -q 'libflint-arb\.so' "/proc/$APP_PID/maps"
check "2 √: libsystemd still not mapped" "$(mapped "$APP_PID" '/libsystemd\.so')" ""
echo "     after 2 √: $(rss_kb "$APP_PID") kB resident"
quit_app

# ---- Batch mode: the same answers ---------------------------------------------------------------------
check "batch: 2 sqrt" "$("$BIN" --keys '2 sqrt')" "1.4142135623730950488016887242097"
check "batch: 1 / 3 * 3 =" "$("$BIN" --keys '1 / 3 * 3 =')" "1"

# ---- Arb that cannot be loaded: one line, status 1, no signal ------------------------------------------
cat >"$WORK/nodlopen.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>
/* dlopen and dlerror as the C library's, except that Arb is not found. */
static int refused;
void *dlopen(const char *name, int flags) {
    void *(*real)(const char *, int) = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
    if (name && strstr(name, "libflint-arb")) { refused = 1; return NULL; }
    return real(name, flags);
}
char *dlerror(void) {
    char *(*real)(void) = (char *(*)(void))dlsym(RTLD_NEXT, "dlerror");
    if (refused) { refused = 0; return "no Arb here (test)"; }
    return real();
}
C
cc -shared -fPIC -o "$WORK/nodlopen.so" "$WORK/nodlopen.c"
LD_PRELOAD=$WORK/nodlopen.so "$BIN" --keys '2 sqrt' >"$WORK/out" 2>"$WORK/err"
status=$?
check "no Arb: exit status 1 (not a signal)" "$status" "1"
check "no Arb: one line on stderr" "$(cat "$WORK/err")" \
    "calculator: cannot load libflint-arb.so.2 (Arb, for functions, roots and powers): no Arb here (test)"
LD_PRELOAD=$WORK/nodlopen.so "$BIN" --keys '12 + 3 =' >"$WORK/out" 2>"$WORK/err"
status=$?
check "no Arb: 12 + 3 = still works" "$(cat "$WORK/out")|$status|$(cat "$WORK/err")" "15|0|"
finish
