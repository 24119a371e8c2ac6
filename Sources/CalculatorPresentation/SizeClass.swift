import CalculatorModel

/// Which keypad a window shows: the standard one, or the scientific panel beside it when wide.
public enum SizeClass: Hashable, Sendable {
    case compact
    case wide

    /// Wide needs the width to reach this share of the height…
    static let wideAspect = 1.3
    /// …and compact comes back only below this share, so resizing near the boundary never flickers.
    static let compactAspect = 1.2
    /// Ten columns need at least this width (at 96 dpi) for readable labels, and give it back below the lower figure.
    static let wideMinimumWidth = 560.0
    static let compactMaximumWidth = 520.0

    /// The significant digits the display shows: 16 in the compact window, 32 in the wide one.
    public var significantDigits: Int { self == .wide ? NumberFormat.wideDigits : NumberFormat.compactDigits }

    /// The size class for a window of `width` × `height` pixels, coming from `current`.
    func next(width: Double, height: Double, scale: Double = 1) -> SizeClass {
        switch self {
        case .compact:
            width >= Self.wideAspect * height && width >= Self.wideMinimumWidth * scale ? .wide : .compact
        case .wide:
            width < Self.compactAspect * height || width < Self.compactMaximumWidth * scale ? .compact : .wide
        }
    }
}
