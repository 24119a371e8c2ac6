#!/usr/bin/python3
"""A screen reader's view of the calculator, through pyatspi (Debian's python3-pyatspi, which runs
under /usr/bin/python3): walks the desktop to the application and prints what it finds, one
'name value' line each, for accessibility.sh to check.

    accessibility.py buttons              the frame's push buttons' names, one per line
    accessibility.py labels               the frame's labels' names (the history's heading), one per line
    accessibility.py sheet-rows           the sheet's lines shown: 'X Y W H' of each in the window (its rows)
    accessibility.py description NAME     the named button's description (its tooltip's words)
    accessibility.py notifications        what the notice shown says (its own role), one per line
    accessibility.py sheet                the sheet's lines shown: 'TEXT<tab>RESULT' each (the label's name
                                          and description)
    accessibility.py sheets               the list of sheets: 'NAME<tab>selected<tab>DESCRIPTION' an item
    accessibility.py press NAME...        runs each named button's press action, then prints the display's
                                          text and name, the expression, the text-changed events and states
    accessibility.py extents NAME         the button's extents: 'window X Y W H' and 'screen X Y W H'
    accessibility.py sensitive NAME...    'NAME yes' for each named button enabled and sensitive, else 'NAME no'
    accessibility.py resize WINDOW W H COUNT   resizes the window (xdotool) and waits (up to 5 s) until the frame
                                          has COUNT buttons; prints them and whether children-changed came
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib


def pump(seconds):
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def frame():
    for _ in range(100):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == "calculator" and app.childCount == 1:
                return app[0]
        time.sleep(0.05)
    print("no calculator on the accessibility bus")
    sys.exit(1)


def buttons(calculator):
    return [child for child in calculator if child.getRole() == pyatspi.ROLE_PUSH_BUTTON]


def button(calculator, name):
    for child in buttons(calculator):
        if child.name == name:
            return child
    print(f"no button {name!r}")
    sys.exit(1)


def is_sheet_line(child):
    """A line of the sheet shown: a label whose id is `sheet.line_N` (the sheet's name is a label too)."""
    return child.getRole() == pyatspi.ROLE_LABEL and child.get_accessible_id().startswith("sheet.line_")


def main():
    command, args = sys.argv[1], sys.argv[2:]
    calculator = frame()
    if command == "buttons":
        print(f"frame {calculator.name} {calculator.getRoleName()}")
        for child in buttons(calculator):
            print(child.name)
    elif command == "sheet":
        for child in calculator:
            if is_sheet_line(child):
                print(f"{child.name}\t{child.description}")
    elif command == "sheet-rows":
        for child in calculator:
            if is_sheet_line(child):
                box = child.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                print(f"{box.x} {box.y} {box.width} {box.height}")
    elif command == "labels":
        for child in calculator:
            if child.getRole() == pyatspi.ROLE_LABEL:
                print(child.name)
    elif command == "sheets":
        # The list of sheets: one line an item, its name, whether it is selected, and its description.
        for child in calculator:
            if child.getRole() == pyatspi.ROLE_LIST:
                for item in child:
                    selected = "selected" if item.getState().contains(pyatspi.STATE_SELECTED) else ""
                    print(f"{item.name}\t{selected}\t{item.description or ''}")
    elif command == "description":
        print(button(calculator, args[0]).description)
    elif command == "notifications":
        # What a notice says (a role of its own, announced as it appears).
        for child in calculator:
            if child.getRole() == pyatspi.ROLE_NOTIFICATION:
                print(child.name)
    elif command == "resize":
        events = []
        pyatspi.Registry.registerEventListener(lambda e: events.append(e.type), "object:children-changed")
        pump(0.2)
        subprocess.run(["xdotool", "windowsize", "--sync", args[0], args[1], args[2]], check=False)
        for _ in range(50):
            pump(0.1)
            if len(buttons(calculator)) == int(args[3]) and events:
                break
        print(f"buttons {len(buttons(calculator))}")
        print(f"children-changed {'yes' if events else 'no'}")
    elif command == "press":
        display = next(child for child in calculator if child.getRole() == pyatspi.ROLE_TEXT)
        inserted = []

        def on_text(event):
            if event.source == display and event.type == "object:text-changed:insert":
                inserted.append(event.any_data)

        pyatspi.Registry.registerEventListener(on_text, "object:text-changed")
        pump(0.2)
        for name in args:
            target = button(calculator, name)
            action = target.queryAction()
            if action.nActions != 1 or action.getName(0) != "press" or not action.doAction(0):
                print(f"press {name} failed")
            if name == "times":
                print(f"times checked {target.getState().contains(pyatspi.STATE_CHECKED)}")
        pump(0.5)
        print(f"display {display.queryText().getText(0, -1)}")
        print(f"display-name {display.name}")
        expression = next(child for child in calculator if child.getRole() == pyatspi.ROLE_LABEL)
        print(f"expression {expression.queryText().getText(0, -1)}")
        print(f"text-changed {' '.join(inserted)}")
        print(f"status {next(c.name for c in calculator if c.getRole() == pyatspi.ROLE_STATUS_BAR)}")
    elif command == "sensitive":
        # Whether each named button is enabled and sensitive (undo and redo are not with nothing to do).
        for name in args:
            states = button(calculator, name).getState()
            usable = states.contains(pyatspi.STATE_SENSITIVE) and states.contains(pyatspi.STATE_ENABLED)
            print(f"{name} {'yes' if usable else 'no'}")
    elif command == "extents":
        component = button(calculator, args[0]).queryComponent()
        for label, kind in (("window", pyatspi.WINDOW_COORDS), ("screen", pyatspi.DESKTOP_COORDS)):
            box = component.getExtents(kind)
            print(f"{label} {box.x} {box.y} {box.width} {box.height}")
    else:
        print(__doc__)
        sys.exit(2)


main()
