import Testing

/// Which target may depend on which: presentation on the window interface, never the X11 view;
/// the model on its number libraries only; storage not on the controller. Read from the package
/// graph as SwiftPM resolves it, dependencies through other targets included.
struct PackageGraphTests {
    static let graph = PackageGraph.describe()

    @Test func theGraphIsRead() throws {
        let graph = try #require(Self.graph, "swift package describe --type json failed")
        for name in ["WindowInterface", "CalculatorView", "CalculatorPresentation", "CalculatorModel", "CalculatorStorage"] {
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

    /// Of the code that ships, only the view sees Xlib (the controller's tests take keysym constants from it).
    @Test func onlyTheViewSeesXlib() throws {
        let graph = try #require(Self.graph)
        let direct = graph.targets.values.filter { $0.type != "test" && $0.dependencies.contains("CX11") }.map(\.name)
        #expect(direct == ["CalculatorView"])
    }

    /// The model's numbers are its own and its number libraries' (MPFR, GMP, Arb), nothing else.
    @Test func theModelDependsOnTheNumberLibrariesOnly() throws {
        let graph = try #require(Self.graph)
        #expect(graph.closure(of: "CalculatorModel").isSubset(of: ["CMPFR", "CArb"]))
        #expect(graph.targets["CalculatorModel"]?.productDependencies == [])
    }

    @Test func storageDoesNotDependOnTheController() throws {
        let graph = try #require(Self.graph)
        #expect(!graph.closure(of: "CalculatorStorage").contains("CalculatorController"))
        #expect(graph.closure(of: "CalculatorStorage").isSubset(of: ["CalculatorModel", "CMPFR", "CArb"]))
    }
}
