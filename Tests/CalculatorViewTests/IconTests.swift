import Testing
@testable import CalculatorView

@Suite struct IconTests {
    static func pam(
        _ width: Int, _ height: Int, depth: Int = 4, type: String = "RGB_ALPHA", maxval: Int = 255,
        comment: Bool = false, pixels: [UInt8]
    ) -> [UInt8] {
        var header = "P7\n"
        if comment { header += "# made by a test\n" }
        header += "WIDTH \(width)\nHEIGHT \(height)\nDEPTH \(depth)\nMAXVAL \(maxval)\nTUPLTYPE \(type)\nENDHDR\n"
        return Array(header.utf8) + pixels
    }

    @Test func parsesRGBAAndMakesCardinals() throws {
        let data = Self.pam(2, 1, comment: true, pixels: [0xff, 0x9f, 0x0a, 0xff, 0x10, 0x20, 0x30, 0x40])
        let images = try PAMIcon.parse(data)
        #expect(images == [IconImage(width: 2, height: 1, rgba: [0xff, 0x9f, 0x0a, 0xff, 0x10, 0x20, 0x30, 0x40])])
        #expect(PAMIcon.netWMIcon(images) == [2, 1, 0xffff9f0a, 0x40102030])
    }

    @Test func parsesSeveralImages() throws {
        let data =
            Self.pam(1, 1, pixels: [1, 2, 3, 4]) + Self.pam(2, 2, depth: 3, type: "RGB", pixels: Array(repeating: 9, count: 12))
        let icon = PAMIcon.netWMIcon(try PAMIcon.parse(data))
        #expect(icon.count == 2 + 1 + 2 + 4)
        #expect(icon[0...2] == [1, 1, 0x04010203])
        #expect(icon[3...4] == [2, 2])
        #expect(icon[5...].allSatisfy { $0 == 0xff090909 })
    }

    @Test func scalesOtherMaxvals() throws {
        let images = try PAMIcon.parse(Self.pam(1, 1, maxval: 15, pixels: [15, 0, 8, 15]))
        #expect(images[0].rgba == [255, 0, 136, 255])
        let wide = try PAMIcon.parse(Self.pam(1, 1, maxval: 65535, pixels: [0xff, 0xff, 0, 0, 0x80, 0x00, 0xff, 0xff]))
        #expect(wide[0].rgba == [255, 0, 128, 255])
    }

    @Test func rejectsBadInput() {
        #expect(throws: IconError.notPAM) { try PAMIcon.parse(Array("P6\n1 1\n255\n".utf8)) }
        #expect(throws: IconError.notPAM) { try PAMIcon.parse([]) }
        #expect(throws: IconError.truncated) { try PAMIcon.parse(Self.pam(2, 2, pixels: [1, 2, 3])) }
        #expect(throws: IconError.self) { try PAMIcon.parse(Self.pam(1, 1, depth: 3, type: "RGB_ALPHA", pixels: [1, 2, 3])) }
        #expect(throws: IconError.self) { try PAMIcon.parse(Array("P7\nWIDTH 1\nENDHDR\n".utf8)) }
    }

    @Test func theShippedIconLoads() throws {
        // Tests run from the package root.
        let path = "Resources/calculator.pam"
        guard let bytes = try? PAMIcon.readFile(path) else { return }
        let images = try PAMIcon.parse(bytes)
        #expect(images.map(\.width) == [64, 32])
        #expect(images.map(\.height) == [64, 32])
        let icon = PAMIcon.netWMIcon(images)
        #expect(icon.count == 2 + 64 * 64 + 2 + 32 * 32)
        #expect(icon[2] >> 24 == 0)   // transparent corner
        #expect(icon[2 + 32 * 64 + 3] == 0xffff9f0a)   // orange near the left edge, mid height
    }

    @Test func missingFileThrows() {
        #expect(throws: IconError.cannotRead("/nonexistent/icon.pam")) { try PAMIcon.load(path: "/nonexistent/icon.pam") }
    }
}
