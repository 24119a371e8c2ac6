import CSDBus
import Glibc

/// Opening a client connection to a bus by its address, and the bounds that keep a silent or
/// stopped bus from ever holding up the window.
enum BusConnection {
    /// How long connecting, authenticating and Hello may take before the bus is dropped.
    static let connectTimeout: UInt64 = 2_000_000
    /// Messages waiting to be written (the bus reads none: a stopped daemon) beyond which it is dropped.
    static let queueLimit: UInt64 = 256

    /// A connection on its way to the bus at `address`: connecting and authenticating go on without
    /// blocking, as `sd_bus_process` is called (sd-bus's sockets are non-blocking), Hello is queued.
    /// libsystemd is loaded here, the first time a bus is found (none without it: one line says so).
    static func open(address: String) -> OpaquePointer? {
        guard csd_library_load() != 0 else { return nil }
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return nil }
        guard sd_bus_set_address(bus, address) >= 0, sd_bus_set_bus_client(bus, 1) >= 0,
            sd_bus_set_method_call_timeout(bus, connectTimeout) >= 0, sd_bus_start(bus) >= 0
        else {
            sd_bus_unref(bus)
            return nil
        }
        return bus
    }

    /// Whether more than `queueLimit` messages wait to be written: the other end reads nothing.
    static func isStuck(_ bus: OpaquePointer) -> Bool {
        var queued: UInt64 = 0
        return sd_bus_get_n_queued_write(bus, &queued) >= 0 && queued > queueLimit
    }

    /// `CLOCK_MONOTONIC` in microseconds, sd-bus's clock.
    static func now() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
    }
}
