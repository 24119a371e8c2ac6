import Testing
import TestSupport
import CalculatorController
import CalculatorModel
import WindowInterface
import Layout
@testable import CalculatorPresentation

/// The scene a state is drawn as, for every state that changes how the window looks.
struct KeypadSceneTests {
    static func frames(_ width: Double, _ height: Double, scale: Double = 1) -> KeypadFrames {
        var layout = KeypadLayout(scale: scale)
        layout.resize(width: width, height: height)
        return layout.frames
    }

    static let compact = frames(320, 560)
    static let wide = frames(1000, 500)
    static let theme = Theme()

    static func scene(_ keys: String, in frames: KeypadFrames = compact) throws -> Scene<Control> {
        KeypadScene.scene(try state(after: keys), in: frames, theme: theme)
    }

    static func face(_ control: Control, in scene: Scene<Control>) throws -> ButtonFace<Control> {
        try #require(scene.buttons.first { $0.control == control })
    }

    @Test func eachSizeClassShowsItsButtonsWhereTheLayoutPutThem() throws {
        for (frames, count) in [(Self.compact, 19), (Self.wide, 49)] {
            let scene = KeypadScene.scene(.initial, in: frames, theme: Self.theme)
            #expect(scene.buttons.count == count + 4)   // and the history, undo, redo and mode buttons
            #expect(scene.layout.displayFrame == frames.display)
            for (button, frame) in frames.buttons {
                let face = try Self.face(button.control, in: scene)
                #expect(face.frame == frame)
                // A click at the centre of the frame lands on the button.
                #expect(
                    scene.button(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))?.control
                        == button.control)
            }
        }
        #expect(Self.compact.sizeClass == .compact && Self.wide.sizeClass == .wide)
    }

    /// Every click target (keys, the display's round buttons, the history panel's rows and `Clear`) is
    /// at least 24 px at 96 dpi, scaled by the dpi, and the expression line's text, 0.8 of the round
    /// buttons' height, at least the number's 12 px, however wide or short the window (issue 23, item 4:
    /// at 1600 × 330 the round buttons were 13 px and the expression 10 px).
    @Test(arguments: [(320.0, 560.0), (900, 500), (1600, 330), (1600, 300), (560, 330), (200, 330), (3840, 600)], [1.0, 2.0])
    func clickTargetsAndTheExpressionStayUsable(size: (Double, Double), scale: Double) throws {
        let frames = Self.frames(size.0 * scale, size.1 * scale, scale: scale)
        let controller = CalculatorController()
        for key in try KeySequence.keys("1 + 1 = 2 + 2 =") { controller.press(key) }
        let tape = controller.history
        for history in [
            HistoryPanel(),
            {
                var panel = HistoryPanel(); panel.isOpen = true; return panel
            }(),
        ] {
            let scene = KeypadScene.scene(.initial, in: frames, theme: Self.theme, history: history, tape: tape)
            for face in scene.buttons where face.control != .historyHeading {
                #expect(
                    min(face.frame.width, face.frame.height) >= 24 * scale - 0.01, "\(face.control.name) at \(size) × \(scale)")
            }
            let toggle = try Self.face(.historyToggle, in: scene)
            // The expression line's text is 0.8 of its height (`DisplayAreas`; the view's
            // `TextFitting.expressionSize`, pinned by its tests).
            #expect((toggle.frame.height * 0.8).rounded() >= 12 * scale)
        }
    }

    @Test func initialSceneIsTheThemesIPhoneLook() throws {
        let scene = try Self.scene("")
        #expect(scene.number.text == "0" && scene.expression.text == "" && scene.status.text == "")
        #expect(scene.layout.background == Self.theme.background)
        let seven = try Self.face(.key(.digit(7)), in: scene)
        #expect(seven.fill == Self.theme.digit.fill && seven.textColor == Self.theme.digit.text)
        #expect(try Self.face(.key(.clear), in: scene).fill == Self.theme.function.fill)
        #expect(try Self.face(.key(.operation(.add)), in: scene).fill == Self.theme.operation.fill)
        #expect(try Self.face(.key(.digit(0)), in: scene).titleAlignment == .leadingCircle)
        #expect(try Self.face(.key(.digit(7)), in: scene).titleAlignment == .center)
    }

    /// Issue 35, item 9: a notice in the expression line's place is a message to be read whole (the
    /// view shrinks it to fit, never cutting it); an expression is not.
    @Test func aNoticeShrinksWholeAndAnExpressionDoesNot() throws {
        let expression = try Self.scene("2 +")
        #expect(!expression.expression.shrinksWhole && expression.expression.text == "2 + …")
        let noticed = KeypadScene.scene(try state(after: "2 +"), in: Self.compact, theme: Self.theme, notice: "Not a calculation")
        #expect(noticed.expression.shrinksWhole && noticed.expression.text == "Not a calculation")
    }

    /// The arithmetic symbols are drawn larger than text titles, whose glyphs are larger in text fonts.
    @Test func symbolTitlesAreScaledUp() throws {
        let scene = try Self.scene("", in: Self.wide)
        let scaled = Set(scene.buttons.filter { $0.titleScale > 1 }.map(\.title))
        #expect(scaled == ["÷", "×", "−", "+", "=", "±"])
    }

    /// A panel's titles share one size (the scientific panel's `cosh` and `Rand` as its `sin`); the
    /// standard keypad's text titles share another, its symbols a third.
    @Test func titlesOfAPanelShareASize() throws {
        let scene = try Self.scene("", in: Self.wide)
        let groups = Dictionary(grouping: scene.buttons.filter { $0.titleGroup != nil }, by: \.titleGroup).mapValues {
            Set($0.map(\.title))
        }
        #expect(groups.count == 3)
        #expect(groups.values.contains { $0.isSuperset(of: ["cosh", "Rand", "log₁₀", "sin", "2nd"]) })
        #expect(groups.values.contains { $0 == ["AC", "%", ".", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] })
        #expect(groups.values.contains { $0 == ["÷", "×", "−", "+", "=", "±"] })
    }

    @Test func pendingOperatorIsDrawnInverted() throws {
        let scene = try Self.scene("5 ×")
        let times = try Self.face(.key(.operation(.multiply)), in: scene)
        #expect(times.fill == Self.theme.operation.text && times.textColor == Self.theme.operation.fill)
        #expect(try Self.face(.key(.operation(.add)), in: scene).fill == Self.theme.operation.fill)
        #expect(scene.expression.text == "5 × …")
        // Typing the second operand ends the highlight.
        #expect(try Self.face(.key(.operation(.multiply)), in: Self.scene("5 × 3")).fill == Self.theme.operation.fill)
    }

    /// Issue 36, item 5: every binary operator lights while it waits, the scientific panel's (`xʸ`,
    /// `ʸ√x`, `EE`) as the standard keypad's, in the same pending colours; the others stay as they are.
    @Test(arguments: [("2 ^", OperationID.power), ("2 root", .root), ("2 ee", .scaled), ("2 +", .add), ("2 ×", .multiply)])
    func everyPendingOperatorIsLit(keys: String, operation: OperationID) throws {
        let scene = try Self.scene(keys, in: Self.wide)
        let pending = Self.theme.colors(for: .operation, isPending: true)
        let face = try Self.face(.key(.operation(operation)), in: scene)
        #expect(face.fill == pending.fill && face.textColor == pending.text)
        for other in [OperationID.power, .root, .scaled, .add, .multiply] where other != operation {
            #expect(try Self.face(.key(.operation(other)), in: scene).fill != pending.fill, "\(other)")
        }
        // The second operand ends the highlight.
        #expect(try Self.face(.key(.operation(operation)), in: Self.scene(keys + " 3", in: Self.wide)).fill != pending.fill)
    }

    @Test func secondShowsInverseTitlesAndIsLatched() throws {
        let scene = try Self.scene("2nd", in: Self.wide)
        #expect(try Self.face(.key(.operation(.sin)), in: scene).title == "sin⁻¹")
        #expect(try Self.face(.key(.operation(.tanh)), in: scene).title == "tanh⁻¹")
        #expect(try Self.face(.key(.operation(.ln)), in: scene).title == "ln")
        let second = try Self.face(.key(.second), in: scene)
        #expect(second.fill != Self.theme.scientific.fill)
        #expect(try Self.face(.key(.second), in: Self.scene("", in: Self.wide)).fill == Self.theme.scientific.fill)
    }

    @Test(arguments: [
        ("", ""), ("rad", "Rad"), ("5 m+", "M"), ("rad 5 m+", "Rad M"), ("5 m+ mc", ""),
        ("2nd", "2nd"), ("2nd rad 5 m+", "2nd Rad M"), ("2nd 2nd", ""),
    ])
    func statusShowsSecondRadiansAndMemory(keys: String, status: String) throws {
        #expect(try Self.scene(keys).status.text == status)
    }

    @Test func angleKeyNamesTheUnitItSwitchesTo() throws {
        #expect(try Self.face(.key(.toggleAngleUnit), in: Self.scene("", in: Self.wide)).title == "Rad")
        #expect(try Self.face(.key(.toggleAngleUnit), in: Self.scene("rad", in: Self.wide)).title == "Deg")
    }

    @Test func errorShowsErrorWithNoShorterForms() throws {
        let scene = try Self.scene("1 / 0 =", in: Self.frames(200, 330))
        #expect(scene.number.text == "Error")
        #expect(scene.number.shorterTexts.isEmpty)
    }

    @Test func clearKeyReadsCWhileThereIsAnEntry() throws {
        #expect(try Self.face(.key(.clear), in: Self.scene("")).title == "AC")
        #expect(try Self.face(.key(.clear), in: Self.scene("5")).title == "C")
        #expect(try Self.face(.key(.clear), in: Self.scene("5 +")).title == "AC")
    }

    /// Shorter forms are computed only when the number might not fit at the legible minimum size.
    @Test func shorterFormsOnlyWhenTheNumberMightNotFit() throws {
        let keys = "1234567890123456 ×"
        #expect(try Self.scene(keys, in: Self.frames(200, 330)).number.shorterTexts.first == "1.23456789012346e15")
        #expect(try Self.scene(keys, in: Self.compact).number.shorterTexts.isEmpty)
        #expect(try Self.scene("7").number.shorterTexts.isEmpty)
    }

    @Test func minimumTextSizeFollowsTheScale() {
        let scene = KeypadScene.scene(.initial, in: Self.frames(640, 1120, scale: 2), theme: Self.theme)
        #expect(scene.number.minimumSize == 2 * KeypadScene.minimumDisplayTextSize)
    }
}

