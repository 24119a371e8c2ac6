#!/usr/bin/env bash
# Soak test: drives the window with seeded random keys, clicks and resizes under Xvfb, then checks
#   - the display equals `calculator --keys` on the same key sequence (every click is tracked as the
#     key of the button it hits at the window's current size, from `calculator --print-layout WxH`;
#     clicks on gaps press nothing; resizes change nothing),
#   - resident memory (VmRSS) after the soak is within 1 MB of VmRSS after a warm-up
#     (start-up, then 300 events including resizes across the whole size range).
# Usage: bash Tests/EndToEnd/soak.sh [--long]   SOAK_EVENTS=N (default 1500; --long: 20000), SOAK_SEED=N.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
events=${SOAK_EVENTS:-1500}
[[ "${1:-}" == --long ]] && events=${SOAK_EVENTS:-20000}
seed=${SOAK_SEED:-1}
use_release_binary
WORK=$(mktemp -d)
trap 'stop_all; rm -rf "$WORK"' EXIT
# A window manager without its click-to-focus grab, which reorders clicks and keys sent at machine
# speed (see the file).
OPENBOX_CONFIG="$ROOT/Tests/EndToEnd/openbox-no-click-grab.xml"
start_xvfb
launch -geometry 320x560+0+0
start=$SECONDS

# The plan: 'X args…' lines are one xdotool call (keys and clicks), 'R W H' a resize (then a wait,
# so the window has re-laid out before the next click), 'M' the end of the warm-up, 'C' a checkpoint.
# The batch key sequence so far is written next to each checkpoint.
# A window manager keeps the window at least its minimum size (WM_NORMAL_HINTS): the plan tracks
# clicks at the size the window gets, not the one asked for. Without one, every size reaches it.
minimum="1 1"
[[ -n "$WM_PID" ]] && minimum=$(xprop -id "$WIN" WM_NORMAL_HINTS | sed -n 's/.*program specified minimum size: \([0-9]*\) by \([0-9]*\).*/\1 \2/p')
python3 - "$BIN" "$WIN" "$events" "$seed" "$WORK" $minimum <<'PY'
import random, subprocess, sys
binary, win, events, seed, work = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
minimum = (int(sys.argv[6]), int(sys.argv[7]))
rng = random.Random(seed)
layouts = {}
size_class = 'compact'   # the window's keypad; which one a size gets depends on where it came from
def layout_for(cls, w, h):
    """(size class, frames) after resizing from a window of class `cls` to w×h."""
    if (cls, w, h) not in layouts:
        start = '900x420' if cls == 'wide' else '320x560'
        out = subprocess.run([binary, '--print-layout', f'{start},{w}x{h}'], capture_output=True, text=True, check=True).stdout
        rows = [l.split() for l in out.splitlines()]
        layouts[(cls, w, h)] = (next(r[1] for r in rows if r[0] == 'sizeclass'),
                                {f[0]: tuple(map(float, f[1:])) for f in rows if f[0] != 'sizeclass'})
    return layouts[(cls, w, h)]
def layout(w, h):
    return layout_for(size_class, w, h)[1]
# Keysym → batch token.
keys = {str(d): str(d) for d in range(10)}
keys.update({f'KP_{d}': str(d) for d in range(10)})
keys.update({'period': '.', 'KP_Decimal': '.', 'comma': '.', 'plus': '+', 'KP_Add': '+', 'minus': '-',
             'KP_Subtract': '-', 'asterisk': '*', 'x': '*', 'KP_Multiply': '*', 'slash': '/', 'KP_Divide': '/',
             'equal': '=', 'Return': '=', 'KP_Enter': '=', 'percent': '%', 'n': 'neg', 'F9': 'neg',
             'Escape': 'AC', 'Delete': 'C', 'BackSpace': 'back', 'parenleft': '(', 'parenright': ')'})
weights = {k: (6 if k.isdigit() else 1) for k in keys}
keysyms, keyweights = list(weights), list(weights.values())
clicks = {str(d): str(d) for d in range(10)}
clicks.update({'point': '.', 'add': '+', 'subtract': '-', 'multiply': '*', 'divide': '/', 'equals': '=',
               'percent': '%', 'negate': 'neg'})
size = (320, 560)
tokens, plan, chunk = [], [], []
def flush():
    if chunk: plan.append('X ' + ' '.join(chunk)); chunk.clear()
def resize(w, h):
    global size, size_class
    w, h = max(w, minimum[0]), max(h, minimum[1])
    flush(); plan.append(f'R {w} {h}'); size = (w, h)
    size_class = layout_for(size_class, w, h)[0]
ENTRY = set('0123456789') | {'.', 'back', 'neg'}
def digits_typed():
    """Digits at the end of the entry being typed: the window takes up to 32 while wide, batch mode
    (like the compact window the checkpoints read) 16, so no entry here gets more than 16."""
    count = 0
    for token in reversed(tokens):
        if token not in ENTRY: break
        count += token.isdigit()
    return count
