import Layout
import Testing
@testable import CalculatorView
import WindowInterface

@Suite struct PointerStateTests {
    let scene = Scene(buttons: [
        ButtonFace(control: "7", title: "7", frame: Rect(x: 0, y: 0, width: 80, height: 80), fill: .black, textColor: .white),
        ButtonFace(control: "8", title: "8", frame: Rect(x: 100, y: 0, width: 80, height: 80), fill: .black, textColor: .white),
    ])

    /// A press on a row of a scrolling list that moves up or down is a drag: it scrolls a step per
    /// `ScrollPanel.step` travelled (down: positive) and clicks nothing; a small tremor still clicks (issue 23, item 2).
    @Test func aVerticalDragOverTheScrollAreaScrollsAndClicksNothing() {
        var list = Scene(buttons: [
            ButtonFace(
                control: "row", title: "1 + 1 = 2", frame: Rect(x: 0, y: 100, width: 300, height: 44), fill: .black,
                textColor: .white)
        ])
        list.panel.area = Rect(x: 0, y: 0, width: 300, height: 300)
        list.panel.step = 52
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 150, y: 120), in: list)
        #expect(pointer.drag(to: Point(x: 150, y: 123)).steps == 0)
        #expect(pointer.release(at: Point(x: 150, y: 123), in: list).clicked == "row")   // a tremor
        _ = pointer.press(at: Point(x: 150, y: 120), in: list)
        let start = pointer.drag(to: Point(x: 150, y: 130))
        #expect(start.steps == 0 && start.highlightChanged && pointer.highlighted == nil)
        #expect(pointer.drag(to: Point(x: 150, y: 175)).steps == 1)
        #expect(pointer.drag(to: Point(x: 150, y: 280)).steps == 2)
        #expect(pointer.drag(to: Point(x: 150, y: 120)).steps == -3)
        #expect(pointer.release(at: Point(x: 150, y: 120), in: list).clicked == nil)
        // Without a scroll area the same move is an ordinary press.
        var plain = PointerState<String>()
        _ = plain.press(at: Point(x: 150, y: 120), in: Scene(buttons: list.buttons))
        #expect(plain.drag(to: Point(x: 150, y: 175)).steps == 0)
    }

    @Test func releaseInsideThePressedButtonIsAClick() {
        var pointer = PointerState<String>()
        let changed1 = pointer.press(at: Point(x: 40, y: 40), in: scene)
        #expect(changed1)
        #expect(pointer.highlighted == "7")
        let release = pointer.release(at: Point(x: 41, y: 39), in: scene)
        #expect(release == .init(clicked: "7", wasPressed: true))
        #expect(pointer.highlighted == nil)
    }

    @Test func leavingTheButtonDimsItAndReleasingThereIsNoClick() {
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 40, y: 40), in: scene)
        let changed2 = pointer.move(to: Point(x: 140, y: 40), in: scene)
        #expect(changed2)
        #expect(pointer.highlighted == nil)
        let changed3 = pointer.move(to: Point(x: 150, y: 40), in: scene)
        #expect(!changed3)
        let changed4 = pointer.move(to: Point(x: 40, y: 40), in: scene)
        #expect(changed4)
        #expect(pointer.highlighted == "7")
        _ = pointer.move(to: Point(x: 140, y: 40), in: scene)
        let release = pointer.release(at: Point(x: 140, y: 40), in: scene)
        #expect(release == .init(clicked: nil, wasPressed: true))
    }

    @Test func pressOnAGapHoldsNothing() {
        var pointer = PointerState<String>()
        let changed5 = pointer.press(at: Point(x: 90, y: 40), in: scene)
        #expect(!changed5)
        let changed6 = pointer.move(to: Point(x: 40, y: 40), in: scene)
        #expect(!changed6)
        let release = pointer.release(at: Point(x: 40, y: 40), in: scene)
        #expect(release == .init(clicked: nil, wasPressed: false))
    }

    /// The scene with a display area of 300 × 100 above the buttons.
    var withDisplay: Scene<String> {
        var scene = scene
        scene.buttons = scene.buttons.map {
            var b = $0; b.frame.y += 120; return b
        }
        scene.layout.displayFrame = Rect(x: 10, y: 10, width: 300, height: 100)
        return scene
    }

    @Test func aSidewaysDragAcrossTheDisplayIsASwipe() {
        var pointer = PointerState<String>()
        // Right to left, 100 px (a tenth of 300 is 30): a swipe, and no button lit meanwhile.
        let lit = pointer.press(at: Point(x: 280, y: 60), in: withDisplay)
        #expect(!lit)
        let r1 = pointer.move(to: Point(x: 230, y: 62), in: withDisplay)
        #expect(!r1)
        let r2 = pointer.release(at: Point(x: 180, y: 65), in: withDisplay)
        #expect(r2 == .init(clicked: nil, wasPressed: false, isSwipe: true))
        // Left to right too, and ending outside the display or the window still counts.
        _ = pointer.press(at: Point(x: 20, y: 60), in: withDisplay)
        let r3 = pointer.release(at: Point(x: 400, y: 80), in: withDisplay)
        #expect(r3.isSwipe)
    }

    @Test func aShortSteepOrOffDisplayDragIsNoSwipe() {
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 280, y: 60), in: withDisplay)   // a tap on the display
        let r4 = pointer.release(at: Point(x: 280, y: 60), in: withDisplay)
        #expect(r4 == .init(clicked: nil, wasPressed: false, isDisplayClick: true))   // S⇔D, not a swipe
        _ = pointer.press(at: Point(x: 280, y: 60), in: withDisplay)   // 29 px: less than a tenth of 300
        let r5 = pointer.release(at: Point(x: 251, y: 60), in: withDisplay)
        #expect(!r5.isSwipe)
        _ = pointer.press(at: Point(x: 280, y: 20), in: withDisplay)   // mostly downwards
        let r6 = pointer.release(at: Point(x: 200, y: 110), in: withDisplay)
        #expect(!r6.isSwipe)
        _ = pointer.press(at: Point(x: 40, y: 160), in: withDisplay)   // on the button 7, dragged sideways
        let r7 = pointer.release(at: Point(x: 300, y: 60), in: withDisplay)
        #expect(r7 == .init(clicked: nil, wasPressed: true))
        #expect(PointerState<String>.isSwipe(from: Point(x: 0, y: 0), to: Point(x: -24, y: 12), displayWidth: 100))
        #expect(!PointerState<String>.isSwipe(from: Point(x: 0, y: 0), to: Point(x: -23, y: 0), displayWidth: 100))
        #expect(!PointerState<String>.isSwipe(from: Point(x: 0, y: 0), to: Point(x: 59, y: 0), displayWidth: 600))
    }

    @Test func aButtonGoneFromTheSceneIsForgotten() {
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 40, y: 40), in: scene)
        pointer.sceneChanged(to: scene)
        #expect(pointer.pressed == "7")
        pointer.sceneChanged(to: Scene(buttons: [scene.buttons[1]]))
        #expect(pointer.pressed == nil && pointer.highlighted == nil)
    }

    /// The display of `withDisplay` showing a number that scrolls by dragging, 10 px a digit.
    var withScrollingNumber: Scene<String> {
        var scene = withDisplay
        scene.panel.numberDragStep = 10
        return scene
    }

    /// A sideways drag on a number that scrolls moves its digits with the pointer (leftwards: further
    /// digits), a digit each 10 px, and its release is neither a swipe nor a click.
    @Test func aSidewaysDragOnTheNumberScrollsItsDigits() {
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 280, y: 60), in: withScrollingNumber)
        #expect(pointer.dragDigits(to: Point(x: 275, y: 60)) == 0)   // within the click's slop
        #expect(pointer.dragDigits(to: Point(x: 255, y: 62)) == 2)
        #expect(pointer.dragDigits(to: Point(x: 180, y: 62)) == 8)   // 100 px from the press in all: 10 digits
        #expect(pointer.dragDigits(to: Point(x: 210, y: 62)) == -3)   // back towards the first digits
        let release = pointer.release(at: Point(x: 210, y: 62), in: withScrollingNumber)
        #expect(release == .init(clicked: nil, wasPressed: false))
    }

    /// A press released within the slop is still the S⇔D click; on a number that does not scroll (an
    /// entry) a sideways drag scrolls nothing and stays a swipe.
    @Test func aClickAndAnEntrysSwipeStayApartFromTheDrag() {
        var pointer = PointerState<String>()
        _ = pointer.press(at: Point(x: 280, y: 60), in: withScrollingNumber)
        #expect(pointer.dragDigits(to: Point(x: 274, y: 63)) == 0)
        let click = pointer.release(at: Point(x: 274, y: 63), in: withScrollingNumber)
        #expect(click == .init(clicked: nil, wasPressed: false, isDisplayClick: true))
        _ = pointer.press(at: Point(x: 280, y: 60), in: withDisplay)
        #expect(pointer.dragDigits(to: Point(x: 180, y: 60)) == 0)
        let swipe = pointer.release(at: Point(x: 180, y: 60), in: withDisplay)
        #expect(swipe.isSwipe)
    }

    /// A press in the text area on none of its buttons is the text's (its drag selects, not scrolls);
    /// on a button there (a sheet's result) it is the button's, and outside the area an ordinary press.
    @Test func aPressInTheTextAreaIsTheTextsUntilTheRelease() {
        var sheet = Scene(buttons: [
            ButtonFace(
                control: "result", title: "", frame: Rect(x: 200, y: 100, width: 80, height: 20), fill: .black, textColor: .white)
        ])
        sheet.panel.area = Rect(x: 0, y: 100, width: 300, height: 200)
        sheet.text = TextArea(frame: Rect(x: 0, y: 100, width: 300, height: 200))
        var pointer = PointerState<String>()
        let taken = pointer.pressText(at: Point(x: 20, y: 110), in: sheet)
        #expect(taken && pointer.isInText)
        #expect(pointer.drag(to: Point(x: 20, y: 200)).steps == 0)   // no scrolling drag
        #expect(pointer.release(at: Point(x: 20, y: 200), in: sheet) == .init(clicked: nil, wasPressed: false))
        #expect(!pointer.isInText)
        let onResult = pointer.pressText(at: Point(x: 210, y: 110), in: sheet)   // the result's button
        #expect(!onResult)
        let above = pointer.pressText(at: Point(x: 20, y: 50), in: sheet)   // above the area
        #expect(!above)
        let withoutText = pointer.pressText(at: Point(x: 20, y: 110), in: Scene(buttons: sheet.buttons))   // no text area
        #expect(!withoutText)
    }
}