/// Issue 36, item 5: the display's rows as the scene gives them to the view.
struct DisplayRowsTests {
    /// The expression line has the display's full width at the default size (it had the 150 px right
    /// of the round buttons), under the round buttons, with text of at least the number's legible
    /// 12 px; at the smallest size it still shares the round buttons' row.
    @Test(arguments: [(320.0, 560.0, true), (400, 700, true), (1920, 1200, true), (200, 330, false), (560, 330, false)])
    func theExpressionLineHasTheFullWidthWhereItFits(width: Double, height: Double, full: Bool) {
        let frames = KeypadSceneTests.frames(width, height)
        let scene = KeypadScene.scene(.initial, in: frames, theme: Theme())
        let areas = scene.layout.displayAreas
        #expect(areas.isExpressionFullWidth == full)
        if full {
            #expect(areas.expression.width == frames.display.width && areas.expression.x == frames.display.x)
            #expect(areas.expression.y >= KeypadScene.chrome(frames).historyToggleFrame.maxY)
        }
        #expect(areas.expression.height * 0.8 >= 12)
    }

    /// The round buttons grow with the keys: at 1920 × 1200 they were 53 px beside 164 px keys.
    @Test(arguments: [(1920.0, 1200.0), (2560, 1440), (320, 560), (1000, 500)])
    func theRoundButtonsGrowWithTheKeys(width: Double, height: Double) {
        let frames = KeypadSceneTests.frames(width, height)
        let key = frames.buttons.map(\.frame.height).min() ?? 0
        let toggle = KeypadScene.chrome(frames).historyToggleFrame
        #expect(toggle.height >= min(key * 0.45, frames.display.height * 0.4).rounded() - 0.01, "\(width) × \(height)")
        #expect(toggle.height <= frames.display.height / 2 + 0.5)
    }

