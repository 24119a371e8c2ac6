import CX11
import Layout
import Testing
import TestSupport
import WindowInterface
@testable import CalculatorView

/// The real window on an X server of the test's own (Xvfb): mapped at the size asked for, and a scene
/// drawn into it as the server's pixels show. Without Xvfb these fail, saying so; they never skip.
@Suite(.serialized) struct X11WindowTests {
    @Test func pasteLimitIsTheClipboardLimit() {
        #expect(X11Window<String>.pasteLimit == 4096)
    }

    /// Runs `body` with a window of `geometry` on a fresh Xvfb, then closes both.
    static func withWindow(geometry: String, _ body: (X11Window<String>, OpaquePointer) throws -> Void) throws {
        let server = try #require(XvfbServer.start(), "Xvfb could not be started (Scripts/install-deps --test installs it)")
        defer { server.stop() }
        let display = try X11Display.open(name: server.displayName)
        let window = X11Window<String>(
            display: display, options: WindowOptions(displayName: server.displayName, geometry: geometry))
        let connection = try #require(window.display)
        XSync(connection, False)
        try body(window, connection)
        window.teardown()
    }

    /// `-geometry WxH+X+Y` gives a mapped window of that size at that place on the server.
    @Test func theWindowIsMappedAtTheGeometryAsked() throws {
        try Self.withWindow(geometry: "300x420+40+30") { window, connection in
            #expect(window.size == Size(width: 300, height: 420))
            var attributes = XWindowAttributes()
            #expect(XGetWindowAttributes(connection, window.window, &attributes) != 0)
            #expect((attributes.width, attributes.height) == (300, 420))
            #expect((attributes.x, attributes.y) == (40, 30))
            #expect(attributes.map_state == IsViewable)
        }
    }

    /// A scene's background is what the server then holds in the window's pixels, in its corners too.
    @Test(arguments: [Color(red: 0x20, green: 0x80, blue: 0xC0), Color(red: 0xFF, green: 0x10, blue: 0x00)])
    func theScenesBackgroundIsDrawnInTheWindow(color: Color) throws {
        try Self.withWindow(geometry: "200x150+0+0") { window, connection in
            window.setScene(Scene(layout: SceneLayout(background: color)))
            window.renderAndPresentSynchronously()
            for (x, y) in [(0, 0), (199, 149), (100, 75)] {
                let image = try #require(XGetImage(connection, window.window, Int32(x), Int32(y), 1, 1, ~0, ZPixmap))
                defer { _ = image.pointee.f.destroy_image(image) }
                let pixel = image.pointee.f.get_pixel(image, 0, 0)
                let drawn = Color(red: UInt8((pixel >> 16) & 0xFF), green: UInt8((pixel >> 8) & 0xFF), blue: UInt8(pixel & 0xFF))
                #expect(drawn == color, "pixel (\(x), \(y))")
            }
        }
    }

    /// A number at its full size keeps its ink below the expression line's band, so the two never
    /// touch: a digit, and an exact form whose √ and / rise above the digits. The band is left empty
    /// here, so any ink in it is the number's.
    @Test(arguments: ["7", "√2/2", "2π/3"])
    func theNumbersInkStaysBelowTheExpressionBand(number: String) throws {
        try Self.withWindow(geometry: "320x190+0+0") { window, connection in
            let frame = Rect(x: 12, y: 12, width: 296, height: 151)
            let areas = DisplayAreas(frame, roundButtons: 3)
            #expect(areas.isExpressionFullWidth && areas.exactForm.height > 0)
            window.setScene(
                Scene(layout: SceneLayout(displayFrame: frame, displayAreas: areas), number: NumberLine(text: number)))
            window.renderAndPresentSynchronously()
            let band = areas.expression
            let image = try #require(
                XGetImage(
                    connection, window.window, Int32(band.x), Int32(band.y), UInt32(band.width), UInt32(band.height), ~0,
                    ZPixmap))
            defer { _ = image.pointee.f.destroy_image(image) }
            let inked = (0..<Int32(band.height)).filter { row in
                (0..<Int32(band.width)).contains { image.pointee.f.get_pixel(image, $0, row) & 0xFFFFFF != 0 }
            }
            #expect(inked.isEmpty, "rows of the band with ink: \(inked)")
            // The number is drawn, under the band.
            let below = try #require(
                XGetImage(
                    connection, window.window, Int32(band.x), Int32(band.maxY), UInt32(band.width),
                    UInt32(areas.number.maxY - band.maxY), ~0, ZPixmap))
            defer { _ = below.pointee.f.destroy_image(below) }
            let drawn = (0..<Int32(areas.number.maxY - band.maxY)).contains { row in
                (0..<Int32(band.width)).contains { below.pointee.f.get_pixel(below, $0, row) & 0xFFFFFF != 0 }
            }
            #expect(drawn)
        }
    }
}
