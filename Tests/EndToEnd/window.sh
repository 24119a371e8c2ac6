#!/usr/bin/env bash
# End-to-end tests of the window (issue 4): the release binary in a private Xvfb, driven by xdotool,
# read back through the clipboard, looked at through screenshots. Screenshots stay in artifacts/e2e/.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb
SIZE=320x560

launch -geometry ${SIZE}+0+0
screenshot_screen window-screen   # the window in its frame, as the window manager draws it

# Typed key sequences give what batch mode gives for the same keys.
while IFS='|' read -r typed batch; do
    keys Escape
    type_text "$typed"
    check "typed '$typed' = --keys '$batch'" "$(read_display)" "$("$BIN" --digits 16 --keys "$batch")"
done <<'SEQUENCES'
12*3=|12 * 3 =
1+2=|1 + 2 =
0.1+0.2=|0.1 + 0.2 =
9*6-|9 * 6 -
5+*3=|5 + * 3 =
5+3==|5 + 3 = =
50+10%=|50 + 10 % =
2/3=|2 / 3 =
7/0=|7 / 0 =
1.500|1 . 5 0 0
123456789*1000000=|123456789 * 1000000 =
86251.76-86250.82=|86251.76 - 86250.82 =
1/3*3=|1 / 3 * 3 =
SEQUENCES

# The compact window shows 16 significant digits, whole and with the sign; Ctrl+C copies them.
keys Escape; type_text "1/7="; keys n
check "1 ÷ 7 = ± shows 16 digits and the sign" "$(read_display)" "-0.1428571428571429"
screenshot display-16-digits
keys Escape; type_text "9876543219876543"; keys n
check "a 16-digit negative entry is held whole" "$(read_display)" "-9876543219876543"
keys 1
check "a 17th digit is refused" "$(read_display)" "-9876543219876543"
keys Escape; type_text "2^64="
check "2 ^ 64 in e-notation at 16 digits" "$(read_display)" "1.844674407370955e19"

# Named keys: keypad, Return, Escape, Delete, BackSpace, n, F9.
keys Escape 9 KP_Multiply 6 KP_Subtract Delete 8 KP_Enter
check "keypad keys and Delete as C: 9×6−C8= " "$(read_display)" "46"
keys Escape 1 2 3 BackSpace
check "BackSpace deletes the last digit" "$(read_display)" "12"
keys n
check "n negates" "$(read_display)" "-12"
keys F9 KP_Decimal 5
check "F9 negates, KP_Decimal types a point" "$(read_display)" "12.5"
keys Escape 4 comma 2 x 2 equal
check "comma is the decimal point, x multiplies, = equals" "$(read_display)" "8.4"

# Caps Lock changes no shortcut: r is √ (R, with Shift, would be ∛), whatever the Lock.
# (xdotool --clearmodifiers, as in keys and read_display, turns Caps Lock off and leaves it so.)
caps_lock() { xset q | grep -o 'Caps Lock: *o[nf]*' | tr -s ' '; }
keys Escape
xdotool key Caps_Lock; settle
type_text "27r"
check "Caps Lock was on while typing" "$(caps_lock)" "Caps Lock: on"
check "with Caps Lock on, 27 r is √27" "$(read_display)" "5.196152422706632"
[[ "$(caps_lock)" == "Caps Lock: on" ]] && { xdotool key Caps_Lock; settle; }
check "Caps Lock is off again" "$(caps_lock)" "Caps Lock: off"

# A dead key types its accent at once: on a German keyboard ^ is dead_circumflex, and 2 ^ 10 is xʸ.
setxkbmap de; settle
keys Escape; type_text 2; xdotool key dead_circumflex; settle; type_text 10; keys Return
check "German layout: 2 dead_circumflex 10 Return is 2^10" "$(read_display)" "1024"
setxkbmap us; settle

