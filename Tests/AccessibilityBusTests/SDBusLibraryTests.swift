import CSDBus
import Testing

/// libsystemd is not linked but loaded when a bus is found (Sources/CSDBus/library.c).
struct SDBusLibraryTests {
    /// Loading finds every listed function in the library the soname names; a second call loads nothing again.
    @Test func loadingFindsEveryListedFunction() {
        #expect(csd_library_load() == 1)
        #expect(csd_library_load() == 1)
    }
}
