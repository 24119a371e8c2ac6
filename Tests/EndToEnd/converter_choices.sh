#!/usr/bin/env bash
# The converter's wrong turns of issue 43 (and its bounds of issue 44), in the real window with a screen
# reader (pyatspi): from the volume category (1 cup → mL) `f foot ⏎ t cm ⏎ 3` copies 91.44 cm, `f mph ⏎ t m/s ⏎
# 60` 26.8224 m/s, `f fahrenheit ⏎ t celsius ⏎ 100` 37.77777777777778 °C (Python's fractions compute the last:
# (100 − 32) × 5/9); m then kg keeps both and says "m and kg measure different things" in the number's place
# and to the screen reader, with nothing to copy (in German too); `3 ft` pasted takes the value and the unit;
# Ctrl+H opens the history panel; the wheel scrolls the picker. Every key typed into the picker — 300 `(`
# (R2), `kx` and 98 `s` (R4) — costs under 100 ms of the window's CPU (read from /proc), and the window
# answers after. Screenshots: artifacts/e2e/converter-choices-*.png (the picker and the incompatible choice,
# English and German, at 320×560; the smallest and a big size).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_with_screen_reader
SIZE=320x560
use_catalogues

# Picks UNIT for a side (f or t) by typing it in the picker and Return.
pick() { keys "$1"; type_text "$2"; keys Return; }
# What Ctrl+Shift+C copies: the "to" value with its unit ('stale' when there is none).
copied() { mark_clipboard_stale; keys ctrl+shift+c; xclip -o -selection clipboard 2>/dev/null; }
# The window's CPU time so far, in ms (utime + stime of /proc/PID/stat, in clock ticks).
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{ print int(($14 + $15) * 1000 / hz) }' "/proc/$APP_PID/stat"; }
# Types each character of TEXT as its own key; prints the most CPU one key took, in ms.
costliest_key() {
    local text=$1 most=0 before after i
    for ((i = 0; i < ${#text}; i++)); do
        before=$(cpu_ms)
        xdotool type --delay 0 "${text:i:1}"
        xdotool getwindowgeometry "$WIN" >/dev/null; sleep 0.03
        after=$(cpu_ms)
        ((after - before > most)) && most=$((after - before))
    done
    echo "$most"
}
# The display's accessible name (what a screen reader says of it).
spoken_display() { "${PROBE[@]}" press | sed -n 's/^display-name //p'; }

fifths=$(python3 -c 'from fractions import Fraction as F; x = (F(100) - 32) * F(5, 9); print(f"{float(x):.16g}")')

LC_ALL=en_US.UTF-8 launch -geometry ${SIZE}+0+0
keys ctrl+3
pick t mL
pick f cup
pick f foot
pick t cm
type_text 3
check "from the volume category, f foot ⏎ t cm ⏎ 3 copies 91.44 cm" "$(copied)" "91.44 cm"
pick t mL
pick f cup
keys Escape
pick f mph
pick t m/s
type_text 60
check "f mph ⏎ t m/s ⏎ 60 copies 26.8224 m/s" "$(copied)" "26.8224 m/s"
pick t mL
pick f cup
keys Escape
keys f
type_text fahrenheit
screenshot converter-choices-picker-en
keys Return
pick t celsius
type_text 100
check "f fahrenheit ⏎ t celsius ⏎ 100 copies $fifths °C" "$(copied)" "$fifths °C"

# m, then kg: both stay, the number's place and the screen reader say why, and nothing is copied.
keys Escape
pick f m
pick t km
type_text 5
pick t kg
screenshot converter-choices-incompatible-en
check "m and kg: the screen reader hears why" "$(spoken_display)" "5 m. m and kg measure different things"
check "m and kg: nothing to copy" "$(copied)" "stale"
pick t yard
check "a length again converts" "$(copied)" "5.468066491688539 yd"

# A value with its unit, pasted.
printf '3 ft' | offer clipboard
keys ctrl+v
check "3 ft pasted: the value and the unit" "$(copied)" "1 yd"

# The history panel, and the wheel over the picker.
keys Return
keys ctrl+h
screenshot converter-choices-history
history_rows() { "${PROBE[@]}" buttons | grep -F 'yd' >/dev/null; }
check_true "Ctrl+H opens the history panel in the converter, its row read" history_rows
keys ctrl+h
keys t
screenshot converter-choices-wheel-before
read -r x y w h < <(layout_at $SIZE | awk '$1 == "7" { print int($2), int($3), int($4), int($5) }')
xdotool mousemove --window "$WIN" $((x + w / 2)) $((y + h / 2))
settle
for _ in 1 2 3; do xdotool click 5; settle; done
screenshot converter-choices-wheel-after
check_true "the wheel scrolls the picker" test "$(md5sum <"$ARTIFACTS/converter-choices-wheel-before.png")" != \
    "$(md5sum <"$ARTIFACTS/converter-choices-wheel-after.png")"
keys Escape

# R2 and R4: every key typed into the picker is cheap, however long and hostile the query.
keys f
parens=$(printf '(%.0s' $(seq 300))
most=$(costliest_key "$parens")
check_true "300 '(' in the picker: each key under 100 ms of CPU (most: $most ms)" test "$most" -lt 100
screenshot converter-choices-parens
keys Escape
keys f
most=$(costliest_key "kx$(printf 's%.0s' $(seq 98))")
check_true "kx and 98 s in the picker: each key under 100 ms of CPU (most: $most ms)" test "$most" -lt 100
keys Escape
pick t cm
type_text 2
check "the window answers after" "$(copied)" "60.96 cm"
quit_app

# German: the incompatible choice and the picker in the user's language.
LC_ALL=de_DE.UTF-8 LANGUAGE=de launch -geometry ${SIZE}+0+0
keys ctrl+3
pick f m
pick t kg
type_text 5
screenshot converter-choices-incompatible-de
check "German: m und kg" "$(spoken_display)" "5 m. m und kg messen Verschiedenes"
keys t
type_text °F
screenshot converter-choices-picker-de
keys Escape
quit_app

# The smallest and a big window.
for size in 240x400 900x700; do
    launch -geometry ${size}+0+0
    keys ctrl+3
    pick f m
    pick t kg
    screenshot "converter-choices-incompatible-$size"
    keys f
    type_text fahr
    screenshot "converter-choices-picker-$size"
    keys Escape
    quit_app
done
finish
