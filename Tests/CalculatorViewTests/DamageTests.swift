import Layout
import Testing
@testable import CalculatorView
import WindowInterface

@Suite struct DamageTests {
    static let grey = Color(red: 0x33, green: 0x33, blue: 0x33)
    static let orange = Color(red: 0xbf, green: 0x4d, blue: 0)

    static func button(_ id: String, _ title: String, x: Double, y: Double, fill: Color = grey) -> ButtonFace<String> {
        ButtonFace(
            control: id, title: title, frame: Rect(x: x, y: y, width: 70, height: 70), fill: fill,
            pressedFill: .white, textColor: .white)
    }

    static let scene = Scene(
        layout: SceneLayout(displayFrame: Rect(x: 10, y: 40, width: 230, height: 140)), number: NumberLine(text: "0"),
        buttons: [
            button("clear", "AC", x: 10, y: 200), button("seven", "7", x: 90, y: 200),
            button("add", "+", x: 170, y: 200, fill: orange),
        ])

    static func frame(_ scene: Scene<String> = scene, lit: Set<String> = [], sizes: [String: Int]? = nil) -> Damage.Frame<String>
    {
        Damage.Frame(
            scene: scene, highlighted: lit,
            titleSizes: sizes ?? Dictionary(uniqueKeysWithValues: scene.buttons.map { ($0.control, 29) }))
    }

    @Test func nothingChangedDamagesNothing() {
        #expect(Damage.rects(from: Self.frame(), to: Self.frame()) == [])
    }

    @Test func aNewNumberDamagesTheDisplayOnly() {
        var scene = Self.scene
        scene.number.text = "7"
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(scene)) == [Damage.displayBounds(scene.layout.displayFrame)])
    }

    @Test(arguments: ["expression", "status"])
    func theExpressionAndStatusLinesDamageTheDisplay(line: String) {
        var scene = Self.scene
        if line == "expression" { scene.expression.text = "7 +" } else { scene.status.text = "Rad" }
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(scene)) == [Damage.displayBounds(scene.layout.displayFrame)])
    }

    /// The scene's change marks decide (`SceneChanges`): a field of a display part that no list names
    /// (the status's own colour) damages the display; a moved text box is a new layout, drawn whole.
    @Test func theScenesMarksDecideTheDamage() {
        var recoloured = Self.scene
        recoloured.status.color = .white
        #expect(
            Damage.rects(from: Self.frame(), to: Self.frame(recoloured)) == [Damage.displayBounds(recoloured.layout.displayFrame)]
        )
        var moved = Self.scene
        moved.layout.displayAreas.status.y += 4
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(moved)) == nil)
        // The marks given are the ones read: none given for a changed number, nothing is damaged.
        var number = Self.scene
        number.number.text = "7"
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(number), changes: []) == [])
    }

    @Test func aFlashDamagesItsButtonWhenLitAndWhenReleased() {
        let seven = Damage.bounds(of: Self.scene.buttons[1])
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(lit: ["seven"])) == [seven])
        #expect(Damage.rects(from: Self.frame(lit: ["seven"]), to: Self.frame()) == [seven])
    }

    @Test func aPendingOperatorAndANewTitleDamageTheirButtons() {
        var scene = Self.scene
        scene.buttons[2].fill = .white
        scene.buttons[2].textColor = Self.orange
        scene.buttons[0].title = "C"
        scene.number.text = "7"
        let rects = Damage.rects(from: Self.frame(), to: Self.frame(scene))
        #expect(
            rects == [
                Damage.bounds(of: scene.buttons[0]), Damage.bounds(of: scene.buttons[2]),
                Damage.displayBounds(scene.layout.displayFrame),
            ])
    }

    @Test func aGroupsNewTitleSizeDamagesEveryButtonWhoseSizeChanged() {
        let sizes = ["clear": 29, "seven": 27, "add": 29]
        let rects = Damage.rects(from: Self.frame(), to: Self.frame(sizes: sizes))
        #expect(rects == [Damage.bounds(of: Self.scene.buttons[1])])
    }

    @Test func aNewLayoutOrBackgroundRedrawsEverything() {
        var moved = Self.scene
        moved.buttons[1].frame.y += 1
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(moved)) == nil)
        var display = Self.scene
        display.layout.displayFrame.height -= 1
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(display)) == nil)
        var fewer = Self.scene
        fewer.buttons.removeLast()
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(fewer)) == nil)
        var background = Self.scene
        background.layout.background = .white
        #expect(Damage.rects(from: Self.frame(), to: Self.frame(background)) == nil)
    }

    @Test func aButtonsBoundsHoldItsDrawnShape() {
        let button = ButtonFace(
            control: "x", title: "x", frame: Rect(x: 10.3, y: 20.6, width: 70.5, height: 70.2),
            fill: .black, textColor: .white)
        let placement = MaskPlacement(frame: button.frame)!
        #expect(Damage.bounds(of: button).contains(placement.bounds))
        #expect(Damage.bounds(of: button).contains(button.frame))
    }

    @Test func theDisplaysBoundsReachBeyondItsFrame() {
        let frame = Rect(x: 10, y: 40, width: 230, height: 140)
        let bounds = Damage.displayBounds(frame)
        // The number's base size is 0.9 × 84 px (105 less the exact form's 21 px line): a margin of a
        // fifth of it (16 px), and 2 px more.
        #expect(bounds == Rect(x: -8, y: 22, width: 266, height: 176))
    }

    @Test func pixelsCoverARectAndStayInTheBuffer() {
        #expect(Damage.pixels(of: Rect(x: 1.5, y: 2.2, width: 3, height: 4), width: 100, height: 100)! == (1, 2, 4, 5))
        #expect(Damage.pixels(of: Rect(x: -5, y: 90, width: 20, height: 20), width: 100, height: 100)! == (0, 90, 15, 10))
        #expect(Damage.pixels(of: Rect(x: 200, y: 0, width: 20, height: 20), width: 100, height: 100) == nil)
        #expect(Damage.pixels(of: Rect(x: .nan, y: 0, width: 20, height: 20), width: 100, height: 100) == nil)
    }
}
