import Glibc

/// A fresh, empty directory under /tmp for one test (`mkdtemp`), named after `prefix`: its path.
public func makeTemporaryDirectory(prefix: String = "calculator-test") -> String {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
