#!/usr/bin/env bash
# End-to-end tests of the adaptive layout (issue 5): compact ↔ wide while resizing, the scientific
# panel's buttons, every size from a corner widget to 4K, and 192 dpi. Screenshots in artifacts/e2e/.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
XVFB_SIZE=3840x2160x24 start_xvfb

launch -geometry 320x560+0+0
size_class() { "$BIN" --print-layout "$1" | awk '$1 == "sizeclass" { print $2 }'; }

# Across the boundary and back, several times: the value and the pending operation survive.
keys Escape; type_text "12345.5+"
for round in 1 2 3; do
    resize 900 420
    check "round $round: 900x420 is wide" "$(size_class 320x560,900x420)" wide
    check "round $round: value kept when wide" "$(read_display)" "12345.5"
    resize 320 560
    check "round $round: value kept when compact" "$(read_display)" "12345.5"
done
type_text "0.5="
check "pending + survived the switches" "$(read_display)" "12346"

# Hysteresis: between 565 and 600 px wide at 500 px tall (the display keeping 110 of them, issue 47),
# the class depends on where the window came from.
check "580x500 from compact stays compact" "$(size_class 320x560,580x500)" compact
check "580x500 from wide stays wide" "$(size_class 900x420,580x500)" wide
check "555x500 from wide goes compact" "$(size_class 900x420,555x500)" compact

# Clicks on the scientific panel in wide mode, one per row: what every button does is a unit test
# (Tests/CalculatorPresentationTests/KeypadTests.swift); here the real clicks land on the right button.
resize 900 420
WIDE="320x560,900x420"
sci_test() {  # sci_test BUTTON BEFORE AFTER BATCH
    keys Escape
    [[ -n "$2" ]] && type_text "$2"
    click_button "$1" "$WIDE"
    [[ -n "$3" ]] && type_text "$3"
    settle
    check "click $1 ($4)" "$(read_display)" "$("$BIN" --keys "$4")"
}
sci_test power 2 "10=" "2 xʸ 10 ="
sci_test log10 1000 "" "1000 log₁₀"
sci_test cos 60 "" "60 cos"
sci_test pi "" "" "π"
sci_test memoryAdd 5 "" "5 m+"
keys Escape; click_button memoryRecall "$WIDE"
check "click mr recalls m+" "$(read_display)" "5"
# Parentheses at the panel's top left, as on the iPhone: two open groups are counted in the status line.
keys Escape; type_text "2*"; click_button openParenthesis "$WIDE"; type_text "3+"; click_button openParenthesis "$WIDE"
type_text 4
screenshot wide-two-open-parentheses
click_button closeParenthesis "$WIDE"; click_button closeParenthesis "$WIDE"
check "click ( and ): 2 × (3 + (4)) shows the group" "$(read_display)" "7"
type_text "="
check "then = gives 14" "$(read_display)" "14"
keys Escape; click_button second "$WIDE"; type_text 0.5; click_button sin "$WIDE"
check "2nd turns sin into sin⁻¹" "$(read_display)" "$("$BIN" --keys "2nd 0.5 sin")"
click_button second "$WIDE"
keys Escape; click_button angle "$WIDE"; type_text 1; click_button sin "$WIDE"
check "Rad: sin 1 in radians" "$(read_display)" "$("$BIN" --keys "rad 1 sin")"
screenshot radians
click_button angle "$WIDE"
keys Escape; type_text 1; click_button sin "$WIDE"
check "Deg again: sin 1 in degrees" "$(read_display)" "$("$BIN" --keys "1 sin")"

# Scientific keys work from the keyboard in compact too, where their buttons are not on screen.
resize 320 560
keys Escape; type_text "16r"
check "r (√) in compact" "$(read_display)" "4"
keys Escape; type_text "2^10="
check "^ (xʸ) in compact" "$(read_display)" "1024"

# The status line (2nd Rad M Top) has a place of its own, right of the round buttons, and the
# expression line the display's full width in the band under them (issue 36, item 5): the expression
# line keeps its width, pixel for pixel, whatever the status shows (issue 23, item 3: with
# `2nd Rad M Top` only `…` was left of it).
crop() {  # crop NAME X Y W H → the region's pixels as text, for comparing
    convert "$ARTIFACTS/$1.png" -crop "$4x$5+$2+$3" +repage -depth 8 rgb:- | md5sum | cut -c1-32
}
background_only() {  # background_only NAME X Y W H → 1 if every pixel of the region is the background
    convert "$ARTIFACTS/$1.png" -crop "$4x$5+$2+$3" +repage -format '%[fx:maxima.r == 0 && maxima.g == 0 && maxima.b == 0 ? 1 : 0]' info:
}
read -r dx dy dw dh < <(layout_at 320x560 | awk '$1 == "display" { print int($2), int($3), int($4), int($5) }')
side=$(layout_at 320x560 | awk '$1 == "history" { print int($4) }')
inset=$(( side * 375 / 100 ))   # three round buttons, 1.25 of a side apart
mode_button=$(( side * 125 / 100 ))   # the mode button at the row's right end, and a quarter of its side
band=$(( (dh - side) / 4 - 1 ))   # the expression line's band: a quarter of the number's area (DisplayAreas)
keys Escape ctrl+l; type_text "1234+56*7="   # mc: the memory set above would show M
screenshot status-none
keys d ctrl+p Tab ctrl+k
screenshot status-all
check "the status reads 2nd Rad M Top (the expression unchanged)" "$(read_display)" "$("$BIN" --keys "1234 + 56 * 7 =")"
check "the expression line is the same with the status on" "$(crop status-all "$dx" $((dy + side)) "$dw" "$band")" \
    "$(crop status-none "$dx" $((dy + side)) "$dw" "$band")"
