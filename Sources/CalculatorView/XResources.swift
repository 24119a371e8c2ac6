/// The display's X resources (what `xrdb` loaded): the user's settings for the look, and `Xft.dpi`.
///
/// Lookup follows the common forms of Xrm names, most specific first: `calculator.name`,
/// `calculator*name`, `Calculator.name`, `Calculator*name`, `*name`.
public struct XResources: Hashable, Sendable {
    /// Every `name: value` line, by name.
    public private(set) var entries: [String: String] = [:]

    /// Parses the RESOURCE_MANAGER text: `name: value` lines, `!` comments, `\` continued lines.
    public init(parsing text: String) {
        let joined = text.replacing("\\\n", with: "")
        for line in joined.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.hasPrefix("!"), !trimmed.hasPrefix("#"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = trimmed[..<colon].filter { $0 != " " && $0 != "\t" }
            let value = trimmed[trimmed.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            guard !name.isEmpty else { continue }
            entries[String(name)] = String(value.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
    }

    /// The value of resource `name` for the program `instance` of class `className`.
    public func value(_ name: String, instance: String = "calculator", className: String = "Calculator") -> String? {
        for key in [instance + "." + name, instance + "*" + name, className + "." + name, className + "*" + name, "*" + name] {
            if let value = entries[key] { return value }
        }
        return nil
    }

    /// `Xft.dpi`, the screen's resolution that desktops set for HiDPI, if it is set and sensible.
    public var dpi: Double? {
        guard let text = entries["Xft.dpi"] ?? entries["*dpi"] ?? entries["Xft*dpi"], let dpi = Double(text),
              dpi >= 24, dpi <= 960 else { return nil }
        return dpi
    }
}
