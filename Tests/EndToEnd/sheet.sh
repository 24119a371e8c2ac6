#!/usr/bin/env bash
# End-to-end tests of the sheet mode (issue 49): Ctrl+4 opens it; a sheet typed with xdotool (a name and
# its use, a conversion, a heading, prose, an error, compose keys' `°` and `€` as text) shows the results
# that `calculator --sheet` prints for the same text, read from the accessible tree as a screen reader
# reads them; the mouse places the caret, selects a word, a line and by dragging, Shift+click extends and
# a middle click pastes PRIMARY at its point (the selection read back through Ctrl+C, and owned as PRIMARY
# for other programs); a double click follows the desktop's XSETTINGS Net/DoubleClickTime (xsettingsd); an
# edit of the name's definition changes its dependant at once; the file is saved a second after the last
# key, and after kill -9 the next start of the mode finds the sheet up to that second; an unreadable file
# is said and left alone. Screenshots in English and German at the three sizes stay in artifacts/e2e/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_missing sheet.sh xsettingsd
start_sheet_suite
SHEET=$XDG_DATA_HOME/calculator/sheets/Untitled.calc
DIGITS=16   # the window's results: the display's significant digits

# The sheet's lines and results as the screen reader finds them: 'TEXT<tab>RESULT' per line.
read_sheet() { "${PROBE[@]}" sheet; }
# What --sheet prints for the lines of file $1, pasted beside them: 'TEXT<tab>RESULT' per line.
batch_sheet() { paste "$1" <("$BIN" --sheet "$1" --digits $DIGITS 2>/dev/null); }

launch -geometry 320x560+0+0
keys ctrl+4
check "Ctrl+4 shows the sheet: its name in the display" "$("${PROBE[@]}" labels | sed -n 1p)" "Untitled"
lines=(
    'rent = 1200'
    'rent * 12'
    'sum'
    '3 ft + 2 in to cm'
    '# Trip'
    'Call Bob about the car'
    '3 m + 2 kg'
    '20% of 50'
)
for line in "${lines[@]:0:${#lines[@]}-1}"; do
    type_text "$line"
    keys Return
done
type_text "${lines[-1]}"
printf '%s\n' "${lines[@]}" >"$STATE_ROOT/typed.calc"
sleep 1.5   # the pause after which the file is written
# Every line but the error (whose reason --sheet says on standard error, the window beside the line).
check "the window's results are --sheet's for the same text" "$(read_sheet | sed 7d)" "$(batch_sheet "$STATE_ROOT/typed.calc" | sed 7d)"
check "the file holds what was typed, a second after the last key" "$(cat "$SHEET")" "$(cat "$STATE_ROOT/typed.calc")"
check "rent * 12 is 14400" "$(read_sheet | sed -n 2p)" "$(printf 'rent * 12\t14400')"
check "sum adds the block" "$(read_sheet | sed -n 3p)" "$(printf 'sum\t15600')"
check "prose has no result" "$(read_sheet | sed -n 6p)" "$(printf 'Call Bob about the car\t')"
check_true "an error says why" grep -q "dimensions" <<<"$(read_sheet | sed -n 7p)"
screenshot sheet-en-320x560

# 1200 → 1300: the dependent line follows at once.
keys ctrl+Home End BackSpace BackSpace BackSpace
type_text "300"
check "editing rent changes rent * 12 at once" "$(read_sheet | sed -n 2p)" "$(printf 'rent * 12\t15600')"

# Ctrl+C copies the caret line's result.
mark_clipboard_stale
keys Down ctrl+c
check "Ctrl+C copies the caret line's result" "$(xclip -o -selection clipboard)" "15600"

# The mouse: each line's row (whose frame the screen reader finds) has its text from 8 px in, 15 px text at
# 96 dpi, each character as wide as Xft draws it (text_advance.py asks the X server's font library).
# at LINE CHARS: the window's point on line LINE (1-based), CHARS characters into its text (2.5: the middle
# of the third character).
at() {
    local x y w h text whole part
    read -r x y w h < <("${PROBE[@]}" sheet-rows | sed -n "${1}p")
    text=$(read_sheet | sed -n "${1}p" | cut -f1)
    whole=${2%.*}; part=$(awk -v c="$2" 'BEGIN { print c - int(c) }')
    read -r -d '' before char < <(python3 Tests/EndToEnd/text_advance.py 15 "${text:0:whole}" "${text:whole:1}")
    echo "$(awk -v x="$x" -v b="$before" -v c="$char" -v p="$part" 'BEGIN { printf "%d", x + 8 + b + p * c }') $((y + 11))"
}
copied() { mark_clipboard_stale; keys ctrl+c; xclip -o -selection clipboard; }
xdotool mousemove --window "$WIN" $(at 2 9.2) click 1; settle
type_text "+1"
check "a click places the caret where typing goes" "$(read_sheet | sed -n 2p)" "$(printf 'rent * 12+1\t15601')"
keys BackSpace BackSpace
xdotool mousemove --window "$WIN" $(at 2 1.5) click --repeat 2 --delay 60 1; settle
check "a double click selects a word" "$(copied)" "rent"
xdotool mousemove --window "$WIN" $(at 2 1.5) click --repeat 3 --delay 60 1; settle
check "a triple click selects the line and its break" "$(copied; echo x)" "$(printf 'rent * 12\nx')"
sleep 0.5   # the next press is no fourth click
xdotool mousemove --window "$WIN" $(at 1 7.2) mousedown 1 mousemove --window "$WIN" $(at 2 2.8) \
    mousemove --window "$WIN" $(at 2 4.1) mouseup 1; settle
