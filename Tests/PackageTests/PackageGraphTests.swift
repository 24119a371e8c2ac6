import Testing
import TestSupport

/// Which target may depend on which: presentation on the window interface, never the X11 view;
/// the model on its number libraries only; storage not on the controller. Read from the package
/// graph as SwiftPM resolves it, dependencies through other targets included.
struct PackageGraphTests {
    static let graph = PackageGraph.describe()

    @Test func theGraphIsRead() throws {
        let graph = try #require(Self.graph, "swift package describe --type json failed")
        for name in [
            "WindowInterface", "CalculatorView", "CalculatorPresentation", "CalculatorController", "CalculatorModel",
            "CalculatorStorage",
        ] {
            #expect(graph.targets[name] != nil, "\(name)")
        }
    }

    /// The interface between presentation and the view holds plain values: no C library.
    @Test func theWindowInterfaceSeesNoC() throws {
        let graph = try #require(Self.graph)
        #expect(graph.closure(of: "WindowInterface").isDisjoint(with: graph.systemLibraries))
    }

    @Test func presentationSeesTheWindowInterfaceNeverTheView() throws {
        let graph = try #require(Self.graph)
        let closure = graph.closure(of: "CalculatorPresentation")
        #expect(closure.contains("WindowInterface"))
        #expect(!closure.contains("CalculatorView"))
        #expect(!closure.contains("CX11"))
    }

    /// Presentation's tests run without X: they link no X library.
    @Test func presentationTestsLinkNoXLibrary() throws {
        let graph = try #require(Self.graph)
        let closure = graph.closure(of: "CalculatorPresentationTests")
        #expect(!closure.contains("CalculatorView"))
        #expect(!closure.contains("CX11"))
    }

    /// Of the code that ships, only the view sees Xlib (the executable's tests take keysym constants from it).
    @Test func onlyTheViewSeesXlib() throws {
        let graph = try #require(Self.graph)
        let direct = graph.targets.values.filter { $0.type != "test" && $0.dependencies.contains("CX11") }.map(\.name)
        #expect(direct == ["CalculatorView"])
    }

    /// Words are chosen in presentation: only it sees gettext (the controller and the model keep typed values).
    @Test func onlyPresentationSeesGettext() throws {
        let graph = try #require(Self.graph)
        let direct = graph.targets.values.filter { $0.type != "test" && $0.dependencies.contains("CIntl") }.map(\.name)
        #expect(direct == ["CalculatorPresentation"])
    }

    /// The model's numbers are its own and its number libraries' (GMP, and Arb with the MPFR its shim uses),
    /// nothing else.
    @Test func theModelDependsOnTheNumberLibrariesOnly() throws {
        let graph = try #require(Self.graph)
        #expect(graph.closure(of: "CalculatorModel").isSubset(of: ["CGMP", "CArb"]))
        #expect(graph.targets["CalculatorModel"]?.productDependencies == [])
    }

    /// The unit database sees the model's numbers and its files (SystemIO), nothing of the controller,
    /// presentation or the view.
    @Test func theUnitDatabaseSeesOnlyTheModel() throws {
        let graph = try #require(Self.graph)
        #expect(graph.targets["UnitDatabase"] != nil)
        #expect(graph.closure(of: "UnitDatabase").isSubset(of: ["CalculatorModel", "CGMP", "CArb", "SystemIO"]))
    }

    /// A sheet's document sees the model's numbers only: the calculator's reader comes in through a protocol.
    @Test func theSheetSeesOnlyTheModel() throws {
        let graph = try #require(Self.graph)
        #expect(graph.targets["Sheet"] != nil)
        #expect(graph.closure(of: "Sheet").isSubset(of: ["CalculatorModel", "CGMP", "CArb"]))
    }

