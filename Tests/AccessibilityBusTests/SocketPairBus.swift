import CSDBus
import Glibc

/// A started sd-bus connection on one end of a socket pair, its peer the other end: enough to create,
/// seal and read back messages without a bus daemon. Nothing is ever sent.
final class SocketPairBus {
    let bus: OpaquePointer
    private let peer: OpaquePointer

    init?() {
        var fds: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else { return nil }
        var client: OpaquePointer?, server: OpaquePointer?
        guard sd_bus_new(&client) >= 0, let client, sd_bus_new(&server) >= 0, let server else { return nil }
        var id = sd_id128_t()
        sd_id128_randomize(&id)
        sd_bus_set_fd(server, fds[1], fds[1])
        sd_bus_set_server(server, 1, id)
        sd_bus_set_anonymous(server, 1)
        sd_bus_set_fd(client, fds[0], fds[0])
        sd_bus_set_anonymous(client, 1)
        guard sd_bus_start(server) >= 0, sd_bus_start(client) >= 0 else { return nil }
        bus = client
        peer = server
    }

    deinit {
        sd_bus_close_unref(bus)
        sd_bus_close_unref(peer)
    }

    /// A signal written by `write`, sealed and rewound for reading; nil if sd-bus refused it.
    func signal(_ write: (OpaquePointer) -> Void) -> Message? {
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, "/test", "org.example.Test", "Signal") >= 0, let message
        else { return nil }
        write(message)
        guard sd_bus_message_seal(message, 1, 0) >= 0, sd_bus_message_rewind(message, 1) >= 0 else {
            sd_bus_message_unref(message)
            return nil
        }
        return Message(pointer: message)
    }

    /// A sealed message, unreferenced when dropped.
    final class Message {
        let pointer: OpaquePointer
        init(pointer: OpaquePointer) { self.pointer = pointer }
        deinit { sd_bus_message_unref(pointer) }

        /// The body's full signature.
        var signature: String { sd_bus_message_get_signature(pointer, 1).map { String(cString: $0) } ?? "" }

        /// Enters a container of `type` holding `contents`; false if the next value is not one.
        func enter(_ type: Unicode.Scalar, _ contents: String) -> Bool {
            sd_bus_message_enter_container(pointer, CChar(UInt8(ascii: type)), contents) > 0
        }

        func exit() { sd_bus_message_exit_container(pointer) }

        /// Whether every value has been read.
        var atEnd: Bool { sd_bus_message_at_end(pointer, 1) > 0 }

        /// Whether every value of the container entered last has been read.
        var atContainerEnd: Bool { sd_bus_message_at_end(pointer, 0) > 0 }
    }
}
