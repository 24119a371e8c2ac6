// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Calculator",
    products: [
        .executable(name: "calculator", targets: ["calculator"]),
        .executable(name: "layout-script", targets: ["LayoutScript"]),
        .library(name: "Layout", targets: ["Layout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Xlib, Xft and fontconfig, the only C the view sees.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft fontconfig",
            providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev"])]
        ),
        // MPFR (correctly rounded functions) and GMP (exact integers), the model's number libraries.
        .systemLibrary(
            name: "CMPFR",
            providers: [.apt(["libmpfr-dev", "libgmp-dev"])]
        ),
        // Model: exact decimal arithmetic; the standard library and CMPFR only.
        .target(name: "CalculatorModel", dependencies: ["CMPFR"]),
        // Controller: typing state and keys; talks to a view through a protocol.
        .target(name: "CalculatorController", dependencies: ["CalculatorModel"]),
        // Cassowary constraint solver and auto-layout API; knows nothing of X11.
        .target(name: "Layout"),
        // The X11 view: the only code that touches C pointers.
        .target(name: "CalculatorView", dependencies: ["CX11", "Layout"]),
        .executableTarget(
            name: "calculator",
            dependencies: [
                "CalculatorModel", "CalculatorController", "CalculatorView", "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "LayoutScript", dependencies: ["Layout"]),
        // Fuzz target over the controller's key input (Scripts/fuzz): libFuzzer with -DFUZZING, else a seeded run.
        .executableTarget(name: "ControllerFuzz", dependencies: ["CalculatorController", "CalculatorModel"]),
        .testTarget(name: "CalculatorModelTests", dependencies: ["CalculatorModel"]),
        .testTarget(name: "CalculatorControllerTests", dependencies: ["CalculatorController", "CalculatorModel"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "CalculatorViewTests", dependencies: ["CalculatorView"]),
        .testTarget(name: "calculatorTests", dependencies: ["calculator", "Layout"]),
    ]
)
