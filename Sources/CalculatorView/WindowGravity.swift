import CX11
import WindowInterface

extension WindowGeometry {
    /// The window gravity (ICCCM's `win_gravity` in WM_NORMAL_HINTS) the offsets' signs stand for,
    /// as xterm sets it: `+X+Y` is NorthWest, `-X+Y` NorthEast, `+X-Y` SouthWest, `-X-Y` SouthEast. A
    /// window manager then places the corner of the decorated frame there, so `-0-0` is flush with
    /// the bottom-right corner of the screen. Nil when the geometry gives no position.
    public var gravity: Int32? {
        guard x != nil else { return nil }
        switch (xFromRight, yFromBottom) {
        case (false, false): return NorthWestGravity
        case (true, false): return NorthEastGravity
        case (false, true): return SouthWestGravity
        case (true, true): return SouthEastGravity
        }
    }
}
