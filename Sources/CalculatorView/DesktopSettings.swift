import CX11
import Glibc
import WindowInterface

/// Where a screen's XSETTINGS manager publishes the desktop's settings, and what it last said: the
/// owner of the `_XSETTINGS_S<screen>` selection and its `_XSETTINGS_SETTINGS` property, of which the
/// window follows `Xft/DPI` and the double-click time and distance. A new manager announces itself with
/// a MANAGER client message on the root window; the old one's window is destroyed when it goes; a change
/// rewrites the property.
struct DesktopSettings {
    let selection: Atom
    let property: Atom
    let manager: Atom
    /// The manager's window; None (0) when there is no manager.
    private(set) var owner: Window = 0
    /// The desktop's `Xft/DPI`, nil when no manager gives one.
    private(set) var dpi: Double?
    /// The desktop's double-click time and distance; the defaults when no manager gives them.
    private(set) var doubleClick = DoubleClick.standard

    init(display: OpaquePointer, screen: Int32) {
        selection = XInternAtom(display, "_XSETTINGS_S\(screen)", False)
        property = XInternAtom(display, "_XSETTINGS_SETTINGS", False)
        manager = XInternAtom(display, "MANAGER", False)
    }

    /// The desktop's `Xft/DPI` now, read once (start-up, before there is a window to follow it with).
    static func currentDPI(display: OpaquePointer) -> Double? {
        var settings = DesktopSettings(display: display, screen: XDefaultScreen(display))
        XGrabServer(display)
        defer { XUngrabServer(display); XFlush(display) }
        settings.owner = XGetSelectionOwner(display, settings.selection)
        return settings.read(display)?.dpi(within: FontLimits.dpis)
    }

    /// Finds the manager again and follows it: its window's property changes and destruction are
    /// selected with the server grabbed (as the specification asks), so that it cannot go unseen
    /// between finding and selecting it; then reads its `Xft/DPI`.
    mutating func follow(_ display: OpaquePointer) {
        XGrabServer(display)
        owner = XGetSelectionOwner(display, selection)
        if owner != 0 { XSelectInput(display, owner, StructureNotifyMask | PropertyChangeMask) }
        reread(display)
        XUngrabServer(display)
        XFlush(display)
    }

    /// The manager's property changed: its `Xft/DPI` and double-click settings are read again.
    mutating func reread(_ display: OpaquePointer) {
        let settings = read(display)
        dpi = settings?.dpi(within: FontLimits.dpis)
        doubleClick = settings?.doubleClick ?? .standard
    }

    /// Whether a client message on the root window announces a new manager of this screen's settings.
    func announcesManager(_ event: XClientMessageEvent, root: Window) -> Bool {
        event.window == root && event.message_type == manager && event.format == 32
            && Atom(truncatingIfNeeded: event.data.l.1) == selection
    }

    /// The owner's `_XSETTINGS_SETTINGS` parsed (at most 64 KB); nil without a manager or a well-formed list.
    private func read(_ display: OpaquePointer) -> XSettings? {
        guard owner != 0,
            let settings = WindowProperty.read(display, window: owner, property: property, length: 65_536 / 4, type: property),
            settings.format == 8, settings.type == property
        else { return nil }
        return XSettings(bytes: settings.bytes)
    }
}
