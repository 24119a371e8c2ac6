#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemIO
import SystemPackage

// layout-script [--precise] FILE.cls — runs a constraint script (format: Tests/LayoutReference/FORMAT.md).
// Exit status: 0, 1 after a failed `expect`, 2 on a parse error.

/// The script's text; nil when it cannot be read or is over 64 MB.
func readFile(_ path: String) -> String? {
    guard let file = try? FileDescriptor.open(path, .readOnly),
        let bytes = try? file.closeAfter({ try file.readAll(limit: 64 << 20) })
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runner = ScriptRunner()
if let i = arguments.firstIndex(of: "--precise") {
    runner.precise = true
    arguments.remove(at: i)
}
guard arguments.count == 1, let text = readFile(arguments[0]) else {
    writeAll(2, "usage: layout-script [--precise] FILE.cls\n")
    exit(arguments.count == 1 ? 1 : 64)
}

var lineNumber = 0
for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
    lineNumber += 1
    let uncommented = raw.firstIndex(of: "#").map { raw[..<$0] } ?? raw
    let line = uncommented.trimmingASCIIWhitespace()
    if line.isEmpty { continue }
    runner.currentLine = lineNumber
    do {
        try runner.run(line: lineNumber, line)
    } catch {
        runner.emit("error line \(lineNumber): Parse")
        runner.flush()
        exit(2)
    }
}
runner.flush()
exit(runner.failed ? 1 : 0)
