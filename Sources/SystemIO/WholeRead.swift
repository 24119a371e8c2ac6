import SystemPackage

extension FileDescriptor {
    /// Everything left to read (to the end of the file or the pipe), at most `limit` bytes; nil when
    /// there is more than that, which is then neither read nor kept. Interrupted reads are retried
    /// (swift-system); a failed read throws its `Errno`.
    public func readAll(limit: Int) throws -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
    }
}
