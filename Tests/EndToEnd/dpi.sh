#!/usr/bin/env bash
# End-to-end test of a live change of the desktop's scale on a screen too small for the doubled window
# (issue 47, item 7): XSETTINGS' Xft/DPI (Debian's xsettingsd, its file rewritten and SIGHUP sent) goes
# 96 → 192 → 96 on a 1600x1000 screen under openbox. At 192 dpi the window (640x1120 wanted) is made to fit
# the work area (_NET_WORKAREA, read from the root window) with the frame openbox draws around it
# (_NET_FRAME_EXTENTS), and a window whose frame would run past the work area's edge is moved in; back at
# 96 dpi it is 320x560 again, the size it had before, not the clamped size halved. A size the person
# chooses at 192 dpi is the one halved on the way back; a window started at 192 dpi fits too. Screenshots (dpi-fit-*.png) stay in artifacts/e2e/.
# CALCULATOR_BIN=path uses that binary instead of building .build/release/calculator.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_missing dpi.sh xsettingsd x11-utils
use_release_binary
XVFB_SIZE=1600x1000x24 start_xvfb

geometry() { xdotool getwindowgeometry "$WIN" | awk '/Geometry/ { print $2 }'; }

# Waits (up to 5 s) for the window to take SIZE.
await_geometry() {  # await_geometry WxH
    for _ in $(seq 100); do [[ $(geometry) == "$1" ]] && return 0; sleep 0.05; done
    return 1
}

# Waits (up to 5 s) until the window's size stays the same for 0.5 s: prints it.
steady_geometry() {
    local last="" now same=0
    for _ in $(seq 100); do
        now=$(geometry)
        if [[ $now == "$last" ]]; then (( ++same >= 10 )) && break; else same=0; last=$now; fi
        sleep 0.05
    done
    echo "$last"
}

# The window's frame on the root window, from xwininfo and the frame extents openbox sets: 'X Y W H'.
frame_rect() {
    local x y w h left right top bottom
    read -r x y w h < <(xwininfo -id "$WIN" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF }
        /^ *Width/ { w = $NF } /^ *Height/ { h = $NF } END { print x, y, w, h }')
    read -r left right top bottom < <(xprop -id "$WIN" _NET_FRAME_EXTENTS | awk -F' = ' '{ gsub(",", ""); print $2 }')
    echo $(( x - left )) $(( y - top )) $(( w + left + right )) $(( h + top + bottom ))
}

# Whether the window's frame lies within the work area (the first desktop's _NET_WORKAREA).
frame_fits() {
    local ax ay aw ah fx fy fw fh
    read -r ax ay aw ah < <(xprop -root _NET_WORKAREA | awk -F' = ' '{ gsub(",", ""); split($2, a, " "); print a[1], a[2], a[3], a[4] }')
    read -r fx fy fw fh < <(frame_rect)
    echo "     work area ${aw}x${ah}+${ax}+${ay}, frame ${fw}x${fh}+${fx}+${fy}"
    (( fx >= ax && fy >= ay && fx + fw <= ax + aw && fy + fh <= ay + ah ))
}

set_dpi() {  # set_dpi DPI: xsettingsd's file rewritten, then SIGHUP (it reads it again)
    echo "Xft/DPI $(( $1 * 1024 ))" >"$CONF"
    kill -HUP "$XSETTINGSD_PID"
}

CONF=$(mktemp /tmp/calculator-xsettingsd.XXXXXX)
echo "Xft/DPI $(( 96 * 1024 ))" >"$CONF"
xsettingsd -c "$CONF" >>"$ARTIFACTS/xsettingsd.log" 2>&1 &
XSETTINGSD_PID=$!
for _ in $(seq 100); do [[ $(/usr/bin/python3 "$ROOT/Tests/EndToEnd/selection_owner.py" _XSETTINGS_S0) != 0x0 ]] && break; sleep 0.05; done

# 96 → 192 → 96 at the top-left corner, where the doubled window runs past the bottom only.
launch -geometry +0+0
check "at 96 dpi the window opens at 320x560" "$(geometry)" "320x560"
type_text "12*3="
screenshot dpi-fit-96
set_dpi 192
grown=$(steady_geometry)
echo "     at 192 dpi: $grown"
check "at 192 dpi the window is twice as wide (640)" "${grown%x*}" "640"
check_true "at 192 dpi its frame fits the work area" frame_fits
read -r _ _ _ frame_height < <(frame_rect)
check "at 192 dpi the frame is as tall as the work area (1000) lets it be" "$frame_height" 1000
settle; sleep 0.3
screenshot dpi-fit-192
screenshot_screen dpi-fit-192-screen
check "the calculation survives the change" "$(read_display)" "36"
set_dpi 96
check_true "back at 96 dpi the window is 320x560 again" await_geometry 320x560
screenshot dpi-fit-96-again
check "the calculation survives the way back" "$(read_display)" "36"

# The second time round from a window in the middle of the screen: its frame is moved in, and the
# size comes back again.
xdotool windowmove "$WIN" 700 300; settle
set_dpi 192
echo "     at 192 dpi from +700+300: $(steady_geometry)"
check_true "from the middle of the screen the frame at 192 dpi fits the work area too" frame_fits
screenshot_screen dpi-fit-192-moved-screen
set_dpi 96
check_true "and back at 96 dpi the window is 320x560" await_geometry 320x560

# A size chosen at 192 dpi is the size the way back halves.
set_dpi 192
steady_geometry >/dev/null
resize 800 900
check "a size chosen at 192 dpi is taken" "$(steady_geometry)" "800x900"
set_dpi 96
check_true "back at 96 dpi the chosen 800x900 is halved: 400x450" await_geometry 400x450
quit_app
end_process "$XSETTINGSD_PID"
rm -f "$CONF"

# A window that starts at 192 dpi (the X resources' Xft.dpi, no XSETTINGS: no change of scale comes later) fits the
# work area, frame included (openbox fits a new window to it): 640x1120 of its own would run 120 px past the screen.
echo "Xft.dpi: 192" | xrdb -merge
launch
started=$(steady_geometry)
echo "     started at 192 dpi: $started"
check "started at 192 dpi the window is 640 wide" "${started%x*}" "640"
check_true "started at 192 dpi its frame fits the work area" frame_fits
screenshot_screen dpi-start-192-screen
quit_app
finish
