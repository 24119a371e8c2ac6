# shellcheck shell=bash
# The helpers the scripts in Scripts/ and the end-to-end tests (Tests/EndToEnd/lib.sh) share: what is
# missing installed with apt, a private Xvfb with a window manager (openbox) in it, and a private D-Bus
# session bus with at-spi2-core's accessibility bus and registry on it. Sourced, never run: it defines
# functions and the variables below, and sets no shell option (set -e or not stays the caller's).
#   as_root COMMAND...                       COMMAND as root (through sudo when not root)
#   install_missing WHO PACKAGE...           apt-get installs the Debian packages that are not installed
#   start_private_xvfb WHO FIRST SIZE [OPTION...]   Xvfb on the first free display from :FIRST
#   start_openbox WHO LOG / stop_openbox     openbox on $DISPLAY, waited for until it manages windows
#   start_session_bus WHO                    a session bus of our own (its address in SESSION_BUS)
#   start_atspi LOG                          the accessibility bus and the registry on that session bus
#   stop_buses / stop_private                stop the buses / the buses, openbox and Xvfb
# WHO names the caller in its messages ("bench: Xvfb :90 did not start"). A start helper returns 1 with
# a message on standard error when what it started did not come up; the caller decides what follows.

# shellcheck disable=SC2034  # the callers read these
XVFB_PID=""     # the Xvfb start_private_xvfb started
WM_PID=""       # the openbox start_openbox started
SESSION_BUS=""  # the session bus's address (not exported: export DBUS_SESSION_BUS_ADDRESS where wanted)
BUS_PID=""      # its dbus-daemon
BUS_PIDS=()     # dbus-daemon, at-spi-bus-launcher and at-spi2-registryd, as started
A11Y_BUS=""     # the accessibility bus's address, once start_atspi found it
MISSING=()      # the packages install_missing found missing

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

