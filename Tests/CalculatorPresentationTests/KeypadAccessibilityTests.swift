import AccessibleTree
import Testing
import TestSupport
import CalculatorController
import CalculatorModel
import WindowInterface
import Layout
@testable import CalculatorPresentation

/// What a screen reader finds in the window: the tree's names, roles, states and extents for a state.
struct KeypadAccessibilityTests {
    static let compact = KeypadSceneTests.compact
    static let wide = KeypadSceneTests.wide

    static func tree(_ keys: String, in frames: KeypadFrames = compact) throws -> AccessibleNode<Control> {
        KeypadAccessibility.tree(try state(after: keys), in: frames, windowSize: Size(width: 320, height: 560))
    }

    static func node(_ id: String, in tree: AccessibleNode<Control>) throws -> AccessibleNode<Control> {
        try #require(tree.node(withID: id))
    }

    @Test func theFrameHoldsTheDisplayTheExpressionTheStatusAndOneButtonPerKeyOnScreen() throws {
        for (frames, count) in [(Self.compact, 19), (Self.wide, 49)] {
            // Undo and redo with a step each to take, so that every button is usable (`UndoButtonsTests`).
            let tree = KeypadAccessibility.tree(
                .initial, in: frames, windowSize: Size(width: 320, height: 560),
                undo: UndoAvailability(canUndo: true, canRedo: true))
            #expect(tree.role == .frame)
            #expect(tree.name == "Calculator")
            #expect(tree.extents == AccessibleExtents(x: 0, y: 0, width: 320, height: 560))
            #expect(tree.children.prefix(3).map(\.id) == ["display", "expression", "status"])
            #expect(tree.children.prefix(3).map(\.role) == [.text, .label, .statusBar])
            // The display has the focus, in an active frame: what a screen reader follows.
            #expect(tree.children[0].states.contains(.focused))
            #expect(tree.states.contains(.active))
            let buttons = tree.children.dropFirst(3)
            #expect(buttons.count == count + 4)   // and the history, undo, redo and mode buttons
            let mode = try Self.node(KeypadAccessibility.accessibleID(.modeSwitch), in: tree)
            #expect(mode.name == "switch to programmer mode" && mode.keyBinding == "Ctrl+2")
            #expect(buttons.allSatisfy { $0.role == .pushButton && $0.states.isSuperset(of: AccessibleState.onScreen) })
            // Every button's extents are its frame, rounded; its press reports the control a click reports.
            for (button, frame) in frames.buttons {
                let node = try Self.node(KeypadAccessibility.accessibleID(button.control), in: tree)
                #expect(node.press == button.control)
                #expect(
                    node.extents
                        == AccessibleExtents(
                            x: Int(frame.x.rounded()), y: Int(frame.y.rounded()),
                            width: Int(frame.maxX.rounded()) - Int(frame.x.rounded()),
                            height: Int(frame.maxY.rounded()) - Int(frame.y.rounded())))
            }
        }
    }

    /// The display's texts are where the scene places them: the tree's extents are the scene's text
    /// boxes (`DisplayAreas`), the status's included, with no formula of its own.
    @Test(arguments: [KeypadSceneTests.compact, KeypadSceneTests.wide, KeypadSceneTests.frames(900, 150)])
    func theTextsAreWhereTheSceneDrawsThem(frames: KeypadFrames) throws {
        let state = try state(after: "rad 5 m+ 2nd")
        let scene = KeypadScene.scene(state, in: frames, theme: KeypadSceneTests.theme)
        let tree = KeypadAccessibility.tree(state, in: frames, windowSize: Size(width: 320, height: 560))
        let areas = scene.layout.displayAreas
        #expect(try Self.node("status", in: tree).extents == KeypadAccessibility.extents(areas.status))
        #expect(try Self.node("display", in: tree).extents == KeypadAccessibility.extents(areas.number))
        #expect(try Self.node("expression", in: tree).extents == KeypadAccessibility.extents(areas.expression))
        #expect(areas.status.width > 0 && areas.status.height > 0)
    }

    /// A screen reader reads the exact form in words: in the line under the number (its own label,
    /// where the renderer draws it) while the decimal is the number, and as the display's name after
    /// S⇔D, the decimal then in the line; a value without a form has no such line.
    @Test func theExactFormIsReadInWords() throws {
        let state = try TestSupport.state(after: "8 √ ÷ 4 =")
        let preference = ExactFormPreference()
        let line = KeypadAccessibility.tree(
            state, in: Self.wide, windowSize: Size(width: 1000, height: 500),
            exact: preference.shown(state, isSwapped: false))
        let exactLine = try Self.node("exactForm", in: line)
        #expect(exactLine.name == "square root of 2 over 2" && exactLine.text == "√2/2")
        #expect(exactLine.extents == KeypadAccessibility.extents(KeypadScene.displayAreas(Self.wide).exactForm))
        #expect(try Self.node("display", in: line).text?.hasPrefix("0.70710678118654") == true)
        let swapped = KeypadAccessibility.tree(
            state, in: Self.wide, windowSize: Size(width: 1000, height: 500),
            exact: preference.shown(state, isSwapped: true))
        let display = try Self.node("display", in: swapped)
        #expect(display.name == "square root of 2 over 2" && display.text == "√2/2")
        #expect(try Self.node("exactForm", in: swapped).text?.hasPrefix("0.70710678118654") == true)
        let plain = try TestSupport.state(after: "7")
        let none = KeypadAccessibility.tree(
            plain, in: Self.wide, windowSize: Size(width: 1000, height: 500), exact: preference.shown(plain, isSwapped: false))
        #expect(none.node(withID: "exactForm") == nil)
    }

    /// Under a German locale the frame, the buttons, their shortcuts' label, the status, the display's
    /// `Error` and a notice are German words; the titles (`7`, `sin`) stay symbols (issue 36, item 4).
    @Test func theTreeSpeaksTheUsersLanguage() throws {
        let german = try #require(
            try inLanguage("de_DE.UTF-8") { () -> [String] in
                let tree = KeypadAccessibility.tree(
                    try state(after: "rad 5 / 0 ="), in: Self.wide,
                    windowSize: Size(width: 320, height: 560), notice: Notice.notACalculation.text)
                let names = try ["button_7", "button_squareRoot", "button_history", "status", "display", "notice-0"].map {
                    try Self.node($0, in: tree).name
                }
                return [tree.name] + names + [try Self.node("button_history", in: tree).description]
            })
        #expect(
            german == [
                "Rechner", "sieben", "Quadratwurzel", "Verlauf", "Bogenmaß", "Fehler", "Keine Rechnung",
                "Den Verlauf öffnen oder schließen — Ctrl+H",
            ])
        let french = try #require(
            try inLanguage("fr_FR.UTF-8") { try Self.node("status", in: try Self.tree("( (", in: Self.wide)).name })
        #expect(french == "2 parenthèses ouvertes, Degrés")
    }

    @Test func theHiddenPanelsButtonsAreNotInTheTree() throws {
        let compact = try Self.tree("", in: Self.compact)
        #expect(compact.node(withID: "button_sin") == nil)
        #expect(compact.node(withID: "button_second") == nil)
        let wide = try Self.tree("", in: Self.wide)
        #expect(try Self.node("button_sin", in: wide).name == "sine")
    }

    @Test func buttonsHaveSpokenNamesAndTheirTooltipsInTheDescription() throws {
        // The description is the tooltip's words (`KeyTooltip`): what --help says the key does (its
        // title for most), then its chords, which are also the key binding.
        let tree = try Self.tree("", in: Self.wide)
        let expected: [(String, String, String, String)] = [
            ("7", "seven", "7 — 7 KP_7", "7 KP_7"),
            ("add", "plus", "+ — KP_Add +", "KP_Add +"),
            ("multiply", "times", "× — * x X KP_Multiply ×", "* x X KP_Multiply ×"),
            ("squareRoot", "square root", "√x — r @ √", "r @ √"),
            ("square", "square", "x² — q", "q"),
            ("point", "point", "Decimal point — . , KP_Decimal KP_Separator", ". , KP_Decimal KP_Separator"),
            ("clear", "all clear", "AC: all clear (not the memory) — Escape", "Escape"),
            ("angle", "radians", "Radians — F4", "F4"),
            ("percent", "percent", "% — %", "%"),
        ]
        for (id, name, description, keys) in expected {
            let node = try Self.node("button_" + id, in: tree)
            #expect(node.name == name)
            #expect(node.description == description)
            #expect(node.keyBinding == keys)
        }
    }

    @Test func namesFollowTheTitles() throws {
        // 2nd: the inverse functions; an entry: the clear key clears it; radians: the key goes to degrees.
        let second = try Self.tree("2nd", in: Self.wide)
        #expect(try Self.node("button_sin", in: second).name == "sine inverse")
        #expect(try Self.node("button_sin", in: second).keyBinding == "S")
        #expect(try Self.node("button_tanh", in: second).name == "hyperbolic tangent inverse")
        #expect(try Self.node("button_second", in: second).states.contains(.checked))
        #expect(try Self.node("button_clear", in: Self.tree("5")).name == "clear")
        #expect(try Self.node("button_clear", in: Self.tree("5")).description == "C: clear the entry — Delete KP_Delete")
        #expect(try Self.node("button_angle", in: Self.tree("rad", in: Self.wide)).name == "degrees")
    }

    @Test func thePendingOperatorIsChecked() throws {
        let tree = try Self.tree("7 ×")
        #expect(try Self.node("button_multiply", in: tree).states.contains(.checked))
        #expect(try Self.node("button_multiply", in: tree).states.contains(.checkable))
        #expect(try !Self.node("button_add", in: tree).states.contains(.checked))
        #expect(try !Self.node("button_multiply", in: Self.tree("7 × 6 =")).states.contains(.checked))
    }

    @Test func theDisplayIsReadAsANumberIsSaidAndItsTextIsWhatIsShown() throws {
        let cases: [(String, String, String)] = [
            ("", "0", "0"),
            ("1 / 2 = neg", "minus 0.5", "-0.5"),
            ("1234567", "1234567", "1,234,567"),
            ("1.8 EE 19 =", "1.8 times 10 to the 19", "1.8e19"),
            ("1.8 EE 19 = 1/x neg", "minus 5.555555555555556 times 10 to the minus 20", "-5.555555555555556e-20"),
            ("7 / 0 =", "Error", "Error"),
        ]
        for (keys, reading, text) in cases {
            let display = try Self.node("display", in: Self.tree(keys))
            #expect(display.name == reading, "\(keys)")
            #expect(display.text == text, "\(keys)")
        }
        let sum = try Self.tree("7 × 6 =")
        #expect(try Self.node("display", in: sum).text == "42")
        #expect(try Self.node("expression", in: sum).text == "7 × 6 =")
    }

    @Test func theStatusSaysTheAngleUnitTheMemoryAndSecondFunctions() throws {
        #expect(try Self.node("status", in: Self.tree("")).name == "Degrees")
        #expect(try Self.node("status", in: Self.tree("rad 5 m+ 2nd", in: Self.wide)).name == "Second functions, Radians, Memory")
    }

    /// The parentheses read as words, and the status counts the open ones (issue 20).
    @Test func parenthesesAreReadAndCounted() throws {
        let tree = try Self.tree("2 * ( 3 + (", in: Self.wide)
        #expect(try Self.node("button_openParenthesis", in: tree).name == "open parenthesis")
        #expect(try Self.node("button_closeParenthesis", in: tree).name == "close parenthesis")
        #expect(try Self.node("status", in: tree).name == "2 open parentheses, Degrees")
        #expect(try Self.node("status", in: Self.tree("(")).name == "1 open parenthesis, Degrees")
        #expect(try Self.node("button_undo", in: tree).name == "undo")
        #expect(try Self.node("button_undo", in: tree).keyBinding == "Ctrl+Z")
        #expect(try Self.node("button_redo", in: tree).keyBinding == "Ctrl+Shift+Z")
    }

    /// Under a German locale the display is read as Germans write it, and the decimal key is a comma.
    @Test func numbersAreReadAsTheLocaleWritesThem() throws {
        let controller = CalculatorController()
        controller.numberLocale = NumberLocale(decimalSeparator: ",", groupSeparator: ".", grouping: [3])
        for key in try KeySequence.keys("1234.5 neg") { controller.press(key) }
        let tree = KeypadAccessibility.tree(controller.state, in: Self.compact, windowSize: Size(width: 320, height: 560))
        #expect(try Self.node("display", in: tree).name == "minus 1234,5")
        #expect(try Self.node("display", in: tree).text == "-1.234,5")
        #expect(try Self.node("button_point", in: tree).name == "comma")
    }

    @Test func everyKeyHasASpokenNameOfWordsAndNoTwoButtonsShareOne() {
        for key in Key.all {
            let spoken = Mode.calculator.row(key).spoken
            #expect(!spoken.isEmpty)
            #expect(spoken.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }, "\(key): \(spoken)")
        }
        let names = Keypad.all.map { $0.spokenName(in: .initial) }
        #expect(Set(names).count == names.count)
        let second = DisplayState.initial.with { $0.isSecondActive = true }
        let secondNames = Keypad.all.map { $0.spokenName(in: second) }
        #expect(Set(secondNames).count == secondNames.count)
    }

    @Test func statesAreAtSPIsBitsInTwoWords() {
        #expect(AccessibleState.words([.enabled, .checked]) == [1 << 8 | 1 << 4, 0])
        #expect(AccessibleState.words([.readOnly, .checkable]) == [0, 1 << 11 | 1 << 9])
    }
}