# Clicks at the centre of a button of each kind press it (what every button does, and that the
# centre of each hits it, are unit tests: Tests/CalculatorPresentationTests).
click_test() {  # click_test NAME BEFORE_KEYS BUTTON AFTER_KEYS EXPECTED
    keys Escape
    [[ -n "$2" ]] && type_text "$2"
    click_button "$3" "$SIZE"
    [[ -n "$4" ]] && type_text "$4"
    settle
    check "click $1" "$(read_display)" "$5"
}
click_test "digit 7" "" "7" "" "7"
click_test "0 (two columns wide)" "1" "0" "" "10"
click_test "point" "1" "point" "5" "1.5"
click_test "subtract" "6" "subtract" "2=" "4"
click_test "equals" "6+2" "equals" "" "8"
click_test "negate" "5" "negate" "" "-5"
click_test "clear" "5" "clear" "" "0"
keys Escape; type_text "6+5"; click_button clear $SIZE; type_text "6="
check "click C keeps the pending operation" "$(read_display)" "$("$BIN" --digits 16 --keys '6 + 5 C 6 =')"

# A press dragged out of the button does nothing; fast repeated clicks all count.
keys Escape
read -r x y w h < <(layout_at $SIZE | awk '$1 == "7" { print int($2), int($3), int($4), int($5) }')
xdotool mousemove --window "$WIN" $((x + w / 2)) $((y + h / 2)) mousedown 1 mousemove --window "$WIN" $((x + w / 2)) 20 mouseup 1
settle
check "press dragged out cancels" "$(read_display)" "0"
xdotool mousemove --window "$WIN" $((x + w / 2)) $((y + h / 2)) click --repeat 5 --delay 10 1
settle
check "five fast clicks on 7" "$(read_display)" "77777"

# Paste: a number becomes the entry; garbage leaves the display as it was.
keys Escape; type_text "9+"
printf '1,234.5' | offer clipboard; keys ctrl+v; type_text "="
check "paste 1,234.5 then =" "$(read_display)" "1243.5"
keys Escape; type_text "77"
printf 'hello' | offer clipboard; keys ctrl+v
check "paste of text is ignored" "$(read_display)" "77"
head -c 10000000 /dev/zero | tr '\0' '7' | offer clipboard; keys shift+Insert
check "paste of 10 MB is ignored" "$(read_display)" "77"
printf ' 42\n' | offer clipboard; keys shift+Insert
check "Shift+Insert pastes ' 42\\n'" "$(read_display)" "42"
printf 'my selection' | offer primary
keys ctrl+Insert
check "Ctrl+Insert copies" "$(xclip -o -selection clipboard)" "42"
check "Ctrl+C leaves PRIMARY (the user's selection) alone" "$(xclip -o -selection primary)" "my selection"

# A middle click pastes PRIMARY, X's other selection, as in every X program.
read -r x y w h < <(layout_at $SIZE | awk '$1 == "display" { print int($2), int($3), int($4), int($5) }')
keys Escape; type_text "5"
printf 77 | offer primary
xdotool mousemove --window "$WIN" $((x + w / 2)) $((y + h / 2)) click 2; settle
check "a middle click on the display pastes PRIMARY" "$(read_display)" "77"

# A horizontal swipe across the display deletes the last digit (the iPhone's gesture); a tap does nothing.
keys Escape; type_text "123"
xdotool mousemove --window "$WIN" $((x + w - 20)) $((y + h / 2)) click 1; settle
check "a tap on the display does nothing" "$(read_display)" "123"
xdotool mousemove --window "$WIN" $((x + w - 20)) $((y + h / 2)) mousedown 1
for step in 25 50 75 100; do xdotool mousemove --window "$WIN" $((x + w - 20 - step)) $((y + h / 2 + step / 25)); sleep 0.02; done
xdotool mouseup 1; settle
check "a swipe 100 px to the left across the display deletes the last digit" "$(read_display)" "12"
check "TARGETS are served (MULTIPLE too, as ICCCM asks)" "$(xclip -o -selection clipboard -t TARGETS | sort | tr '\n' ' ')" "MULTIPLE STRING TARGETS TIMESTAMP UTF8_STRING "

