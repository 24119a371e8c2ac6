#!/usr/bin/env bash
# End-to-end tests of the list of sheets (issue 49): in the sheet mode, Ctrl+O lists the .calc files of
# $XDG_DATA_HOME/calculator/sheets newest first, the open one marked; Ctrl+N makes 'Untitled 2' and opens
# it (in German 'Unbenannt', while an English 'Untitled' kept from before still opens); F2 renames in place, refusing a name that exists (said, nothing renamed); Enter opens a sheet, the
# one open saved first; Delete asks once, the second press deletes; the next start opens the sheet open
# last. Checked on disk and in the accessible tree; screenshots in English and German at 320×560,
# 200×330 and 1400×800 stay in artifacts/e2e/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
start_sheet_suite
SHEETS=$XDG_DATA_HOME/calculator/sheets
KEEP_STATE=1   # one state directory: the last sheet is remembered across the launches below
list() { "${PROBE[@]}" sheets; }
files() { (cd "$SHEETS" && ls -1 -- *.calc 2>/dev/null | sort); }

mkdir -p "$SHEETS"
printf 'rent = 1200\nrent * 12\n' >"$SHEETS/Budget.calc"
touch -d '2 hours ago' "$SHEETS/Budget.calc"
printf '2 + 2\n' >"$SHEETS/Old.calc"
touch -d '1 day ago' "$SHEETS/Old.calc"

launch -geometry 320x560+0+0
keys ctrl+4
type_text "1 + 1"
keys ctrl+o
check "Ctrl+O lists the sheets newest first, the open one selected and said to be open" "$(list)" \
    "$(printf 'Untitled\tselected\topen\nBudget\t\t\nOld\t\t')"
check "the open sheet was saved before the list showed" "$(cat "$SHEETS/Untitled.calc")" "1 + 1"
check_true "the name in the display is a button whose tooltip names Ctrl+O" \
    grep -q "Ctrl+O" <<<"$("${PROBE[@]}" description Untitled)"
screenshot sheets-list-en-320x560

keys Down Return
check "Enter opens the chosen sheet: its lines and results" "$("${PROBE[@]}" sheet | grep "^rent \\*")" "$(printf 'rent * 12\t14400')"

keys ctrl+n
check "Ctrl+N makes Untitled 2 and opens it" "$(files)" "$(printf 'Budget.calc\nOld.calc\nUntitled 2.calc\nUntitled.calc')"
type_text "7 * 6"
keys ctrl+o F2 ctrl+a BackSpace   # Ctrl+A is no key of the field: only BackSpace erases
for _ in 1 2 3 4 5 6 7 8 9 10; do keys BackSpace; done
type_text "Budget"
keys Return
check_true "a name that exists is refused, and the reason is said" \
    grep -q "exists already" <<<"$("${PROBE[@]}" notifications)"
check "nothing was renamed over Budget" "$(cat "$SHEETS/Budget.calc")" "$(printf 'rent = 1200\nrent * 12')"
screenshot sheets-refused-en-320x560
keys BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
type_text "Trip"
keys Return
check "F2 renames the open sheet on disk" "$(files)" "$(printf 'Budget.calc\nOld.calc\nTrip.calc\nUntitled.calc')"
check "the renamed sheet keeps its lines" "$(cat "$SHEETS/Trip.calc")" "7 * 6"
check "the list shows the new name, open" "$(list | sed -n 1p)" "$(printf 'Trip\tselected\topen')"

keys End Delete
check "one Delete only asks" "$(files)" "$(printf 'Budget.calc\nOld.calc\nTrip.calc\nUntitled.calc')"
check_true "the question is said" grep -q "Press Delete again" <<<"$("${PROBE[@]}" notifications)"
screenshot sheets-delete-en-320x560
keys Up
keys Delete Delete
check "Delete twice deletes the chosen sheet (Budget, above Old)" "$(files)" "$(printf 'Old.calc\nTrip.calc\nUntitled.calc')"
keys Escape
check "Escape closes the list, Trip still open" "$("${PROBE[@]}" labels | sed -n 1p)" "Trip"

quit_app
launch -geometry 320x560+0+0
keys ctrl+4
check "the next start opens the sheet open last" "$("${PROBE[@]}" labels | sed -n 1p)" "Trip"

# Bounded: a folder of 10,000 files lists at once; a sheet of 2 MB is refused with its reason.
for i in $(seq 10000); do : >"$SHEETS/n$i.calc"; done
head -c 2000000 /dev/zero | tr '\0' '1' >"$SHEETS/Huge.calc"
touch -d '+1 hour' "$SHEETS/Huge.calc"   # the newest: first after the open sheet, which the list always holds
start=$(date +%s%N)
keys ctrl+o
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
check_true "10,000 sheets list within 2 s ($elapsed ms with the key's round trip)" test "$elapsed" -lt 2000
check_true "the heading says only the newest are listed" grep -q "^Sheets (the 1001 newest)$" <<<"$("${PROBE[@]}" labels)"
keys Home Down Return
check_true "a sheet too big is not opened, and why is said" grep -q "larger than" <<<"$("${PROBE[@]}" notifications)"
rm -f "$SHEETS"/n*.calc "$SHEETS/Huge.calc"
keys Escape

for size in 320x560 200x330 1400x800; do
    resize "${size%x*}" "${size#*x}"
    keys ctrl+o
    screenshot "sheets-list-en-$size"
    keys Escape
done
quit_app
LC_MESSAGES=de_DE.UTF-8 LANGUAGE=de LANG=de_DE.UTF-8 launch -geometry 320x560+0+0
keys ctrl+4
for size in 320x560 200x330 1400x800; do
    resize "${size%x*}" "${size#*x}"
    keys ctrl+o F2
    screenshot "sheets-list-de-$size"
    keys Escape Escape
done
quit_app

# A new sheet is named in the user's language, and a sheet named in another stays the one opened: in
# German, the English Untitled kept from before (a state with no sheet line) opens; Ctrl+N makes Unbenannt.
fresh_data
SHEETS=$XDG_DATA_HOME/calculator/sheets
mkdir -p "$SHEETS"
printf '5 * 5\n' >"$SHEETS/Untitled.calc"
KEEP_STATE="" LC_MESSAGES=de_DE.UTF-8 LANGUAGE=de LANG=de_DE.UTF-8 launch -geometry 320x560+0+0
keys ctrl+4
check "in German, the English Untitled kept from before opens" "$("${PROBE[@]}" labels | sed -n 1p)" "Untitled"
keys ctrl+n
keys ctrl+n
check "in German, Ctrl+N makes Unbenannt, then Unbenannt 2" "$(files)" "$(printf 'Unbenannt 2.calc\nUnbenannt.calc\nUntitled.calc')"
quit_app
finish
