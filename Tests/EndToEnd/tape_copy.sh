#!/usr/bin/env bash
# The history panel's Copy (issue 34, item 3): in the real window, three calculations, the panel opened
# with Ctrl+H, then Ctrl+Shift+H and a click on Copy (beside Clear, in the panel's heading row: at 320x560
# and 96 dpi its centre is 161,197) each put the whole tape on the clipboard, as `calculator --history`
# prints it. Screenshot: artifacts/e2e/tape-copy.png.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_xvfb

launch -geometry 320x560+0+0
type_text "7+9="
type_text "2/3="
type_text "5*5="
keys ctrl+h
mark_clipboard_stale
keys ctrl+shift+h
screenshot tape-copy
check "Ctrl+Shift+H copies what calculator --history prints" "$(xclip -o -selection clipboard)" "$("$BIN" --history)"
mark_clipboard_stale
xdotool mousemove --window "$WIN" 161 197 click 1
settle
check "a click on Copy copies it too" "$(xclip -o -selection clipboard)" "$("$BIN" --history)"
check "three lines" "$(xclip -o -selection clipboard | wc -l)" 3
quit_app
finish
