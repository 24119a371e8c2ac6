#!/usr/bin/env bash
# End-to-end test of the legibility floor (issue 47): in the calculator, programmer and converter modes,
# at 200x330 (the least size), 320x560 (the default), 700x400 and 1400x800, at 96 dpi, the ink height of
# a digit key's title and of the number, measured from the real window's pixels (legibility.py): digit
# titles at least 9 px of ink from 320x560 up and 7 px at 200x330; the number at 1400x800 at least as
# tall as at 320x560 and at least 1.3 times the tallest key title there. Prints a table of the figures.
# Screenshots in artifacts/e2e/legibility-MODE-WxH.png.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

sizes=(200x330 320x560 700x400 1400x800)
# mode, the chord that switches the window to it, the --print-layout options of its keypad, the digit key's id
modes=(
    "calculator|ctrl+1|--layout-mode calculator|8"
    "programmer|ctrl+2|--mode programmer|programmer.8"
    "converter|ctrl+3|--layout-mode converter|8"
)
printf '%-11s %-9s %6s %6s %7s\n' mode size digit title number
for entry in "${modes[@]}"; do
    IFS='|' read -r mode chord layout digit <<<"$entry"
    launch -geometry 320x560+0+0 || exit 1
    keys "$chord" 8
    sleep 1   # the converter reads its units on its first showing
    declare -A number=() title=()
    trail=320x560
    for size in "${sizes[@]}"; do
        resize "${size%x*}" "${size#*x}"
        trail+=",$size"
        # shellcheck disable=SC2086
        "$BIN" $layout --print-layout "$trail" >"$ARTIFACTS/legibility-$mode-$size.txt"
        screenshot "legibility-$mode-$size"
        read -r _ d _ t _ n < <(python3 "$ROOT/Tests/EndToEnd/legibility.py" \
            "$ARTIFACTS/legibility-$mode-$size.png" "$ARTIFACTS/legibility-$mode-$size.txt" "$digit")
        printf '%-11s %-9s %6s %6s %7s\n' "$mode" "$size" "$d" "$t" "$n"
        number[$size]=$n title[$size]=$t
        floor=9; [[ $size == 200x330 ]] && floor=7
        check_true "$mode $size: a digit's title has at least $floor px of ink ($d)" test "$d" -ge "$floor"
    done
    check_true "$mode: the number at 1400x800 (${number[1400x800]} px) is at least as tall as at 320x560 (${number[320x560]})" \
        test "${number[1400x800]}" -ge "${number[320x560]}"
    check_true "$mode: the number at 1400x800 (${number[1400x800]} px) is at least 1.3 x the tallest title (${title[1400x800]})" \
        test $((10 * number[1400x800])) -ge $((13 * title[1400x800]))
    quit_app
done
finish
