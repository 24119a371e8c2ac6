#if canImport(Glibc)
    import Glibc
#endif

/// A virtual X server (Xvfb) of the test's own, on a free display number, for tests of the real window:
/// started on creation, stopped by `stop()`. `start` is nil when Xvfb could not be started (not
/// installed: `Scripts/install-deps --test` installs it), which a test reports as a failure, never a skip.
public struct XvfbServer: Sendable {
    /// The display's name, `:N`.
    public let displayName: String
    /// The server's process id.
    let processID: Int32

    /// Starts Xvfb with one 24-bit screen of `width`×`height` and waits until it takes connections
    /// (`-displayfd` writes the display's number then); nil if it did not within 10 s.
    public static func start(width: Int = 1024, height: Int = 768) -> XvfbServer? {
        let script = """
            command -v Xvfb >/dev/null || exit 1; d=$(mktemp -d); \
            (Xvfb -displayfd 3 -screen 0 \(width)x\(height)x24 -nolisten tcp 3>"$d/fd" >/dev/null 2>&1 </dev/null & echo $! >"$d/pid"); \
            for i in $(seq 200); do [ -s "$d/fd" ] && break; sleep 0.05; done; \
            [ -s "$d/fd" ] && echo "$(cat "$d/pid") $(cat "$d/fd")"; rm -rf "$d"
            """
        // The server inherits the calling thread's signal mask: the test runner's threads block nearly
        // every signal, SIGTERM too, and the server would then never stop. All are unblocked while it starts.
        var every = sigset_t(), previous = sigset_t()
        sigfillset(&every)
        pthread_sigmask(SIG_UNBLOCK, &every, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        guard let result = shellCommand(script), result.status == 0 else { return nil }
        let words = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count == 2, let pid = Int32(words[0]), let number = Int(words[1]) else { return nil }
        return XvfbServer(displayName: ":\(number)", processID: pid)
    }

    /// Stops the server (not this process's child: the shell that started it has gone), waiting up to
    /// 2 s for it to go; killed if it has not.
    public func stop() {
        kill(processID, SIGTERM)
        for _ in 0..<40 where isRunning { usleep(50_000) }
        if isRunning { kill(processID, SIGKILL) }
    }

    /// Whether the server's process is still there and not a zombie waiting to be reaped.
    var isRunning: Bool {
        guard let stat = shellCommand("cat /proc/\(processID)/stat 2>/dev/null"), !stat.output.isEmpty else { return false }
        // The state follows the command's closing parenthesis: `pid (Xvfb) S …`.
        guard let close = stat.output.lastIndex(of: ")") else { return false }
        return !stat.output[close...].hasPrefix(") Z")
    }
}
