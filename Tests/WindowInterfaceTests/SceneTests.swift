import Testing
@testable import WindowInterface
import Layout

/// What names the buttons here: the interface is generic over it.
enum TestControl: Hashable, Sendable { case seven, zero }

@Suite struct SceneTests {
    let seven = ButtonFace(control: TestControl.seven, title: "7", frame: Rect(x: 0, y: 0, width: 80, height: 80),
                           fill: Color(hex: "#333333")!, textColor: .white)
    let zero = ButtonFace(control: TestControl.zero, title: "0", frame: Rect(x: 0, y: 100, width: 180, height: 80),
                          fill: Color(hex: "#333333")!, textColor: .white, titleAlignment: .leadingCircle)

    @Test func hitTestingUsesTheShape() {
        let scene = Scene(buttons: [seven, zero])
        #expect(scene.button(at: Point(x: 40, y: 40))?.control == .seven)
        #expect(scene.button(at: Point(x: 2, y: 2)) == nil)           // outside the circle
        #expect(scene.button(at: Point(x: 90, y: 101))?.control == .zero)  // flat part of the capsule
        #expect(scene.button(at: Point(x: 90, y: 90)) == nil)         // in the gap
    }

    @Test func undrawableButtonsAreNeverHit() {
        var tiny = seven
        tiny.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(Scene(buttons: [tiny]).button(at: Point(x: 0, y: 0)) == nil)
        #expect(tiny.shape == nil)
    }

    @Test func displayAreasSplitTheFrame() {
        let areas = DisplayAreas(Rect(x: 10, y: 20, width: 300, height: 160))
        #expect(areas.expression == Rect(x: 10, y: 20, width: 300, height: 40))
        #expect(areas.number == Rect(x: 10, y: 60, width: 300, height: 120))
        let empty = DisplayAreas(.zero)
        #expect(!empty.expression.isDrawable && !empty.number.isDrawable)
    }

    /// What a scene and a face are when nothing is said: the iPhone's white on black, a centred
    /// title at its own size, and a pressed fill that is the fill. (The keypad's own look, `0`'s
    /// title on its left circle included, is `KeypadSceneTests`'.)
    @Test func defaultsLookLikeTheIPhone() {
        let scene = Scene<TestControl>()
        #expect(scene.background == .black)
        #expect(scene.displayColor == .white)
        #expect(scene.buttons.isEmpty && scene.scrollArea == nil)
        #expect(seven.titleAlignment == .center)
        #expect(seven.pressedFill == seven.fill && seven.titleScale == 1 && seven.titleGroup == nil && seven.icon == nil)
    }
}
