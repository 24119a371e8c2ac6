// swift-tools-version:6.0
import PackageDescription

/// The release binary's start-up functions, in the package's own directory wherever it was cloned.
let startSymbols = String(#filePath.dropLast("Package.swift".count)) + "Sources/calculator/start-symbols.txt"

/// Release builds of the targets on a key's path let the executable specialise their generic code
/// (the window, the scene, the accessible tree and its bus are generic over the control type) and inline
/// across modules: without it, a key spent a third of its client time looking up generic metadata.
let crossModule: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "Calculator",
    products: [
        .executable(name: "calculator", targets: ["calculator"]),
        .executable(name: "layout-script", targets: ["LayoutScript"]),
        .library(name: "Layout", targets: ["Layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: [
        // Xlib, Xft and fontconfig, for the X11 view; elsewhere only the executable's tests see it (keysyms).
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft fontconfig",
            providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev"])]
        ),
        // GMP (exact integers): the numerators and denominators of the model's rationals and the digits of
        // its decimals.
        .systemLibrary(
            name: "CGMP",
            providers: [.apt(["libgmp-dev"])]
        ),
        // Arb (FLINT's ball arithmetic): values with proven error bounds, so every digit shown is certain;
        // MPFR only inside its shim, to write a bound's decimal digits. Not linked: loaded on the first
        // call that needs it (Sources/CArb/library.c; the functions called are listed in
        // include/functions.h). Needs libflint-arb-dev, libmpfr-dev and libgmp-dev to build.
        .target(name: "CArb"),
        // sd-bus (libsystemd), the D-Bus library of the accessibility bus; only AccessibilityBus imports it.
        // Not linked: loaded when a bus is found (Sources/CSDBus/library.c; the functions called are
        // listed in include/functions.h). Needs libsystemd-dev to build.
        .target(name: "CSDBus"),
        // libcurl, for `--update-rates` alone: one HTTPS GET under fixed limits, written in C (library.c) since
        // its options are set through variadic calls. Not linked: loaded on the first fetch, so no other run maps
        // it. Needs libcurl4-openssl-dev (curl.h) to build; Swift sees only include/shim.h.
        .target(name: "CCurl"),
        // gettext (glibc's libintl.h): the words in the user's language; only CalculatorPresentation imports it.
        .systemLibrary(name: "CIntl"),
        // Whole reads and writes of files and pipes (swift-system: interrupted and partial calls continued), and
        // the one writer of standard output and error, control characters escaped. No number, no window.
        .target(name: "SystemIO", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
        // Model: exact rationals, known irrationals and proven balls; the number libraries (CGMP, CArb) only.
        .target(name: "CalculatorModel", dependencies: ["CGMP", "CArb"]),
        // Controller: typing state, the keys and what they do, their batch names; a key goes in, the new
        // display state comes back. No window, no keysyms: the modes' tables live with presentation.
        .target(name: "CalculatorController", dependencies: ["CalculatorModel"], swiftSettings: crossModule),
        // GNU units' database read at run time (/usr/share/units): units reduced to exact factors and
        // dimensions, conversions, categories, the picker's filter. The model's numbers only.
        .target(name: "UnitDatabase", dependencies: ["CalculatorModel", "SystemIO"]),
        // Sheets (issue 49): the document, its lines, their results and what an edit calculates again; the
        // model's numbers only (the calculator's reader comes in through `SheetCalculating`).
        .target(name: "Sheet", dependencies: ["CalculatorModel"]),
        // The exchange rates (issue 48): the ECB's feed fetched when asked (CCurl), read, made the user's rates
        // file over the package's currency.units, checked by the database's reader and put in place atomically;
        // the window's update runs as a process of its own (RatesUpdateProcess).
        .target(name: "ExchangeRates", dependencies: ["CCurl", "UnitDatabase", "CalculatorModel", "SystemIO"]),
        // The tape and the remembered state on disk (XDG state directory); knows no window.
        .target(name: "CalculatorStorage", dependencies: ["CalculatorModel", "SystemIO"]),
        // Cassowary constraint solver and auto-layout API; its frames are `Rect`s. Knows nothing of X11.
        .target(name: "Layout"),
        // The window interface (as st's win.h): the scene drawn, the events reported, the updates answered,
        // colours and geometry, as plain values. No C; what presentation sees of the window.
        .target(
            name: "WindowInterface", dependencies: ["Layout"],
            swiftSettings: crossModule),
        // The X11 view: implements the window interface with Xlib, Xft and XRender, and reads the X
        // resources; the only code that sees Xlib.
        .target(
            name: "CalculatorView", dependencies: ["CX11", "WindowInterface", "Layout", "SystemIO"],
            swiftSettings: crossModule),
        // The accessible tree as plain values (roles, states, names, extents); no C, no bus.
        .target(name: "AccessibleTree", swiftSettings: crossModule),
        // The calculator on the AT-SPI accessibility bus: serves an AccessibleTree, reports presses; no X.
        .target(name: "AccessibilityBus", dependencies: ["CSDBus", "AccessibleTree"], swiftSettings: crossModule),
        // Presentation: the modes (keypads, their key tables and keyboard chords), their layout, the
        // window commands, the theme, and the scene a state is drawn as. Sees the
        // window interface, never the view; the X resources come to it as plain values.
        .target(
            name: "CalculatorPresentation",
            dependencies: [
                "CalculatorModel", "CalculatorController", "WindowInterface", "Layout", "AccessibleTree", "UnitDatabase", "Sheet",
                "CIntl",
            ],
            swiftSettings: crossModule),
        // The command line: the options parsed and checked into what to run (`Invocation`), `--help`'s text
        // and the manual page's; the hidden developer options are one option group (DeveloperOptions).
        // Runs nothing, and sees neither the view nor X.
        .target(
            name: "CalculatorCommandLine",
            dependencies: [
                "CalculatorController", "CalculatorModel", "CalculatorPresentation", "WindowInterface", "UnitDatabase", "Sheet",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The executable: wiring. It parses the command line (CalculatorCommandLine), builds the parts
        // above and runs what was asked; reads the X resources for presentation.
        .executableTarget(
            name: "calculator",
            dependencies: [
                "CalculatorCommandLine", "CalculatorController", "CalculatorModel", "WindowInterface", "CalculatorView",
                "CalculatorPresentation", "CalculatorStorage", "AccessibilityBus", "ExchangeRates", "SystemIO",
            ],
            exclude: ["start-symbols.txt"],
            // Linux release links only, with lld: relative relocations packed (DT_RELR, glibc 2.36), so the
            // 0.9 MB of relocations read at every start become 7 kB; the functions a start runs placed
            // together (start-symbols.txt, written by Scripts/start-order), so fewer pages become
            // resident; and -z now (BIND_NOW): every symbol bound at start, so the relocation tables can
            // be read-only (full RELRO), as Debian's hardening asks of a packaged binary (Scripts/package).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "-z", "-Xlinker", "now",
                        "-Xlinker", "--symbol-ordering-file=" + startSymbols,
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // `layout-script`: runs a constraint script (Tests/LayoutReference/FORMAT.md) on the solver.
        .executableTarget(name: "LayoutScript", dependencies: ["Layout", "SystemIO"]),
        // Fuzz targets (Scripts/fuzz): libFuzzer with -DFUZZING, else a seeded run. Test tools, under Tests/ beside
        // the test support they use; no product, so nothing shipped depends on them. FuzzSupport is their driver
        // and their bounds; each other target is one input path: the controller's keys and pastes, the
        // unit-expression reader, the unit-name lookup, the programmer mode's keys and paste, the tape's reader, a sheet.
        .target(name: "FuzzSupport", dependencies: ["TestSupport"], path: "Tests/FuzzSupport"),
        .executableTarget(
            name: "ControllerFuzz", dependencies: ["CalculatorController", "CalculatorModel", "FuzzSupport"],
            path: "Tests/ControllerFuzz"),
        .executableTarget(
            name: "UnitExpressionFuzz", dependencies: ["UnitDatabase", "FuzzSupport"], path: "Tests/UnitExpressionFuzz"),
        .executableTarget(name: "UnitNameFuzz", dependencies: ["UnitDatabase", "FuzzSupport"], path: "Tests/UnitNameFuzz"),
        .executableTarget(
            name: "ProgrammerFuzz", dependencies: ["CalculatorController", "CalculatorModel", "FuzzSupport"],
            path: "Tests/ProgrammerFuzz"),
        .executableTarget(
            name: "TapeFuzz", dependencies: ["CalculatorController", "CalculatorModel", "CalculatorStorage", "FuzzSupport"],
            path: "Tests/TapeFuzz"),
        .executableTarget(
            name: "SheetFuzz", dependencies: ["CalculatorPresentation", "CalculatorStorage", "Sheet", "FuzzSupport"],
            path: "Tests/SheetFuzz"),
        // Helpers shared by the tests and the fuzzer: a seeded generator, controller shorthands, layout
        // checks, the repository's files.
        .target(
            name: "TestSupport", dependencies: ["CalculatorController", "CalculatorModel", "CalculatorPresentation", "Layout"],
            path: "Tests/TestSupport"),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel", "TestSupport"]),
        .testTarget(name: "CalculatorControllerTests", dependencies: ["CalculatorController", "CalculatorModel", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TestSupport"]),
        .testTarget(name: "UnitDatabaseTests", dependencies: ["UnitDatabase", "CalculatorModel", "TestSupport"]),
        .testTarget(name: "SheetTests", dependencies: ["Sheet", "CalculatorModel", "TestSupport"]),
        .testTarget(name: "ExchangeRatesTests", dependencies: ["ExchangeRates", "UnitDatabase", "CCurl", "TestSupport"]),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO", .product(name: "SystemPackage", package: "swift-system")]),
        .testTarget(name: "CalculatorStorageTests", dependencies: ["CalculatorStorage", "CalculatorModel", "TestSupport"]),
        // The bus's pure parts: object paths, the index, which events a change sends, and messages written and
        // read back on a bus of a socket pair (no daemon).
        .testTarget(name: "AccessibilityBusTests", dependencies: ["AccessibilityBus", "AccessibleTree", "CSDBus"]),
        .testTarget(name: "WindowInterfaceTests", dependencies: ["WindowInterface", "Layout", "CX11"]),
        // CX11 to read back what the window on the tests' own Xvfb shows (X11WindowTests).
        .testTarget(
            name: "CalculatorViewTests", dependencies: ["CalculatorView", "WindowInterface", "Layout", "TestSupport", "CX11"]),
        // Depends on no X library: presentation is tested without a display.
        .testTarget(
            name: "CalculatorPresentationTests",
            dependencies: [
                "CalculatorPresentation", "CalculatorController", "CalculatorModel", "WindowInterface", "Layout",
                "TestSupport", "AccessibleTree", "UnitDatabase",
            ]),
        .testTarget(
            name: "CalculatorCommandLineTests",
            dependencies: [
                "CalculatorCommandLine", "CalculatorController", "CalculatorModel", "CalculatorPresentation", "WindowInterface",
                "UnitDatabase", "TestSupport",
            ]),
        // CX11 for the keysym constants (XK_…) the keyboard map and `--help`'s key list are checked against.
        .testTarget(
            name: "calculatorTests",
            dependencies: [
                "calculator", "CalculatorPresentation", "CalculatorController", "CalculatorView", "WindowInterface",
                "CalculatorStorage", "CalculatorModel", "AccessibilityBus", "CalculatorCommandLine", "TestSupport", "CX11",
            ]),
        // The package graph itself (`swift package describe`): which target may depend on which.
        .testTarget(name: "PackageTests", dependencies: ["TestSupport"]),
    ]
)
