/// A parsed X geometry string, `[=][<width>{xX}<height>][{+-}<xoffset>{+-}<yoffset>]`,
/// as XParseGeometry reads it.
public struct WindowGeometry: Hashable, Sendable {
    public var width: Int?
    public var height: Int?
    public var x: Int?
    public var y: Int?
    /// "-X": x is measured from the right edge of the screen.
    public var xFromRight: Bool
    /// "-Y": y is measured from the bottom edge of the screen.
    public var yFromBottom: Bool

    public init(
        width: Int? = nil, height: Int? = nil, x: Int? = nil, y: Int? = nil,
        xFromRight: Bool = false, yFromBottom: Bool = false
    ) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.xFromRight = xFromRight
        self.yFromBottom = yFromBottom
    }

    /// The largest size or offset: X's coordinates are 16-bit and signed, and no larger pixmap (the
    /// window's back buffer) can be made.
    public static let maximumCoordinate = 32_767

    /// Returns nil when the string is not a geometry (or has a zero size, or a number over `maximumCoordinate`).
    public init?(parsing text: String) {
        var s = Array(text.utf8)[...]
        if s.first == UInt8(ascii: "=") { s = s.dropFirst() }
        guard !s.isEmpty else { return nil }

        func number() -> Int? {
            var value = 0
            var digits = 0
            while let c = s.first, c >= 0x30, c <= 0x39 {
                value = value &* 10 &+ Int(c - 0x30)
                guard value <= Self.maximumCoordinate else { return nil }
                digits += 1
                s = s.dropFirst()
            }
            return digits > 0 ? value : nil
        }

        self.init()
        if let c = s.first, c != UInt8(ascii: "+"), c != UInt8(ascii: "-") {
            guard let w = number() else { return nil }
            guard let x = s.first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X") else { return nil }
            s = s.dropFirst()
            guard let h = number(), w > 0, h > 0 else { return nil }
            width = w
            height = h
        }
        if let sign = s.first {
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            s = s.dropFirst()
            guard let xo = number() else { return nil }
            xFromRight = sign == UInt8(ascii: "-")
            x = xo
            guard let sign2 = s.first, sign2 == UInt8(ascii: "+") || sign2 == UInt8(ascii: "-") else { return nil }
            s = s.dropFirst()
            guard let yo = number() else { return nil }
            yFromBottom = sign2 == UInt8(ascii: "-")
            y = yo
        }
        guard s.isEmpty else { return nil }
    }

    /// The window rectangle on a screen: size from the geometry (as given), else
    /// `defaultSize` clamped to at least `minimumSize`; position from the geometry (negative offsets
    /// measured from the right/bottom edges), or nil when it gives none.
    public func resolve(
        defaultSize: Size, minimumSize: Size = Size(width: 1, height: 1),
        screen: Size
    ) -> (x: Int?, y: Int?, width: Int, height: Int) {
        let w = max(width ?? max(defaultSize.width, minimumSize.width), 1)
        let h = max(height ?? max(defaultSize.height, minimumSize.height), 1)
        var px: Int? = nil, py: Int? = nil
        if let x { px = xFromRight ? screen.width - w - x : x }
        if let y { py = yFromBottom ? screen.height - h - y : y }
        return (px, py, w, h)
    }
}
