import CalculatorController
import UnitDatabase

/// The currencies' names in the user's language, as the iso-codes package has them (issue 48): its list
/// of ISO 4217 (`/usr/share/iso-codes/json/iso_4217.json`: `USD`, `US Dollar`) and its catalogues
/// (`iso_4217`: `US-Dollar` in German, `Dollar américain` in French). Read once, when the converter first
/// lists currencies; without the package a currency is named by its code and the database's name.
public enum CurrencyNames {
    /// Where iso-codes installs its list.
    static let listPath = "/usr/share/iso-codes/json/iso_4217.json"
    /// The text domain of its catalogues.
    static let domain = "iso_4217"

    /// Each code's name in the user's language, read once.
    static let names: [String: String] = read(listPath).mapValues { translated($0, domain: domain) }

    /// The English name of the currency whose ISO code is `code` (`KPW`: `North Korean Won`), for `--convert`'s
    /// word on a code the rates lack; nil for no currency's code, or without the package.
    public static func englishName(of code: String) -> String? {
        code.utf8.count == 3 ? english[code] : nil
    }

    /// Each code's English name, read once.
    private static let english = read(listPath)

    /// Each code's English name in the list at `path`; empty when it cannot be read.
    static func read(_ path: String) -> [String: String] {
        guard let text = UnitDatabase.text(of: path) else { return [:] }
        return english(inList: text)
    }

    /// Each code's English name in iso-codes' JSON list: every object's `"alpha_3"` and `"name"` strings,
    /// read by a scanner of that one shape (a JSON library would be a dependency for one file of one form).
    static func english(inList text: String) -> [String: String] {
        var names: [String: String] = [:]
        for object in text.split(separator: "{").dropFirst() {
            guard let code = value(of: "alpha_3", in: object), let name = value(of: "name", in: object),
                code.count == 3
            else { continue }
            names[code] = name
        }
        return names
    }

    /// The string after `"key":` in `object`, its `\"`, `\\` and `\uXXXX` escapes read; nil without one.
    static func value(of key: String, in object: Substring) -> String? {
        guard let keyRange = object.firstRange(of: "\"" + key + "\"") else { return nil }
        var rest = object[keyRange.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        var scalars = rest.dropFirst().unicodeScalars[...]
        var value = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"": return String(value)
            case "\\":
                guard let escaped = scalars.popFirst() else { return nil }
                if escaped == "u" {
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    scalars = scalars.dropFirst(4)
                    guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else { return nil }
                    value.append(decoded)
                } else {
                    value.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                }
            default: value.append(scalar)
            }
        }
        return nil
    }
}
