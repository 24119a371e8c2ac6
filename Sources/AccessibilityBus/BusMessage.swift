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
    func append(_ value: Int32) -> BusMessage {
        var value = value
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: "i")), &value)
        return self
    }

    @discardableResult
    func append(_ value: UInt32) -> BusMessage {
        var value = value
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: "u")), &value)
        return self
    }

    @discardableResult
    func append(_ value: Bool) -> BusMessage {
        var value: Int32 = value ? 1 : 0
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: "b")), &value)
        return self
    }

    @discardableResult
    func append(int16 value: Int16) -> BusMessage {
        var value = value
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: "n")), &value)
        return self
    }

    @discardableResult
    func append(double value: Double) -> BusMessage {
        var value = value
        sd_bus_message_append_basic(pointer, CChar(UInt8(ascii: "d")), &value)
        return self
    }

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

    // MARK: Reading

    func readString() -> String? {
        var value: UnsafePointer<CChar>? = nil
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: "s")), &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    func readPath() -> String? {
        var value: UnsafePointer<CChar>? = nil
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: "o")), &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    func readInt32() -> Int32? {
        var value: Int32 = 0
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: "i")), &value) > 0 else { return nil }
        return value
    }

    func readUInt32() -> UInt32? {
        var value: UInt32 = 0
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: "u")), &value) > 0 else { return nil }
        return value
    }

    func readBool() -> Bool? {
        var value: Int32 = 0
        guard sd_bus_message_read_basic(pointer, CChar(UInt8(ascii: "b")), &value) > 0 else { return nil }
        return value != 0
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
