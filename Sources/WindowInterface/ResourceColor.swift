/// A colour resource as the view read it: not set, a colour, or a value that is not a colour (for the
/// user to be told). The view parses colour names; presentation gets the result.
public enum ResourceColor: Hashable, Sendable {
    case unset
    case color(Color)
    case invalid(String)
}
