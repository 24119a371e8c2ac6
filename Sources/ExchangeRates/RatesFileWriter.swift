import CalculatorModel
import Glibc
import SystemPackage
import UnitDatabase

/// Puts a rates file in place (issue 48): written to a temporary file beside it, flushed to the disk
/// (fsync), checked by the database's own reader with its limits, then renamed over the old one, so a
/// reader finds the old file or the new one whole, never a part; on any failure the old file stays.
enum RatesFileWriter {
    /// A temporary file left by an update that was stopped (the window's Escape ends the process that
    /// writes) is removed by a later update once it is older than this, in seconds: longer than any update.
    static let staleAfter = 120

    /// Writes `file` to `path` (creating its directory, mode 0700 as XDG asks) after checking that the
    /// database `definitions` reads it whole: every rate the feed gave a positive amount of the ECB's date.
    static func write(
        _ file: RatesFileText, rates: ReferenceRates, to path: String, definitions: String
    ) -> RatesUpdateOutcome {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if let problem = makeDirectory(directory) { return .failed(.cannotWrite, detail: problem) }
        removeStaleTemporaries(in: directory)
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failed(.cannotWrite, detail: describe(directory)) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            _ = try FileDescriptor(rawValue: descriptor).writeAll(file.text.utf8)
        } catch {
            errno = (error as? Errno ?? .ioError).rawValue
            let problem = describe(temporary)
            close(descriptor)
            unlink(temporary)
            return .failed(.cannotWrite, detail: problem)
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            let problem = describe(temporary)
            unlink(temporary)
            return .failed(.cannotWrite, detail: problem)
        }
        if let problem = check(temporary, rates: rates, definitions: definitions) {
            unlink(temporary)
            return .failed(.notRates, detail: problem)
        }
        guard rename(temporary, path) == 0 else {
            let problem = describe(path)
            unlink(temporary)
            return .failed(.cannotWrite, detail: problem)
        }
        // The rename itself on the disk.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
        return .updated(date: rates.date, currencies: rates.rates.count)
    }

    /// Why the database does not read `candidate` as the rates, or nil when it does: the file read in
    /// place of `currency.units`, no line of it skipped, and each code the feed gave a positive amount of
    /// the primitive unit dated as the feed.
    static func check(_ candidate: String, rates: ReferenceRates, definitions: String) -> String? {
        let database: UnitDatabase
        do throws(UnitError) {
            database = try UnitDatabase(path: definitions, locale: "C", ratesFile: candidate)
        } catch {
            return error.message
        }
        guard database.ratesFile == candidate else { return "the file written cannot be read back" }
        if let skipped = database.skipped.first(where: { $0.file == candidate }) {
            return "line \(skipped.line) of the file written does not read"
        }
        for code in rates.rates.map(\.code) + ["EUR"] {
            guard let unit = try? database.unit(code), unit.isCurrency,
                let amount = try? database.convert(.one, from: unit, to: database.unit("US$")), amount.signum == 1
            else { return "\(code) does not read as a sum of money" }
            // The dollar is the primitive unit, of no rate; every other rate is the feed's.
            guard code == "USD" || unit.rates?.date == rates.date else { return "\(code) is not dated \(rates.date)" }
        }
        return nil
    }

    /// Creates `directory` and its missing parents; nil when it is there, else why not.
    static func makeDirectory(_ directory: String) -> String? {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return describe(prefix) }
        }
        return nil
    }

    /// Removes this file's temporaries (`currency.units.XXXXXX`) older than `staleAfter`.
    static func removeStaleTemporaries(in directory: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let prefix = RatesFile.name + "."
        let now = time(nil)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.utf8.count == prefix.utf8.count + 6 else { continue }
            let path = directory + "/" + name
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, now - info.st_mtim.tv_sec > staleAfter {
                unlink(path)
            }
        }
    }

    /// `path: reason` for the last failed system call.
    static func describe(_ path: String) -> String { "\(path): \(String(cString: strerror(errno)))" }
}
