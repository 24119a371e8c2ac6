import CalculatorController
import CalculatorModel
import CalculatorStorage
import FuzzSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Fuzz target over the tape line reader (`HistoryFile.read`, `HistoryEntry(utf8Line:)`, `LineRecipe`)
/// and the tape panel's replays (`CalculatorController.restoreExactValues`).
///
/// An input is the bytes of a history file. It is read as the window reads its tape at start; the
/// calculations go on a controller's tape, and the panel is opened on its last rows and moved up one,
/// each remaking the rows in view from their keys as the window does. Checked:
///   - reading, opening and each move take no more than `Fuzzing.stepCPULimit` of CPU, the whole input no
///     more than `Fuzzing.readerCPULimit`, and it holds no more than `Fuzzing.memoryLimit` of heap
///     (issue 44 R5: 1,000 chained lines took 9.7 s at the first Ctrl+H);
///   - every line read, written back as the file keeps it (`storedLine`), reads as the same line with
///     the same recipe.
enum TapeFuzz {
    /// The rows of the panel in view (the default window shows fewer).
    static let rowsInView = 12

    /// What tape lines are made of, for libFuzzer to splice in.
    static let words = [
        " = ", "\t", "\n", "v=2 ", "id=", " from=", " start=", " keys=", " eval=immediate", " angle=rad", " mode=", "%20",
        "programmer=1 hex 8 unsigned", "convert=1 ft cm", "Error", "1e-9999", " + ", " × ", " ^ ", "=HYPERLINK(", "@SUM(",
    ]

    static let target = FuzzTarget(
        name: "TapeFuzz", dictionary: words, options: ["-max_len=4096"], describe: { String(decoding: $0, as: UTF8.self) },
        run: run)

    /// A state directory of the process's own, whose `history` each input is written to.
    static let directory: StateDirectory = {
        var template = Array("/tmp/TapeFuzz.XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            Fuzzing.fail("no temporary directory")
        }
        return StateDirectory(path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }()

    static func run(_ data: [UInt8]) {
        let file = HistoryFile(directory: directory)
        write(data, to: file.path)
        let entries = Fuzzing.step("reading the tape") { file.read().entries }
        for entry in entries {
            guard let again = HistoryEntry(line: Substring(entry.storedLine)), again == entry, again.recipe == entry.recipe
            else { Fuzzing.fail("the line '\(entry.storedLine)' does not read back as itself") }
        }
        let controller = CalculatorController()
        controller.restoreHistory(entries)
        let count = controller.history.entries.count
        let last = max(0, count - rowsInView)..<count
        Fuzzing.step("opening the panel") { _ = controller.restoreExactValues(of: last) }
        Fuzzing.step("moving up a row") {
            _ = controller.restoreExactValues(of: max(0, last.lowerBound - 1)..<max(0, last.upperBound - 1))
        }
    }

    static func write(_ data: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0, data.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) == data.count else {
            Fuzzing.fail("cannot write \(path)")
        }
        close(fd)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzDriver.runOne(TapeFuzz.target, bytes, count)
}

#if FUZZING
    @_cdecl("TapeFuzz_main")
    public func tapeFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        FuzzDriver.libFuzzerMain(TapeFuzz.target, argc, argv) { LLVMFuzzerTestOneInput($0, $1) }
    }
#else
    @main
    struct TapeFuzzMain {
        static func main() { FuzzDriver.plainMain(TapeFuzz.target) }
    }
#endif
