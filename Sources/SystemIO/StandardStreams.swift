import SystemPackage

/// Writes one line to standard error: unbuffered, so it is safe from the X error handlers, and
/// the one writer of the app and its tools. Control characters in it are escaped (`TerminalText`).
public func standardError(_ line: String, keepingLineBreaks: Bool = false) {
    writeLine(line, to: .standardError, keepingLineBreaks: keepingLineBreaks)
}

/// Writes one line to standard output at once, as `-e -` and the `--…-stdin` modes compute their
/// answers: through a pipe, `print`'s buffer held up to 32 KB of answers that a crash or a kill would lose.
public func standardOutput(_ line: String) {
    writeLine(line, to: .standardOutput, keepingLineBreaks: false)
}

/// Writes `line`, its control characters escaped (`TerminalText`), and a line feed to `descriptor` whole;
/// a stream that cannot take it (closed, full) loses the line, as a terminal gone would.
private func writeLine(_ line: String, to descriptor: FileDescriptor, keepingLineBreaks: Bool) {
    _ = try? descriptor.writeAll(Array(TerminalText.escaped(line, keepingLineBreaks: keepingLineBreaks).utf8) + [0x0A])
}

/// Writes each of `problems` on a line of its own after the program's name (`calculator: …`): what a
/// file or a setting could not do, told once each.
public func standardError(problems: [String]) {
    for problem in problems { standardError("calculator: " + problem) }
}