    /// The history rows grow with the keypad they replace: at 1920 × 1200 their text was the 16 px
    /// of 320 × 560 under a huge display.
    @Test func historyRowsGrowWithTheKeypad() throws {
        let tape = HistoryTape(entries: [HistoryEntry(expression: "1 + 1", result: "2")])
        func row(_ width: Double, _ height: Double) throws -> Rect {
            let frames = KeypadSceneTests.frames(width, height)
            var panel = HistoryPanel()
            panel.isOpen = true
            let scene = KeypadScene.scene(.initial, in: frames, theme: Theme(), history: panel, tape: tape)
            return try #require(scene.buttons.first { $0.control == .historyRow(0) }).frame
        }
        let small = try row(320, 560), large = try row(1920, 1200)
        #expect(small.height == 44)
        #expect(large.height >= 2 * small.height)
    }

    /// A short display's expression line shares the controls row with the mode button at its right end
    /// (issue 32): it ends left of the button, so the two never overlap (seen at 900×500 before).
    @Test(arguments: [(900.0, 500.0), (320.0, 560.0), (700.0, 360.0)])
    func theExpressionLineEndsLeftOfTheModeButton(width: Double, height: Double) throws {
        let frames = KeypadSceneTests.frames(width, height)
        let areas = KeypadScene.displayAreas(frames)
        let scene = KeypadScene.scene(.initial, in: frames, theme: Theme())
        let mode = try #require(scene.buttons.first { $0.control == .modeSwitch })
        let lineEnd = frames.display.maxX - (areas.isExpressionFullWidth ? 0 : areas.expressionTrailingInset)
        #expect(areas.isExpressionFullWidth ? areas.expression.y >= mode.frame.maxY : lineEnd <= mode.frame.x)
    }
}
