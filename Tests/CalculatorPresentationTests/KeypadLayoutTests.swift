import Testing
import TestSupport
import Layout
@testable import CalculatorPresentation

/// The calculator's own keypad constraints at sizes from a corner widget to 4K, in both classes.
struct KeypadLayoutTests {
    static let sizes: [(Double, Double)] = [
        (1, 1), (100, 100), (200, 320), (240, 400), (320, 560), (480, 800), (900, 1200),
        (900, 420), (1280, 800), (1600, 900), (3840, 2160), (2000, 300), (300, 2000),
    ]

    @Test(arguments: sizes)
    func buttonsStayInsideAndNeverOverlap(width: Double, height: Double) {
        var layout = KeypadLayout()
        layout.resize(width: width, height: height)
        let window = Rect(x: 0, y: 0, width: width, height: height)
        let frames = layout.buttonFrames.map(\.frame)
        #expect(frames.count == (layout.sizeClass == .wide ? 19 + 30 : 19))
        for (i, a) in frames.enumerated() {
            #expect(a.width >= -1e-6 && a.height >= -1e-6)
            #expect(window.contains(a, tolerance: 1e-6), "\(a) outside \(width)x\(height)")
            for b in frames[(i + 1)...] { #expect(!a.overlaps(b, tolerance: 1e-6), "\(a) overlaps \(b)") }
        }
        #expect(window.contains(layout.displayFrame, tolerance: 1e-6))
    }

    @Test(arguments: sizes.filter { $0.0 >= 200 && $0.1 >= 300 })
    func equalButtonsAndSpacingWhileThereIsRoom(width: Double, height: Double) {
        var layout = KeypadLayout()
        layout.resize(width: width, height: height)
        let single = layout.buttonFrames.filter { $0.button.columnSpan == 1 }.map(\.frame)
        for frame in single {
            #expect(abs(frame.width - single[0].width) < 1e-6 && abs(frame.height - single[0].height) < 1e-6)
        }
        let byKey = Dictionary(uniqueKeysWithValues: layout.buttonFrames.map { ($0.button.key, $0.frame) })
        let gap = byKey[.digit(8)]!.x - byKey[.digit(7)]!.maxX
        #expect(abs(gap - KeypadGrid.spacingRatio * single[0].height) < 1e-6)
        #expect(abs(byKey[.digit(4)]!.y - byKey[.digit(7)]!.maxY - gap) < 1e-6)
        // The double-width 0 is two cells and the spacing between them.
        #expect(abs(byKey[.digit(0)]!.width - (2 * single[0].width + gap)) < 1e-6)
        #expect(single[0].width <= KeypadGrid.maximumCell + 1e-6)
    }

    /// Buttons keep their shape at every window shape: square cells (so circles stay circles), but
    /// for the compact keypad's, which grow wider (up to twice as wide as tall) only where that fills
    /// the width; the keypad on the bottom margin, the display between 1.25 and 2.5 button heights,
    /// extra height above it.
    @Test(
        arguments: sizes.filter { $0.0 >= 100 && $0.1 >= 100 } + [(320, 640), (320, 1175), (300, 1150), (1600, 300), (1000, 500)])
    func everyShapeKeepsRoundButtonsAndTheKeypadAtTheBottom(width: Double, height: Double) throws {
        var layout = KeypadLayout()
        layout.resize(width: width, height: height)
        let seven = try #require(layout.buttonFrames.first { $0.button.key == .digit(7) }).frame
        let left = layout.buttonFrames.map(\.frame.x).min()!
        if abs(seven.width - seven.height) > 1e-6 {
            // Wider only where that fills the width, or as wide as they may be.
            #expect(layout.sizeClass == .compact, "\(seven) at \(width)x\(height)")
            #expect(
                abs(left - KeypadGrid.margin) < 1e-6
                    || abs(seven.width - KeypadGrid.maximumCompactKeyAspect * seven.height) < 1e-6,
                "\(seven) at \(width)x\(height)")
            #expect(seven.width > seven.height && seven.width <= KeypadGrid.maximumCompactKeyAspect * seven.height + 1e-6)
        }
        let keysBottom = layout.buttonFrames.map(\.frame.maxY).max()!
        #expect(abs(keysBottom - (height - KeypadGrid.margin)) < 1e-6)
        let display = layout.displayFrame
        #expect(display.height >= KeypadGrid.keypadDisplayCells.lowerBound * seven.height - 1e-6)
        #expect(display.height <= KeypadGrid.keypadDisplayCells.upperBound * seven.height + 1e-6)
        #expect(display.y >= KeypadGrid.margin - 1e-6)
        #expect(left >= KeypadGrid.margin - 1e-6)
    }

