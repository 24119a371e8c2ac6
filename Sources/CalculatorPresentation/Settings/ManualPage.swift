import CalculatorController

/// The manual page (`calculator --man`, shipped as calculator.1) and the app-defaults file
/// (`calculator --app-defaults`, shipped as /etc/X11/app-defaults/Calculator), written from what
/// `--help` shows (its usage line and options, which the executable gives), the mode's key table
/// (`KeyboardHelp`) and the resources (`Resource`). It lives beside the table so the executable only wires
/// it. The package ships copies in Resources/; calculatorTests checks they equal what this writes.
public struct ManualPage: Sendable {
    /// `--help`'s text, wide enough that no option wraps.
    public var help: String
    /// The program's version, for the page's title line.
    public var version: String
    /// Where the site defaults of the X resources are read from (the view's `XResources.appDefaultsFile`).
    public var appDefaultsFile: String

    /// A page of `help`, `version` and `appDefaultsFile`.
    public init(help: String, version: String, appDefaultsFile: String) {
        self.help = help
        self.version = version
        self.appDefaultsFile = appDefaultsFile
    }

    /// The page in roff (man macros), ASCII only: other characters as `\[uXXXX]`.
    public var roff: String {
        var page = [
            #".TH CALCULATOR 1 "" "calculator \#(version)" "User Commands""#,
            ".nh",   // no hyphenation: option names and paths are typed as shown
            ".SH NAME",
            #"calculator \- a native X11 desktop calculator"#,
            ".SH SYNOPSIS",
            Self.inline(Self.usage(help)),
            ".SH DESCRIPTION",
            Self.text(
                """
                Without --keys, calculator opens its window: a keypad laid out for the window's shape \
                (a scientific panel appears when it is wide), worked with the mouse or the keyboard. \
                With --keys, it presses the keys and prints the display, e.g. calculator --keys '1 + 2 ='.
                """),
            ".SH OPTIONS",
        ]
        for option in Self.options(help) {
            page += [".TP", Self.inline(option.label), Self.text(option.abstract)]
            if !option.discussion.isEmpty { page += [".br", Self.text(option.discussion)] }
        }
        page += [".SH KEYS", Self.text("In the window; Shift selects, Caps Lock does not.")]
        for (chords, meaning) in KeyboardHelp.lines.map(Self.columns) {
            page += [".TP", #"\fB"# + Self.escaped(chords) + #"\fR"#, Self.text(meaning)]
        }
        page += [
            ".SH X RESOURCES",
            Self.text(
                """
                Read with xrdb(1)'s resources (name calculator, class Calculator) over the site defaults \
                in \(appDefaultsFile). The defaults:
                """),
        ]
        for (name, meaning) in Resource.helpLines.map(Self.columns) {
            page += [".TP", #"\fB"# + Self.escaped(name) + #"\fR"#, Self.text(meaning)]
        }
        page += [
            ".SH FILES",
            ".TP", #"\fI$XDG_STATE_HOME/calculator/\fR (default \fI~/.local/state/calculator/\fR)"#,
            Self.text("The history tape and the remembered state (angle unit, memory, always on top)."),
            ".TP", #"\fI"# + Self.escaped(appDefaultsFile) + #"\fR"#,
            Self.text("The site defaults of the X resources, every one listed and commented out."),
            ".SH ENVIRONMENT",
            ".TP", #"\fBDISPLAY\fR"#, Self.text("The X display, unless --display names one."),
            ".TP", #"\fBXDG_STATE_HOME\fR"#, Self.text("Where the history is kept."),
            ".SH EXAMPLES",
            ".nf",
            Self.escaped("calculator --keys '1 + 2 ='"),
            Self.escaped("calculator --evaluation immediate --keys '2 + 3 * 4 ='"),
            Self.escaped("calculator -geometry 320x560-0-0"),
            ".fi",
            ".SH SEE ALSO",
            #"\fBxrdb\fR(1), \fBX\fR(7)"#,
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// The app-defaults file: every resource with its default, commented out (`!`), so that the
    /// file changes nothing until a line is uncommented.
    public var appDefaults: String {
        var lines = [
            "! \(appDefaultsFile): the site-wide defaults of calculator's X resources.",
            "! Every resource is listed with its built-in default, commented out. Uncomment a line and",
            "! change its value to change it for every user; a user's own resources (xrdb, ~/.Xresources)",
            "! still win. Colours are #rrggbb or X colour names (rgb.txt). See calculator(1).",
        ]
        for resource in Resource.allCases {
            let value = resource.defaultValue ?? ""
            let note = resource.help == value ? [] : ["! default: " + resource.help]
            lines += ["!"] + note + ["!calculator.\(resource.name):" + (value.isEmpty ? "" : " " + value)]
        }
        lines += ["!", "! Xft.dpi (sizes scale by dpi / 96) is the desktop's setting, not the calculator's."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--help`'s usage line.
    static func usage(_ help: String) -> String {
        let line = help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") } ?? "USAGE: calculator"
        return String(line.dropFirst("USAGE: ".count))
    }

    /// `--help`'s options: an entry starts with two spaces and a dash (its names, then its abstract
    /// after two or more spaces or on the next lines), and its discussion is indented by eight.
    static func options(_ help: String) -> [(label: String, abstract: String, discussion: String)] {
        var entries: [(label: String, abstract: String, discussion: String)] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "OPTIONS:" { inOptions = true; continue }
            guard inOptions, !line.isEmpty else { continue }
            let indent = line.prefix { $0 == " " }.count
            let body = String(line.dropFirst(indent))
            if indent == 2, body.hasPrefix("-") {
                let (label, abstract) = columns(body)
                entries.append((label, abstract, ""))
            } else if !entries.isEmpty, indent == 8 {
                entries[entries.count - 1].discussion += (entries[entries.count - 1].discussion.isEmpty ? "" : " ") + body
            } else if !entries.isEmpty {
                entries[entries.count - 1].abstract += (entries[entries.count - 1].abstract.isEmpty ? "" : " ") + body
            }
        }
        return entries
    }

    /// A `left  right` line split at its first run of two spaces.
    static func columns(_ line: String) -> (String, String) {
        let characters = Array(line)
        guard let gap = characters.indices.dropLast().first(where: { characters[$0] == " " && characters[$0 + 1] == " " }) else {
            return (line, "")
        }
        return (String(characters[..<gap]), String(characters[gap...].drop { $0 == " " }))
    }

    /// Text made safe for roff: backslashes, dashes (minus signs, as options are typed), and
    /// anything beyond ASCII as a named Unicode character.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\e"#
            case "-": out += #"\-"#
            case "\"": out += #"\(dq"#
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }

    /// A text line: escaped, and kept from reading as a request when it starts with `.` or `'`.
    static func text(_ text: String) -> String {
        let line = escaped(text)
        return line.hasPrefix(".") || line.hasPrefix("'") ? #"\&"# + line : line
    }

    /// A usage or option label: `--name` in bold, `<value>` in italics.
    static func inline(_ label: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            if word.hasPrefix("<"), word.hasSuffix(">") {
                out += #"\fI"# + escaped(String(word.dropFirst().dropLast())) + #"\fR"#
            } else if word.hasPrefix("-") || word == "calculator" {
                out += #"\fB"# + escaped(word) + #"\fR"#
            } else {
                out += escaped(word)
            }
            word = ""
        }
        for character in label {
            if character == " " || character == "[" || character == "]" || character == "," {
                flush(); out += String(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return out
    }
}
