import CSDBus

/// Opening a client connection to a bus by its address.
enum BusConnection {
    /// A started connection to the bus at `address` (it has said Hello), or nil.
    static func open(address: String) -> OpaquePointer? {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return nil }
        guard sd_bus_set_address(bus, address) >= 0, sd_bus_set_bus_client(bus, 1) >= 0, sd_bus_start(bus) >= 0 else {
            sd_bus_unref(bus)
            return nil
        }
        return bus
    }
}