# Look and feel at several sizes: buttons inside the window, corners round, fills right, clicks land.
inside_window() {  # every button frame lies within W×H
    layout_at "$1" | awk -v W="${1%x*}" -v H="${1#*x}" '
        $1 != "sizeclass" { if ($2 < 0 || $3 < 0 || $2 + $4 > W + 0.01 || $3 + $5 > H + 0.01) bad = 1 } END { exit bad }'
}
expected_fill() {  # expected_fill ID → r,g,b
    case $1 in
        clear|negate|percent) echo 165,165,165 ;;
        divide|multiply|subtract|add|equals) echo 191,77,0 ;;
        history|undo|redo) echo 33,33,33 ;;
        *) echo 51,51,51 ;;
    esac
}
for size in 240x400 320x560 480x800 900x1200; do
    resize "${size%x*}" "${size#*x}"
    geometry=$(xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }')
    check "window resized to $size" "$geometry" "$size"
    check_true "every button inside the window at $size" inside_window "$size"
    keys Escape
    screenshot "window-$size"
    bad_corners=0; bad_fills=0
    while read -r id x y w h; do
        [[ $id == display || $id == sizeclass ]] && continue
        x=${x%.*}; y=${y%.*}; w=${w%.*}; h=${h%.*}
        [[ $(pixel "$ARTIFACTS/window-$size.png" $((x + 1)) $((y + 1))) == 0,0,0 ]] || bad_corners=$((bad_corners + 1))
        [[ $(pixel "$ARTIFACTS/window-$size.png" $((x + w / 2)) $((y + h / 6))) == $(expected_fill "$id") ]] || bad_fills=$((bad_fills + 1))
    done < <(layout_at "$size")
    check "button corners show the background at $size" "$bad_corners" 0
    check "button centres show their fill at $size" "$bad_fills" 0
    keys Escape
    click_button 7 "$size"; click_button add "$size"; click_button 8 "$size"; click_button equals "$size"
    settle
    check "clicks land at $size: 7 + 8 =" "$(read_display)" "15"
done

# A pending operator is drawn inverted: white with an orange sign.
resize 320 560
keys Escape; type_text "5+"
screenshot pending-operator
read -r x y w h < <(layout_at $SIZE | awk '$1 == "add" { print int($2), int($3), int($4), int($5) }')
check "pending + is white" "$(pixel "$ARTIFACTS/pending-operator.png" $((x + w / 2)) $((y + h / 6)))" "255,255,255"
read -r x y w h < <(layout_at $SIZE | awk '$1 == "subtract" { print int($2), int($3), int($4), int($5) }')
check "other operators stay orange" "$(pixel "$ARTIFACTS/pending-operator.png" $((x + w / 2)) $((y + h / 6)))" "191,77,0"

# A pasted calculation is read as an expression and replaces what was typed (issue 20's examples, which
# other calculators misread); the expected values are the arithmetic of the pasted text.
while IFS='|' read -r typed example expected; do
    keys Escape
    [[ -n "$typed" ]] && type_text "$typed"
    printf '%s' "$example" | offer clipboard
    keys ctrl+v; sleep 0.4   # the owner answers asynchronously; read_display takes the clipboard back
    check "typed '$typed', pasted '$example'" "$(read_display)" "$expected"
done <<'PASTES'
5|12+3×4=|24
|12+3×4=|24
|(2+3)*4=|20
|2 × −3 =|-6
|2*-3=|-6
|10/-2=|-5
|1e3+1=|1001
|2**3|8
|1,234.5 − 34.5 =|1200
|50 + 10%|55
2+|3*4=|14
PASTES
# A refused paste leaves the display as it was and says so in the expression line, until the next key.
keys Escape; type_text "6*7"
printf '2 plus 2' | offer clipboard; keys ctrl+v; sleep 0.4
screenshot refused-paste
check "a refused paste changes nothing" "$(read_display)" "7"
check_true "the refused paste's notice shows in the expression line" test "$(expression_ink "$ARTIFACTS/refused-paste.png")" -gt 50
type_text "="
check "the entry typed before the refused paste is kept" "$(read_display)" "42"
# Every refused paste says so, the same way (issue 35, item 9): too long, invalid UTF-8, a NUL, not text
# at all, as text that is no calculation does; the display stays, and the notice fits whole, shrunk,
# never cut to "… a calculation" (which read as the opposite) at 320×560 or at the minimum, 200×330.
notice_box() {  # notice_box PNG SIZE → 'W H X' of the ink in the expression line
    local ex ey ew eh
    read -r ex ey ew eh < <(expression_area "$2")
    convert "$1" -crop "${ew}x${eh}+${ex}+$ey" +repage -threshold 30% -trim -format '%w %h %X' info:
}
# The notice is whole, not elided: its ink starts with the N of "Not a calculation", at least a third of the
# notice's height, where an elided "… a calculation" would start with a dot at the baseline (under 0.25).
# (A ratio of width to height does not tell them apart at 200×330, where the text is 8 px tall and its
# antialiasing adds a pixel or two; the faint stem of that N needs a threshold of 15%.)
first_stroke() {  # first_stroke PNG SIZE → 'S H': the ink height of the notice's first two columns, and of all of it
    local ex ey ew eh
    read -r ex ey ew eh < <(expression_area "$2")
    convert "$1" -crop "${ew}x${eh}+${ex}+$ey" +repage -threshold 15% -trim +repage "$ARTIFACTS/notice.png"
    echo "$(convert "$ARTIFACTS/notice.png" -crop "2x$eh+0+0" +repage -bordercolor black -border 1 -trim -format '%h' info:)" \
        "$(identify -format '%h' "$ARTIFACTS/notice.png")"
}
for size in 1000x700 320x560 200x330; do
    resize "${size%x*}" "${size#*x}"
    shapes=()
    while IFS='|' read -r name type command; do
        keys Escape; type_text "6*7"
        eval "$command" | xclip -selection clipboard -t "$type" -i >/dev/null 2>&1; sleep 0.2
        keys ctrl+v; sleep 0.4
        screenshot "refused-$name-$size"
        check "$size, a paste of $name: the display is unchanged" "$(read_display)" 7
        shapes+=("$(notice_box "$ARTIFACTS/refused-$name-$size.png" "$size")")
    done <<'REFUSALS'
