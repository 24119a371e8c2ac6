import Testing
@testable import WindowInterface

@Suite struct ColorTests {
    @Test(arguments: [
        ("#ff9f0a", Color(red: 0xff, green: 0x9f, blue: 0x0a)),
        ("ff9f0a", Color(red: 0xff, green: 0x9f, blue: 0x0a)),
        ("#A5A5A5", Color(red: 0xa5, green: 0xa5, blue: 0xa5)),
        ("#333333", Color(red: 0x33, green: 0x33, blue: 0x33)),
        ("#fff", Color(red: 255, green: 255, blue: 255)),
        ("#1a2", Color(red: 0x11, green: 0xaa, blue: 0x22)),
        ("#000000", Color.black),
    ])
    func parsesHex(text: String, expected: Color) {
        #expect(Color(hex: text) == expected)
    }

    @Test(arguments: ["", "#", "#ff9f0", "#ff9f0a0", "#gg0000", "ff 9f0a", "#ff9f0a ", "＃ff9f0a", "0xff9f0a"])
    func rejectsMalformedHex(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func hexRoundTrips() {
        let color = Color(red: 0xff, green: 0x9f, blue: 0x0a)
        #expect(color.hex == "#ff9f0a")
        #expect(Color(hex: color.hex) == color)
        #expect("\(Color.white)" == "#ffffff")
    }

    @Test func mixing() {
        #expect(Color.black.mixed(with: .white, fraction: 0) == .black)
        #expect(Color.black.mixed(with: .white, fraction: 1) == .white)
        #expect(Color.black.mixed(with: .white, fraction: 0.5) == Color(red: 128, green: 128, blue: 128))
        #expect(Color.black.mixed(with: .white, fraction: 7) == .white)
        #expect(Color.black.mixed(with: .white, fraction: -1) == .black)
    }

    /// WCAG 2's figures: black on white is 21:1, #777777 on white about 4.48:1, a colour on itself 1:1.
    @Test func contrastRatios() {
        #expect(abs(Color.black.contrast(with: .white) - 21) < 1e-9)
        #expect(abs(Color(hex: "#777777")!.contrast(with: .white) - 4.478) < 0.001)
        #expect(abs(Color(hex: "#767676")!.contrast(with: .white) - 4.542) < 0.001)
        #expect(Color(hex: "#ff9f0a")!.contrast(with: Color(hex: "#ff9f0a")!) == 1)
        #expect(abs(Color.white.luminance - 1) < 1e-12 && Color.black.luminance == 0)
    }
}
