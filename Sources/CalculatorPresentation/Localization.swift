import CIntl
import Glibc

/// The calculator's words in the user's language, through gettext: the catalogues of the text domain
/// `calculator` (`Resources/po`, installed as `share/locale/LANG/LC_MESSAGES/calculator.mo`). Words are
/// chosen here and in presentation, never in the model, whose notices and errors are typed values.
public enum Localization {
    /// The text domain, which names the catalogues.
    public static let domain = "calculator"

    /// Takes the user's language for messages (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) and reads
    /// the catalogues from `directory`, in UTF-8 whatever the locale's character set. Only the
    /// messages category changes: numbers stay in the C locale (`NumberLocale` reads the user's form).
    public static func start(directory: String) {
        setlocale(LC_MESSAGES, "")
        bind(directory: directory)
    }

    /// Back to the words as written in the sources, English, whatever the environment says: for what
    /// is committed as generated (the manual page) and must not depend on who generated it.
    public static func useEnglish() {
        setlocale(LC_MESSAGES, "C")
    }

    /// Reads the catalogues from `directory`, in UTF-8, without changing the locale (tests choose a
    /// language per thread with `uselocale`).
    public static func bind(directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
    }
}

/// `english` in the user's language, or `english` itself where the catalogue has no translation.
/// `Scripts/translations` finds the words to translate by this function's name.
public func localized(_ english: String) -> String {
    // Untranslated, gettext answers the pointer it was given: a buffer that lives only for the call.
    english.withCString { msgid in
        guard let text = dgettext(Localization.domain, msgid), text != msgid else { return english }
        return String(cString: text)
    }
}

/// `english` in the user's language as another package's catalogue (text `domain`, in the system's locale
/// directory, read in UTF-8) translates it: the currency names of iso-codes (`iso_4217`: `US Dollar` is
/// `US-Dollar` in German). Not `localized`: `Scripts/translations` collects only the calculator's own words.
public func translated(_ english: String, domain: String) -> String {
    bind_textdomain_codeset(domain, "UTF-8")
    return english.withCString { msgid in
        guard let text = dgettext(domain, msgid), text != msgid else { return english }
        return String(cString: text)
    }
}

/// `format` in the user's language with its `%s` placeholders replaced by `arguments`, in order
/// (`"Shortcut: %s"`); msgfmt checks that a translation keeps them.
public func localized(_ format: String, _ arguments: String...) -> String {
    filled(localized(format), with: arguments)
}

/// The singular or plural form of a phrase with a count (`"%d open parenthesis"`), as the user's
/// language chooses for `count` (Polish and Russian have three forms), `%d` replaced by the count.
public func localizedCount(_ count: Int, _ singular: String, _ plural: String) -> String {
    let form = singular.withCString { one in
        plural.withCString { many in
            guard let text = dngettext(Localization.domain, one, many, UInt(max(0, count))) else {
                return count == 1 ? singular : plural
            }
            return text == one ? singular : text == many ? plural : String(cString: text)
        }
    }
    return filled(form, with: [String(count)])
}

/// `format` with its `%s` and `%d` placeholders replaced by `arguments`, in order, and `%%` by `%`;
/// anything else (a lone `%`, a placeholder with no argument left) stays as written.
private func filled(_ format: String, with arguments: [String]) -> String {
    var text = "", rest = Substring(format), arguments = arguments[...]
    while let mark = rest.firstIndex(of: "%") {
        text += rest[..<mark]
        let kind = rest.index(after: mark)
        guard kind < rest.endIndex else { return text + "%" }
        let next = rest.index(after: kind)
        if rest[kind] == "s" || rest[kind] == "d", let argument = arguments.popFirst() {
            text += argument
        } else if rest[kind] == "%" {
            text += "%"   // C's escape, which msgfmt's c-format check expects of a literal %
        } else {
            text += rest[mark..<next]
        }
        rest = rest[next...]
    }
    return text + rest
}