def event(warmup):
    r = rng.random()
    if r < 0.03 or warmup and r < 0.1:
        w, h = rng.choice([(rng.randint(60, 1200), rng.randint(100, 1100))] * 9 + [(1, 1), (2000, 1100)])
        resize(w, h); return
    if r < 0.55:
        k = rng.choices(keysyms, keyweights)[0]
        if keys[k].isdigit() and digits_typed() >= 16: return
        chunk.append(f'key --clearmodifiers --delay 0 {k}'); tokens.append(keys[k]); return
    frames = layout(*size)
    if r < 0.6:   # a point outside every button: the gaps between rows or beside the keypad
        x, y = rng.randint(0, size[0] - 1), rng.randint(0, size[1] - 1)
        inside = [b for b, (bx, by, bw, bh) in frames.items() if b != 'display' and bx - 1 <= x <= bx + bw + 1 and by - 1 <= y <= by + bh + 1]
        if not inside:
            chunk.append(f'mousemove --window {win} {x} {y} click --delay 0 1')
        return
    button = rng.choice(list(clicks) + ['clear'] * 2)
    bx, by, bw, bh = frames[button]
    if bw < 8 or bh < 8: return
    if button == 'clear':
        # The keypad's clear key reads C after a digit 1–9 (an entry to clear), AC after an operator.
        previous = tokens[-1] if tokens else ''
        if previous in list('123456789'): token = 'C'
        elif previous in ['+', '-', '*', '/', '=']: token = 'AC'
        else: return
    else:
        token = clicks[button]
        if token.isdigit() and digits_typed() >= 16: return
    chunk.append(f'mousemove --window {win} {int(bx + bw / 2)} {int(by + bh / 2)} click --delay 0 1'); tokens.append(token)
# Warm-up: 300 events with more resizes, then 1,200 undo steps (a digit and Escape, 600 times), so that
# the undo history, which keeps the last 1,000 to 1,100 steps, holds all it ever will before the
# memory is measured; and back to 320x560.
for _ in range(300): event(True)
for i in range(600):
    chunk.append(f'key --clearmodifiers --delay 0 {i % 9 + 1} Escape'); tokens += [str(i % 9 + 1), 'AC']
    if len(chunk) >= 50: flush()
resize(320, 560); flush(); plan.append('M')
n = 0
while n < events:
    event(False); n += 1
    if len(chunk) >= 50: flush()
    if n % 2500 == 0 or n == events:
        flush()
        if size != (320, 560): resize(320, 560); flush()
        plan.append(f'C {len(tokens)}')
        open(f'{work}/keys.{len(tokens)}', 'w').write(' '.join(tokens))
open(f'{work}/plan', 'w').write('\n'.join(plan) + '\n')
print(f'soak plan: {events} events after a 300-event warm-up, {len(tokens)} keys, '
      f'{sum(1 for p in plan if p.startswith("R"))} resizes, {len(layouts)} layouts', file=sys.stderr)
PY
[[ -s "$WORK/plan" ]] || { check "soak plan generated" no yes; finish; exit 1; }

rss_warm=""
while read -r kind rest; do
    case $kind in
        X) # shellcheck disable=SC2086
           xdotool $rest ;;
        R) read -r w h <<<"$rest"; resize "$w" "$h"
           # The window lays out for the last size it got when its queue runs dry or a pointer event
           # comes; under load two resizes can arrive together and the first is never laid out, and
           # the size class, which depends on the sizes before, may then differ from the plan's. A
           # user's pointer moves after a resize: so does this one (one of the two moves is a motion).
           xdotool mousemove --window "$WIN" 1 1 mousemove --window "$WIN" 2 2 ;;
        M) settle; sleep 0.5; rss_warm=$(rss_kb "$APP_PID")
           echo "     VmRSS after start-up and warm-up: $rss_warm kB" ;;
        C) got=$(read_display_patient)
           want=$("$BIN" --digits 16 --keys "$(cat "$WORK/keys.$rest")")
           check "after $rest keys: window display = --keys" "$got" "$want"
           [[ "$got" == "$want" ]] || cp "$WORK/keys.$rest" "$WORK/plan" "$ARTIFACTS/" ;;   # to replay
    esac
    kill -0 "$APP_PID" 2>/dev/null || { check "the calculator is still running" dead alive; break; }
done <"$WORK/plan"
settle; sleep 0.5
rss_end=$(rss_kb "$APP_PID")
echo "     VmRSS after the soak: $rss_end kB (warm-up: $rss_warm kB, growth $((rss_end - rss_warm)) kB)"
check_true "VmRSS after $events events within 1 MB of after warm-up ($rss_warm → $rss_end kB)" \
    test $((rss_end - rss_warm)) -le 1024
check_true "soak of $events events took $((SECONDS - start)) s; still running" kill -0 "$APP_PID"
quit_app
finish
