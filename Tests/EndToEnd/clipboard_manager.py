#!/usr/bin/python3
"""A minimal clipboard manager, written from the freedesktop clipboard-manager convention
(https://www.freedesktop.org/wiki/ClipboardManager/), for the desktop suite: unlike a full manager
(xfce4-clipman copies every clipboard as soon as it changes), it saves the clipboard only when its owner
asks, so a test through it fails if the owner never hands the clipboard over.

It owns CLIPBOARD_MANAGER (announced with MANAGER on the root window, ICCCM 2.8). A request for the
target SAVE_TARGETS reads the targets listed in the requestor's property (TARGETS asked of CLIPBOARD when
none are listed), converts CLIPBOARD to each, takes CLIPBOARD over with what it got and answers the
request: its property on success, None when nothing could be saved. It then serves TARGETS and the
saved targets. Each save is printed ('saved UTF8_STRING 36'), flushed, for the suite to read.

    clipboard_manager.py [--silent | --multiple]   (--silent: owns CLIPBOARD_MANAGER and never answers;
                                                    --multiple: asks for the targets in one MULTIPLE request,
                                                    as GNOME's manager does)
"""
import select
import sys

from Xlib import X, Xatom, display
from Xlib.protocol import event as xevent

TIMEOUT = 2.0  # seconds to wait for the owner's answer to one conversion


def main():
    silent = "--silent" in sys.argv[1:]
    multiple = "--multiple" in sys.argv[1:]
    d = display.Display()
    atom = d.intern_atom
    manager, clipboard, save_targets = atom("CLIPBOARD_MANAGER"), atom("CLIPBOARD"), atom("SAVE_TARGETS")
    targets_atom, incoming = atom("TARGETS"), atom("MANAGER_INCOMING")
    root = d.screen().root
    window = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent, event_mask=X.PropertyChangeMask)
    window.set_selection_owner(manager, X.CurrentTime)
    if d.get_selection_owner(manager) != window:
        sys.exit("clipboard_manager.py: CLIPBOARD_MANAGER is owned by another client")
    root.send_event(xevent.ClientMessage(window=root, client_type=atom("MANAGER"),
                                         data=(32, [X.CurrentTime, manager, window.id, 0, 0])),
                    event_mask=X.StructureNotifyMask)
    d.flush()
    print("ready", flush=True)
    saved = {}  # target atom -> (type atom, format, value)

    def wait_for(kind, matches):
        """The next event of `kind` that `matches`, within TIMEOUT; other events are handled meanwhile."""
        while True:
            while d.pending_events():
                e = d.next_event()
                if e.type == kind and matches(e):
                    return e
                handle(e)
            if not select.select([d.fileno()], [], [], TIMEOUT)[0]:
                return None

    def convert(target):
        """CLIPBOARD converted to `target` into our window: (type, format, value), or None."""
        window.delete_property(incoming)
        window.convert_selection(clipboard, target, incoming, X.CurrentTime)
        d.flush()
        e = wait_for(X.SelectionNotify, lambda e: e.selection == clipboard and e.target == target)
        if e is None or e.property == X.NONE:
            return None
        prop = window.get_full_property(incoming, X.AnyPropertyType)
        window.delete_property(incoming)
        return None if prop is None else (prop.property_type, prop.format, prop.value)

    def convert_multiple(targets):
        """CLIPBOARD converted to every target in one MULTIPLE request (ICCCM 2.6.2): an ATOM_PAIR list of
        (target, property) on our window; a pair the owner could not convert comes back with target None."""
        properties = [atom("MANAGER_MULTIPLE_%d" % i) for i in range(len(targets))]
        pairs = [value for pair in zip(targets, properties) for value in pair]
        window.change_property(incoming, atom("ATOM_PAIR"), 32, pairs)
        window.convert_selection(clipboard, atom("MULTIPLE"), incoming, X.CurrentTime)
        d.flush()
        e = wait_for(X.SelectionNotify, lambda e: e.selection == clipboard and e.target == atom("MULTIPLE"))
        if e is None or e.property == X.NONE:
            return []
        answered = window.get_full_property(incoming, X.AnyPropertyType)
        window.delete_property(incoming)
        results = []
        for i, target in enumerate(answered.value[0::2] if answered else []):
            prop = window.get_full_property(properties[i], X.AnyPropertyType) if target != X.NONE else None
            results.append((targets[i], None if prop is None else (prop.property_type, prop.format, prop.value)))
        return results

    def reply(request, prop):
        request.requestor.send_event(xevent.SelectionNotify(
            time=request.time, requestor=request.requestor, selection=request.selection,
            target=request.target, property=prop))
        d.flush()

    def save(request):
        listed = []
        if request.property != X.NONE:
            prop = request.requestor.get_full_property(request.property, Xatom.ATOM)
            listed = list(prop.value) if prop is not None else []
        if not listed:
            got = convert(targets_atom)
            listed = [t for t in got[2] if t != targets_atom] if got else []
        saved.clear()
        results = convert_multiple(listed) if multiple else [(target, convert(target)) for target in listed]
        for target, got in results:
            if got is not None:
                saved[target] = got
                print("saved", d.get_atom_name(target), bytes(got[2]).decode("utf-8", "replace")
                      if got[1] == 8 else list(got[2]), flush=True)
        if saved:
            window.set_selection_owner(clipboard, X.CurrentTime)
        reply(request, request.property if saved else X.NONE)

    def serve(request):
        prop = request.property if request.property != X.NONE else request.target
        if request.target == targets_atom:
            request.requestor.change_property(prop, Xatom.ATOM, 32, [targets_atom] + list(saved))
        elif request.target in saved:
            kind, fmt, value = saved[request.target]
            request.requestor.change_property(prop, kind, fmt, value)
        else:
            prop = X.NONE
        reply(request, prop)

    def handle(e):
        if e.type == X.SelectionClear and e.atom == clipboard:
            saved.clear()   # another client copied: what was saved is no longer the clipboard
        if e.type != X.SelectionRequest:
            return
        if e.selection == manager and e.target == save_targets:
            if not silent:
                save(e)
        elif e.selection == clipboard:
            serve(e)
        else:
            reply(e, X.NONE)

    while True:
        handle(d.next_event())


if __name__ == "__main__":
    main()
