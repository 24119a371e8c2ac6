import Testing
import WindowInterface

/// X geometry strings as XParseGeometry reads them, bounded by X's 16-bit coordinates, and resolved on a screen.
@Suite struct WindowGeometryTests {
    @Test(arguments: [
        ("360x640+10+20", WindowGeometry(width: 360, height: 640, x: 10, y: 20)),
        ("360X640", WindowGeometry(width: 360, height: 640)),
        ("=300x500", WindowGeometry(width: 300, height: 500)),
        ("+5+6", WindowGeometry(x: 5, y: 6)),
        ("-5-6", WindowGeometry(x: 5, y: 6, xFromRight: true, yFromBottom: true)),
        ("1x1-0+0", WindowGeometry(width: 1, height: 1, x: 0, y: 0, xFromRight: true)),
    ])
    func parses(text: String, expected: WindowGeometry) {
        #expect(WindowGeometry(parsing: text) == expected)
    }

    @Test(arguments: [
        "", "=", "x", "360", "360x", "x640", "0x640", "360x0", "360x640+", "360x640+1",
        "360x640+1+", "360x640+1+2+3", "abc", "360*640", "-360x640", "99999999x1",
    ])
    func rejects(text: String) {
        #expect(WindowGeometry(parsing: text) == nil)
    }

    /// Issue 35, item 8: sizes and offsets stay within X's 16-bit coordinates (a back buffer larger
    /// than 32767 cannot be made); the largest is taken, one more is refused.
    @Test func numbersAreBoundedByXsCoordinates() {
        #expect(
            WindowGeometry(parsing: "32767x32767+32767-32767")
                == WindowGeometry(width: 32_767, height: 32_767, x: 32_767, y: 32_767, yFromBottom: true))
        for text in ["32768x560", "320x32768", "320x560+32768+0", "320x560+0-32768", "1000000x1000000"] {
            #expect(WindowGeometry(parsing: text) == nil, "\(text)")
        }
    }

    @Test func resolvesAgainstTheScreen() {
        let screen = Size(width: 1280, height: 1024)
        let g = WindowGeometry(parsing: "300x500-10-20")!
        let r = g.resolve(defaultSize: Size(width: 320, height: 560), screen: screen)
        #expect(r.x == 1280 - 300 - 10 && r.y == 1024 - 500 - 20 && r.width == 300 && r.height == 500)

        let noPosition = WindowGeometry(parsing: "100x100")!.resolve(
            defaultSize: Size(width: 320, height: 560), minimumSize: Size(width: 200, height: 320), screen: screen)
        #expect(noPosition.x == nil && noPosition.y == nil)
        #expect(noPosition.width == 100 && noPosition.height == 100)   // explicit sizes win

        let defaults = WindowGeometry().resolve(
            defaultSize: Size(width: 150, height: 560), minimumSize: Size(width: 200, height: 320), screen: screen)
        #expect(defaults.width == 200 && defaults.height == 560)
    }
}
