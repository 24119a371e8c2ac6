#!/usr/bin/env bash
# End-to-end tests of numbers in the user's locale (issue 22): the window under de_DE, fr_FR, de_CH,
# en_IN, en_US and C.UTF-8, typed on a German numpad, copied both ways, pasted in every form the README's
# table names; batch mode stays in C form. Screenshots of de_DE and fr_FR stay in artifacts/e2e/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb
SIZE=320x560

copy_plain() {  # the display as Ctrl+Shift+C copies it (the C form)
    mark_clipboard_stale; xdotool key --clearmodifiers ctrl+shift+c; settle; xclip -o -selection clipboard 2>/dev/null
}
paste_text() {  # paste_text TEXT: Escape, then the text through the clipboard
    keys Escape; printf '%s' "$1" | offer clipboard; keys ctrl+v; sleep 0.3
}

# Under de_DE with a German keyboard: the numpad's separator key types the decimal point.
LANG=de_DE.UTF-8 launch -geometry ${SIZE}+0+0
setxkbmap de
keys KP_1 KP_2 KP_3 KP_4 KP_Separator KP_5
check "de_DE: KP_Separator on a German numpad, Ctrl+C gives 1234,5" "$(read_display)" "1234,5"
check "de_DE: Ctrl+Shift+C gives the C form" "$(copy_plain)" "1234.5"
screenshot locale-de_DE-compact
keys Escape KP_1 KP_Decimal KP_5
check "de_DE: KP_Decimal types the point too" "$(read_display)" "1,5"
keys Escape 2 comma 5
check "de_DE: , types the point" "$(read_display)" "2,5"
keys Escape 3 period 5
check "de_DE: . types the point" "$(read_display)" "3,5"
paste_text "1.234,5"; check "de_DE: paste 1.234,5" "$(read_display)" "1234,5"
paste_text "1234,5"; check "de_DE: paste 1234,5" "$(read_display)" "1234,5"
paste_text "1,234.5"; check "de_DE: paste 1,234.5" "$(read_display)" "1234,5"
paste_text "1,234"; check "de_DE: paste 1,234 is read by the locale" "$(read_display)" "1,234"
paste_text "0.011"; check "de_DE: paste 0.011" "$(read_display)" "0,011"
paste_text "(1,5+2,5)*2="; check "de_DE: a pasted calculation" "$(read_display)" "8"
keys Escape; type_text "1234.5*2="
resize 900 500
screenshot locale-de_DE-wide
check "de_DE: wide, 2469" "$(read_display)" "2469"
setxkbmap us
quit_app

# Every locale of the README's table: a copy is pasted back as the same number, and the lone-mark
# rule reads by the locale.
while IFS='|' read -r lang copied lone; do
    LANG=$lang launch -geometry ${SIZE}+0+0
    type_text "1234.5"
    check "$lang: Ctrl+C of 1234.5" "$(read_display)" "$copied"
    paste_text "$copied"; check "$lang: the copy pasted back" "$(copy_plain)" "1234.5"
    paste_text "1,234"; check "$lang: paste 1,234" "$(copy_plain)" "$lone"
    [[ $lang == fr_FR.UTF-8 ]] && { keys Escape; type_text "1234567.5"; screenshot locale-fr_FR-compact
                                    resize 900 500; screenshot locale-fr_FR-wide; }
    quit_app
done <<'LOCALES'
fr_FR.UTF-8|1234,5|1.234
de_CH.UTF-8|1234.5|0
en_IN.UTF-8|1234.5|1234
en_US.UTF-8|1234.5|1234
C.UTF-8|1234.5|1234
LOCALES

# Batch mode keeps the C form whatever the locale; --localized asks for the locale's.
check "de_DE: --keys prints the C form" "$(LANG=de_DE.UTF-8 "$BIN" --keys '1234.5')" "1234.5"
check "de_DE: --localized" "$(LANG=de_DE.UTF-8 "$BIN" --keys '1234.5' --localized)" "1.234,5"
check "en_IN: --localized groups 3;2" "$(LANG=en_IN.UTF-8 "$BIN" --keys '1234567' --localized)" "12,34,567"
check "fr_FR: --localized groups with a narrow no-break space" "$(LANG=fr_FR.UTF-8 "$BIN" --keys '1234567.5' --localized)" $'1\u202f234\u202f567,5'
check "LC_ALL=de_DE: functions through Arb still read and print C" "$(LC_ALL=de_DE.UTF-8 "$BIN" --keys '2 sqrt')" "1.4142135623730950488016887242097"
finish