check "the expression line is drawn in its full-width band" "$(background_only status-none "$dx" $((dy + side)) "$dw" "$band")" 0
check "the status shows right of the round buttons" \
    "$(background_only status-all $((dx + inset)) "$dy" $((dw - inset - mode_button)) "$side")" 0
check "… where nothing is drawn without it" \
    "$(background_only status-none $((dx + inset)) "$dy" $((dw - inset - mode_button)) "$side")" 1
keys d ctrl+l Tab ctrl+k

# Sizes from a corner widget to 4K: inside the window, no overlaps, round corners, right fills.
fill_of() {  # fill_of ID → r,g,b (the default iPhone palette)
    case $1 in
        clear|negate|percent) echo 165,165,165 ;;
        divide|multiply|subtract|add|equals) echo 191,77,0 ;;
        [0-9]|point) echo 51,51,51 ;;
        second) echo "" ;;  # latched state varies
        *) echo 33,33,33 ;;
    esac
}
look_at() {  # look_at NAME LAYOUT-SIZES [DPI]
    local name=$1 sizes=$2 dpi=${3:-96} shot="$ARTIFACTS/$1.png" last=${2##*,}
    local frames; frames=$("$BIN" --print-layout "$sizes" --dpi "$dpi" | awk '$1 != "sizeclass"')
    screenshot "$name"
    check "$name: window is $last" "$(xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }')" "$last"
    check "$name: buttons inside the window, none overlapping" "$(awk -v W="${last%x*}" -v H="${last#*x}" '
        $1 != "display" { n++; id[n] = $1; x[n] = $2; y[n] = $3; w[n] = $4; h[n] = $5
            if ($2 < -0.01 || $3 < -0.01 || $2 + $4 > W + 0.01 || $3 + $5 > H + 0.01 || $4 < 0 || $5 < 0) bad++ }
        END { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
                  if (x[i] < x[j] + w[j] - 0.01 && x[j] < x[i] + w[i] - 0.01 && y[i] < y[j] + h[j] - 0.01 && y[j] < y[i] + h[i] - 0.01) bad++
              print bad + 0 }' <<<"$frames")" 0
    local corners=0 fills=0 checked=0
    while read -r id x y w h; do
        [[ $id == display ]] && continue
        x=${x%.*}; y=${y%.*}; w=${w%.*}; h=${h%.*}
        (( w >= 20 && h >= 20 )) || continue  # the corner pixel lies inside a radius below ~5 px
        checked=$((checked + 1))
        [[ $(pixel "$shot" $((x + 1)) $((y + 1))) == 0,0,0 ]] || corners=$((corners + 1))
        local want; want=$(fill_of "$id")
        [[ -z $want || $(pixel "$shot" $((x + w / 2)) $((y + h / 6))) == "$want" ]] || fills=$((fills + 1))
    done <<<"$frames"
    check "$name: $checked buttons have round corners" "$corners" 0
    check "$name: $checked buttons show their fill" "$fills" 0
}
keys Escape
for size in 200x330 320x560 900x420 1600x900 3840x2160; do
    resize "${size%x*}" "${size#*x}"
    look_at "adaptive-$size" "320x560,$size"
done
# The window manager keeps the minimum size (200x330 at 96 dpi)…
if [[ -n "$WM_PID" ]]; then
    resize 100 100
    check "the window manager keeps the minimum size" "$(xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }')" "200x330"
    stop_wm
fi
# …but another may ignore it (here: none at all): 100x100 must still draw.
resize 100 100
look_at "adaptive-100x100" "320x560,100x100"
resize 1 1
check "a 1x1 window still answers" "$(read_display)" "0"
quit_app
# The rest runs without the window manager: restarting openbox here and at once mapping a 192-dpi
# window deadlocked the X server (a grab never released) in two runs out of two; not yet understood.

# 192 dpi (Xft.dpi), as a HiDPI desktop sets it: everything twice as large.
echo "Xft.dpi: 192" | xrdb -merge
launch -geometry +0+0
check "192 dpi: default size doubles" "$(xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }')" "640x1120"
look_at "hidpi-640x1120" "640x1120" 192
resize 1800 840
look_at "hidpi-1800x840" "640x1120,1800x840" 192
type_text "12*3="
check "192 dpi: typing works" "$(read_display)" "36"
quit_app
xrdb -remove

# X resources as X programs read them (Xrm), colours as X parses them (XParseColor): a colour name
# for every program's background, an rgb: colour for the class's digits, and a terminal's font for
# every program, which must not replace the keypad's font.
printf '%s\n' '*background: red' 'Calculator*digitColor: rgb:00/80/00' '*font: xft:DejaVu Sans Mono:size=10' | xrdb -nocpp -merge
fresh_state; "$BIN" -geometry 320x560+0+0 2>"$ARTIFACTS/resources.err" &
APP_PID=$!
await_window
type_text "12*3="
screenshot resources
screenshot_screen resources-screen
check "*background: red is red" "$(pixel "$ARTIFACTS/resources.png" 2 2)" "255,0,0"
read -r x y w h < <(layout_at 320x560 | awk '$1 == "7" { print int($2), int($3), int($4), int($5) }')
check "Calculator*digitColor: rgb:00/80/00 fills the digits" "$(pixel "$ARTIFACTS/resources.png" $((x + w / 2)) $((y + h / 6)))" "0,128,0"
read -r x y w h < <(layout_at 320x560 | awk '$1 == "equals" { print int($2), int($3), int($4), int($5) }')
# (#bf4d00 on red shows no edge, 1.23:1: the theme moves it 5% towards black, 1.4:1)
check "… the operators keep their colour, darkened to show an edge on red" "$(pixel "$ARTIFACTS/resources.png" $((x + w / 2)) $((y + h / 6)))" "181,73,0"
check "*font (a terminal's) draws and computes" "$(read_display)" "36"
quit_app
check "*font and the colours: nothing on stderr" "$(cat "$ARTIFACTS/resources.err")" ""
xrdb -remove
printf '%s\n' 'calculator.operatorColor: no such colour' | xrdb -nocpp -merge
fresh_state; "$BIN" -geometry 320x560+0+0 2>"$ARTIFACTS/resources-bad.err" &
APP_PID=$!
await_window
quit_app
check "a bad colour is named on stderr" "$(cat "$ARTIFACTS/resources-bad.err")" \
    "calculator: ignoring calculator.operatorColor 'no such colour': not a colour like #ff9f0a"
xrdb -remove

# A calculator.font that names no installed font (issue 36): said once on stderr, and the window drawn
# in the documented list (Inter, …), exactly as with no font set, not in fontconfig's default.
for font in "" "No Such Font 36"; do
    [[ -n "$font" ]] && printf 'calculator.font: %s\n' "$font" | xrdb -nocpp -merge
    fresh_state; "$BIN" -geometry 320x560+0+0 2>"$ARTIFACTS/font-${font:-default}.err" &
    APP_PID=$!
    await_window
    type_text "12*3="
    screenshot "font-${font:-default}"
    quit_app
    xrdb -remove
done
check "a font that is not installed is named in one line" "$(cat "$ARTIFACTS/font-No Such Font 36.err")" \
    "calculator: ignoring calculator.font 'No Such Font 36': no such font is installed; using Inter, Helvetica Neue, Helvetica, DejaVu Sans, sans-serif"
check "and the window is drawn as with no font set (the documented list)" \
    "$(compare -metric AE "$ARTIFACTS/font-default.png" "$ARTIFACTS/font-No Such Font 36.png" null: 2>&1)" "0"


# Contrast read from the pixels, for every theme and state: each title at least 4.5:1 on its fill
# (WCAG AA), each fill an edge of at least 1.25:1 against the background (Tests/EndToEnd/contrast.py).
contrast_check() {  # contrast_check NAME LAYOUT-SIZES DISABLED (undo and redo with nothing to do: dimmed, as WCAG allows)
    import -window "$WIN" "$ARTIFACTS/contrast-$1.png"
    "$BIN" --print-layout "$2" >"$ARTIFACTS/contrast-$1.layout"
    local out status
    out=$(python3 "$ROOT/Tests/EndToEnd/contrast.py" "$ARTIFACTS/contrast-$1.png" "$ARTIFACTS/contrast-$1.layout" "--disabled=$3")
    status=$?
    check_true "$1: every title 4.5:1, every edge 1.25:1 ($(tail -n 1 <<<"$out"))" test "$status" -eq 0
    grep FAIL <<<"$out"
}
for theme in default light solarized; do
    [[ $theme == light ]] && xrdb -merge "$ROOT/Resources/light.Xresources"
    [[ $theme == solarized ]] && printf '%s\n' '*background: #fdf6e3' '*foreground: #657b83' | xrdb -nocpp -merge
    launch -geometry 900x420+0+0
    contrast_check "$theme-wide" "900x420" undo,redo   # nothing to undo or redo yet
    keys Escape Tab; type_text "12+"   # 2nd latched, + pending
    contrast_check "$theme-wide-2nd-pending" "900x420" redo
    quit_app
    [[ $theme != default ]] && xrdb -remove
done

# The light theme's background, as the resource file says.
xrdb -merge "$ROOT/Resources/light.Xresources"
launch -geometry 320x560+0+0
screenshot light-theme
check "light theme background" "$(pixel "$ARTIFACTS/light-theme.png" 2 2)" "216,216,221"
quit_app
xrdb -remove

finish
