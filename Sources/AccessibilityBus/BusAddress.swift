import CSDBus
import Glibc

/// Where the accessibility bus is, looked for as libatspi looks: `$AT_SPI_BUS_ADDRESS`, then the
/// `AT_SPI_BUS` property of the root window (which the view reads and hands over), then
/// `org.a11y.Bus.GetAddress` on the session bus (`$DBUS_SESSION_BUS_ADDRESS`). Nil when there is
/// none of them: then nothing is tried and nothing is said.
enum BusAddress {
    /// How long the session bus may take to answer (it may start the bus launcher).
    static let sessionTimeoutMicroseconds: UInt64 = 1_000_000

    static func find(rootWindowProperty: String?) -> String? {
        if let address = environment("AT_SPI_BUS_ADDRESS") { return address }
        if let address = rootWindowProperty, !address.isEmpty { return address }
        guard let session = environment("DBUS_SESSION_BUS_ADDRESS") else { return nil }
        return askSessionBus(at: session)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return value
    }

    /// `org.a11y.Bus.GetAddress` on the session bus at `address`; nil on any failure.
    private static func askSessionBus(at address: String) -> String? {
        guard let bus = BusConnection.open(address: address) else { return nil }
        defer { sd_bus_flush_close_unref(bus) }
        var call: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &call, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") >= 0,
              let call else { return nil }
        defer { sd_bus_message_unref(call) }
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        guard sd_bus_call(bus, call, sessionTimeoutMicroseconds, &error, &reply) >= 0, let reply else { return nil }
        defer { sd_bus_message_unref(reply) }
        return BusMessage(pointer: reply).readString().flatMap { $0.isEmpty ? nil : $0 }
    }
}
