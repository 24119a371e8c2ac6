import CX11

/// The fonts fontconfig has, asked before any window: whether a font resource names one, so that a
/// bad `calculator.font` is said and the documented list used, rather than fontconfig's default.
public enum FontCatalog {
    /// Family names fontconfig itself resolves to a font (its aliases): always there.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui",
        "cursive", "fantasy", "emoji", "math",
    ]

    /// Whether fontconfig reads `pattern` (such as `Inter:light` or `Foo,DejaVu Sans`) and has a font
    /// of one of its families; a pattern that names no family asks for none and is fine.
    public static func hasFamily(_ pattern: String) -> Bool {
        guard !pattern.isEmpty, let parsed = withFcString(pattern, { FcNameParse($0) }) else { return false }
        defer { FcPatternDestroy(parsed) }
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>? = nil
        while FcPatternGetString(parsed, FC_FAMILY, index, &value) == FcResultMatch, let name = value {
            let family = String(cString: name)
            if genericFamilies.contains(family.lowercased()) || isInstalled(family) { return true }
            index += 1
        }
        return index == 0
    }

    /// Whether a font of `family` is installed (fontconfig compares family names without case).
    static func isInstalled(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = withFcString(family) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }
}
