import CalculatorModel
import Glibc
import Testing
@testable import CalculatorStorage

/// F10: a full disk does not turn saving off. What is in memory is written once there is room,
/// and the message is said once per episode. On a small tmpfs, so as root only.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounts a small tmpfs"))
struct FullDiskTests {
    /// A state directory on a fresh 256 kB tmpfs, and a file filling it (`fill`, `free`).
    struct SmallDisk {
        let mountPoint: String
        let directory: StateDirectory

        /// Nil when the tmpfs cannot be mounted: `fill` must never fill the real /tmp.
        init?() {
            let root = HistoryFileTests.temporaryDirectory().path
            mountPoint = String(root.dropLast("/calculator".count))
            guard mount("tmpfs", mountPoint, "tmpfs", 0, "size=256k") == 0 else { return nil }
            directory = StateDirectory(path: root)
            _ = directory.create()
        }

        var filler: String { mountPoint + "/filler" }

        /// Writes until the disk is full; whether it got there.
        func fill() -> Bool {
            let fd = open(filler, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            defer { close(fd) }
            let block = [UInt8](repeating: 0x78, count: 4096)
            while true {
                let n = block.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n < 0 { return errno == ENOSPC }
            }
        }

        func free() { unlink(filler) }
        func unmount() { umount2(mountPoint, Int32(MNT_DETACH)) }
    }

    @Test func savingResumesWhenThereIsRoomAndSaysSoOncePerEpisode() throws {
        let disk = try #require(SmallDisk())
        defer { disk.unmount() }
        let store = CalculatorStore(directory: disk.directory, keepsHistory: true)
        #expect(store.append(StorageFixtures.entries("7 + 9 = 16")).isEmpty)
        try #require(disk.fill())

        let first = store.append(StorageFixtures.entries("2 × 3 = 6")) + store.remember(RememberedState(alwaysOnTop: true))
        #expect(first.count == 1 && first[0].contains("No space left on device"))
        #expect(store.retryDelay != nil)
        #expect(store.append(StorageFixtures.entries("1 + 1 = 2", "5 + 5 = 10")).isEmpty)   // the same episode: said once

        disk.free()
        #expect(store.retry().isEmpty)
        #expect(store.retryDelay == nil)
        #expect(HistoryFile(directory: disk.directory).read().entries.map(\.result) == ["16", "6", "2", "10"])
        #expect(StateFile(directory: disk.directory).read().state.alwaysOnTop)

        try #require(disk.fill())   // a new episode is said again (a new state file needs a new page)
        #expect(store.remember(RememberedState(alwaysOnTop: false)).count == 1)
    }
}
