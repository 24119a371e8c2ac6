import CalculatorModel

/// Which keypad a window shows: the standard one, or the scientific panel beside it when wide.
public enum SizeClass: Hashable, Sendable {
    case compact
    case wide

    /// Wide when the scientific panel's keys would be at least this share of the compact keypad's
    /// (whose keys grow wider meanwhile, `KeypadGrid.maximumCompactKeyAspect`), and at least
    /// `wideMinimumKey` (at 96 dpi) for readable labels; compact again below the lower figures, so
    /// resizing near the boundary never flickers.
    static let wideKeyShare = 0.8
    static let compactKeyShare = 0.75
    static let wideMinimumKey = 40.0
    static let compactMinimumKey = 39.0

    /// The side of the keys a grid of `columns` would have in a window of `width` × `height`: as
    /// `KeypadLayout` solves it, the least of what the width gives (the margins, the keys and the
    /// spacing between them), what the height gives (`KeypadGrid.keyHeight`) and the largest key.
    static func keySide(columns: Int, width: Double, height: Double, scale: Double) -> Double {
        let margins = 2 * KeypadGrid.margin * scale, ratio = KeypadGrid.spacingRatio
        let byWidth = (width - margins) / (Double(columns) + ratio * Double(columns - 1))
        let rows = Double(Keypad.rows)
        let byHeight = KeypadGrid.keyHeight(
            rows: rows, displayCells: KeypadGrid.keypadDisplayCells.lowerBound, height: height, scale: scale)
        return max(0, min(byWidth, byHeight, KeypadGrid.maximumCell * scale))
    }

    /// The significant digits the display shows: 16 in the compact window, 32 in the wide one.
    public var significantDigits: Int { self == .wide ? NumberFormat.wideDigits : NumberFormat.compactDigits }

    /// The size class for a window of `width` × `height` pixels, coming from `current`.
    func next(width: Double, height: Double, scale: Double = 1) -> SizeClass {
        let compact = Self.keySide(columns: Keypad.columns, width: width, height: height, scale: scale)
        let wide = Self.keySide(columns: Keypad.columns + Keypad.scientificColumns, width: width, height: height, scale: scale)
        switch self {
        case .compact:
            return wide >= max(Self.wideKeyShare * compact, Self.wideMinimumKey * scale) ? .wide : .compact
        case .wide:
            return wide < max(Self.compactKeyShare * compact, Self.compactMinimumKey * scale) ? .compact : .wide
        }
    }
}
