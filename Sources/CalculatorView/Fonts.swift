import CX11
import Glibc
import SystemIO

typealias XftFontRef = UnsafeMutablePointer<XftFont>

/// Calls `body` with a NUL-terminated `FcChar8` copy of `text`.
func withFcString<T>(_ text: String, _ body: (UnsafePointer<FcChar8>) -> T) -> T {
    var bytes = Array(text.utf8)
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// One fontconfig pattern opened at one pixel size, with the fallback fonts found so far
/// for characters the primary font lacks (st's approach: FcFontSort once, then the first
/// font whose charset has the character, prepared with FcFontRenderPrepare).
final class FontFace {
    let display: OpaquePointer
    let primary: XftFontRef
    /// The requested pattern after substitution (family list, weight, pixel size).
    let pattern: OpaquePointer
    let sortKey: String
    unowned let cache: FontCache
    private(set) var fallbacks: [XftFontRef] = []
    private var unavailable: Set<UInt32> = []
    private var chosen: [UInt32: XftFontRef] = [:]
    var lastUse: UInt64 = 0
    /// Ink extent of the figure "0" above the baseline (positive), for centring labels.
    lazy var figureHeight: Double = {
        let layout = TextLayout(text: "0", face: self)
        return layout.hasInk ? -layout.inkMinY : Double(primary.pointee.ascent) * 0.72
    }()

    init(display: OpaquePointer, primary: XftFontRef, pattern: OpaquePointer, sortKey: String, cache: FontCache) {
        self.display = display
        self.primary = primary
        self.pattern = pattern
        self.sortKey = sortKey
        self.cache = cache
    }

    /// The font that draws `scalar`: the primary one if it has the glyph, else a fallback
    /// (looked up once per character), else the primary one (which draws a box).
    func font(for scalar: UInt32) -> XftFontRef {
        if scalar < 0x80 || XftCharExists(display, primary, scalar) != 0 { return primary }
        if let font = chosen[scalar] { return font }
        for font in fallbacks where XftCharExists(display, font, scalar) != 0 {
            chosen[scalar] = font
            return font
        }
        if unavailable.contains(scalar) { return primary }
        if let font = openFallback(for: scalar) {
            fallbacks.append(font)
            chosen[scalar] = font
            return font
        }
        unavailable.insert(scalar)
        return primary
    }

    private func openFallback(for scalar: UInt32) -> XftFontRef? {
        guard let sorted = cache.sortedFonts(for: sortKey, pattern: pattern) else { return nil }
        let set = sorted.pointee
        for i in 0..<Int(set.nfont) {
            guard let candidate = set.fonts[i] else { continue }
            var charset: OpaquePointer? = nil
            guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &charset) == FcResultMatch,
                FcCharSetHasChar(charset, scalar) != 0
            else { continue }
            guard let prepared = FcFontRenderPrepare(nil, pattern, candidate) else { return nil }
            guard let font = XftFontOpenPattern(display, prepared) else {
                FcPatternDestroy(prepared)
                return nil
            }
            return font
        }
        return nil
    }

    func close() {
        for font in fallbacks { XftFontClose(display, font) }
        fallbacks.removeAll()
        chosen.removeAll()
        XftFontClose(display, primary)
        FcPatternDestroy(pattern)
    }
}

/// Opened fonts by (pattern, pixel size). Faces unused for a frame are closed once
/// more than `capacity` are open, so shrinking text does not pile up fonts.
final class FontCache {
    struct Key: Hashable {
        var pattern: String
        var pixelSize: Int
    }

    let display: OpaquePointer
    let screen: Int32
    let capacity = 12
    private var faces: [Key: FontFace] = [:]
    private var sorted: [String: UnsafeMutablePointer<FcFontSet>] = [:]
    private var failed: Set<Key> = []
    private var clock: UInt64 = 1
    /// Whether the fonts were closed with the window: none is opened after.
    private var isClosed = false

    init(display: OpaquePointer, screen: Int32) {
        self.display = display
        self.screen = screen
    }

