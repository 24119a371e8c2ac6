import Layout

/// Pure sizing rules for text, with the measuring done by a closure so they can be tested
/// without a display.
public enum TextFitting {
    /// Pixel size of a button title: 0.42 × the shorter side × `scale` (the scene's `titleScale`), at least 1.
    public static func buttonTitleSize(for frame: Rect, scale: Double = 1) -> Int {
        clampSize(min(frame.width, frame.height) * 0.42 * scale)
    }

    /// Pixel size of the number line: 0.9 × the height of its area, at least 1.
    public static func displaySize(forAreaHeight height: Double) -> Int {
        clampSize(height * 0.9)
    }

    /// How far above the number's area's bottom its baseline sits, as a share of its pixel size: room
    /// for the descent of `,`.
    public static let numberBaselineShare = 0.1
    /// The digits' height as a share of the pixel size, rounded up (0.72 to 0.73 in the fonts used).
    public static let figureShare = 0.75

    /// The number line's pixel size when its digits, standing on the baseline, must stay within `room`
    /// of the area's bottom (under the expression line's band): at most `displaySize(forAreaHeight:)`.
    public static func displaySize(forAreaHeight height: Double, room: Double) -> Int {
        min(displaySize(forAreaHeight: height), clampSize((room / (numberBaselineShare + figureShare)).rounded(.down)))
    }

    /// Pixel size of the expression line: 0.8 × the height of its area, at least 1.
    public static func expressionSize(forAreaHeight height: Double) -> Int {
        clampSize(height * 0.8)
    }

    /// Pixel size of the status indicators (`2nd Rad M`): two thirds of the expression line's, so
    /// they fit above the number's digits in their own place.
    public static func statusSize(expressionSize: Int) -> Int {
        clampSize(Double(expressionSize) * 2 / 3)
    }

    /// The smallest size a long expression line shrinks to before it loses its start: 0.7 of its
    /// size, but not below `legible` (the number's minimum), nor above its size.
    public static func expressionMinimum(base: Int, legible: Int) -> Int {
        min(max(base * 7 / 10, legible, 1), max(base, 1))
    }

    /// The smallest size of the expression line: `expressionMinimum`, or for a message read whole
    /// (`ExpressionLine.shrinksWhole`, a notice) 1, so that it shrinks to fit and is never cut.
    public static func expressionFloor(base: Int, legible: Int, shrinksWhole: Bool) -> Int {
        shrinksWhole ? 1 : expressionMinimum(base: base, legible: legible)
    }

    public static func clampSize(_ size: Double) -> Int {
        guard size.isFinite else { return 1 }
        return Int(min(max(size.rounded(), 1), 2000))
    }

    /// Like adjustsFontSizeToFitWidth: the largest size ≤ `base` and ≥ `minimum` whose
    /// measured width is ≤ `available`, or `minimum` when none fits.
    /// `measure` is called a few times only (a proportional guess, then steps down).
    public static func fittedSize(base: Int, minimum: Int, available: Double, measure: (Int) -> Double) -> Int {
        let base = max(base, 1)
        let minimum = min(max(minimum, 1), base)
        let width = measure(base)
        if width <= available { return base }
        guard available > 0, width > 0 else { return minimum }
        var size = max(min(Int(Double(base) * available / width), base - 1), minimum)
        var tries = 0
        while size > minimum, measure(size) > available, tries < 24 {
            // Widths scale about linearly with size: jump, then walk down.
            size = max(minimum, min(size - 1, Int(Double(size) * available / max(measure(size), 1))))
            tries += 1
        }
        return size
    }

    /// Sizes made equal within groups: each size in a group becomes the group's smallest, so every
    /// title of the group fits; a size without a group stays as it is.
    public static func sharedSizes<Group: Hashable>(_ sizes: [(group: Group?, size: Int)]) -> [Int] {
        var smallest: [Group: Int] = [:]
        for (group, size) in sizes { if let group { smallest[group] = min(smallest[group] ?? size, size) } }
        return sizes.map { group, size in group.flatMap { smallest[$0] } ?? size }
    }

    /// The first of `texts` (a number, then the same number with ever fewer digits) that fits
    /// `available` at a size between `minimum` and `base`, and that size; if none does, the last one
    /// at whatever size fits it (never less than 1). The number is shrunk, then shortened, never cut.
    public static func fittedText(
        _ texts: [String], base: Int, minimum: Int, available: Double, measure: (String, Int) -> Double
    ) -> (text: String, size: Int)? {
        guard let last = texts.last else { return nil }
        let minimum = min(max(minimum, 1), max(base, 1))
        for text in texts {
            let size = fittedSize(base: base, minimum: minimum, available: available) { measure(text, $0) }
            if measure(text, size) <= available { return (text, size) }
        }
        return (last, fittedSize(base: minimum, minimum: 1, available: available) { measure(last, $0) })
    }

    /// `text` shortened on the left with "…" until `measure` says it fits `available`.
    /// Returns `text` unchanged when it fits; at worst just "…".
    public static func elidedLeft(_ text: String, available: Double, measure: (String) -> Double) -> String {
        if measure(text) <= available { return text }
        let scalars = Array(text.unicodeScalars)
        // Binary search on how many leading scalars to drop.
        var low = 1, high = scalars.count
        var best = "…"
        while low <= high {
            let drop = (low + high) / 2
            var candidate = "…"
            candidate.unicodeScalars.append(contentsOf: scalars[drop...])
            if measure(candidate) <= available {
                best = candidate
                high = drop - 1
            } else {
                low = drop + 1
            }
        }
        return best
    }

    /// How a button title is centred vertically.
    public enum VerticalCentring: Hashable, Sendable {
        /// By the height of the figures: digits and letters sit like text, "." and ","
        /// stay on the baseline.
        case figures
        /// By the title's own ink box: operators and symbols (×, ÷, −, ⌫…).
        case ink
    }

    public static func verticalCentring(for title: String) -> VerticalCentring {
        for scalar in title.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "," {
                return .figures
            }
        }
        return .ink
    }
}
