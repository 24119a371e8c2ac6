import Glibc
import SystemPackage
import UnitDatabase

/// An update of the rates for the window (issue 48): `calculator --update-rates --rates-outcome` run as a
/// process of its own beside the event loop, so that keys, resizes and the screen reader go on while it
/// fetches, Escape ends it at once, and libcurl is never mapped in the window's process. Its one line of
/// outcome comes back through a pipe that the event loop polls with the X connection (`pollRequest`);
/// nothing calls into the session from here: the loop's source hands the outcome on.
public final class RatesUpdateProcess {
    /// The process running and the read end of its output, while an update runs.
    private var child: (pid: pid_t, output: Int32)?
    /// The outcome of an update that could not start, for the loop to take at once.
    private var failedStart: RatesUpdateOutcome?
    /// What it wrote so far (its outcome line; at most `maximumOutput` bytes are kept).
    private var output: [UInt8] = []
    static let maximumOutput = 256

    /// The executable run: this one.
    private let executable: String

    public init(executable: String = "/proc/self/exe") {
        self.executable = executable
    }

    /// Whether an update runs.
    public var isRunning: Bool { child != nil }

    /// Starts an update unless one runs; one that cannot start fails at once (`takeOutcome`).
    public func start() {
        guard child == nil, failedStart == nil else { return }
        failedStart = spawn()
    }

    /// Starts the process; the outcome when it cannot be started.
    private func spawn() -> RatesUpdateOutcome? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failed(.failed, detail: "pipe: \(errnoText)") }
        // Neither end passes to other processes; the read end never blocks the loop.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let arguments = [executable, "--update-rates", "--rates-outcome"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            return .failed(.failed, detail: "\(executable): \(String(cString: strerror(status)))")
        }
        child = (pid, ends[0])
        output = []
        return nil
    }

    /// What the event loop waits on while an update runs: its output becoming readable (or closed); no
    /// wait at all for the outcome of one that could not start.
    public var pollRequest: (descriptor: Int32, events: Int16, timeout: Int32)? {
        if failedStart != nil { return (-1, 0, 0) }
        return child.map { ($0.output, Int16(POLLIN), -1) }
    }

    /// Reads what the process wrote; its outcome once it has ended (then no update runs), else nil.
    public func takeOutcome() -> RatesUpdateOutcome? {
        if let outcome = failedStart {
            failedStart = nil
            return outcome
        }
        guard let running = child else { return nil }
        var buffer = [UInt8](repeating: 0, count: 512)
        let pipe = FileDescriptor(rawValue: running.output)
        while true {
            // An interrupted read is retried; EAGAIN is nothing more yet.
            guard let count = try? buffer.withUnsafeMutableBytes({ try pipe.read(into: $0) }) else { return nil }
            if count == 0 { break }   // the process closed its output: it has ended
            output += buffer[0..<min(count, max(0, Self.maximumOutput - output.count))]
        }
        close(running.output)
        var status: Int32 = 0
        while waitpid(running.pid, &status, 0) < 0, errno == EINTR {}
        child = nil
        let line = output.prefix { $0 != UInt8(ascii: "\n") }
        return RatesUpdateOutcome(line: String(decoding: line, as: UTF8.self)) ?? .failed(.failed)
    }

    /// Ends the update under way, if any (Escape, the window closing): the process is killed and reaped;
    /// the file it may have been writing is the old one still (the new one is renamed into place whole).
    public func cancel() {
        failedStart = nil
        guard let running = child else { return }
        kill(running.pid, SIGKILL)
        close(running.output)
        var status: Int32 = 0
        while waitpid(running.pid, &status, 0) < 0, errno == EINTR {}
        child = nil
    }

    deinit { cancel() }

    private var errnoText: String { String(cString: strerror(errno)) }
}
