import CSDBus
import Testing
@testable import AccessibilityBus

/// Values written with `BusMessage` read back as they were, with D-Bus's own types (sd-bus checks
/// them against the signature), and an event's body is what libatspi reads.
struct BusMessageTests {
    @Test(arguments: ["", "seven", "minus 0,5 × π", "√2/2"])
    func aStringReadsBack(text: String) throws {
        let bus = try #require(SocketPairBus())
        let message = try #require(bus.signal { BusMessage(pointer: $0).append(text) })
        #expect(message.signature == "s")
        #expect(BusMessage(pointer: message.pointer).readString() == text)
        #expect(message.atEnd)
    }

    @Test func fixedValuesReadBackWithTheirTypes() throws {
        let bus = try #require(SocketPairBus())
        let message = try #require(
            bus.signal {
                BusMessage(pointer: $0).append(Int32(-7)).append(UInt32.max).append(true).append(false)
                    .append(path: "/org/a11y/atspi/accessible/root")
            })
        #expect(message.signature == "iubbo")
        let read = BusMessage(pointer: message.pointer)
        #expect(read.readInt32() == -7)
        #expect(read.readUInt32() == UInt32.max)
        #expect(read.readBool() == true)
        #expect(read.readBool() == false)
        #expect(read.readPath() == "/org/a11y/atspi/accessible/root")
        #expect(message.atEnd)
    }

    /// Reading the wrong type is refused, not misread.
    @Test func aMismatchedReadIsNil() throws {
        let bus = try #require(SocketPairBus())
        let message = try #require(bus.signal { BusMessage(pointer: $0).append("text") })
        #expect(BusMessage(pointer: message.pointer).readInt32() == nil)
    }

    @Test func anObjectReferenceIsAStructOfNameAndPath() throws {
        let bus = try #require(SocketPairBus())
        let reference = ObjectReference(busName: ":1.42", path: "/org/a11y/atspi/accessible/button_7")
        let message = try #require(bus.signal { BusMessage(pointer: $0).append(reference) })
        #expect(message.signature == "(so)")
        #expect(BusMessage(pointer: message.pointer).readReference() == reference)
    }

    /// `(detail, detail1, detail2, any_data, properties)`: what libatspi's event parser expects.
    @Test func anEventsBodyHasAtspisSignature() throws {
        let bus = try #require(SocketPairBus())
        let event = AccessibleEvent(
            path: "/x", member: "TextChanged", detail: "insert", detail1: 0, detail2: 3,
            value: .text("1,5"))
        let message = try #require(bus.signal { BusMessage(pointer: $0).append(event, sender: ":1.9") })
        #expect(message.signature == "siiva{sv}")
        let read = BusMessage(pointer: message.pointer)
        #expect(read.readString() == "insert")
        #expect(read.readInt32() == 0)
        #expect(read.readInt32() == 3)
        #expect(message.enter("v", "s"))
        #expect(read.readString() == "1,5")
        message.exit()
        #expect(message.enter("a", "{sv}"))
        #expect(message.atContainerEnd)   // no properties
        message.exit()
        #expect(message.atEnd)
    }

    /// An object in an event is referred to with the server's own bus name.
    @Test func anEventsObjectCarriesTheSendersName() throws {
        let bus = try #require(SocketPairBus())
        let event = AccessibleEvent(
            path: "/p", member: "ChildrenChanged", detail: "add", detail1: 2,
            value: .object(path: "/p/child"))
        let message = try #require(bus.signal { BusMessage(pointer: $0).append(event, sender: ":1.9") })
        #expect(message.signature == "siiva{sv}")
        let read = BusMessage(pointer: message.pointer)
        _ = (read.readString(), read.readInt32(), read.readInt32())
        #expect(message.enter("v", "(so)"))
        #expect(read.readReference() == ObjectReference(busName: ":1.9", path: "/p/child"))
    }

    @Test func anIntegerEventCarriesAnInt32() throws {
        let bus = try #require(SocketPairBus())
        let event = AccessibleEvent(path: "/p", member: "StateChanged", detail: "checked", detail1: 1, value: .integer(0))
        let message = try #require(bus.signal { BusMessage(pointer: $0).append(event, sender: ":1.9") })
        #expect(message.signature == "siiva{sv}")
        let read = BusMessage(pointer: message.pointer)
        #expect(read.readString() == "checked")
        #expect(read.readInt32() == 1)
        #expect(read.readInt32() == 0)
        #expect(!message.enter("v", "s"))
        #expect(message.enter("v", "i"))
        #expect(read.readInt32() == 0)
    }
}
