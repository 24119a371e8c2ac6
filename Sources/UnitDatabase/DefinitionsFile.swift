import Glibc
import SystemIO
import SystemPackage

/// The lines of GNU units' definitions file that apply, read as the file's directives say: `!locale`,
/// `!var`/`!varnot` blocks chosen by the variables (`UNITS_ENGLISH`), `!set`, `!include` (except the
/// includes left out; an include may be read from another file, as the user's rates replace the package's
/// `currency.units`), `!utf8` blocks (always read: the calculator is UTF-8); a `!message` that dates
/// exchange rates stamps the definitions after it (`RatesStamp`), other messages and prompts are ignored.
struct DefinitionsFile {
    /// One definition: the name, the text after it, and where it was.
    struct Line {
        var name: String
        var definition: Substring
        var file: String
        var number: Int
        /// The rates message this line follows in its file, if any: the day of a rate it defines.
        var rates: RatesStamp?
    }

    /// The longest file read (a bigger one is refused whole); the database is 0.3 MB.
    static let maximumFileSize = 16 << 20
    /// The longest logical line kept; a longer one is skipped as an error.
    static let maximumLineLength = 65_536
    /// How deep `!include` may nest (a cycle of includes stops there).
    static let maximumIncludeDepth = 4

    /// The definitions in file order.
    private(set) var lines: [Line] = []
    /// Lines that could not be read: where and why.
    private(set) var errors: [SkippedDefinition] = []
    /// The variables as the file and the environment left them (`UNITS_ENGLISH`).
    private(set) var variables: [String: String]
    /// The names the includes left out define (`US$`, `euro` of `currency.units`), their definitions unread.
    private(set) var withheldNames: Set<String> = []

    /// The locale name the `!locale` blocks are matched against (`en_GB`).
    let locale: String
    /// Included files not read.
    let skippedIncludes: Set<String>
    /// Included files read from another path (`currency.units`: the user's rates), where that file can be read.
    let includeOverrides: [String: String]
    /// The files read, in order, each with the include it was read for (nil for the main file).
    private(set) var filesRead: [(path: String, include: String?)] = []

    /// Reads `path` and its includes; throws only when `path` itself cannot be read.
    init(
        path: String, locale: String, variables: [String: String], skippedIncludes: Set<String>,
        includeOverrides: [String: String] = [:]
    ) throws(UnitError) {
        self.init(locale: locale, variables: variables, skippedIncludes: skippedIncludes, includeOverrides: includeOverrides)
        guard let text = Self.contents(of: path) else { throw .missingDatabase(path) }
        filesRead.append((path, nil))
        read(text, file: path, depth: 0)
    }

    /// No definitions yet.
    private init(
        locale: String, variables: [String: String], skippedIncludes: Set<String>, includeOverrides: [String: String]
    ) {
        self.locale = locale
        self.variables = variables
        self.skippedIncludes = skippedIncludes
        self.includeOverrides = includeOverrides
    }

