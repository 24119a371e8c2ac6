/// How near in time and place two presses must come to count as one run of clicks (a double or triple
/// click): the desktop's XSETTINGS `Net/DoubleClickTime` and `Net/DoubleClickDistance`, which GTK reads
/// as `gtk-double-click-time` and `-distance`, when a manager gives them; else GTK's defaults.
public struct DoubleClick: Hashable, Sendable {
    /// The longest time between two presses, in milliseconds.
    public var interval: UInt32
    /// The farthest apart two presses may be, across and down, in pixels at 96 dpi.
    public var distance: Double

    public init(interval: UInt32, distance: Double) {
        self.interval = interval
        self.distance = distance
    }

    /// GTK's defaults, when no manager says (400 ms, 5 px).
    public static let standard = DoubleClick(interval: 400, distance: 5)
    /// The times and distances taken from a desktop: what a person can click within, and not so long or
    /// far that two separate clicks would select a word.
    public static let intervals: ClosedRange<Int32> = 100...2000
    public static let distances: ClosedRange<Int32> = 1...50

    /// A desktop's `interval` (ms) and `distance` (px), each the default when not given or out of range.
    public init(desktopInterval interval: Int32?, distance: Int32?) {
        self.init(
            interval: interval.flatMap { Self.intervals.contains($0) ? UInt32($0) : nil } ?? Self.standard.interval,
            distance: distance.flatMap { Self.distances.contains($0) ? Double($0) : nil } ?? Self.standard.distance)
    }
}
