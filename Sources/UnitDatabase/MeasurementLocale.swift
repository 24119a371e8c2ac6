import Glibc

/// The locale that measurement follows (LC_ALL, else LC_MEASUREMENT, else LANG, as glibc decides), reduced
/// to `language_TERRITORY` (`en_GB` of `en_GB.UTF-8`): the database's `!locale` blocks match it, and it
/// says whether US customary units come first in the picker.
public struct MeasurementLocale: Sendable, Equatable {
    /// `en_US`, `de_DE`, `C`.
    public let name: String

    /// The locale `name` (an encoding or modifier is dropped).
    public init(_ name: String) {
        self.name = String(name.prefix { $0 != "." && $0 != "@" })
    }

    /// The process's measurement locale, from its environment.
    public static var current: MeasurementLocale {
        for variable in ["LC_ALL", "LC_MEASUREMENT", "LANG"] {
            if let value = getenv(variable), value.pointee != 0 { return MeasurementLocale(String(cString: value)) }
        }
        return MeasurementLocale("C")
    }

    /// The territories whose LC_MEASUREMENT is US customary in glibc (`measurement 2`): the United States,
    /// Liberia and Myanmar. The C locale is not among them.
    static let customaryTerritories: Set<Substring> = ["US", "LR", "MM"]

    /// Whether the picker lists US customary units before metric ones.
    public var prefersCustomaryUnits: Bool {
        guard let underscore = name.firstIndex(of: "_") else { return false }
        return Self.customaryTerritories.contains(name[name.index(after: underscore)...])
    }
}
