/// What an accessible object is, numbered as AT-SPI's `AtspiRole` (at-spi2-core's atspi-constants.h),
/// which is what goes on the bus.
public enum AccessibleRole: UInt32, Sendable {
    case frame = 23
    case label = 29
    /// A list of items to choose from (the unit picker's).
    case list = 31
    /// One item of a list; `selected` while chosen.
    case listItem = 32
    case pushButton = 43
    case statusBar = 54
    /// Text, here read-only: screen readers speak what is inserted into the focused one.
    case text = 61
    /// A button that stays on or off (a bit of the programmer mode's bit field): AT-SPI's toggle button.
    case toggleButton = 62
    case application = 75
    /// A short message that appears for a moment (a refused paste); announced when it appears.
    case notification = 101
}
