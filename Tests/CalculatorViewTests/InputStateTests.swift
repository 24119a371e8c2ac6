import Layout
import Testing
@testable import CalculatorView

@Suite struct PointerStateTests {
    let scene = Scene(buttons: [
        ButtonFace(id: "7", title: "7", frame: Rect(x: 0, y: 0, width: 80, height: 80), fill: .black, textColor: .white),
        ButtonFace(id: "8", title: "8", frame: Rect(x: 100, y: 0, width: 80, height: 80), fill: .black, textColor: .white),
    ])

    @Test func releaseInsideThePressedButtonIsAClick() {
        var pointer = PointerState()
        let changed1 = pointer.press(at: Point(x: 40, y: 40), in: scene)
        #expect(changed1)
        #expect(pointer.highlightedID == "7")
        let (clicked, wasPressed) = pointer.release(at: Point(x: 41, y: 39), in: scene)
        #expect(clicked == "7" && wasPressed)
        #expect(pointer.highlightedID == nil)
    }

    @Test func leavingTheButtonDimsItAndReleasingThereIsNoClick() {
        var pointer = PointerState()
        _ = pointer.press(at: Point(x: 40, y: 40), in: scene)
        let changed2 = pointer.move(to: Point(x: 140, y: 40), in: scene)
        #expect(changed2)
        #expect(pointer.highlightedID == nil)
        let changed3 = pointer.move(to: Point(x: 150, y: 40), in: scene)
        #expect(!changed3)
        let changed4 = pointer.move(to: Point(x: 40, y: 40), in: scene)
        #expect(changed4)
        #expect(pointer.highlightedID == "7")
        _ = pointer.move(to: Point(x: 140, y: 40), in: scene)
        let (clicked, wasPressed) = pointer.release(at: Point(x: 140, y: 40), in: scene)
        #expect(clicked == nil && wasPressed)
    }

    @Test func pressOnAGapHoldsNothing() {
        var pointer = PointerState()
        let changed5 = pointer.press(at: Point(x: 90, y: 40), in: scene)
        #expect(!changed5)
        let changed6 = pointer.move(to: Point(x: 40, y: 40), in: scene)
        #expect(!changed6)
        let (clicked, wasPressed) = pointer.release(at: Point(x: 40, y: 40), in: scene)
        #expect(clicked == nil && !wasPressed)
    }

    @Test func aButtonGoneFromTheSceneIsForgotten() {
        var pointer = PointerState()
        _ = pointer.press(at: Point(x: 40, y: 40), in: scene)
        pointer.sceneChanged(to: scene)
        #expect(pointer.pressedID == "7")
        pointer.sceneChanged(to: Scene(buttons: [scene.buttons[1]]))
        #expect(pointer.pressedID == nil && pointer.highlightedID == nil)
    }
}

@Suite struct KeyFlashesTests {
    @Test func aKeyLightsItsButtonUntilReleased() {
        var flashes = KeyFlashes()
        let changed7 = flashes.press(10, flash: "7")
        #expect(changed7)
        let changed8 = flashes.press(10, flash: "7")   // auto-repeat: nothing to redraw
        #expect(!changed8)
        let changed9 = flashes.press(11, flash: "8")
        #expect(changed9)
        #expect(flashes.ids == ["7", "8"])
        let changed10 = flashes.release(10)
        #expect(changed10)
        let changed11 = flashes.release(10)
        #expect(!changed11)
        #expect(flashes.ids == ["8"])
    }

    @Test func aKeyWithoutButtonLightsNothing() {
        var flashes = KeyFlashes()
        let changed12 = flashes.press(10, flash: nil)
        #expect(!changed12)
        let changed13 = flashes.press(10, flash: "7")
        #expect(changed13)
        let changed14 = flashes.press(10, flash: nil)
        #expect(changed14)
        #expect(flashes.ids.isEmpty)
    }

    @Test func losingFocusEndsEveryFlash() {
        var flashes = KeyFlashes()
        let changed15 = flashes.removeAll()
        #expect(!changed15)
        _ = flashes.press(10, flash: "7")
        let changed16 = flashes.removeAll()
        #expect(changed16)
        #expect(flashes.ids.isEmpty)
    }
}
