#!/usr/bin/env bash
# Every proven digit in the real window (issue 31, item 2): `2 √`, then the wheel over the display, a drag on
# the number and Shift+Right reveal further digits, which equal mpmath's (1,100 digits); Ctrl+C after scrolling
# copies every digit revealed; Ctrl+D copies 1,000 proven digits, correctly rounded as mpmath rounds them; the
# next key ends the scroll, and a value made again after Esc (`3 √` twice) shows rounded, not scrolled (issue
# 43, item 5); a terminating fraction (1 ÷ 8) stops at its last digit. Screenshots of the compact
# and wide windows scrolled to digits ~900–1000 of √2 and π go to artifacts/e2e/digits-*.png.
# CALCULATOR_BIN=path tests that binary instead of the release build.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

# The first N significant digits of an mpmath expression at 1,100 digits: truncated (what a scroll reveals),
# or rounded half away from zero when ROUND=1 (what Ctrl+D copies), as one string of digits.
mp_digits() {  # mp_digits EXPR N [ROUND]
    python3 -c "
import mpmath, sys
mpmath.mp.dps = 1100
expr, n, rounding = sys.argv[1], int(sys.argv[2]), sys.argv[3] == '1'
x = eval(expr, {'mp': mpmath})
s = mpmath.nstr(x, 1080, strip_zeros=False, min_fixed=1, max_fixed=0).split('e')[0].replace('.', '').lstrip('-')
if not rounding:
    print(s[:n])
else:
    from decimal import Decimal, ROUND_HALF_UP, getcontext
    getcontext().prec = n
    print(str(+Decimal(s[0] + '.' + s[1:]).normalize()).replace('.', '')[:n].ljust(n, '0'))
" "$1" "$2" "${3:-0}"
}
# The digits of a copied number (its sign, point and exponent dropped).
digits_of() { sed -e 's/e.*//' -e 's/[^0-9]//g'; }

# The number's area: the display below the round buttons, where the wheel and a drag scroll the digits.
number_point() {  # number_point SIZE → 'X Y' inside the number
    layout_at "$1" | awk '$1 == "display" { print int($2 + $4 * 3 / 4), int($3 + $5 * 6 / 10) }'
}
wheel() {  # wheel SIZE BUTTON COUNT: the wheel over the number
    read -r x y < <(number_point "$1")
    xdotool mousemove --window "$WIN" "$x" "$y"
    for _ in $(seq "$3"); do xdotool click "$2"; done
    settle
}
# Waits for the digits being proven ("computing…") to come: the expression line stops changing.
await_digits() { sleep 0.4; settle; }

SIZE=320x560
launch -geometry ${SIZE}+0+0
root2=$(mp_digits 'mp.sqrt(2)' 1050)
type_text "2r"
check "2 √ shows 16 digits" "$(read_display | digits_of)" "$(mp_digits 'mp.sqrt(2)' 16 1)"

# The wheel: a click scrolls half a display (8 digits compact); five clicks show digits 41–56.
wheel $SIZE 5 5
await_digits
copied=$(read_display | digits_of)
check "after five wheel clicks Ctrl+C copies the 56 digits revealed" "${#copied}" 56
check "… and they are mpmath's" "$copied" "${root2:0:56}"
wheel $SIZE 4 10
check "the wheel back returns to the first digits" "$(read_display | digits_of)" "$(mp_digits 'mp.sqrt(2)' 16 1)"

# A drag on the number: leftwards reveals further digits, as the number follows the pointer.
read -r x y < <(number_point $SIZE)
xdotool mousemove --window "$WIN" "$x" "$y" mousedown 1
for step in 1 2 3 4 5 6; do xdotool mousemove --window "$WIN" $((x - step * 30)) "$y"; sleep 0.05; done
xdotool mouseup 1
await_digits
copied=$(read_display | digits_of)
check_true "a drag of 180 px leftwards reveals further digits (${#copied})" test "${#copied}" -gt 16
check "… which are mpmath's" "$copied" "${root2:0:${#copied}}"
check "… and the drag deleted nothing (the swipe is an entry's backspace)" "$(read_display | digits_of | cut -c1-16)" "${root2:0:16}"

# Shift+Right: a page (16 digits) a press; 56 pages reach digits 897–912.
for _ in $(seq 8); do xdotool key --clearmodifiers --delay 10 shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right; done
await_digits
copied=$(read_display | digits_of)
check_true "Shift+Right ×56 reveals at least 900 digits (${#copied})" test "${#copied}" -ge 900
check "… every one of them mpmath's" "$copied" "${root2:0:${#copied}}"
screenshot digits-compact-sqrt2

# Ctrl+D: 1,000 proven digits, rounded once.
mark_clipboard_stale
keys ctrl+d
check "Ctrl+D copies 1,000 digits of √2, as mpmath rounds them" "$(xclip -o -selection clipboard | digits_of)" \
    "$(mp_digits 'mp.sqrt(2)' 1000 1)"

# The next key ends the scroll: × shows the value's first digits again.
type_text "*"
check "the next key ends the scroll" "$(read_display)" 1.414213562373095
keys Escape

# A scroll belongs to the value scrolled (issue 43): `3 √`, Shift+Right ×3, Esc, `3 √` is the same state
# again, and a new value: it shows rounded, not at digits 49–64.
type_text "3r"
xdotool key --clearmodifiers --delay 10 shift+Right shift+Right shift+Right
await_digits
check_true "3 √ scrolled three pages shows digits past the 48th" test "$(read_display | digits_of | wc -c)" -gt 60
keys Escape
type_text "3r"
screenshot digits-compact-repeated-value
check "3 √ Shift+Right ×3 Esc 3 √ shows 1.732050807568877" "$(read_display)" 1.732050807568877
keys Escape

# A terminating fraction ends: 1 ÷ 8 has three digits, and nothing to scroll to.
type_text "1/8="
wheel $SIZE 5 3
check "1 ÷ 8 = has no further digits to scroll to" "$(read_display)" 0.125
keys Escape

# π, compact and wide, scrolled near digit 900.
type_text "p"
for _ in $(seq 8); do xdotool key --clearmodifiers --delay 10 shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right; done
await_digits
copied=$(read_display | digits_of)
check "π scrolled: the digits revealed are mpmath's" "$copied" "$(mp_digits 'mp.pi' ${#copied})"
screenshot digits-compact-pi

SIZE=900x500
resize 900 500
keys Escape
type_text "2r"
for _ in $(seq 4); do xdotool key --clearmodifiers --delay 10 shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right; done
await_digits
copied=$(read_display | digits_of)
check_true "the wide window scrolls 32 digits a page: 28 pages reveal at least 900 (${#copied})" test "${#copied}" -ge 900
check "… every one of them mpmath's" "$copied" "${root2:0:${#copied}}"
screenshot digits-wide-sqrt2
keys Escape
type_text "p"
for _ in $(seq 4); do xdotool key --clearmodifiers --delay 10 shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right shift+Right; done
await_digits
screenshot digits-wide-pi
keys Escape
type_text "7/3="
screenshot digits-wide-seven-thirds
quit_app
finish
