import Glibc
import SystemPackage

/// Notices when the tape on disk changes, whoever changed it (another calculator window appending or
/// clearing, or this one): inotify on the state directory, one descriptor for the event loop to poll
/// beside the X connection. It only says that the tape changed; reading it again is the store's
/// (`CalculatorStore.reloadHistory`). While the directory is not there (nothing kept yet, or removed),
/// it asks to be looked at again after `retryDelay` and watches from when the directory appears.
public final class HistoryWatch {
    private let directory: StateDirectory
    /// The inotify instance; -1 before `start` or when inotify is not available.
    private var instance: Int32 = -1
    /// Whether the directory is watched now (its watch goes when the directory is removed or moved).
    private var isWatching = false

    /// How long to wait before looking for the directory again while it is not there, in milliseconds.
    public static let retryDelay: Int32 = 1000

    /// The name of the tape in the directory, as inotify names it.
    private static let tapeName = "history"

    public init(directory: StateDirectory) {
        self.directory = directory
    }

    deinit {
        if instance >= 0 { close(instance) }
    }

    /// Opens the inotify instance and watches the directory if it is there; false when inotify is not
    /// available (then nothing is watched, and the window keeps its own tape as before).
    @discardableResult
    public func start() -> Bool {
        guard instance < 0 else { return true }
        instance = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard instance >= 0 else { return false }
        watchIfThere()
        return true
    }

    /// What the event loop waits for: the descriptor's input while the directory is watched, else a
    /// timer (`retryDelay`) to look for the directory again; nil when not started.
    public var pollRequest: (descriptor: Int32, events: Int16, timeout: Int32)? {
        guard instance >= 0 else { return nil }
        return isWatching ? (instance, Int16(POLLIN), -1) : (instance, Int16(POLLIN), Self.retryDelay)
    }

    /// Reads every event waiting and says whether the tape may have changed: it was written, replaced
    /// (a clear, a trim, an undone clear), made or removed, or the directory went or came.
    public func takeChanges() -> Bool {
        guard instance >= 0 else { return false }
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        let events = FileDescriptor(rawValue: instance)
        // Until EAGAIN (all read; an interrupted read is retried).
        while let count = try? buffer.withUnsafeMutableBytes({ try events.read(into: $0) }), count > 0 {
            changed = Self.concernTheTape(buffer[..<count], watching: &isWatching) || changed
        }
        if !isWatching, watchIfThere() { changed = true }   // the directory came (back): its tape is new
        return changed
    }

    /// Whether the events in `bytes` (whole `inotify_event`s) name the tape or the directory's end;
    /// `watching` becomes false when the watch went with the directory.
    static func concernTheTape(_ bytes: ArraySlice<UInt8>, watching: inout Bool) -> Bool {
        var concerns = false
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let (mask, length) = bytes[offset..<(offset + header)].withUnsafeBytes {
                ($0.loadUnaligned(fromByteOffset: 4, as: UInt32.self), Int($0.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            }
            let nameBytes = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)].prefix { $0 != 0 }
            if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                watching = false
                concerns = true
            } else if nameBytes.elementsEqual(tapeName.utf8) {
                concerns = true
            }
            offset += header + length
        }
        return concerns
    }

    /// Watches the directory when it is there; true when it now is watched.
    @discardableResult
    private func watchIfThere() -> Bool {
        guard !isWatching, directory.exists else { return false }
        let events =
            IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF
        isWatching = inotify_add_watch(instance, directory.path, UInt32(events)) >= 0
        return isWatching
    }
}
