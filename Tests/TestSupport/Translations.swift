import CalculatorPresentation
#if canImport(Glibc)
    import Glibc
#endif

/// The repository's catalogues compiled once per test process (`Scripts/translations --build` into a
/// temporary directory) and bound to the text domain; nil when they could not be built.
private let builtCatalogues: String? = {
    let directory = makeTemporaryDirectory(prefix: "calculator-locale")
    guard let run = shellCommand("Scripts/translations --build '\(directory)' >&2"), run.status == 0 else { return nil }
    // The process's messages stay English whatever the environment says (as the other tests expect);
    // `inLanguage` changes one thread's. LANGUAGE would win over a thread's locale: it goes, once (only
    // when a developer's shell sets it).
    setlocale(LC_MESSAGES, "C")
    if getenv("LANGUAGE") != nil { unsetenv("LANGUAGE") }
    Localization.bind(directory: directory)
    return directory
}()

/// `body`'s result with this thread's messages in `locale` (`de_DE.UTF-8`) and the repository's
/// catalogues; other threads keep their locale (`uselocale`), so tests running beside it still read
/// English. Nil when the catalogues cannot be built or the locale is not installed.
public func inLanguage<T>(_ locale: String, _ body: () throws -> T) rethrows -> T? {
    guard builtCatalogues != nil, let messages = newlocale(Int32(1) << LC_MESSAGES, locale, nil) else { return nil }
    defer { freelocale(messages) }
    let previous = uselocale(messages)
    defer { uselocale(previous) }
    return try body()
}
