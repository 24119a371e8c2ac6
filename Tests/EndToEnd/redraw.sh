#!/usr/bin/env bash
# End-to-end test of the partial redraw (issue 15): a key redraws only what changed, and the window
# must then look, pixel for pixel, as a full redraw of the same state. After each step of key
# sequences that change every part a key can change (the number, its shrinking and e-notation, the
# expression line, the status line: 2nd, Rad, M, Top; the clear key's title; a pending operator; Error;
# the history panel opened, a row chosen, a result recalled),
# the window is grabbed (partial redraws), resized by one pixel and back (a new size draws everything),
# grabbed again, and the two grabs must be identical. In the compact and in the wide window.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

# same_as_full_redraw NAME W H: the window now, and after a full redraw, are the same image.
same_as_full_redraw() {
    local name=$1 w=$2 h=$3 partial="$ARTIFACTS/redraw-$1-partial.png" full="$ARTIFACTS/redraw-$1-full.png"
    import -window "$WIN" "$partial"
    resize "$((w + 1))" "$h"
    resize "$w" "$h"
    import -window "$WIN" "$full"
    local differing
    differing=$(compare -metric AE "$partial" "$full" null: 2>&1)
    check "$name: partial redraw = full redraw (pixels differing)" "$differing" "0"
}

for size in 320x560 900x560; do
    w=${size%x*} h=${size#*x}
    launch -geometry "$size+0+0"
    steps=(
        "digits|1 2 3"
        "operator-pending|plus"
        "second-operand|4 5 6"
        "equals|Return"
        "long-number|slash 7 Return"
        "e-notation|asciicircum 6 4 Return"
        "clear-title|Escape 9"
        "memory|ctrl+p"
        "radians|d"
        "second|Tab"
        "second-off|Tab"
        "error|5 slash 0 Return"
        "backspace-after-entry|Escape 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 BackSpace"
        "all-clear|Escape"
        "history-open|ctrl+h"
        "history-choose|Up"
        "history-recall|Return"
        "always-on-top|ctrl+k"
    )
    for step in "${steps[@]}"; do
        name=${step%%|*} sequence=${step#*|}
        # shellcheck disable=SC2086
        keys $sequence
        same_as_full_redraw "$w-$name" "$w" "$h"
    done
    quit_app
done
finish
