import Glibc

/// Opens a file of the state directory without trusting what is there: a symbolic link is not
/// followed (`O_NOFOLLOW`), a FIFO or a device never blocks (`O_NONBLOCK`), and anything but a
/// regular file is refused with one line, the file left as it is.
enum RegularFile {
    /// What opening came to: a descriptor on a regular file, no file, or a refusal to report.
    enum Opened {
        case descriptor(Int32)
        case missing
        case refused(String)
    }

    static func open(_ path: String, _ flags: Int32) -> Opened {
        let fd = Glibc.open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .refused(symbolicLink(path))
            case ENXIO: return .refused(notRegular(path))   // a FIFO with no reader, a socket
            default: return .refused(describeErrno(path))
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .refused(notRegular(path))
        }
        return .descriptor(fd)
    }

    /// Why `path` may not be replaced by a new file (a symbolic link, a FIFO, a directory), or nil
    /// when it is absent or a regular file.
    static func refusalToReplace(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? nil : describeErrno(path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return symbolicLink(path)
        default: return notRegular(path)
        }
    }

    static func symbolicLink(_ path: String) -> String {
        "\(path) is a symbolic link; it is left as it is"
    }

    static func notRegular(_ path: String) -> String {
        "\(path) is not a regular file; it is left as it is"
    }
}
