import WindowInterface

/// A theme's button colours in every state, and its display's text colours, worked out once. The
/// contrast rules behind `Theme.colors` mix and compare colours a few hundred times for one button;
/// redone for every button of every scene, they were a large part of a key's frame (issue 15).
public struct ButtonPalette: Sendable {
    private struct State: Hashable {
        var style: KeypadButton.Style
        var isPending: Bool
        var isLatched: Bool
    }

    private let colors: [State: Theme.ButtonColors]
    /// `Theme.displayText` and `Theme.expressionText`.
    public let displayText: Color
    public let expressionText: Color
    /// `Theme.bitCursorColors`.
    public let bitCursor: Theme.ButtonColors

    /// Every state of every style in `theme`.
    public init(_ theme: Theme) {
        var colors: [State: Theme.ButtonColors] = [:]
        for style in [KeypadButton.Style.function, .digit, .operation, .scientific] {
            for isPending in [false, true] {
                for isLatched in [false, true] {
                    colors[State(style: style, isPending: isPending, isLatched: isLatched)] =
                        theme.colors(for: style, isPending: isPending, isLatched: isLatched)
                }
            }
        }
        self.colors = colors
        displayText = theme.displayText
        expressionText = theme.expressionText
        bitCursor = theme.bitCursorColors
    }

    /// What `Theme.colors` gives for the same arguments.
    public func colors(for style: KeypadButton.Style, isPending: Bool, isLatched: Bool = false) -> Theme.ButtonColors {
        colors[State(style: style, isPending: isPending, isLatched: isLatched)]!
    }
}
