import CCurl
import Glibc
import Testing
import TestSupport
import UnitDatabase

@testable import ExchangeRates

/// An update's outcome, carried in one line from the process that fetched to the window; what is refused
/// before libcurl is even loaded; and the window's update process, spawned, read and cancelled.
struct RatesUpdateTests {
    @Test(
        arguments: [RatesUpdateOutcome.updated(date: RatesDate(iso: "2026-11-27")!, currencies: 29)]
            + RatesUpdateFailure.allCases.map { RatesUpdateOutcome.failed($0) })
    func anOutcomeTravelsInOneLine(outcome: RatesUpdateOutcome) {
        #expect(RatesUpdateOutcome(line: outcome.line) == outcome)
        #expect(!outcome.line.contains("\n"))
    }

    @Test(arguments: ["", "updated", "updated 2026-13-01 3", "failed", "failed nothing", "updated 2026-11-27 x"])
    func anyOtherLineIsNoOutcome(line: String) {
        #expect(RatesUpdateOutcome(line: line) == nil)
    }

    /// An address that is not HTTPS is refused as it is, and libcurl is not loaded for it; a missing package
    /// file is said before any fetch.
    @Test func onlyHTTPSIsFetched() {
        for address in ["http://127.0.0.1/feed.xml", "file:///etc/passwd", "ftp://x/y", "https://"] {
            let outcome = RatesUpdate.run(
                feed: RatesFeed(address: address), destination: "/nonexistent/x", definitions: UnitDatabase.defaultPath,
                userAgent: "test")
            guard case .failed(.notRates, let detail) = outcome else { return #expect(Bool(false), "\(outcome)") }
            #expect(detail == "the feed's address is not https")
        }
        #expect(ccurl_library_loaded() == 0)
        #expect(
            RatesUpdate.run(
                feed: RatesFeed(), destination: "/tmp/x", definitions: "/nonexistent/definitions.units", userAgent: "t")
                == .failed(.noDatabase, detail: "/nonexistent/currency.units"))
        #expect(RatesUpdate.run(destination: nil, userAgent: "t").line == "failed cannot-write")
    }

    /// The tests' variables name the feed and its CA; the ECB's address otherwise.
    @Test func theFeedComesFromTheEnvironmentForTheTestsOnly() {
        #expect(
            RatesFeed().address == "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml" && RatesFeed().caFile == nil)
        setenv("CALCULATOR_RATES_URL", "https://127.0.0.1:1/good", 1)
        setenv("CALCULATOR_RATES_CA", "/tmp/ca.pem", 1)
        defer {
            unsetenv("CALCULATOR_RATES_URL")
            unsetenv("CALCULATOR_RATES_CA")
        }
        #expect(RatesFeed.fromEnvironment == RatesFeed(address: "https://127.0.0.1:1/good", caFile: "/tmp/ca.pem"))
    }

    /// A stand-in executable (a shell script) as the update: its outcome line comes through the pipe the
    /// loop polls; one that says nothing has failed; one cancelled is killed at once.
    @Test func theProcessIsReadAndCancelled() throws {
        let directory = makeTemporaryDirectory(prefix: "rates-process")
        func script(_ name: String, _ body: String) -> String {
            let path = directory + "/" + name
            // "e": close-on-exec, so a child another test spawns meanwhile does not keep the script open for
            // writing, which makes running it fail with ETXTBSY ("Text file busy", seen once in a parallel run).
            let handle = fopen(path, "we")!
            fputs("#!/bin/sh\n" + body + "\n", handle)
            fclose(handle)
            chmod(path, 0o755)
            return path
        }
        func outcome(of process: RatesUpdateProcess) -> RatesUpdateOutcome? {
            for _ in 0..<100 {
                guard let request = process.pollRequest else { return nil }
                var descriptor = pollfd(fd: request.descriptor, events: request.events, revents: 0)
                _ = poll(&descriptor, 1, 100)
                if let outcome = process.takeOutcome() { return outcome }
            }
            return nil
        }
        let good = RatesUpdateProcess(
            executable: script("good", "[ \"$1 $2\" = '--update-rates --rates-outcome' ] && echo 'updated 2026-11-27 29'"))
        #expect(good.pollRequest == nil)
        good.start()
        #expect(good.isRunning)
        #expect(outcome(of: good) == .updated(date: RatesDate(iso: "2026-11-27")!, currencies: 29))
        #expect(!good.isRunning && good.pollRequest == nil)

        let silent = RatesUpdateProcess(executable: script("silent", "exit 3"))
        silent.start()
        #expect(outcome(of: silent) == .failed(.failed))

        let slow = RatesUpdateProcess(executable: script("slow", "sleep 30; echo 'updated 2026-11-27 29'"))
        slow.start()
        let started = time(nil)
        slow.cancel()
        #expect(!slow.isRunning && slow.pollRequest == nil && slow.takeOutcome() == nil)
        #expect(time(nil) - started <= 2)

        let missing = RatesUpdateProcess(executable: directory + "/none")
        missing.start()
        #expect(missing.pollRequest?.timeout == 0)
        guard case .failed(.failed, let detail)? = missing.takeOutcome() else { return #expect(Bool(false)) }
        #expect(detail.contains("/none"))
    }
}
