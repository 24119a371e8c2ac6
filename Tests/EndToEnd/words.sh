#!/usr/bin/env bash
# End-to-end tests of the window's words in the user's language (issue 36, item 4): the catalogues of
# Resources/po, compiled as the build does, read by the window under LANG=de_DE.UTF-8 LANGUAGE=de and
# fr_FR; a screen reader (pyatspi, accessibility.py) hears German names, the German history heading and
# German notices, and the window's title and --help's keys are German. Screenshots stay in artifacts/e2e/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
unset LC_MESSAGES   # lib.sh's English: here LANG and LANGUAGE choose the language, as on a desktop
PROBE=(/usr/bin/python3 "$ROOT/Tests/EndToEnd/accessibility.py")   # Debian's python, where pyatspi is
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "e2e: pyatspi is missing (Scripts/install-deps --test)" >&2; exit 1; }
# The catalogues in a directory of the test's own, so that any binary (CALCULATOR_BIN) is given them.
export CALCULATOR_LOCALEDIR=$STATE_ROOT/locale
Scripts/translations --build "$CALCULATOR_LOCALEDIR" || { echo "e2e: Scripts/translations --build failed" >&2; exit 1; }

check "--help under de_DE: the keys' meanings are German" \
    "$(LANG=de_DE.UTF-8 LANGUAGE=de "$BIN" --help | grep -E '^  (0-9, KP_0-KP_9|Ctrl\+H) ' | sed -E 's/ +/ /g')" \
    "$(printf ' 0-9, KP_0-KP_9 Ziffern\n Ctrl+H den Verlauf öffnen oder schließen')"
check "batch mode stays in C: Error is Error" "$(LANG=de_DE.UTF-8 LANGUAGE=de "$BIN" --keys '1 / 0 =' 2>/dev/null)" "Error"
check "batch mode says why in English on stderr" "$(LANG=de_DE.UTF-8 LANGUAGE=de "$BIN" --keys '1 / 0 =' 2>&1 >/dev/null)" \
    "calculator: division by zero"

start_xvfb
start_session_bus e2e || exit 1
export DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS
start_atspi "$ARTIFACTS/at-spi.log"
check_true "the accessibility bus is up" test -n "$A11Y_BUS"
SIZE=320x560

# German: the frame, every button of the compact window, the title, the status, the history panel.
LANG=de_DE.UTF-8 LANGUAGE=de launch -geometry ${SIZE}+0+0
buttons=$("${PROBE[@]}" buttons)
check "de_DE: the frame 'Rechner'" "$(sed -n 1p <<<"$buttons")" "frame Rechner frame"
check "de_DE: every button by its German name" "$(tail -n +2 <<<"$buttons" | LC_ALL=C sort | tr '\n' ',')" \
    "Komma,Prozent,Verlauf,Vorzeichen wechseln,acht,alles löschen,drei,eins,fünf,geteilt durch,gleich,mal,minus,neun,null,plus,rückgängig,sechs,sieben,vier,wiederholen,zu Programmiermodus wechseln,zwei,"
check "de_DE: the window's title" "$(xprop -id "$WIN" _NET_WM_NAME | cut -d= -f2)" ' "Rechner"'
out=$("${PROBE[@]}" press sieben mal sechs gleich)
value() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); print }' <<<"$out"; }
check "de_DE: 7 × 6 = by German press actions" "$(value display)" "42"
check "de_DE: the status says degrees in German" "$(value status)" "Grad"
out=$("${PROBE[@]}" press Verlauf)
check "de_DE: the history's heading" "$("${PROBE[@]}" labels | grep -x Verlauf)" "Verlauf"
check "de_DE: the panel's buttons" "$("${PROBE[@]}" buttons | tail -n +2 | tr '\n' ',')" \
    "Verlauf,rückgängig,wiederholen,zu Programmiermodus wechseln,7 × 6 = 42,Verlauf kopieren,Verlauf leeren,"
screenshot words-de_DE-history
out=$("${PROBE[@]}" press "Verlauf leeren")
check "de_DE: the emptied history says so" "$("${PROBE[@]}" labels | grep -x 'Noch keine Rechnungen')" "Noch keine Rechnungen"
screenshot words-de_DE-history-empty
keys Escape
# The notifications a screen reader finds in the window (a notice: a refusal, or why the display reads Fehler).
notifications() {
    "${PROBE[@]}" buttons >/dev/null
    /usr/bin/python3 -c '
import pyatspi, sys
for app in pyatspi.Registry.getDesktop(0):
    if app is not None and app.name == "calculator":
        print(",".join(c.name for c in app[0] if c.getRole() == pyatspi.ROLE_NOTIFICATION))'
}
out=$("${PROBE[@]}" press "geteilt durch" null gleich)
check "de_DE: the display reads Fehler" "$(value display)" "Fehler"
check "de_DE: why, in German, in the expression line's place (issue 43)" "$(notifications)" "Division durch null"
screenshot words-de_DE-error
printf 'kein Rechenausdruck' | offer clipboard; keys ctrl+v
check "de_DE: a refused paste is said in German" "$(notifications)" "Keine Rechnung"
screenshot words-de_DE-notice
resize 900 500
check "de_DE wide: the scientific keys' names" \
    "$("${PROBE[@]}" buttons | grep -xE 'Quadratwurzel|Sinus|natürlicher Logarithmus|Zweitfunktionen' | LC_ALL=C sort | tr '\n' ',')" \
    "Quadratwurzel,Sinus,Zweitfunktionen,natürlicher Logarithmus,"
screenshot words-de_DE-wide
quit_app

# French: names, the heading, and the screenshot.
LANG=fr_FR.UTF-8 LANGUAGE=fr launch -geometry ${SIZE}+0+0
check "fr_FR: the frame 'Calculatrice'" "$("${PROBE[@]}" buttons | sed -n 1p)" "frame Calculatrice frame"
check "fr_FR: a few buttons" "$("${PROBE[@]}" buttons | grep -xE 'sept|divisé par|tout effacer|Historique' | LC_ALL=C sort | tr '\n' ',')" \
    "Historique,divisé par,sept,tout effacer,"
out=$("${PROBE[@]}" press sept fois sept égale Historique)
check "fr_FR: the history's heading" "$("${PROBE[@]}" labels | grep -x 'Historique')" "Historique"
screenshot words-fr_FR-history
quit_app

# Without a language the words stay English (LANG=C), whatever LANGUAGE says: as gettext does.
LANG=C LANGUAGE=de launch -geometry ${SIZE}+0+0
check "C: the frame stays 'Calculator'" "$("${PROBE[@]}" buttons | sed -n 1p)" "frame Calculator frame"
quit_app
finish
