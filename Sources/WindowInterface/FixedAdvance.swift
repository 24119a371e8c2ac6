/// Every character the same share of the pixel size wide, as in a monospaced font: what text is placed
/// by where no window measures it (the tests, a session without a window).
public struct FixedAdvance: TextMeasuring, Hashable {
    /// A character's advance as a share of the pixel size.
    public var share: Double

    public init(share: Double = 0.6) { self.share = share }

    public func advance(of character: Character, pixelSize: Double) -> Double { share * pixelSize }
}