check "a drag selects" "$(copied)" "$(printf '1300\nrent')"
check "the selection is PRIMARY, for a middle click elsewhere" "$(xclip -o -selection primary)" "$(printf '1300\nrent')"
xdotool mousemove --window "$WIN" $(at 2 9) keydown shift click 1 keyup shift; settle
check "Shift+click extends the selection" "$(copied)" "$(printf '1300\nrent * 12')"
check "PRIMARY follows the selection; Ctrl+C leaves it" "$(xclip -o -selection primary)" "$(printf '1300\nrent * 12')"
printf '0' | offer primary
xdotool mousemove --window "$WIN" $(at 2 9.1) click 2; settle
check "a middle click pastes PRIMARY at its point" "$(read_sheet | sed -n 2p)" "$(printf 'rent * 120\t156000')"
keys ctrl+z
check "undo takes the paste back" "$(read_sheet | sed -n 2p)" "$(printf 'rent * 12\t15600')"

# The desktop's double-click time (XSETTINGS' Net/DoubleClickTime, from xsettingsd): two presses 700 ms
# apart are two clicks at the default 400 ms (nothing selected: Ctrl+C copies the line's result), and a
# double click selecting the word once the desktop says 1000 ms.
sleep 0.5   # the next press is no further click
xdotool mousemove --window "$WIN" $(at 2 1.5) click 1 sleep 0.7 click 1; settle
check "presses 700 ms apart are two clicks by default" "$(copied)" "15600"
XSETTINGS_CONF=$(mktemp "$STATE_ROOT/xsettingsd.XXXXXX")
echo 'Net/DoubleClickTime 1000' >"$XSETTINGS_CONF"
xsettingsd -c "$XSETTINGS_CONF" >>"$ARTIFACTS/xsettingsd.log" 2>&1 &
XSETTINGSD_PID=$!
for _ in $(seq 100); do [[ $(/usr/bin/python3 "$ROOT/Tests/EndToEnd/selection_owner.py" _XSETTINGS_S0) != 0x0 ]] && break; sleep 0.05; done
settle; sleep 1.1   # the window has read the manager's settings; the next press is no further click
xdotool mousemove --window "$WIN" $(at 2 1.5) click 1 sleep 0.7 click 1; settle
check "presses 700 ms apart are a double click when the desktop's time is 1000 ms" "$(copied)" "rent"
end_process "$XSETTINGSD_PID"

# Compose keys' signs arrive as text (the input method's keysyms: degree, EuroSign).
keys ctrl+End Return
xdotool key --clearmodifiers --delay 40 1 0 0 space EuroSign space degree; settle
check "° and € are typed as text" "$(read_sheet | tail -n 1 | cut -f1)" "100 € °"

# kill -9 a second after the last key: the next start of the mode finds the sheet as it was then.
type_text "x"
sleep 1.5
kill -9 "$APP_PID"; wait "$APP_PID" 2>/dev/null; APP_PID=""
check "after kill -9 the file has the last edit" "$(tail -n 1 "$SHEET")" "100 € °x"
KEEP_STATE=1 launch -geometry 320x560+0+0
keys ctrl+4
check "the next start shows the sheet again" "$(read_sheet | sed -n 1p)" "$(printf 'rent = 1300\t1300')"
quit_app

# Typing, then Ctrl+Q at once (before the pause): the edit is saved on quit.
KEEP_STATE=1 launch -geometry 320x560+0+0
keys ctrl+4
type_text "y"
quit_app
check "quit saves the last edit" "$(tail -n 1 "$SHEET")" "100 € °xy"

# Screenshots: English and German at the default, smallest and a large size.
for size in 320x560 200x330 1400x800; do
    KEEP_STATE=1 launch -geometry ${size}+0+0
    keys ctrl+4
    screenshot "sheet-en-$size"
    quit_app
    KEEP_STATE=1 LANG=de_DE.UTF-8 LANGUAGE=de LC_ALL=de_DE.UTF-8 launch -geometry ${size}+0+0
    keys ctrl+4
    screenshot "sheet-de-$size"
    quit_app
done

# An unreadable file (not text) is said, and left as it is.
printf 'a\0b\n' >"$SHEET"
KEEP_STATE=1 launch -geometry 320x560+0+0   # in the sheet, the mode shown last
check_true "an unreadable file is said" grep -q "cannot be read" <<<"$("${PROBE[@]}" notifications)"
type_text "1+1"
sleep 1.5
quit_app
check "an unreadable file is never written over" "$(od -c "$SHEET" | head -n 1)" "$(printf 'a\0b\n' | od -c | head -n 1)"

finish
