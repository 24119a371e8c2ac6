import CalculatorModel

/// The display scrolled sideways through a result's proven digits (issue 31), as Android's
/// calculator scrolls: which significant digits show, how many are proven, and the text drawn in the
/// number's place. The digits come from `DigitExpansion`, proven lazily: `step()` spends one key's
/// work (`EvaluationMeter.perKey`), so a scroll never makes the window wait; a scroll past the
/// proven digits is `isComputing` until later steps catch up, and a digit that cannot be proven is
/// never reached (the scroll stops at the last proven digit).
struct DigitScroll {
    /// How many more digits an expansion is asked for than a scroll needs: each step proves a chunk,
    /// so a scroll of a few digits does not evaluate the value again.
    static let chunk = 250

    /// The value's digits, proven so far.
    private(set) var expansion: DigitExpansion
    /// How many significant digits the display shows at once.
    let width: Int
    /// The first significant digit the user asked to see, counted from 0; `offset` is what shows.
    private(set) var wanted = 0

    /// A scroll through `value`'s digits, `width` at a time, none proven yet; nil for a value with no
    /// digits to scroll (`Error`).
    init?(_ value: Real, width: Int) {
        guard !value.isNaN else { return nil }
        expansion = DigitExpansion(value)
        self.width = max(width, 1)
    }

    /// Whether no more digits can come: the expansion ended, stopped at its proof limit, or was
    /// proven to the most digits an expansion gives.
    var isAtEnd: Bool {
        switch expansion.progress {
        case .ended, .stoppedAtProofLimit, .undefined: true
        case .proven: expansion.count >= DigitExpansion.maximumDigits
        case .morePossible: false
        }
    }

    /// The first significant digit shown (from 0): the one asked for, as far as digits are proven.
    var offset: Int { max(0, min(wanted, expansion.digits.digits.count - width)) }

    /// Whether the digits asked for are still being proven (the display shows the last proven ones).
    var isComputing: Bool { !isAtEnd && expansion.digits.digits.count < wanted + width + 1 }

    /// Moves the view by `digits` (positive: further digits); false when it did not move. A scroll
    /// past the end stops at the last proven digit; a scroll back stops at the first.
    mutating func scroll(by digits: Int) -> Bool {
        let before = (wanted, offset)
        wanted = max(0, wanted + digits)
        if isAtEnd { wanted = offset }
        if digits < 0 { wanted = min(wanted, offset) }
        return (wanted, offset) != before
    }

    /// Back to the first digits.
    mutating func home() -> Bool { scroll(by: -wanted) }

    /// To the last digit proven so far, asking for no more (Shift+End).
    mutating func end() -> Bool { scroll(by: max(0, expansion.digits.digits.count - width) - wanted) }

    /// One step of proving the digits asked for (and a chunk beyond), with one key's work; true when
    /// it proved more digits.
    mutating func step() -> Bool {
        guard isComputing else { return false }
        let before = expansion.count
        let target = ((wanted + width + 1) / Self.chunk + 1) * Self.chunk
        expansion.advance(to: min(target, DigitExpansion.maximumDigits), budget: EvaluationMeter.perKey)
        if isAtEnd { wanted = offset }
        return expansion.count != before
    }

    /// What the number's place shows once scrolled: the digits shown, an ellipsis before them (the
    /// first digits are off to the left) and after them while more digits exist or may; nil before
    /// any scroll (the display then shows the number as ever).
    var text: String? {
        let (negative, digits, _) = expansion.digits
        let first = offset
        guard first > 0 else { return nil }
        let last = min(first + width, digits.count)
        let shown = String(decoding: digits[first..<last].map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        let more = last < digits.count || !isAtEnd
        return (negative ? "-" : "") + "…" + shown + (more ? "…" : "")
    }

    /// The shown digits' place, 1-based and inclusive (`901...916`), for the position line.
    var shownRange: ClosedRange<Int> {
        let first = offset
        return (first + 1)...max(first + 1, min(first + width, expansion.digits.digits.count))
    }

    /// The text to copy (C form): every digit revealed so far, up to the last shown, as the display
    /// showed them, written out rather than parsed into a `Number` (whose text is limited to 10,000
    /// characters, which a scroll to the last of 10,000 digits passes); positional from 1e-9 up to a
    /// value with as many whole digits as revealed, else e-notation. Nil before any scroll (a copy then
    /// copies the display).
    var revealedText: String? {
        guard offset > 0 else { return nil }
        let (negative, all, leading) = expansion.digits
        let digits = String(decoding: all.prefix(revealedCount).map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        guard let first = digits.first else { return nil }
        let sign = negative ? "-" : ""
        switch leading {
        case -9..<0:
            return sign + "0." + String(repeating: "0", count: -leading - 1) + digits
        case 0..<digits.count - 1:
            let point = digits.index(digits.startIndex, offsetBy: leading + 1)
            return sign + digits[..<point] + "." + digits[point...]
        case digits.count - 1..<digits.count:
            return sign + digits
        default:
            let rest = digits.dropFirst()
            return sign + String(first) + (rest.isEmpty ? "" : "." + rest) + "e\(leading)"
        }
    }

    /// How many digits are revealed: up to the last shown.
    var revealedCount: Int { shownRange.upperBound }
}
