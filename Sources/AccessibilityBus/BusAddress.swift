import Glibc

/// Where the accessibility bus is, looked for as libatspi looks: `$AT_SPI_BUS_ADDRESS`, then the
/// `AT_SPI_BUS` property of the root window (which the view reads and hands over), then
/// `org.a11y.Bus.GetAddress` on the session bus (`$DBUS_SESSION_BUS_ADDRESS`), asked without waiting
/// (`AccessibilityServer`). With none of them nothing is tried and nothing is said.
enum BusAddress {
    /// How long the session bus may take to answer (it may start the bus launcher).
    static let sessionTimeoutMicroseconds: UInt64 = 2_000_000

    /// The accessibility bus's address when it is known without asking anyone.
    static func known(rootWindowProperty: String?) -> String? {
        if let address = environment("AT_SPI_BUS_ADDRESS") { return address }
        if let address = rootWindowProperty, !address.isEmpty { return address }
        return nil
    }

    /// The session bus's address, which knows the accessibility bus's.
    static var session: String? { environment("DBUS_SESSION_BUS_ADDRESS") }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return value
    }
}
