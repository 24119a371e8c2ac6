import Glibc
import Testing
@testable import CalculatorStorage

/// What `RegularFile` does with each kind of thing at a path (open(2), lstat(2): a symbolic link is
/// ELOOP under O_NOFOLLOW, a FIFO without a reader ENXIO under O_NONBLOCK for writing).
@Suite struct RegularFileTests {
    static func opened(_ path: String, _ flags: Int32) -> String {
        switch RegularFile.open(path, flags) {
        case .descriptor(let fd):
            close(fd)
            return "descriptor"
        case .missing: return "missing"
        case .refused(let problem): return problem
        }
    }

    @Test func aRegularFileOpens() {
        let directory = StorageFixtures.directory()
        let path = directory.file("plain")
        #expect(replaceFile(path, with: Array("x".utf8)) == .written)
        #expect(Self.opened(path, O_RDONLY) == "descriptor")
        #expect(RegularFile.refusalToReplace(path) == nil)
    }

    /// ENOENT, and ENOTDIR (a path through a regular file), are no file, not a problem.
    @Test func noFileIsMissing() {
        let directory = StorageFixtures.directory()
        let plain = directory.file("plain")
        #expect(replaceFile(plain, with: []) == .written)
        #expect(Self.opened(directory.file("absent"), O_RDONLY) == "missing")
        #expect(Self.opened(plain + "/below", O_RDONLY) == "missing")
        #expect(RegularFile.refusalToReplace(directory.file("absent")) == nil)
    }

    @Test func aSymbolicLinkIsRefusedEvenToARegularFile() {
        let directory = StorageFixtures.directory()
        let target = directory.file("target"), link = directory.file("link")
        #expect(replaceFile(target, with: []) == .written)
        #expect(symlink(target, link) == 0)
        let refusal = "\(link) is a symbolic link; it is left as it is"
        #expect(Self.opened(link, O_RDONLY) == refusal)
        #expect(RegularFile.refusalToReplace(link) == refusal)
    }

    @Test func aFIFOOrADirectoryIsRefusedAtOnce() {
        let directory = StorageFixtures.directory()
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let notRegular = "\(fifo) is not a regular file; it is left as it is"
        #expect(Self.opened(fifo, O_RDONLY) == notRegular)   // opens (O_NONBLOCK), then fstat refuses
        #expect(Self.opened(fifo, O_WRONLY) == notRegular)   // ENXIO: no reader
        #expect(RegularFile.refusalToReplace(fifo) == notRegular)
        #expect(Self.opened(directory.path, O_RDONLY) == "\(directory.path) is not a regular file; it is left as it is")
        #expect(RegularFile.refusalToReplace(directory.path) == "\(directory.path) is not a regular file; it is left as it is")
    }
}