text|UTF8_STRING|printf '2 plus 2'
5000 digits|UTF8_STRING|head -c 5000 /dev/zero | tr '\0' '7'
invalid UTF-8|UTF8_STRING|printf '\xff\xfe4'
a NUL|UTF8_STRING|printf '12\0003'
an image|image/png|head -c 100 /dev/urandom
REFUSALS
    echo "     $size: the notice's ink (width height left): ${shapes[*]}"
    check_true "$size: the notice shows" test "${shapes[0]%% *}" -gt 40
    check "$size: every refusal shows the same notice" "$(printf '%s\n' "${shapes[@]}" | sort -u | wc -l)" 1
    read -r stroke nh < <(first_stroke "$ARTIFACTS/refused-text-$size.png" "$size")
    check_true "$size: the notice is whole (its first stroke $stroke px of its $nh px)" test $((3 * stroke)) -ge "$nh"
done
resize 320 560
# Undo and redo: Ctrl+Z and Ctrl+Shift+Z, and the round buttons at the display's top left.
keys Escape; type_text "123+4"; keys Escape ctrl+z; type_text "="
check "Ctrl+Z undoes AC: 123 + 4 =" "$(read_display)" "127"
keys Escape; type_text "2*(3+4)"
check "typed parentheses: 2 × (3 + 4) shows the group" "$(read_display)" "7"
click_button undo $SIZE; settle
check "the undo button takes back the )" "$(read_display)" "4"
click_button redo $SIZE; settle; type_text "="
check "the redo button puts it back: 14" "$(read_display)" "14"
# The compact window after 2 + 3 ×: the display shows the operand of the × that waits.
keys Escape; type_text "2+3*"
check "2 + 3 × shows 3" "$(read_display)" "3"
screenshot compact-precedence-pending
keys Escape

# Window properties for the window manager.
props=$(xprop -id "$WIN")
check "WM_CLASS" "$(grep '^WM_CLASS' <<<"$props")" 'WM_CLASS(STRING) = "calculator", "Calculator"'
check "_NET_WM_NAME" "$(grep '^_NET_WM_NAME' <<<"$props")" '_NET_WM_NAME(UTF8_STRING) = "Calculator"'
check "WM_NAME" "$(grep '^WM_NAME' <<<"$props")" 'WM_NAME(STRING) = "Calculator"'
check "_NET_WM_PID" "$(grep '^_NET_WM_PID' <<<"$props" | awk '{ print $3 }')" "$APP_PID"
check_true "_NET_WM_ICON is set" grep -q '^_NET_WM_ICON(CARDINAL)' <<<"$props"
check_true "minimum size in WM_NORMAL_HINTS" grep -q 'program specified minimum size' <<<"$props"

