#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Glibc
import TestSupport

/// The package's targets and what each depends on, as SwiftPM reads Package.swift
/// (`swift package describe --type json`).
struct PackageGraph: Sendable {
    /// A target as `describe` gives it: its name, type (`library`, `system-target`, `test`…) and the
    /// targets of this package it depends on directly.
    struct Target: Decodable, Sendable {
        var name: String
        var type: String
        var dependencies: [String]
        var productDependencies: [String]

        enum CodingKeys: String, CodingKey {
            case name, type
            case dependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            dependencies = try container.decodeIfPresent([String].self, forKey: .dependencies) ?? []
            productDependencies = try container.decodeIfPresent([String].self, forKey: .productDependencies) ?? []
        }
    }

    private struct Description: Decodable {
        var targets: [Target]
    }

    /// The targets by name.
    var targets: [String: Target]

    init(json: [UInt8]) throws {
        let description = try JSONDecoder().decode(Description.self, from: Data(json))
        targets = Dictionary(description.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The graph of the package this test is in; nil when `swift package describe` fails. It runs with
    /// a scratch directory of its own: the `swift test` running this holds the lock of `.build`.
    static func describe(root: String = repositoryRoot()) -> PackageGraph? {
        let command =
            "scratch=$(mktemp -d) && swift package --package-path '\(root)' --scratch-path \"$scratch\""
            + " describe --type json 2>/dev/null; status=$?; rm -rf \"$scratch\"; exit $status"
        guard let (status, output) = shellCommand(command), status == 0 else { return nil }
        return try? PackageGraph(json: Array(output.utf8))
    }

    /// Every target `name` depends on, directly or through others (itself not included).
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = targets[name]?.dependencies ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += targets[next]?.dependencies ?? []
        }
        return seen
    }

    /// The names of the C libraries' targets (`.systemLibrary`).
    var systemLibraries: Set<String> {
        Set(targets.values.filter { $0.type == "system-target" }.map(\.name))
    }
}