    /// The file's text, nil if it cannot be opened, is not a regular file, or is too large.
    static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= maximumFileSize
        else { return nil }
        guard let bytes = try? FileDescriptor(rawValue: descriptor).readAll(limit: maximumFileSize) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func read(_ text: String, file: String, depth: Int) {
        // Which enclosing blocks are active: a line counts when all are.
        var blocks: [Bool] = []
        var pending = ""
        var pendingStart = 0
        var number = 0
        // The rates the lines from here on are of (`!message Currency exchange rates from … on …`).
        var rates: RatesStamp?
        // Lines and comments are found in the UTF-8 bytes (`\n` and `#` are single bytes, never inside a
        // longer character's encoding): splitting 0.3 MB by Characters took about a third of a first load.
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if pending.isEmpty { pendingStart = number }
            var line = Substring(rawLine)
            if line.utf8.last == UInt8(ascii: "\r") { line = Self.droppingLastByte(line) }
            if let hash = line.utf8.firstIndex(of: UInt8(ascii: "#")) { line = line[..<hash] }
            if pending.utf8.count + line.utf8.count > Self.maximumLineLength {
                pending = ""
                errors.append(SkippedDefinition(file: file, line: pendingStart, name: "", reason: .tooLong))
                continue
            }
            while let last = line.utf8.last, Self.isBlank(last) { line = Self.droppingLastByte(line) }
            if line.utf8.last == UInt8(ascii: "\\") {
                pending += Self.droppingLastByte(line) + " "
                continue
            }
            let logical = pending.isEmpty ? line : Substring(pending + line)
            pending = ""
            // Only a directive (`!…`) is split into words; a definition needs its name alone.
            guard let start = logical.utf8.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
            else { continue }
            if logical.utf8[start] == UInt8(ascii: "!") {
                var words = logical.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if words[0] == "!", words.count > 1 { words = ["!" + words[1]] + words.dropFirst(2) }
                if words[0] == "!message", !blocks.contains(false),
                    let stamp = RatesStamp(message: logical[logical.index(after: start)...].drop { $0 != " " && $0 != "\t" })
                {
                    rates = stamp
                }
                directive(words, blocks: &blocks, file: file, line: pendingStart, depth: depth)
                continue
            }
            guard !blocks.contains(false) else { continue }
            guard let nameEnd = logical.utf8.firstIndex(where: Self.isBlank) else {
                lines.append(Line(name: String(logical), definition: "", file: file, number: pendingStart, rates: rates))
                continue
            }
            let name = String(logical[..<nameEnd]).trimmingLeadingBlanks
            let definition = logical[(logical.utf8[nameEnd...].firstIndex { !Self.isBlank($0) } ?? logical.endIndex)...]
            lines.append(Line(name: name, definition: Substring(definition), file: file, number: pendingStart, rates: rates))
        }
    }

    /// A space or a tab: what separates a definition's name from its text.
    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// `line` without its last byte, an ASCII character's (`\r`, a blank, `\\`): found in the UTF-8 bytes, as
    /// the lines are, where `dropLast()` takes a Character and so looks for a grapheme's start.
    private static func droppingLastByte(_ line: Substring) -> Substring {
        line[..<line.utf8.index(before: line.utf8.endIndex)]
    }

    private mutating func directive(_ words: [Substring], blocks: inout [Bool], file: String, line: Int, depth: Int) {
        let active = !blocks.contains(false)
        let arguments = words.dropFirst().map(String.init)
        switch words[0] {
        case "!locale":
            blocks.append(arguments.first == locale)
        case "!endlocale", "!endvar", "!endutf8":
            if !blocks.isEmpty { blocks.removeLast() }
        case "!utf8":
            blocks.append(true)
        case "!var", "!varnot":
            guard let variable = arguments.first else {
                errors.append(SkippedDefinition(file: file, line: line, name: String(words[0]), reason: .badDirective))
                blocks.append(false)
                return
            }
            let matches = arguments.dropFirst().contains(variables[variable] ?? "")
            blocks.append(words[0] == "!var" ? matches : !matches)
        case "!set":
            guard active else { return }
            guard arguments.count >= 2 else {
                errors.append(SkippedDefinition(file: file, line: line, name: "!set", reason: .badDirective))
                return
            }
            if variables[arguments[0]] == nil { variables[arguments[0]] = arguments[1] }
        case "!include":
            guard active, let included = arguments.first else { return }
            let directory = file.contains("/") ? String(file[...file.lastIndex(of: "/")!]) : ""
            var path = included.hasPrefix("/") ? included : directory + included
            guard !skippedIncludes.contains(included) else {
                // Its names only: they are unknown, never split as a prefix and a unit (issue 45).
                if depth < Self.maximumIncludeDepth, let text = Self.contents(of: path) {
                    var withheld = DefinitionsFile(
                        locale: locale, variables: variables, skippedIncludes: skippedIncludes, includeOverrides: [:])
                    withheld.read(text, file: path, depth: depth + 1)
                    withheldNames.formUnion(withheld.lines.map(\.name))
                }
                return
            }
            // Another file in the include's place when it can be read (the user's rates), else the include.
            var text = includeOverrides[included].flatMap(Self.contents(of:))
            if text != nil { path = includeOverrides[included]! } else { text = Self.contents(of: path) }
            guard depth < Self.maximumIncludeDepth, let text else {
                errors.append(SkippedDefinition(file: file, line: line, name: included, reason: .badDirective))
                return
            }
            filesRead.append((path, included))
            read(text, file: path, depth: depth + 1)
        case "!message", "!prompt", "!unitlist":
            return
        default:
            errors.append(SkippedDefinition(file: file, line: line, name: String(words[0]), reason: .badDirective))
        }
    }
}

extension StringProtocol {
    /// The text without its leading spaces and tabs.
    var trimmingLeadingBlanks: String { String(drop { $0 == " " || $0 == "\t" }) }
}