    /// 320 × 1175 (a window maximised vertically) looks like 320 × 560 with empty space above the display.
    @Test func aTallWindowIsTheDefaultKeypadWithSpaceAbove() {
        var tall = KeypadLayout(), normal = KeypadLayout()
        tall.resize(width: 320, height: 1175)
        normal.resize(width: 320, height: 560)
        for (a, b) in zip(tall.buttonFrames.map(\.frame), normal.buttonFrames.map(\.frame)) {
            #expect(
                abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 && abs(a.maxY - 1175 - (b.maxY - 560)) < 1e-6)
        }
    }

    @Test func wideWindowsShowTheScientificPanelLeftOfTheKeypad() {
        var layout = KeypadLayout()
        layout.resize(width: 1600, height: 900)
        #expect(layout.sizeClass == .wide)
        let byKey = Dictionary(uniqueKeysWithValues: layout.buttonFrames.map { ($0.button.key, $0.frame) })
        #expect(byKey[.operation(.exp10)]!.maxX < byKey[.clear]!.x)
        #expect(byKey[.second]!.x < byKey[.operation(.exp10)]!.x)
        layout.resize(width: 320, height: 560)
        #expect(layout.sizeClass == .compact)
        #expect(layout.buttonFrames.count == 19)
    }

    @Test func hugeWindowsCentreACappedKeypad() {
        var layout = KeypadLayout()
        layout.resize(width: 3840, height: 2160)
        let frames = layout.buttonFrames.map(\.frame)
        let left = frames.map(\.x).min()!, right = frames.map(\.maxX).max()!
        #expect(abs(left - (3840 - right)) < 1e-6)
        #expect(right - left > 3840 / 2)
    }

    @Test func scaleMultipliesEverySize() {
        var normal = KeypadLayout(), double = KeypadLayout(scale: 2)
        normal.resize(width: 320, height: 560)
        double.resize(width: 640, height: 1120)
        for (a, b) in zip(normal.buttonFrames.map(\.frame), double.buttonFrames.map(\.frame)) {
            #expect(abs(a.x * 2 - b.x) < 1e-6 && abs(a.width * 2 - b.width) < 1e-6)
        }
    }

    /// Issue 36, item 5: widening a window is a smooth progression of shapes, not a jump at 560 px
    /// (at 559 × 420 a 250 px keypad floated in black, at 561 the scientific panel appeared): the
    /// compact keypad's keys grow wider to use the width, and the scientific columns appear when their
    /// keys are at least 0.8 of the compact ones; dragging across switches once each way, and at
    /// every width the keys span at least three quarters of the width between the margins, until the
    /// scientific panel's keys are as tall as the height allows (a wider window then centres them).
    @Test(arguments: [330.0, 420, 560, 700])
    func wideningIsASmoothProgression(height: Double) {
        var layout = KeypadLayout()
        var switches = 0, sizeClass = layout.sizeClass
        let widths = Array(stride(from: 200.0, through: 1400, by: 3)) + Array(stride(from: 1400.0, through: 200, by: -3))
        for width in widths {
            layout.resize(width: width, height: height)
            let frames = layout.buttonFrames.map(\.frame)
            let span = frames.map(\.maxX).max()! - frames.map(\.x).min()!
            let key = frames.map(\.height).min()!
            // A wide window whose keys are as tall as the height allows centres them, as decided.
            let tallest = SizeClass.keySide(columns: 1, width: .infinity, height: height, scale: 1)
            if layout.sizeClass == .compact || key < tallest - 1e-6 {
                #expect(span >= 0.75 * (width - 2 * KeypadGrid.margin) - 1e-6, "\(width) × \(height): \(span)")
            }
            if layout.sizeClass != sizeClass { switches += 1 }
            sizeClass = layout.sizeClass
        }
        #expect(switches == 2)
    }
}
