import CalculatorModel

/// A sheet's line scanned once (issue 49): the names it uses, which the sheet looks up, and its tokens,
/// which `CalculatorController.evaluate(_:names:)` then reads without scanning the text again.
public struct ScannedExpression {
    let text: String
    let locale: NumberLocale
    /// The tokens with their offsets, or where and why the text does not scan; nil for a text longer than
    /// a calculation may be, which is refused unscanned.
    let tokens: Result<[(token: PastedCalculation.Token, position: Int)], ExpressionProblem>?
    /// The names the text uses, in the order written (repeats kept once); empty when it does not scan.
    public let names: [String]

    /// Scans `text` as a sheet's line, its numbers read by `locale`'s rules.
    public init(_ text: String, locale: NumberLocale = .standard) {
        self.text = text
        self.locale = locale
        tokens =
            text.utf8.count <= PastedCalculation.maximumBytes
            ? PastedCalculation.Token.scanning(text, locale: locale, readsNames: true) : nil
        guard case .success(let scanned) = tokens else {
            names = []
            return
        }
        var seen: Set<String> = []
        names = scanned.compactMap {
            guard case .name(let name) = $0.token, seen.insert(name).inserted else { return nil }
            return name
        }
    }
}