# Closing: Ctrl+Q, Ctrl+W, the window manager's WM_DELETE_WINDOW and XDestroyWindow exit with status 0. Memory minus
# is Ctrl+M.
keys Escape 8 ctrl+p ctrl+m ctrl+m ctrl+r
check "Ctrl+M is m−, and the window stays" "$(kill -0 "$APP_PID" && read_display)" "-8"
xdotool key --clearmodifiers ctrl+q; wait "$APP_PID"; check "Ctrl+Q exits 0" "$?" 0; APP_PID=""
launch -geometry ${SIZE}+0+0
xdotool key --clearmodifiers ctrl+w; wait "$APP_PID"; check "Ctrl+W exits 0" "$?" 0; APP_PID=""
launch -geometry ${SIZE}+0+0
python3 "$ROOT/Tests/EndToEnd/wm_delete.py" "$WIN"; wait "$APP_PID"; check "WM_DELETE_WINDOW exits 0" "$?" 0; APP_PID=""
# Another client destroying the window (XDestroyWindow, as `xdotool windowclose` does) ends the process
# with status 0 and no X error, within 5 s (issue 23, item 10); before, it ran on forever.
launch -geometry ${SIZE}+0+0
errors_before=$(grep -c 'X error' "$ARTIFACTS/stderr.log")
xdotool windowclose "$WIN"
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP_PID" 2>/dev/null; then
    check "XDestroyWindow from another client exits" "still running" "exited"; kill "$APP_PID"; wait "$APP_PID" 2>/dev/null
else
    wait "$APP_PID"; check "XDestroyWindow from another client exits 0" "$?" 0
fi
APP_PID=""
check "XDestroyWindow: no X error on stderr" "$(grep -c 'X error' "$ARTIFACTS/stderr.log")" "$errors_before"

# -geometry -0-0 (a separate argument that starts with '-') puts the window, frame and all, in the
# bottom-right corner of the 1920x1200 screen: win_gravity SouthEast in WM_NORMAL_HINTS, as xterm does.
launch -geometry -0-0
check_true "-geometry -0-0: window gravity SouthEast" grep -q 'window gravity: SouthEast' <<<"$(xprop -id "$WIN" WM_NORMAL_HINTS)"
frame_edges() {  # right and bottom edges of the window's frame (the window's when there is no frame)
    local ax ay w h l r t b
    ax=$(xwininfo -id "$WIN" | awk '/Absolute upper-left X/ { print $NF }')
    ay=$(xwininfo -id "$WIN" | awk '/Absolute upper-left Y/ { print $NF }')
    w=$(xwininfo -id "$WIN" | awk '/Width:/ { print $NF }')
    h=$(xwininfo -id "$WIN" | awk '/Height:/ { print $NF }')
    IFS=, read -r l r t b < <(xprop -id "$WIN" _NET_FRAME_EXTENTS | sed -n 's/.* = //p' | tr -d ' ')
    echo $((ax + w + ${r:-0})) $((ay + h + ${b:-0}))
}
read -r right bottom < <(frame_edges)
echo "     (frame ends at $right,$bottom; extents $(xprop -id "$WIN" _NET_FRAME_EXTENTS | sed -n 's/.* = //p'))"
check_true "-geometry -0-0: the frame ends at the screen's right edge ($right)" test $((right - 1920)) -ge -1 -a $((right - 1920)) -le 1
check_true "-geometry -0-0: the frame ends at the screen's bottom edge ($bottom)" test $((bottom - 1200)) -ge -1 -a $((bottom - 1200)) -le 1
screenshot_screen geometry-bottom-right
quit_app

# No display: one line on stderr, exit status 1.
err=$("$BIN" -display :999 2>&1 >/dev/null); status=$?
check "no display exits 1" "$status" 1
check "no display says so in one line" "$err" "calculator: cannot open display ':999'"
err=$(env -u DISPLAY "$BIN" 2>&1 >/dev/null); status=$?
check "unset DISPLAY exits 1" "$status" 1
check "unset DISPLAY says so" "$err" "calculator: DISPLAY is not set"

# A bad value of an option: one line on stderr, exit status 2 (issue 35, item 8: --dpi nan trapped in the
# layout's solver, SIGILL).
for args in "--dpi nan --print-layout 320x560" "--dpi inf --print-layout 320x560" "--print-layout 40000x560" "-geometry 320x560+99999+0" "--digits 0 --keys 1"; do
    # shellcheck disable=SC2086
    err=$("$BIN" $args 2>&1 >/dev/null); status=$?
    check "'$args' exits 2" "$status" 2
    check "'$args': one line on stderr" "$(wc -l <<<"$err") ${err%% *}" "1 calculator:"
done

finish
