import Testing
@testable import CalculatorView
import WindowInterface

@Suite struct WindowOptionsTests {
    @Test func defaults() {
        let options = WindowOptions()
        #expect(options.title == "Calculator")
        #expect(options.className.instance == "calculator" && options.className.class == "Calculator")
        #expect(options.displayName == nil && options.geometry == nil && options.iconPath == nil)
        #expect(options.minimumSize.width > 0 && options.minimumSize.height > 0)
    }

    @Test func theOffsetsSignsGiveTheWindowGravity() {
        // NorthWest 1, NorthEast 3, SouthWest 7, SouthEast 9 (X.h), as xterm sets them.
        #expect(WindowGeometry(parsing: "+0+0")?.gravity == 1)
        #expect(WindowGeometry(parsing: "-0+0")?.gravity == 3)
        #expect(WindowGeometry(parsing: "320x560+5-0")?.gravity == 7)
        #expect(WindowGeometry(parsing: "-0-0")?.gravity == 9)
        #expect(WindowGeometry(parsing: "320x560")?.gravity == nil)
        let placed = WindowGeometry(parsing: "-0-0")!.resolve(
            defaultSize: Size(width: 320, height: 560), screen: Size(width: 1920, height: 1200))
        #expect(placed.x == 1600 && placed.y == 640)
    }

    @Test func errorNamesTheDisplay() {
        #expect(WindowError.cannotOpenDisplay(":42").description == "cannot open display ':42'")
    }

    @Test func noDisplayAnywhereIsNotSetRatherThanAnEmptyName() throws {
        #expect(WindowError.displayNotSet.description == "DISPLAY is not set")
        #expect(throws: WindowError.displayNotSet) { try WindowError.displayName(option: nil, environment: nil) }
        #expect(throws: WindowError.displayNotSet) { try WindowError.displayName(option: nil, environment: "") }
        #expect(try WindowError.displayName(option: nil, environment: ":3") == ":3")
        #expect(try WindowError.displayName(option: ":7", environment: ":3") == ":7")
    }
}
