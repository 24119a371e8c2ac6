extension DefinitionsFile {
    /// The first word of every line of the file at `path` and of the files its `!include`s name (read
    /// whatever block they are in; an include with another file in its place in `includeOverrides`, both),
    /// up to a blank, `#` or the line's end (a carriage return at its end left out): every name
    /// `DefinitionsFile` could define there is among them (`kilo-` for a prefix), and a name that is not is
    /// no unit's. Nil when a file cannot be read or an include cannot be followed, where only reading the
    /// database can tell.
    static func lineStarts(path: String, includeOverrides: [String: String], depth: Int = 0) -> Set<String>? {
        guard depth <= maximumIncludeDepth, let text = contents(of: path) else { return nil }
        let directory = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        var words: Set<String> = []
        for var line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            let start = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? line.endIndex
            let end = line[start...].firstIndex { Self.endsWord($0) } ?? line.endIndex
            guard start < end else { continue }
            guard line[start] == UInt8(ascii: "!") else {
                words.insert(String(decoding: line[start..<end], as: UTF8.self))
                continue
            }
            // A directive, which defines nothing, unless it includes a file: `!include` or `! include`, as
            // the reader takes it too.
            var directive = line[start...].split { Self.endsWord($0) }[...]
            if directive.first?.elementsEqual("!".utf8) == true { directive = directive.dropFirst() }
            guard let first = directive.first, first.elementsEqual("!include".utf8) || first.elementsEqual("include".utf8)
            else { continue }
            guard let argument = directive.dropFirst().first else { return nil }
            let included = String(decoding: argument, as: UTF8.self)
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

    /// A byte that ends a line's first word: a blank or `#`.
    private static func endsWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "#")
    }
}
