import CX11
import Glibc

/// The connection to the X server before any window: what start-up reads (the display's X resources)
/// to decide how the window is made. `X11Window(display:options:)` takes it over and closes it.
public struct X11Display {
    let pointer: OpaquePointer
    /// The display's X resources, read once.
    public let resources: XResources
    /// The desktop's XSETTINGS `Xft/DPI` at start, nil when no manager gives one (the window follows its changes).
    public let desktopDPI: Double?

    /// Opens the display named by `name`, else `$DISPLAY`, with the error handlers installed first.
    public static func open(name: String?) throws(WindowError) -> X11Display {
        ErrorHandlers.install()
        let resolvedName = try WindowError.displayName(option: name, environment: getenv("DISPLAY").map { String(cString: $0) })
        guard let display = XOpenDisplay(resolvedName) else { throw .cannotOpenDisplay(resolvedName) }
        return X11Display(
            pointer: display, resources: XResources(display: display),
            desktopDPI: DesktopSettings.currentDPI(display: display))
    }
}
