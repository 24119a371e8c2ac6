import CX11
import Glibc

/// A window property as `XGetWindowProperty` returns it, copied out of X's memory, which is freed:
/// the one place the program reads a property (the selections, the window state, XSETTINGS, the root
/// window's text).
struct WindowProperty {
    /// The property's type (None, 0, when it is not set).
    var type: Atom
    /// 8, 16 or 32 (0 when it is not set).
    var format: Int32
    /// The items of a format-8 property; empty for other formats.
    var bytes: [UInt8]
    /// The items of a format-32 property, which Xlib gives as C longs whatever the size on the wire; empty
    /// for other formats.
    var longs: [Int]
    /// How many bytes were left unread past `length`.
    var bytesAfter: Int

    /// Reads `property` of `window`: at most `length` 32-bit units (as `XGetWindowProperty` counts them),
    /// of `type` (any by default); nil when the request fails.
    static func read(
        _ display: OpaquePointer, window: Window, property: Atom, length: Int, type requested: Atom = Atom(AnyPropertyType)
    ) -> WindowProperty? {
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        let status = XGetWindowProperty(
            display, window, property, 0, length, False, requested, &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        var result = WindowProperty(type: type, format: format, bytes: [], longs: [], bytesAfter: Int(after))
        guard let data else { return result }
        if format == 8 {
            result.bytes = Array(UnsafeBufferPointer(start: data, count: Int(items)))
        } else if format == 32 {
            result.longs = data.withMemoryRebound(to: Int.self, capacity: Int(items)) {
                Array(UnsafeBufferPointer(start: $0, count: Int(items)))
            }
        }
        return result
    }
}
