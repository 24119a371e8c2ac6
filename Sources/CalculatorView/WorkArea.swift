import CX11
import Glibc
import WindowInterface

/// The part of the screen a window manager gives windows (EWMH's `_NET_WORKAREA` of the root window, the
/// screen less its panels; the whole screen when none is published) and the frame it draws around this
/// window (`_NET_FRAME_EXTENTS`, none when unset): a size the window asks for is cut to the room inside
/// them, and a frame that would then run past the area's edge is moved in, so that the whole window shows.
struct WorkArea: Equatable {
    var x = 0
    var y = 0
    var width: Int
    var height: Int
    /// The frame's width on each side of the window.
    var left = 0
    var right = 0
    var top = 0
    var bottom = 0

    /// The largest window whose frame fits the area.
    var room: Size {
        Size(width: max(width - left - right, 1), height: max(height - top - bottom, 1))
    }

    /// `size` cut to the room, and, when the frame of a window that size whose frame's top-left corner is at
    /// `frameOrigin` would run past the area's right or bottom edge (or starts left of or above it), the frame's
    /// top-left corner that puts it inside (nil: it stays where it is).
    func fit(_ size: Size, frameOrigin: (x: Int, y: Int)) -> (size: Size, frameOrigin: (x: Int, y: Int)?) {
        let fitted = Size(width: min(size.width, room.width), height: min(size.height, room.height))
        let frameWidth = fitted.width + left + right, frameHeight = fitted.height + top + bottom
        let moved = (
            x: max(x, min(frameOrigin.x, x + width - frameWidth)), y: max(y, min(frameOrigin.y, y + height - frameHeight))
        )
        return (fitted, moved == frameOrigin ? nil : moved)
    }

    /// The current desktop's work area and `window`'s frame, as the window manager publishes them now.
    static func read(_ display: OpaquePointer, window: Window) -> WorkArea {
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        var area = WorkArea(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let desktop = cardinals(display, root, "_NET_CURRENT_DESKTOP", count: 1).first ?? 0
        let areas = cardinals(display, root, "_NET_WORKAREA", count: 4 * 64)
        if desktop >= 0, areas.count >= 4 * (desktop + 1) {
            let bounds = Array(areas[(4 * desktop)..<(4 * desktop + 4)])
            if bounds[2] > 0, bounds[3] > 0 {
                (area.x, area.y, area.width, area.height) = (bounds[0], bounds[1], bounds[2], bounds[3])
            }
        }
        let frame = cardinals(display, window, "_NET_FRAME_EXTENTS", count: 4)
        if frame.count == 4, frame.allSatisfy({ (0...4096).contains($0) }) {
            (area.left, area.right, area.top, area.bottom) = (frame[0], frame[1], frame[2], frame[3])
        }
        return area
    }

    /// The first `count` items of a format-32 (CARDINAL) property of `window` (none when it is not set).
    private static func cardinals(_ display: OpaquePointer, _ window: Window, _ name: String, count: Int) -> [Int] {
        let property = XInternAtom(display, name, True)
        guard property != 0,
            let value = WindowProperty.read(display, window: window, property: property, length: count),
            value.format == 32
        else { return [] }
        return value.longs
    }
}
