import Glibc
import SystemIO
import SystemPackage

/// One RGBA image, 8 bits per channel, rows top to bottom.
public struct IconImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// width × height × 4 bytes: red, green, blue, alpha.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

public enum IconError: Error, Equatable {
    case notPAM
    case badHeader(String)
    case unsupported(String)
    case truncated
    case cannotRead(String)
}

public enum PAMIcon {
    /// Parses one or more concatenated PAM (P7) images of tuple type RGB_ALPHA or RGB
    /// (also GRAYSCALE / GRAYSCALE_ALPHA), MAXVAL up to 65535 (scaled to 8 bits).
    public static func parse(_ data: [UInt8]) throws(IconError) -> [IconImage] {
        var images: [IconImage] = []
        var index = 0
        while true {
            // Skip whitespace between images.
            while index < data.count, isSpace(data[index]) { index += 1 }
            if index >= data.count { break }
            let (image, next) = try parseOne(data, from: index)
            images.append(image)
            index = next
        }
        guard !images.isEmpty else { throw .notPAM }
        return images
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

    private static func parseOne(_ data: [UInt8], from start: Int) throws(IconError) -> (IconImage, Int) {
        guard data.count >= start + 3, data[start] == UInt8(ascii: "P"), data[start + 1] == UInt8(ascii: "7"),
            data[start + 2] == 0x0A
        else { throw .notPAM }
        var index = start + 3
        var width = -1, height = -1, depth = -1, maxval = -1
        var tupleType = ""
        while true {
            guard index < data.count else { throw .truncated }
            var end = index
            while end < data.count, data[end] != 0x0A { end += 1 }
            guard end < data.count else { throw .truncated }
            let line = String(decoding: data[index..<end], as: UTF8.self)
            index = end + 1
            let trimmed = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let key = trimmed.first, !key.hasPrefix("#") else { continue }
            let value = trimmed.dropFirst().joined(separator: " ")
            switch key {
            case "ENDHDR":
                guard width > 0, height > 0, depth > 0, maxval > 0 else { throw .badHeader("missing field") }
                return try pixels(
                    data, from: index, width: width, height: height, depth: depth,
                    maxval: maxval, tupleType: tupleType)
            case "WIDTH": width = Int(value) ?? -1
            case "HEIGHT": height = Int(value) ?? -1
            case "DEPTH": depth = Int(value) ?? -1
            case "MAXVAL": maxval = Int(value) ?? -1
            case "TUPLTYPE": tupleType += value
            default: throw .badHeader(String(key))
            }
        }
    }

    private static func pixels(
        _ data: [UInt8], from start: Int, width: Int, height: Int, depth: Int,
        maxval: Int, tupleType: String
    ) throws(IconError) -> (IconImage, Int) {
        guard width <= 4096, height <= 4096, maxval <= 65535 else { throw .unsupported("too large") }
        let expectedDepth: Int
        switch tupleType {
        case "RGB_ALPHA": expectedDepth = 4
        case "RGB": expectedDepth = 3
        case "GRAYSCALE_ALPHA": expectedDepth = 2
        case "GRAYSCALE", "": expectedDepth = depth == 1 ? 1 : -1
        default: throw .unsupported(tupleType)
        }
        guard depth == expectedDepth else { throw .unsupported("depth \(depth) for \(tupleType)") }
        let bytesPerSample = maxval > 255 ? 2 : 1
        let count = width * height * depth * bytesPerSample
        guard start + count <= data.count else { throw .truncated }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var p = start
        func sample() -> UInt8 {
            var v: Int
            if bytesPerSample == 2 { v = Int(data[p]) << 8 | Int(data[p + 1]) } else { v = Int(data[p]) }
            p += bytesPerSample
            v = min(v, maxval)
            return UInt8((v * 255 + maxval / 2) / maxval)
        }
        for i in 0..<(width * height) {
            switch depth {
            case 4:
                rgba[4 * i] = sample(); rgba[4 * i + 1] = sample(); rgba[4 * i + 2] = sample(); rgba[4 * i + 3] = sample()
            case 3:
                rgba[4 * i] = sample(); rgba[4 * i + 1] = sample(); rgba[4 * i + 2] = sample(); rgba[4 * i + 3] = 255
            case 2:
                let g = sample()
                rgba[4 * i] = g; rgba[4 * i + 1] = g; rgba[4 * i + 2] = g; rgba[4 * i + 3] = sample()
            default:
                let g = sample()
                rgba[4 * i] = g; rgba[4 * i + 1] = g; rgba[4 * i + 2] = g; rgba[4 * i + 3] = 255
            }
        }
        return (IconImage(width: width, height: height, rgba: rgba), p)
    }

    /// `_NET_WM_ICON` data: for each image its width, its height, then one ARGB
    /// cardinal per pixel (0xAARRGGBB, not premultiplied), rows top to bottom.
    public static func netWMIcon(_ images: [IconImage]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(images.reduce(0) { $0 + 2 + $1.width * $1.height })
        for image in images {
            result.append(UInt32(image.width))
            result.append(UInt32(image.height))
            let px = image.rgba
            for i in 0..<(image.width * image.height) {
                let r = UInt32(px[4 * i]), g = UInt32(px[4 * i + 1]), b = UInt32(px[4 * i + 2]), a = UInt32(px[4 * i + 3])
                result.append(a << 24 | r << 16 | g << 8 | b)
            }
        }
        return result
    }

    /// Reads a whole file (at most 16 MiB).
    public static func readFile(_ path: String) throws(IconError) -> [UInt8] {
        guard let file = try? FileDescriptor.open(path, .readOnly, options: .closeOnExec) else { throw .cannotRead(path) }
        let read = Result { try file.closeAfter { try file.readAll(limit: 16 << 20) } }
        guard case .success(let bytes) = read else { throw .cannotRead(path) }
        guard let bytes else { throw .unsupported("file too large") }
        return bytes
    }

    /// Loads a PAM file and returns the `_NET_WM_ICON` cardinals.
    public static func load(path: String) throws(IconError) -> [UInt32] {
        netWMIcon(try parse(try readFile(path)))
    }
}
