import Testing
@testable import CalculatorView
import TestSupport
import WindowInterface

/// The `_XSETTINGS_SETTINGS` format, from byte arrays written by the XSETTINGS specification (0.5):
/// a byte order byte and 3 unused, CARD32 serial, CARD32 count, then each setting: type, 1 unused,
/// CARD16 name length, the name padded to 4, CARD32 last-change serial, and the value.
@Suite struct XSettingsTests {
    /// `Xft/DPI` = 196608 (192 × 1024), serial 7, least significant byte first.
    static let dpiLSB: [UInt8] = [
        0, 0, 0, 0,   // LSBFirst, unused
        7, 0, 0, 0,   // serial
        1, 0, 0, 0,   // one setting
        0, 0, 7, 0,   // integer, unused, name length 7
        0x58, 0x66, 0x74, 0x2F, 0x44, 0x50, 0x49, 0,   // "Xft/DPI" and 1 byte of padding
        3, 0, 0, 0,   // last change serial
        0x00, 0x00, 0x03, 0x00,   // 196608
    ]

    /// The same, and two more settings, most significant byte first: a string `Net/ThemeName` =
    /// `Adwaita` and a colour `Gtk/Color` (red 0xffff, green 0x8000, blue 0, alpha 0xffff).
    static let threeMSB: [UInt8] = [
        1, 0, 0, 0,
        0, 0, 0, 9,
        0, 0, 0, 3,
        0, 0, 0, 7,
        0x58, 0x66, 0x74, 0x2F, 0x44, 0x50, 0x49, 0,
        0, 0, 0, 3,
        0x00, 0x01, 0x80, 0x00,   // 98304: 96 dpi
        1, 0, 0, 13,   // string, name length 13
        0x4E, 0x65, 0x74, 0x2F, 0x54, 0x68, 0x65, 0x6D, 0x65, 0x4E, 0x61, 0x6D, 0x65, 0, 0, 0,   // "Net/ThemeName" + 3
        0, 0, 0, 1,
        0, 0, 0, 7,   // value length 7
        0x41, 0x64, 0x77, 0x61, 0x69, 0x74, 0x61, 0,   // "Adwaita" + 1
        2, 0, 0, 9,   // colour, name length 9
        0x47, 0x74, 0x6B, 0x2F, 0x43, 0x6F, 0x6C, 0x6F, 0x72, 0, 0, 0,   // "Gtk/Color" + 3
        0, 0, 0, 2,
        0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0xFF, 0xFF,
    ]

    @Test func anIntegerSettingIsReadInLeastSignificantByteFirstOrder() throws {
        let settings = try #require(XSettings(bytes: Self.dpiLSB))
        #expect(settings.serial == 7)
        #expect(settings.values == ["Xft/DPI": .integer(196_608)])
        #expect(settings.dpi(within: 24...384) == 192)
    }

    @Test func everyTypeIsReadInMostSignificantByteFirstOrder() throws {
        let settings = try #require(XSettings(bytes: Self.threeMSB))
        #expect(settings.serial == 9)
        #expect(settings.values["Xft/DPI"] == .integer(98_304))
        #expect(settings.values["Net/ThemeName"] == .string("Adwaita"))
        #expect(settings.values["Gtk/Color"] == .color(red: 0xFFFF, green: 0x8000, blue: 0, alpha: 0xFFFF))
        #expect(settings.dpi(within: 24...384) == 96)
    }

    @Test func noSettingsIsAnEmptyList() throws {
        let settings = try #require(XSettings(bytes: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]))
        #expect(settings.values.isEmpty)
        #expect(settings.dpi(within: 24...384) == nil)
    }

    /// -1 is what desktops publish for "the default"; a fractional dpi (1.5 × 96 = 144, as 147456) is kept.
    @Test(arguments: [(Int32(-1), nil), (0, nil), (147_456, 144), (12 * 1024, 24), (1_000 * 1024, 384)] as [(Int32, Double?)])
    func theDPIIsPositiveAndWithinTheRange(raw: Int32, dpi: Double?) throws {
        var bytes = Self.dpiLSB
        withUnsafeBytes(of: raw.littleEndian) { bytes.replaceSubrange(28..<32, with: $0) }
        let settings = try #require(XSettings(bytes: bytes))
        #expect(settings.dpi(within: 24...384) == dpi)
    }

