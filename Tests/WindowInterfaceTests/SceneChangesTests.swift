import Layout
import Testing
@testable import WindowInterface

/// A scene says which of its parts differ from another's, each part compared whole: damage and the
/// view's caches read these marks (issue 30, item 3), so a field added to a part needs no edit there.
@Suite struct SceneChangesTests {
    static let base: Scene<TestControl> = {
        let frame = Rect(x: 0, y: 0, width: 320, height: 160)
        var areas = DisplayAreas(frame)
        areas.placeStatus(inset: 100)
        return Scene<TestControl>(
            layout: SceneLayout(displayFrame: frame, displayAreas: areas), number: NumberLine(text: "12", shorterTexts: ["1e1"]),
            expression: ExpressionLine(text: "3 +"), status: StatusLine(text: "Rad"),
            buttons: [
                ButtonFace(
                    control: .seven, title: "7", frame: Rect(x: 0, y: 200, width: 80, height: 80),
                    fill: Color(hex: "#333333")!, textColor: .white)
            ],
            panel: ScrollPanel(area: Rect(x: 0, y: 200, width: 320, height: 300)))
    }()

    /// One edit of each field of each part, and the one mark it must give.
    static let edits: [(field: String, mark: SceneChanges, edit: @Sendable (inout Scene<TestControl>) -> Void)] = [
        ("background", .layout, { $0.layout.background = .white }),
        ("display frame", .layout, { $0.layout.displayFrame.width = 300 }),
        ("status box", .layout, { $0.layout.displayAreas.status.x += 1 }),
        ("exact-form box", .layout, { $0.layout.displayAreas.exactForm.height = 20 }),
        ("scale", .layout, { $0.layout.scale = 2 }),
        ("number", .number, { $0.number.text = "123" }),
        ("shorter numbers", .number, { $0.number.shorterTexts = [] }),
        ("legible minimum", .number, { $0.number.minimumSize = 14 }),
        ("number colour", .number, { $0.number.color = .black }),
        ("expression", .expression, { $0.expression.text = "3 + 4 ×" }),
        ("expression colour", .expression, { $0.expression.color = .white }),
        ("notice shrinks whole", .expression, { $0.expression.shrinksWhole = true }),
        ("status", .status, { $0.status.text = "Rad M" }),
        ("status colour", .status, { $0.status.color = .white }),
        ("button title", .buttons, { $0.buttons[0].title = "8" }),
        ("button count", .buttons, { $0.buttons.removeAll() }),
        ("scroll area", .panel, { $0.panel.area = nil }),
        ("scroll step", .panel, { $0.panel.step = 40 }),
        ("exact form", .exactForm, { $0.exactForm.text = "√2/2" }),
        ("exact form colour", .exactForm, { $0.exactForm.color = .white }),
        ("text area", .text, { $0.text.frame = Rect(x: 0, y: 0, width: 10, height: 10) }),
        (
            "text run", .text,
            { $0.text.runs = [TextRun(text: "a", x: 0, row: .zero, pixelSize: 14, color: .white)] }
        ),
        ("text mark", .text, { $0.text.marks = [TextMark(frame: .zero, color: .white)] }),
    ]

    @Test(arguments: edits.indices)
    func aSceneDifferingInOnePartHasThatPartsMarkAlone(index: Int) {
        var scene = Self.base
        Self.edits[index].edit(&scene)
        #expect(scene.changes(from: Self.base) == Self.edits[index].mark, "\(Self.edits[index].field)")
    }

    @Test func theSameSceneHasNoChanges() {
        #expect(Self.base.changes(from: Self.base).isEmpty)
    }

    /// Every stored property of a scene is a part with a mark: a new field goes into a part (and is
    /// compared with it), or is a new part, which this test makes one add a mark for.
    @Test func everyStoredPropertyIsAMarkedPart() {
        let parts = Mirror(reflecting: Self.base).children.compactMap(\.label)
        #expect(parts == ["layout", "number", "expression", "status", "exactForm", "buttons", "panel", "text"])
        #expect(SceneChanges.all.rawValue.nonzeroBitCount == parts.count)
        #expect(Scene<TestControl>().changes(from: Self.base).isSubset(of: .all))
    }

    /// The display's text boxes are placed with the scene: the status right of the round buttons
    /// when the expression line has the full width, under them at the number's top left when it does
    /// not, and the exact form's line under the number: a fifth of the number's area (at least a
    /// legible 15 px at 96 dpi), none on a display too short to give it and keep the number twice as tall.
    @Test func theDisplaysTextBoxesArePlacedWithTheScene() {
        let tall = DisplayAreas(Rect(x: 10, y: 20, width: 300, height: 160), roundButtons: 3)
        #expect(tall.isExpressionFullWidth && tall.expressionInset == 150)
        #expect(tall.status == Rect(x: 160, y: 26.5, width: 140, height: 27))
        #expect(tall.number == Rect(x: 10, y: 60, width: 300, height: 96))
        #expect(tall.exactForm == Rect(x: 10, y: 156, width: 300, height: 24))
        let short = DisplayAreas(Rect(x: 0, y: 0, width: 500, height: 54), roundButtons: 3)
        #expect(!short.isExpressionFullWidth && short.expressionInset == 90)
        #expect(short.status == Rect(x: 0, y: 24, width: 84, height: 16))
        #expect(short.exactForm.y == short.number.maxY && short.exactForm.height == 0)
    }
}
