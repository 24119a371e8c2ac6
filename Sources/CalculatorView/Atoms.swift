import CX11
import Glibc

/// The atoms the window uses, interned in one round trip.
struct Atoms {
    let wmProtocols, wmDeleteWindow, wmClientMachine, netWMName, netWMIcon, netWMPID: Atom
    let utf8String, string, cardinal, atom, integer: Atom
    let clipboard, primary, targets, timestamp, incr: Atom
    /// The window properties paste answers arrive in: one per transfer, so that the chunks of an
    /// unfinished INCR transfer cannot be taken for a newer answer.
    let pasteProperties: [Atom]
    let netWMState, netWMStateAbove: Atom
    /// The clipboard-manager convention (freedesktop): the manager's selection, the target asking it
    /// to save the clipboard, and the property of the window that lists the targets to save.
    let clipboardManager, saveTargets, saveTargetsProperty: Atom
    /// ICCCM's MULTIPLE target (several conversions in one request) and its ATOM_PAIR list.
    let multiple, atomPair: Atom

    init(display: OpaquePointer) {
        let names = [
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "WM_CLIENT_MACHINE", "_NET_WM_NAME", "_NET_WM_ICON",
            "_NET_WM_PID", "UTF8_STRING", "STRING", "CARDINAL", "ATOM", "INTEGER", "CLIPBOARD",
            "PRIMARY", "TARGETS", "TIMESTAMP", "INCR", "_NET_WM_STATE", "_NET_WM_STATE_ABOVE", "CLIPBOARD_MANAGER",
            "SAVE_TARGETS", "CALCULATOR_SAVE_TARGETS", "MULTIPLE", "ATOM_PAIR",
            "CALCULATOR_PASTE_0", "CALCULATOR_PASTE_1", "CALCULATOR_PASTE_2", "CALCULATOR_PASTE_3",
        ]
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        var result = [Atom](repeating: 0, count: names.count)
        XInternAtoms(display, &cNames, Int32(names.count), False, &result)
        for name in cNames { free(name) }
        (wmProtocols, wmDeleteWindow, wmClientMachine, netWMName, netWMIcon, netWMPID) =
            (result[0], result[1], result[2], result[3], result[4], result[5])
        (utf8String, string, cardinal, atom, integer) = (result[6], result[7], result[8], result[9], result[10])
        (clipboard, primary, targets, timestamp, incr) = (result[11], result[12], result[13], result[14], result[15])
        (netWMState, netWMStateAbove) = (result[16], result[17])
        (clipboardManager, saveTargets, saveTargetsProperty) = (result[18], result[19], result[20])
        (multiple, atomPair) = (result[21], result[22])
        pasteProperties = Array(result[23...])
    }
}

/// XChangeProperty with format 8 (bytes), replacing the property.
func changeProperty8(_ display: OpaquePointer, _ window: Window, _ property: Atom, type: Atom, _ bytes: [UInt8]) {
    _ = bytes.withUnsafeBufferPointer {
        XChangeProperty(display, window, property, type, 8, PropModeReplace, $0.baseAddress, Int32($0.count))
    }
}

/// XChangeProperty with format 32, whose data Xlib takes as an array of C `long`.
func changeProperty32(_ display: OpaquePointer, _ window: Window, _ property: Atom, type: Atom, _ values: [Int]) {
    values.withUnsafeBytes {
        _ = XChangeProperty(
            display, window, property, type, 32, PropModeReplace,
            $0.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
    }
}
