#!/usr/bin/env bash
# Editing an earlier line in the history panel (issue 34 item 2), the issue's example in the real window:
# `12.5 + 7.5 =`, `× 2 =`, `100 − 1 =`, the first result recalled and `+ 1 =`; with the first row chosen,
# `22.5` typed and Return: the second line becomes 60 and the fourth 31, the third stays 99, read from the
# accessible tree (pyatspi, accessibility.py) and the tape file; Ctrl+Z takes the edit back (40/99/21), on
# disk too, and Ctrl+Shift+Z reapplies it. Screenshots (mid-edit, just after) stay in artifacts/e2e/.
# Then issue 43's rows: a tape typed `5 Esc 100 + 20 = × 3 =` and `1 0 5 ⌫ ⌫ 0 + 1 =`, edited in the panel
# and by `--history --edit` (1:1=200, 3:1=300), counts the numbers the rows show.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
use_release_binary
start_with_screen_reader
SIZE=320x560
launch -geometry ${SIZE}+0+0
TAPE=$XDG_STATE_HOME/calculator/history

# The history rows as a screen reader finds them, oldest first, one per line.
rows() { "${PROBE[@]}" buttons | grep ' = ' | tac; }

type_text "12.5+7.5="
type_text "*2="
type_text "100-1="
keys ctrl+h Up Up Up Return   # recalls 20 (the panel closes)
type_text "+1="
check "the example's tape" "$(tape_text "$TAPE")" "$(printf '12.5 + 7.5 = 20\n(12.5 + 7.5) × 2 = 40\n100 − 1 = 99\n20 + 1 = 21')"

keys ctrl+h Up Up Up Up   # the first row chosen
type_text "22.5"
check "mid-edit: the row shows the number typed in place" "$(rows | head -n 1)" "[22.5] + 7.5 = …"
screenshot tape-edit-typing
check "mid-edit: nothing is applied yet" "$(tape_text "$TAPE" | head -n 1)" "12.5 + 7.5 = 20"

keys Return
screenshot tape-edit-applied
after=$(printf '22.5 + 7.5 = 30\n30 × 2 = 60\n100 − 1 = 99\n30 + 1 = 31')
check "Return: the rows that used the first line follow, the third stays" "$(rows)" "$after"
check "Return: the tape file is rewritten" "$(tape_text "$TAPE")" "$after"
check "the screen reader hears how many lines changed" "$("${PROBE[@]}" notifications)" "3 lines changed"
check "--history prints the edited tape" "$("$BIN" --history)" "$after"

keys ctrl+z
before=$(printf '12.5 + 7.5 = 20\n(12.5 + 7.5) × 2 = 40\n100 − 1 = 99\n20 + 1 = 21')
check "Ctrl+Z takes the whole edit back: rows" "$(rows)" "$before"
check "Ctrl+Z takes the whole edit back: the file" "$(tape_text "$TAPE")" "$before"
screenshot tape-edit-undone
keys ctrl+shift+z
check "Ctrl+Shift+Z reapplies it" "$(tape_text "$TAPE")" "$after"

# A row with no keys (a line of an older tape) cannot be edited: it says so and nothing changes.
quit_app
printf '7 + 9 = 16\n' >"$TAPE"
KEEP_STATE=1 launch -geometry ${SIZE}+0+0
keys ctrl+h Up
type_text "4"
check "a row without keys says it cannot be edited" "$("${PROBE[@]}" notifications)" "This line cannot be edited"
check "...and the tape is as it was" "$(cat "$TAPE")" "7 + 9 = 16"
screenshot tape-edit-refused

# Issue 43 item 4: a line's numbers are the numbers its row shows, whatever a clear or ⌫ took back.
# `5 Esc 100 + 20 = × 3 =`: the 5 is no number of the first line; `1 0 5 ⌫ ⌫ 0 + 1 =`: its number is 10.
quit_app
rm -f "$TAPE"
KEEP_STATE=1 launch -geometry ${SIZE}+0+0
type_text "5"
keys Escape
type_text "100+20="
type_text "*3="
keys 1 0 5 BackSpace BackSpace 0 plus 1 Return
typed=$(printf '100 + 20 = 120\n(100 + 20) × 3 = 360\n10 + 1 = 11')
check "the rows typed with a clear and with ⌫" "$(tape_text "$TAPE")" "$typed"
saved=$(mktemp)
cp "$TAPE" "$saved"
keys ctrl+h Up Up Up
type_text "200"
check "the panel's edit brackets the number the row shows" "$(rows | head -n 1)" "[200] + 20 = …"
screenshot tape-edit-after-clear
keys Return
check "the panel's edit: 200 + 20 = 220, the next row follows" "$(rows | head -n 2)" "$(printf '200 + 20 = 220\n220 × 3 = 660')"
keys Up Up Up Down Down
type_text "300"
check "the panel's edit of the row typed with ⌫ brackets 10" "$(rows | tail -n 1)" "[300] + 1 = …"
keys Return
check "...and makes 300 + 1 = 301" "$(rows | tail -n 1)" "300 + 1 = 301"
quit_app
cp "$saved" "$TAPE"
check "--history --edit 1:1=200 counts the numbers the row shows" \
    "$("$BIN" --history --edit 1:1=200 2>/dev/null)" "$(printf '200 + 20 = 220\n220 × 3 = 660\n10 + 1 = 11')"
cp "$saved" "$TAPE"
check "--history --edit 3:1=300 on the row typed with ⌫" "$("$BIN" --history --edit 3:1=300 2>/dev/null | tail -n 1)" \
    "300 + 1 = 301"
rm -f "$saved"
finish
