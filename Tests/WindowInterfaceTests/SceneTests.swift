import Testing
@testable import WindowInterface
import Layout

/// What names the buttons here: the interface is generic over it.
enum TestControl: Hashable, Sendable { case seven, zero }

@Suite struct SceneTests {
    let seven = ButtonFace(
        control: TestControl.seven, title: "7", frame: Rect(x: 0, y: 0, width: 80, height: 80),
        fill: Color(hex: "#333333")!, textColor: .white)
    let zero = ButtonFace(
        control: TestControl.zero, title: "0", frame: Rect(x: 0, y: 100, width: 180, height: 80),
        fill: Color(hex: "#333333")!, textColor: .white, titleAlignment: .leadingCircle)

    @Test func hitTestingUsesTheShape() {
        let scene = Scene(buttons: [seven, zero])
        #expect(scene.button(at: Point(x: 40, y: 40))?.control == .seven)
        #expect(scene.button(at: Point(x: 2, y: 2)) == nil)   // outside the circle
        #expect(scene.button(at: Point(x: 90, y: 101))?.control == .zero)   // flat part of the capsule
        #expect(scene.button(at: Point(x: 90, y: 90)) == nil)   // in the gap
    }

    @Test func undrawableButtonsAreNeverHit() {
        var tiny = seven
        tiny.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(Scene(buttons: [tiny]).button(at: Point(x: 0, y: 0)) == nil)
        #expect(tiny.shape == nil)
    }

    /// The controls row on top, the number under it, and the expression line with the full width in
    /// the band a full-size number leaves free at its area's top (issue 36, item 5: it had the 150 px
    /// right of the round buttons in a 320 px window); on a display too short for a legible band, it
    /// shares the controls row.
    @Test func displayAreasSplitTheFrame() {
        let areas = DisplayAreas(Rect(x: 10, y: 20, width: 300, height: 160))
        #expect(areas.controls == Rect(x: 10, y: 20, width: 300, height: 40))
        // The number over the exact form's line, which takes the last 24 px (`SceneChangesTests`).
        #expect(areas.number == Rect(x: 10, y: 60, width: 300, height: 96))
        #expect(areas.isExpressionFullWidth && areas.expression == Rect(x: 10, y: 60, width: 300, height: 30))
        let short = DisplayAreas(Rect(x: 0, y: 0, width: 500, height: 54))
        #expect(!short.isExpressionFullWidth && short.expression == short.controls && short.controls.height == 24)
        // At twice the dpi, the same display is short: its band would be under 24 px.
        #expect(!DisplayAreas(Rect(x: 0, y: 0, width: 600, height: 100), scale: 2).isExpressionFullWidth)
        #expect(DisplayAreas(Rect(x: 0, y: 0, width: 600, height: 100), scale: 1).isExpressionFullWidth)
        let empty = DisplayAreas(.zero)
        #expect(!empty.expression.isDrawable && !empty.number.isDrawable)
    }

    /// Issue 36, item 5: beside large keys the round buttons grow with them (0.45 of a key, as far as
    /// 0.4 of the display), not with the display's quarter alone (53 px beside 164 px keys at 1920 × 1200).
    @Test(arguments: [(213.0, 164.0, 74.0), (151, 65, 38), (54, 60, 24), (100, 240, 40)])
    func theControlsRowGrowsWithTheKeys(height: Double, keySide: Double, side: Double) {
        #expect(DisplayAreas(Rect(x: 0, y: 0, width: 1000, height: height), keySide: keySide).controls.height == side)
    }

    /// What a scene and a face are when nothing is said: the iPhone's white on black, a centred
    /// title at its own size, and a pressed fill that is the fill. (The keypad's own look, `0`'s
    /// title on its left circle included, is `KeypadSceneTests`'.)
    @Test func defaultsLookLikeTheIPhone() {
        let scene = Scene<TestControl>()
        #expect(scene.layout.background == .black)
        #expect(scene.number.color == .white)
        #expect(scene.buttons.isEmpty && scene.panel.area == nil)
        #expect(seven.titleAlignment == .center)
        #expect(seven.pressedFill == seven.fill && seven.titleScale == 1 && seven.titleGroup == nil && seven.icon == nil)
    }
}