    func beginFrame() {
        clock += 1
        guard faces.count > capacity else { return }
        let stale = faces.filter { $0.value.lastUse < clock - 1 }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, face) in stale.prefix(faces.count - capacity) {
            face.close()
            faces[key] = nil
        }
    }

    /// The face for `pattern` (a fontconfig name such as "Inter:light") at `pixelSize` ≥ 1.
    func face(_ pattern: String, pixelSize: Int) -> FontFace? {
        guard !isClosed else { return nil }
        let key = Key(pattern: pattern, pixelSize: FontLimits.pixelSize(pixelSize))
        if let face = faces[key] {
            face.lastUse = clock
            return face
        }
        if failed.contains(key) { return fallbackFace(for: key) }
        guard let face = open(key) else {
            failed.insert(key)
            let fallback = fallbackFace(for: key)
            warnOnce(
                fallback == nil
                    ? "calculator: no usable font (fontconfig matched none); drawing without text"
                    : "calculator: font '\(key.pattern)' cannot be opened; using 'sans-serif'")
            return fallback
        }
        face.lastUse = clock
        faces[key] = face
        return face
    }

    /// Whether a font fallback was reported: it is said once, not once a size or a frame.
    private(set) var warnedFallback = false

    private func warnOnce(_ message: String) {
        guard !warnedFallback else { return }
        warnedFallback = true
        standardError(message)
    }

    private func fallbackFace(for key: Key) -> FontFace? {
        key.pattern == "sans-serif" ? nil : face("sans-serif", pixelSize: key.pixelSize)
    }

    private func open(_ key: Key) -> FontFace? {
        guard let pattern = withFcString(key.pattern, { FcNameParse($0) }) else { return nil }
        FontLimits.limit(pattern)
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(key.pixelSize))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        XftDefaultSubstitute(display, screen, pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(nil, pattern, &result) else {
            FcPatternDestroy(pattern)
            return nil
        }
        guard let font = XftFontOpenPattern(display, match) else {
            FcPatternDestroy(match)
            FcPatternDestroy(pattern)
            return nil
        }
        return FontFace(display: display, primary: font, pattern: pattern, sortKey: key.pattern, cache: self)
    }

    /// The fontconfig sort for a pattern, computed on first need and shared by all sizes.
    func sortedFonts(for key: String, pattern: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = sorted[key] { return set }
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return nil }
        sorted[key] = set
        return set
    }

    func closeAll() {
        isClosed = true
        for face in faces.values { face.close() }
        faces.removeAll()
        for set in sorted.values { FcFontSetDestroy(set) }
        sorted.removeAll()
    }
}

/// A string split into runs by font, with its advance and ink box (relative to the pen
/// origin on the baseline, y down), measured with XftTextExtentsUtf8.
struct TextLayout {
    struct Run {
        var font: XftFontRef
        var bytes: [UInt8]
        var x: Double
    }

    var runs: [Run] = []
    var advance: Double = 0
    var inkMinX = Double.infinity, inkMinY = Double.infinity
    var inkMaxX = -Double.infinity, inkMaxY = -Double.infinity
    var hasInk: Bool { inkMaxX > inkMinX }
    var inkWidth: Double { hasInk ? inkMaxX - inkMinX : 0 }

    init(text: String, face: FontFace) {
        var current: XftFontRef? = nil
        var bytes: [UInt8] = []
        func flush() {
            guard let font = current, !bytes.isEmpty else { return }
            var info = XGlyphInfo()
            bytes.withUnsafeBufferPointer {
                XftTextExtentsUtf8(face.display, font, $0.baseAddress, Int32($0.count), &info)
            }
            if info.width > 0, info.height > 0 {
                let left = advance - Double(info.x), top = -Double(info.y)
                inkMinX = min(inkMinX, left)
                inkMaxX = max(inkMaxX, left + Double(info.width))
                inkMinY = min(inkMinY, top)
                inkMaxY = max(inkMaxY, top + Double(info.height))
            }
            runs.append(Run(font: font, bytes: bytes, x: advance))
            advance += Double(info.xOff)
            bytes.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            let font = face.font(for: scalar.value)
            if font != current {
                flush()
                current = font
            }
            bytes.append(contentsOf: Array(String(scalar).utf8))
        }
        flush()
    }
}