extension DisplayState {
    fileprivate func with(_ change: (inout DisplayState) -> Void) -> DisplayState {
        var copy = self
        change(&copy)
        return copy
    }
}

/// The history panel as a screen reader finds it: the rows and `Clear` instead of the keys.
struct HistoryAccessibilityTests {
    @Test func theOpenPanelShowsItsRowsAndTheChosenOneIsSelected() throws {
        let controller = CalculatorController()
        for key in try KeySequence.keys("7 + 9 = 2 / 4 =") { controller.press(key) }
        var panel = HistoryPanel()
        panel.isOpen = true
        panel.move(1, count: controller.history.entries.count)
        let tree = KeypadAccessibility.tree(
            controller.state, in: KeypadAccessibilityTests.compact, windowSize: Size(width: 320, height: 560),
            history: panel, tape: controller.history)
        #expect(tree.node(withID: "button_7") == nil)
        #expect(tree.node(withID: "button_history")?.states.contains(.checked) == true)
        let newest = try #require(tree.node(withID: "button_history_1"))
        #expect(newest.name == "2 ÷ 4 = 0.5" && newest.states.contains(.selected) && newest.press == .historyRow(1))
        #expect(tree.node(withID: "button_history_0")?.name == "7 + 9 = 16")
        #expect(tree.node(withID: "button_history.clear")?.name == "Clear history")
        #expect(tree.node(withID: "button_history.clear")?.press == .historyClear)
        #expect(tree.node(withID: "button_history")?.press == .historyToggle)
        #expect(tree.node(withID: "history.title")?.role == .label && tree.node(withID: "history.title")?.press == nil)
    }
}
