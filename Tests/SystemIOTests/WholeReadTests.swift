import Glibc
import SystemPackage
import Testing

@testable import SystemIO

/// `readAll(limit:)` reads a file to its end in whole, and refuses what is over its limit.
struct WholeReadTests {
    /// A file holding `bytes`, unlinked (gone when closed), read from its start. Not a pipe: a pipe holds
    /// 64 KiB, and the sizes here reach past it.
    static func file(holding bytes: [UInt8]) throws -> FileDescriptor {
        var template = Array("/tmp/WholeReadTests.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(descriptor >= 0)
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        let file = FileDescriptor(rawValue: descriptor)
        _ = try file.writeAll(bytes)
        _ = try file.seek(offset: 0, from: .start)
        return file
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func readsEverythingUpToTheLimit(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let file = try Self.file(holding: bytes)
        #expect(try file.closeAfter { try file.readAll(limit: 200_000) } == bytes)
    }

    @Test(arguments: [1, 65_536, 100_000])
    func refusesOneByteOverTheLimit(limit: Int) throws {
        let file = try Self.file(holding: [UInt8](repeating: 0x31, count: limit + 1))
        #expect(try file.closeAfter { try file.readAll(limit: limit) } == nil)
    }

    @Test func aClosedDescriptorThrowsItsErrno() throws {
        let file = try Self.file(holding: [1])
        try file.close()
        #expect(throws: Errno.badFileDescriptor) { try file.readAll(limit: 10) }
    }
}
