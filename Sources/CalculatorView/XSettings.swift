import WindowInterface

/// The desktop's settings as an XSETTINGS manager publishes them: the `_XSETTINGS_SETTINGS` property
/// of the window owning `_XSETTINGS_S<screen>`, parsed by the XSETTINGS specification (version 0.5).
/// Pure, so that the binary format is tested from byte arrays; the window reads `Xft/DPI` of it, and
/// `Net/DoubleClickTime` and `Net/DoubleClickDistance`.
struct XSettings: Equatable {
    /// One setting's value: the specification's three types.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue and alpha, 16 bits each.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The manager's serial, raised by each change.
    var serial: UInt32
    /// Every setting by name (a name given twice keeps its last value).
    var values: [String: Value]

    /// The property's bytes parsed, or nil when they are not a whole, well-formed settings list
    /// (short, an unknown byte order or type, a length past the end): a bad manager changes nothing.
    init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1, reader.skip(3) else { return nil }
        reader.bigEndian = order == 1   // MSBFirst
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        self.serial = serial
        values = [:]
        // Each setting takes at least 12 bytes: a count past what the bytes hold is a lie.
        guard Int(count) <= bytes.count / 12 else { return nil }
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                let name = reader.padded(Int(nameLength)), reader.card32() != nil
            else { return nil }
            let value: Value
            switch type {
            case 0:
                guard let raw = reader.card32() else { return nil }
                value = .integer(Int32(bitPattern: raw))
            case 1:
                guard let length = reader.card32(), let text = reader.padded(Int(length)) else { return nil }
                value = .string(String(decoding: text, as: UTF8.self))
            case 2:
                guard let red = reader.card16(), let green = reader.card16(), let blue = reader.card16(),
                    let alpha = reader.card16()
                else { return nil }
                value = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
            values[String(decoding: name, as: UTF8.self)] = value
        }
    }

    /// `Xft/DPI` in dots per inch (the setting is DPI × 1024), within `dpis`; nil when unset, not an
    /// integer, or not positive (-1 is the desktop's "use the default").
    func dpi(within dpis: ClosedRange<Double>) -> Double? {
        guard case .integer(let raw)? = values["Xft/DPI"], raw > 0 else { return nil }
        return min(max(Double(raw) / 1024, dpis.lowerBound), dpis.upperBound)
    }

    /// `Net/DoubleClickTime` (ms) and `Net/DoubleClickDistance` (px), each within its range
    /// (`DoubleClick.intervals`, `.distances`), else the default: unset, not an integer, or out of range.
    var doubleClick: DoubleClick {
        func integer(_ name: String) -> Int32? { if case .integer(let value)? = values[name] { value } else { nil } }
        return DoubleClick(desktopInterval: integer("Net/DoubleClickTime"), distance: integer("Net/DoubleClickDistance"))
    }

    /// Reads the property's fields in the manager's byte order, never past the end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            offset += count
            return true
        }

        mutating func card16() -> UInt16? {
            guard let value = unsigned(2) else { return nil }
            return UInt16(value)
        }

        mutating func card32() -> UInt32? {
            unsigned(4)
        }

        /// `count` bytes, then the padding to a multiple of four.
        mutating func padded(_ count: Int) -> ArraySlice<UInt8>? {
            let padding = (4 - count % 4) % 4
            guard count <= bytes.count - offset, padding <= bytes.count - offset - count else { return nil }
            defer { offset += count + padding }
            return bytes[offset..<offset + count]
        }

        private mutating func unsigned(_ width: Int) -> UInt32? {
            guard width <= bytes.count - offset else { return nil }
            var value: UInt32 = 0
            for i in 0..<width {
                let byte = UInt32(bytes[offset + (bigEndian ? i : width - 1 - i)])
                value = value << 8 | byte
            }
            offset += width
            return value
        }
    }
}