    /// `CGMP` is GMP alone. Arb (with FLINT, and MPFR, which only Arb's shim uses to write a bound's digits)
    /// and libsystemd are not linked but loaded on first use (issue 30 item 5), so their module maps link
    /// nothing of theirs, and every function called is on their loaders' lists.
    @Test func eachNumberLibraryLinksWhatItsShimUses() throws {
        func links(_ map: String) throws -> [String] {
            let text = try #require(repositoryFile(map), "no module map \(map)")
            return text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                return words.first == "link" && words.count == 2 ? String(words[1].filter { $0 != "\"" }) : nil
            }
        }
        #expect(try links("Sources/CGMP/module.modulemap") == ["gmp"])
        #expect(repositoryFile("Sources/CGMP/shim.h")?.contains("mpfr") == false)
        #expect(try links("Sources/CArb/include/module.modulemap") == ["gmp"])
        #expect(try links("Sources/CSDBus/include/module.modulemap") == [])
        #expect(repositoryFile("Sources/CArb/include/shim.h")?.contains("mpfr_get_str") == true)
        #expect(repositoryFile("Sources/CArb/include/functions.h")?.contains("CARB_FUNCTION(char *, mpfr_get_str,") == true)
    }

    /// The controller knows keys and what they do, never the window: keysyms, chords and titles are the
    /// modes' (presentation's), so the controller sees no window interface and no X library.
    @Test func theControllerSeesNoWindow() throws {
        let graph = try #require(Self.graph)
        let closure = graph.closure(of: "CalculatorController")
        #expect(!closure.contains("WindowInterface"))
        #expect(!closure.contains("CalculatorView"))
        #expect(!closure.contains("CX11"))
    }

    @Test func storageDoesNotDependOnTheController() throws {
        let graph = try #require(Self.graph)
        #expect(!graph.closure(of: "CalculatorStorage").contains("CalculatorController"))
        #expect(graph.closure(of: "CalculatorStorage").isSubset(of: ["CalculatorModel", "CGMP", "CArb", "SystemIO"]))
    }

    /// The reads, the writes and the standard streams sit under everything: they see none of the calculator's
    /// targets, only swift-system.
    @Test func systemIOIsALeaf() throws {
        let graph = try #require(Self.graph)
        #expect(graph.closure(of: "SystemIO").isEmpty)
        #expect(graph.targets["SystemIO"]?.productDependencies == ["SystemPackage"])
    }

    /// The fuzz tools and a file of each: the fuzz targets, one an input path, and their driver (Scripts/fuzz).
    static let fuzzTools = [
        "FuzzSupport": "FuzzDriver.swift", "ControllerFuzz": "ControllerFuzz.swift",
        "UnitExpressionFuzz": "UnitExpressionFuzz.swift", "UnitNameFuzz": "UnitNameFuzz.swift",
        "ProgrammerFuzz": "ProgrammerFuzz.swift", "TapeFuzz": "TapeFuzz.swift", "SheetFuzz": "SheetFuzz.swift",
    ]

    /// Test support is the tests' and the fuzzers': nothing that ships depends on it, and the fuzz tools, the
    /// only others that do, live under Tests/, not among the shipped sources (issue 30, item 4; issue 44, item 8).
    @Test func nothingShippedDependsOnTestSupport() throws {
        let graph = try #require(Self.graph)
        let users = graph.targets.values.filter { $0.type != "test" && graph.closure(of: $0.name).contains("TestSupport") }
        #expect(Set(users.map(\.name)) == Set(Self.fuzzTools.keys))
        for (tool, file) in Self.fuzzTools {
            #expect(repositoryFile("Sources/\(tool)/\(file)") == nil, "\(tool) is among the shipped sources")
            #expect(repositoryFile("Tests/\(tool)/\(file)") != nil, "\(tool)")
        }
    }

    /// The command line parses and checks the arguments into what to run and runs nothing: it sees neither
    /// the view nor X, nor the tape on disk or the bus, which only a run needs (issue 30, item 4).
    @Test func theCommandLineSeesNoWindowAndRunsNothing() throws {
        let graph = try #require(Self.graph)
        let commandLine = try #require(graph.targets["CalculatorCommandLine"])
        #expect(commandLine.productDependencies == ["ArgumentParser"])
        let closure = graph.closure(of: "CalculatorCommandLine")
        for target in ["CalculatorView", "CX11", "CalculatorStorage", "AccessibilityBus", "CSDBus"] {
            #expect(!closure.contains(target), "\(target)")
        }
        #expect(graph.targets["calculator"]?.dependencies.contains("CalculatorCommandLine") == true)
        #expect(graph.targets["calculator"]?.productDependencies == [], "the executable parses through CalculatorCommandLine")
    }

    /// The executable only wires: it parses (CalculatorCommandLine), builds the parts and runs what was
    /// asked, in under 300 non-blank lines (issue 30, item 4).
    @Test func theExecutableIsWiring() throws {
        let count = try #require(shellCommand("cat Sources/calculator/*.swift | grep -cv '^[[:space:]]*$'"))
        #expect(count.status == 0)
        let lines = try #require(Int(count.output.split(separator: "\n").first ?? ""))
        #expect(lines < 300, "Sources/calculator has \(lines) non-blank lines")
        #expect(lines > 100, "the count read no source")
    }
}
