#!/usr/bin/env bash
# End-to-end test of typing the sheet as a keyboard makes its characters (issue 49): a dead key
# (`dead_acute` then `e` is `é`) and the Compose key (`Multi_key o o` is `°`, `Multi_key = e` and
# `Multi_key C =` are `€`, as the locale's Compose table says) go through the input method (XIM) into
# the sheet, under en_US.UTF-8 and de_DE.UTF-8; `20 °C to °F` typed so computes as --sheet computes it.
# In the keypad modes a dead key still types its accent at once (window.sh: `2 ^ 10` on a German layout).
# Keysyms are put on spare keycodes with xmodmap, as a keyboard layout has them.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_with_screen_reader

# The keys a German or a Compose-key keyboard has, on keycodes no key of Xvfb's layout uses.
xmodmap -e "keycode 247 = dead_acute" -e "keycode 248 = Multi_key" -e "keycode 249 = dead_circumflex"

read_sheet() { "${PROBE[@]}" sheet; }
# Types the keysyms given, one by one, as a keyboard's keys.
press() { xdotool key --delay 40 "$@"; settle; }

for locale in en_US.UTF-8 de_DE.UTF-8; do
    fresh_data
    # A new sheet is named in the window's language.
    name=Untitled; [[ $locale == de_* ]] && name=Unbenannt
    SHEET=$XDG_DATA_HOME/calculator/sheets/$name.calc
    LANG=$locale LC_ALL=$locale launch -geometry 320x560+0+0
    keys ctrl+4
    # `caf´e`: the dead key waits for the letter and makes one character of both.
    type_text "caf"
    press dead_acute e
    keys Return
    # 20 °C to °F, each ° made by Compose o o.
    type_text "20 "
    press Multi_key o o
    type_text "C to "
    press Multi_key o o
    type_text "F"
    keys Return
    # Two Compose sequences of €, and a circumflex on a vowel.
    press Multi_key equal e space Multi_key C equal space dead_circumflex a
    sleep 1.5   # the pause after which the file is written
    check "$locale: a dead key makes é in the sheet" "$(read_sheet | sed -n 1p | cut -f1)" "café"
    check "$locale: Compose o o makes ° and the line computes as --sheet does" "$(read_sheet | sed -n 2p)" \
        "$(printf '20 °C to °F\t%s' "$(printf '20 °C to °F\n' | "$BIN" --sheet - --digits 16)")"
    check "$locale: 20 °C is 68 °F" "$(read_sheet | sed -n 2p | cut -f2)" "68 °F"
    check "$locale: Compose = e and C = make €, a dead circumflex â" "$(read_sheet | sed -n 3p | cut -f1)" "€ € â"
    check "$locale: the file holds the composed characters" "$(cat "$SHEET")" "$(printf 'café\n20 °C to °F\n€ € â')"
    [[ $locale == de_DE.UTF-8 ]] && screenshot sheet-compose-de-320x560
    # Back in the calculator, the dead circumflex is the power at once: 2 ^ 10.
    keys ctrl+1 Escape
    press 2 dead_circumflex 1 0 Return
    check "$locale: in the calculator a dead circumflex is still ^ at once" "$(read_display)" "1024"
    quit_app
done

finish
