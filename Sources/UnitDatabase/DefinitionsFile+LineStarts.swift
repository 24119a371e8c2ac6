extension DefinitionsFile {
    /// The first word of every line of the file at `path` and of the files its `!include`s name (read
    /// whatever block they are in; an include with another file in its place in `includeOverrides`, both),
    /// up to a blank, `#` or the line's end (a carriage return at its end left out): every name
    /// `DefinitionsFile` could define there is among them (`kilo-` for a prefix), and a name that is not is
    /// no unit's. Nil when a file cannot be read or an include cannot be followed, where only reading the
    /// database can tell.
    static func lineStarts(path: String, includeOverrides: [String: String], depth: Int = 0) -> Set<String>? {
        guard depth <= maximumIncludeDepth, var text = contents(of: path) else { return nil }
        let directory = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        var words: Set<String> = []
        var includes: [String] = []
        // The lines' first words found in the UTF-8 bytes, in place (splitting the String's view took twice as long).
        let complete = text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                var end = lineEnd
                if end > index, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = bytes[index..<end]
                index = lineEnd + 1
                let start = line.firstIndex { !Self.isBlankByte($0) } ?? line.endIndex
                let wordEnd = line[start...].firstIndex(where: Self.endsWord) ?? line.endIndex
                guard start < wordEnd else { continue }
                guard line[start] == UInt8(ascii: "!") else {
                    words.insert(String(decoding: line[start..<wordEnd], as: UTF8.self))
                    continue
                }
                // A directive, which defines nothing, unless it includes a file: `!include` or `! include`, as
                // the reader takes it too.
                var directive = line[start...].split(whereSeparator: Self.endsWord)[...]
                if directive.first?.elementsEqual("!".utf8) == true { directive = directive.dropFirst() }
                guard let first = directive.first, first.elementsEqual("!include".utf8) || first.elementsEqual("include".utf8)
                else { continue }
                guard let argument = directive.dropFirst().first else { return false }
                includes.append(String(decoding: argument, as: UTF8.self))
            }
            return true
        }
        guard complete else { return nil }
        for included in includes {
            for path in [included.hasPrefix("/") ? included : directory + included, includeOverrides[included]] {
                guard let path else { continue }
                // An override that cannot be read is not read in the include's place.
                if path == includeOverrides[included], contents(of: path) == nil { continue }
                guard let more = lineStarts(path: path, includeOverrides: includeOverrides, depth: depth + 1) else { return nil }
                words.formUnion(more)
            }
        }
        return words
    }

    /// A space or a tab.
    private static func isBlankByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// A byte that ends a line's first word: a blank or `#`.
    private static func endsWord(_ byte: UInt8) -> Bool { isBlankByte(byte) || byte == UInt8(ascii: "#") }
}
