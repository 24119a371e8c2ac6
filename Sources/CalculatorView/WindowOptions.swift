import CX11
import WindowInterface

/// How to open the window.
public struct WindowOptions: Sendable {
    /// X display name such as ":0"; nil uses $DISPLAY.
    public var displayName: String?
    /// X geometry "WxH+X+Y" (any part optional, see `WindowGeometry`).
    public var geometry: String?
    public var title: String
    /// WM_CLASS (instance, class).
    public var className: (instance: String, class: String)
    /// Size used when the geometry gives none.
    public var defaultSize: Size
    public var minimumSize: Size
    /// A PAM (P7) file with one or more RGB_ALPHA images for `_NET_WM_ICON`.
    public var iconPath: String?
    /// The fonts used when `calculator.font` is unset or names none installed, as USAGE lists them.
    public static let documentedFonts = "Inter, Helvetica Neue, Helvetica, DejaVu Sans, sans-serif"
    /// fontconfig pattern of the display font (size is added by the view).
    public var displayFont: String
    /// fontconfig pattern of the button font.
    public var buttonFont: String
    /// Whether the window starts above others (EWMH `_NET_WM_STATE_ABOVE`).
    public var alwaysOnTop = false

    public init(
        displayName: String? = nil, geometry: String? = nil, title: String = "Calculator",
        className: (instance: String, class: String) = ("calculator", "Calculator"),
        defaultSize: Size = Size(width: 320, height: 560),
        minimumSize: Size = Size(width: 200, height: 320),
        iconPath: String? = nil,
        displayFont: String = "Inter,Helvetica Neue,Helvetica,DejaVu Sans,sans-serif:light",
        buttonFont: String = "Inter,Helvetica Neue,Helvetica,DejaVu Sans,sans-serif:regular"
    ) {
        self.displayName = displayName
        self.geometry = geometry
        self.title = title
        self.className = className
        self.defaultSize = defaultSize
        self.minimumSize = minimumSize
        self.iconPath = iconPath
        self.displayFont = displayFont
        self.buttonFont = buttonFont
    }
}

public enum WindowError: Error, Equatable, CustomStringConvertible {
    /// No display was named: no option and $DISPLAY unset (or empty).
    case displayNotSet
    /// XOpenDisplay failed. The name is the one tried: the option, else $DISPLAY.
    case cannotOpenDisplay(String)

    public var description: String {
        switch self {
        case .displayNotSet: return "DISPLAY is not set"
        case .cannotOpenDisplay(let name): return "cannot open display '\(name)'"
        }
    }

    /// The display to open: the option, else `environment` ($DISPLAY); neither (or both empty) is
    /// `displayNotSet`, rather than a failure to open a display called ''.
    public static func displayName(option: String?, environment: String?) throws(WindowError) -> String {
        if let option, !option.isEmpty { return option }
        if let environment, !environment.isEmpty { return environment }
        throw .displayNotSet
    }
}
