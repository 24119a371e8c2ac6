import CSDBus

/// An sd-bus message being written or read, with the few typed calls AT-SPI needs. It borrows the
/// pointer; whoever created the message unrefs it.
struct BusMessage {
    let pointer: OpaquePointer

    // MARK: Writing

    @discardableResult
    func append(_ text: String) -> BusMessage { basic("s", text); return self }
    @discardableResult
    func append(path: String) -> BusMessage { basic("o", path); return self }

    @discardableResult
    func append(_ value: Int32) -> BusMessage { fixed("i", value) }
    @discardableResult
    func append(_ value: UInt32) -> BusMessage { fixed("u", value) }
    @discardableResult
    func append(_ value: Bool) -> BusMessage { fixed("b", Int32(value ? 1 : 0)) }   // D-Bus booleans are 32 bits
    @discardableResult
    func append(int16 value: Int16) -> BusMessage { fixed("n", value) }
    @discardableResult
    func append(double value: Double) -> BusMessage { fixed("d", value) }

    /// An object reference, AT-SPI's `(so)`: a bus name and a path.
    @discardableResult
    func append(_ reference: ObjectReference) -> BusMessage {
        container("r", "so") { $0.append(reference.busName).append(path: reference.path) }
    }

    /// A container (`a`, `r`, `v`, `e`) of `contents`, filled by `body`.
    @discardableResult
    func container(_ type: Unicode.Scalar, _ contents: String, _ body: (BusMessage) -> Void) -> BusMessage {
        sd_bus_message_open_container(pointer, CChar(UInt8(ascii: type)), contents)
        body(self)
        sd_bus_message_close_container(pointer)
        return self
    }

    private func basic(_ type: Unicode.Scalar, _ text: String) {
        text.withCString { _ = sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: type)), $0) }
    }

    /// Appends a fixed-size value of D-Bus type `type`, whose Swift type must match its size.
    private func fixed<Value: BitwiseCopyable>(_ type: Unicode.Scalar, _ value: Value) -> BusMessage {
        var value = value
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: type)), &value)
        return self
    }

    // MARK: Reading

    func readString() -> String? { readText("s") }
    func readPath() -> String? { readText("o") }
    func readInt32() -> Int32? { readFixed("i", Int32(0)) }
    func readUInt32() -> UInt32? { readFixed("u", UInt32(0)) }
    func readBool() -> Bool? { readFixed("b", Int32(0)).map { $0 != 0 } }

    private func readText(_ type: Unicode.Scalar) -> String? {
        var value: UnsafePointer<CChar>? = nil
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: type)), &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    /// Reads a fixed-size value of D-Bus type `type` into a value like `initial`.
    private func readFixed<Value: BitwiseCopyable>(_ type: Unicode.Scalar, _ initial: Value) -> Value? {
        var value = initial
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: type)), &value) > 0 else { return nil }
        return value
    }

    /// An `(so)` object reference.
    func readReference() -> ObjectReference? {
        guard sd_bus_message_enter_container(pointer, CChar(UInt8(ascii: "r")), "so") > 0 else { return nil }
        defer { sd_bus_message_exit_container(pointer) }
        guard let name = readString(), let path = readPath() else { return nil }
        return ObjectReference(busName: name, path: path)
    }

    // MARK: Header

    var path: String { sd_bus_message_get_path(pointer).map { String(cString: $0) } ?? "" }
    var interface: String { sd_bus_message_get_interface(pointer).map { String(cString: $0) } ?? "" }
    var member: String { sd_bus_message_get_member(pointer).map { String(cString: $0) } ?? "" }
    var isMethodCall: Bool { sd_bus_message_is_method_call(pointer, nil, nil) > 0 }
}
