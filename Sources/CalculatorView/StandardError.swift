#if canImport(Glibc)
    import Glibc
#endif

/// Writes one line to standard error: unbuffered, so it is safe from the X error handlers, and
/// the one writer of the app and its tools. Control characters in it are escaped (`TerminalText`).
public func standardError(_ line: String, keepingLineBreaks: Bool = false) {
    var bytes = Array(TerminalText.escaped(line, keepingLineBreaks: keepingLineBreaks).utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        offset += n
    }
}

/// Writes each of `problems` on a line of its own after the program's name (`calculator: …`): what a
/// file or a setting could not do, told once each.
public func standardError(problems: [String]) {
    for problem in problems { standardError("calculator: " + problem) }
}