# Installs, with apt-get, those of the Debian packages that are not installed (MISSING), saying so on
# standard error; returns apt-get install's status (0 when nothing was missing). A failed
# `apt-get update` (no network) is let go: the packages may still be in apt's cache.
install_missing() {  # install_missing WHO PACKAGE...
    local who=$1 package
    shift
    MISSING=()
    for package in "$@"; do
        # shellcheck disable=SC2016  # ${Status} is dpkg-query's, not the shell's
        [[ $(dpkg-query -W -f='${Status}' "$package" 2>/dev/null) == "install ok installed" ]] || MISSING+=("$package")
    done
    (( ${#MISSING[@]} )) || return 0
    echo "$who: installing ${MISSING[*]}" >&2
    as_root apt-get update -qq || true
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${MISSING[@]}" >/dev/null
}

# Starts Xvfb (never on the user's desktop: the scripts click and type) at SIZE (WxHxDEPTH) on the first
# display from :FIRST with neither a lock file nor a socket, with the OPTIONs (e.g. -dpi 96), and waits
# until it answers: sets XVFB_PID and exports DISPLAY. Its output goes to $XVFB_LOG (default /dev/null),
# shown when it does not start. Another script may take the same display at the same moment: then ours
# dies at once, and the next free display is tried, five times at most.
# -noreset as a desktop's server: without it the server resets each time its last client leaves (between
# two launches of the calculator), which drops the resources xrdb put on the root window and made a
# 3840x2160 frame take 3.7-8 ms instead of 2.8 ms (Scripts/bench).
start_private_xvfb() {  # start_private_xvfb WHO FIRST SIZE [OPTION...]
    local who=$1 first=$2 size=$3 n
    shift 3
    if ! command -v Xvfb >/dev/null || ! command -v xdpyinfo >/dev/null; then
        echo "$who: needs Xvfb and xdpyinfo (Debian's xvfb and x11-utils)" >&2
        return 1
    fi
    for _ in 1 2 3 4 5; do
        for ((n = first; n < first + 50; n++)); do [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] || break; done
        Xvfb ":$n" -screen 0 "$size" "$@" -nolisten tcp -noreset >"${XVFB_LOG:-/dev/null}" 2>&1 &
        XVFB_PID=$!
        export DISPLAY=":$n"
        for _ in $(seq 200); do
            kill -0 "$XVFB_PID" 2>/dev/null || break   # died: the display was taken meanwhile
            xdpyinfo >/dev/null 2>&1 && return 0
            sleep 0.05
        done
        kill -0 "$XVFB_PID" 2>/dev/null && break       # running, but not answering for 10 s
        wait "$XVFB_PID" 2>/dev/null || true
        XVFB_PID=""
        sleep 0.$((RANDOM % 5 + 1))
    done
    echo "$who: Xvfb :$n did not start" >&2
    [[ -f ${XVFB_LOG:-} ]] && cat "$XVFB_LOG" >&2
    end_process "$XVFB_PID"
    XVFB_PID=""
    return 1
}

# Starts openbox on $DISPLAY (OPENBOX_CONFIG names an rc.xml in place of the system's), its output
# appended to LOG, and waits until it manages windows (_NET_SUPPORTING_WM_CHECK on the root window): sets
# WM_PID. An openbox this started before is stopped first.
start_openbox() {  # start_openbox WHO LOG
    stop_openbox
    command -v openbox >/dev/null || { echo "$1: openbox is missing (Scripts/install-deps --test)" >&2; return 1; }
    # A window manager that was stopped leaves its check window's id on the root window: remove it, so
    # the wait below sees the new one ready (a client mapped while openbox starts can deadlock both).
    xprop -root -remove _NET_SUPPORTING_WM_CHECK 2>/dev/null || true
    openbox --sm-disable ${OPENBOX_CONFIG:+--config-file "$OPENBOX_CONFIG"} >>"$2" 2>&1 &
    WM_PID=$!
    for _ in $(seq 200); do
        [[ $(xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null) == *'window id'* ]] && { sleep 0.2; return 0; }
        sleep 0.05
    done
    echo "$1: openbox did not start" >&2
    return 1
}

stop_openbox() { end_process "$WM_PID"; WM_PID=""; }

# Ends a child process of ours (SIGTERM) and waits for it; nothing when PID is ''.
end_process() {  # end_process PID
    [[ -n $1 ]] || return 0
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# Starts a session bus of our own (dbus-daemon forks: it is no child of ours): sets SESSION_BUS and
# BUS_PID. Nothing is exported: DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS where the bus is wanted.
start_session_bus() {  # start_session_bus WHO
    local pid=""
    SESSION_BUS=""
    { read -r SESSION_BUS; read -r pid; } < <(dbus-daemon --session --fork --print-address=1 --print-pid=1) || true
    [[ -n $SESSION_BUS && -n $pid ]] || { echo "$1: dbus-daemon did not start" >&2; return 1; }
    BUS_PID=$pid
    BUS_PIDS+=("$pid")
}

# The accessibility bus's address, asked of at-spi2-core's bus launcher on the session bus ('' until it is up).
a11y_address() {
    dbus-send --bus="$SESSION_BUS" --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
        2>/dev/null | tr -d ' ' || true
}

# Whether at-spi2-core's registry is on the accessibility bus.
atspi_registry_up() {
    [[ -n $A11Y_BUS ]] || return 1
    [[ $(dbus-send --bus="$A11Y_BUS" --print-reply=literal --dest=org.freedesktop.DBus / \
        org.freedesktop.DBus.NameHasOwner string:org.a11y.atspi.Registry 2>/dev/null) == *true* ]]
}

# Starts at-spi2-core's bus launcher (which starts the accessibility bus, and sets AT_SPI_BUS on the
# root window of $DISPLAY) and registry on the session bus start_session_bus started, their output
# appended to LOG, and waits for each: sets A11Y_BUS. Returns 1 when either did not come up.
start_atspi() {  # start_atspi LOG
    DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS /usr/libexec/at-spi-bus-launcher --launch-immediately >>"$1" 2>&1 &
    BUS_PIDS+=($!)
    A11Y_BUS=""
    for _ in $(seq 100); do A11Y_BUS=$(a11y_address); [[ -n $A11Y_BUS ]] && break; sleep 0.05; done
    DBUS_SESSION_BUS_ADDRESS=$SESSION_BUS /usr/libexec/at-spi2-registryd >>"$1" 2>&1 &
    BUS_PIDS+=($!)
    for _ in $(seq 100); do atspi_registry_up && return 0; sleep 0.05; done
    return 1
}

# Stops what start_session_bus and start_atspi started (one stopped with SIGSTOP too: it is continued,
# so that it gets the SIGTERM). The session bus forked: it is no child of ours, and wait returns at once.
stop_buses() {
    local pid
    for pid in "${BUS_PIDS[@]}"; do kill -CONT "$pid" 2>/dev/null || true; kill "$pid" 2>/dev/null || true; done
    for pid in "${BUS_PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    # shellcheck disable=SC2034  # the callers read BUS_PID
    BUS_PIDS=() BUS_PID="" SESSION_BUS="" A11Y_BUS=""
    return 0
}

# Stops the buses, openbox and Xvfb that these helpers started.
stop_private() {
    stop_buses
    stop_openbox
    end_process "$XVFB_PID"
    XVFB_PID=""
}