    @Test func aDPIThatIsAStringIsNoDPI() throws {
        var bytes = Self.dpiLSB
        bytes[12] = 1   // the type says string: its "length" 196608 runs past the end
        #expect(XSettings(bytes: bytes) == nil)
    }

    /// Every prefix of a valid property is refused, never read past its end.
    @Test func everyShortPropertyIsRefused() {
        for length in 0..<Self.threeMSB.count {
            #expect(XSettings(bytes: Array(Self.threeMSB.prefix(length))) == nil, "\(length) bytes")
        }
    }

    @Test(
        arguments: [
            ("byte order 2", 0, UInt8(2)),
            ("type 3", 12, 3),
            ("a count of 200", 8, 200),
            ("a name of 255 bytes", 14, 255),
        ] as [(String, Int, UInt8)])
    func malformedDataIsRefused(_ what: String, at offset: Int, byte: UInt8) {
        var bytes = Self.dpiLSB
        bytes[offset] = byte
        #expect(XSettings(bytes: bytes) == nil, "\(what)")
    }

    /// A property of integer settings, least significant byte first, serial 1.
    static func integers(_ settings: [(name: String, value: Int32)]) -> [UInt8] {
        func card32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        var bytes = [0, 0, 0, 0] + card32(1) + card32(UInt32(settings.count))
        for (name, value) in settings {
            let utf8 = Array(name.utf8)
            bytes += [0, 0] + withUnsafeBytes(of: UInt16(utf8.count).littleEndian, Array.init)
            bytes += utf8 + [UInt8](repeating: 0, count: (4 - utf8.count % 4) % 4)
            bytes += card32(1) + card32(UInt32(bitPattern: value))
        }
        return bytes
    }

    /// `Net/DoubleClickTime` (ms) and `Net/DoubleClickDistance` (px), as GTK reads them for its
    /// `gtk-double-click-time` and `-distance`: each within its range, else the default (400 ms, 5 px).
    @Test(
        arguments: [
            ([("Net/DoubleClickTime", 600), ("Net/DoubleClickDistance", 8)], 600, 8),
            ([("Net/DoubleClickTime", 1000)], 1000, 5),
            ([("Net/DoubleClickDistance", 12), ("Xft/DPI", 98_304)], 400, 12),
            ([("Net/DoubleClickTime", 100), ("Net/DoubleClickDistance", 50)], 100, 50),
            ([("Net/DoubleClickTime", 99), ("Net/DoubleClickDistance", 51)], 400, 5),
            ([("Net/DoubleClickTime", 2001), ("Net/DoubleClickDistance", 0)], 400, 5),
            ([("Net/DoubleClickTime", -1), ("Net/DoubleClickDistance", -1)], 400, 5),
            ([("Net/DoubleClickTime", 2000), ("Net/DoubleClickDistance", 1)], 2000, 1),
            ([], 400, 5),
        ] as [([(String, Int32)], UInt32, Double)])
    func theDoubleClickTimeAndDistanceAreReadWithinTheirRanges(settings: [(String, Int32)], interval: UInt32, distance: Double)
        throws
    {
        let parsed = try #require(XSettings(bytes: Self.integers(settings.map { (name: $0.0, value: $0.1) })))
        #expect(parsed.doubleClick == DoubleClick(interval: interval, distance: distance))
    }

    /// A time given as a string is no time: the default stays.
    @Test func aDoubleClickTimeThatIsAStringIsTheDefault() throws {
        var bytes = Self.integers([("Net/DoubleClickTime", 600)])
        // The setting made a string of length 0 (its CARD32 value read as the length): the same bytes.
        bytes[12] = 1
        bytes[bytes.count - 4..<bytes.count] = [0, 0, 0, 0]
        let parsed = try #require(XSettings(bytes: bytes))
        #expect(parsed.values["Net/DoubleClickTime"] == .string(""))
        #expect(parsed.doubleClick == .standard)
    }

    /// A count near 2³² with a few bytes behind it is refused at once, not looped over.
    @Test func aHugeCountIsRefused() {
        #expect(XSettings(bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0]) == nil)
    }

    /// Seeded random bytes, and random corruptions of a valid property: parsed or refused, never a crash.
    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(seed: 36)
        for _ in 0..<5_000 {
            var bytes = Self.threeMSB
            for _ in 0..<Int(random.next() % 4) + 1 {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = XSettings(bytes: bytes)
            let noise = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = XSettings(bytes: noise)
        }
    }
}
