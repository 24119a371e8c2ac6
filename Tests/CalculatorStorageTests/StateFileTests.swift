import Glibc
import Testing
@testable import CalculatorStorage

@Suite struct StateFileTests {
    @Test func noFileIsTheDefaultsWithNoProblem() {
        let file = StateFile(directory: StorageFixtures.directory())
        let (state, problem) = file.read()
        #expect(state == RememberedState() && problem == nil && file.isWritable)
    }

    @Test func whatIsWrittenIsReadBack() {
        let directory = StorageFixtures.directory()
        let state = RememberedState(alwaysOnTop: true, angleUnit: .radians)
        #expect(StateFile(directory: directory).write(state) == .written)
        #expect(StorageFixtures.text(directory.file("state")) == state.text)
        let (read, problem) = StateFile(directory: directory).read()
        #expect(read == state && problem == nil)
    }

    /// A file with a NUL byte (or bytes that are not UTF-8) is not ours: reported, never overwritten.
    @Test(arguments: [[0x61, 0x00, 0x62], [0xFF, 0xFE]] as [[UInt8]])
    func aFileThatIsNotTextIsLeftAsItIs(bytes: [UInt8]) {
        let directory = StorageFixtures.directory()
        let path = directory.file("state")
        #expect(replaceFile(path, with: bytes) == .written)
        let file = StateFile(directory: directory)
        let (state, problem) = file.read()
        #expect(state == RememberedState())
        #expect(problem == "state not remembered: \(path) is not a text file; it is left as it is")
        #expect(!file.isWritable)
        #expect(file.write(RememberedState(alwaysOnTop: true)) == .written)   // not kept: nothing done
        #expect(readFile(path, limit: 100) == .bytes(bytes))
    }

    // F6, F7 (moved from UntrustedFileTests): what is at the state's path is not trusted.
    @Test func aFIFOAsTheStateIsRefusedNotWaitedOn() {
        let directory = StorageFixtures.directory()
        #expect(mkfifo(directory.file("state"), 0o600) == 0)
        let file = StateFile(directory: directory)
        let (state, problem) = file.read()
        #expect(state == RememberedState())
        #expect(problem == "state not remembered: \(file.path) is not a regular file; it is left as it is")
    }

    /// The state is replaced by a rename, which would put a regular file where the link was.
    @Test func aLinkedStateIsNeitherReadNorReplaced() {
        let directory = StorageFixtures.directory()
        let target = directory.file("elsewhere")
        #expect(replaceFile(target, with: Array("always-on-top = true\n".utf8)) == .written)
        #expect(symlink(target, directory.file("state")) == 0)
        let file = StateFile(directory: directory)
        #expect(file.read().state == RememberedState())
        #expect(file.write(RememberedState(alwaysOnTop: false, angleUnit: .radians)) == .written)   // not kept: nothing done
        #expect(replaceFile(file.path, with: []) == .failed("\(file.path) is a symbolic link; it is left as it is"))
        #expect(StorageFixtures.isLink(file.path))
        #expect(StorageFixtures.text(target) == "always-on-top = true\n")
    }
}
