import CX11
import Glibc

/// What other parts of the program may ask the X server about the window's surroundings, outside
/// event handling: the window's place on the screen, a text property of the root window.
extension X11Window {
    /// The window's top-left corner in screen coordinates (0, 0 once the display is closed).
    public var screenOrigin: (x: Int, y: Int) {
        guard let display else { return (0, 0) }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// The root window's property `name` as text (STRING or UTF8_STRING, up to 4 KiB), or nil when
    /// it is not set: e.g. `AT_SPI_BUS`, the accessibility bus's address.
    public func rootWindowText(_ name: String) -> String? {
        guard let display else { return nil }
        let property = XInternAtom(display, name, True)
        guard property != 0 else { return nil }
        guard let text = WindowProperty.read(display, window: XDefaultRootWindow(display), property: property, length: 1024),
            text.format == 8, !text.bytes.isEmpty
        else { return nil }
        return String(decoding: text.bytes, as: UTF8.self)
    }
}
