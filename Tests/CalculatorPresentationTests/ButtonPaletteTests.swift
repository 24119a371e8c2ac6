import Testing
import WindowInterface
@testable import CalculatorPresentation

/// The palette is the theme's colours worked out once: for every state of every style, and for the
/// display's two text colours, it gives what `Theme` computes each time.
@Suite struct ButtonPaletteTests {
    @Test(arguments: [Theme(), Theme.light])
    func thePaletteIsTheThemesColours(theme: Theme) {
        let palette = ButtonPalette(theme)
        for style in [KeypadButton.Style.function, .digit, .operation, .scientific] {
            for isPending in [false, true] {
                for isLatched in [false, true] {
                    #expect(
                        palette.colors(for: style, isPending: isPending, isLatched: isLatched)
                            == theme.colors(for: style, isPending: isPending, isLatched: isLatched))
                }
            }
        }
        #expect(palette.displayText == theme.displayText && palette.expressionText == theme.expressionText)
    }
}
