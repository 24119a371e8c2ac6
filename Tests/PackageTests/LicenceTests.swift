import Testing
import TestSupport

/// The project is GPL-3.0-or-later, and every place a user or a packager reads a licence says so: the
/// GPL's text in `COPYING`, the Debian copyright file (DEP-5), the AppStream metadata and the README.
struct LicenceTests {
    /// The identifier every file states (SPDX).
    static let licence = "GPL-3.0-or-later"

    /// The paragraphs of a DEP-5 file, each as its fields' first lines (`["Files": "*", "License": …]`)
    /// and its whole text.
    static func paragraphs(_ text: String) -> [(fields: [String: String], text: String)] {
        text.split(separator: "\n\n").map { paragraph in
            var fields: [String: String] = [:]
            for line in paragraph.split(separator: "\n") where !line.hasPrefix(" ") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingPrefix(" ").description
            }
            return (fields, String(paragraph))
        }
    }

    @Test func copyingHoldsTheGPLVersion3() throws {
        let text = try #require(repositoryFile("COPYING"), "COPYING is missing")
        #expect(text.contains("GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007"))
        #expect(text.contains("END OF TERMS AND CONDITIONS"))
    }

    /// The project's files are GPL-3.0-or-later, with the licence's paragraph pointing at Debian's copy of
    /// its text; the third-party stanzas keep their own licences.
    @Test func theDebianCopyrightFileSaysGPL3OrLater() throws {
        let paragraphs = Self.paragraphs(try #require(repositoryFile("Resources/copyright")))
        let project = try #require(paragraphs.first { $0.fields["Files"] == "*" })
        #expect(project.fields["License"] == Self.licence)
        let licence = try #require(
            paragraphs.first { $0.fields["Files"] == nil && $0.fields["License"] == Self.licence },
            "no stand-alone License: \(Self.licence) paragraph")
        #expect(licence.text.contains("either version 3 of the\n License, or (at your option) any later version"))
        #expect(licence.text.contains("/usr/share/common-licenses/GPL-3"))
        #expect(
            paragraphs.filter { $0.fields["Files"] != nil && $0.fields["Files"] != "*" }.allSatisfy {
                $0.fields["License"]?.hasPrefix("Apache-2.0") == true
            })
    }

    @Test func theAppStreamMetadataSaysGPL3OrLater() throws {
        let metainfo = try #require(repositoryFile("Resources/example.a_seed_e6a1b361.calculator.metainfo.xml"))
        #expect(metainfo.contains("<project_license>\(Self.licence)</project_license>"))
    }

    @Test func theReadmeEndsWithTheLicence() throws {
        let readme = try #require(repositoryFile("README.md"))
        let section = try #require(readme.split(separator: "\n## ").last)
        #expect(section.hasPrefix("Licence\n"))
        #expect(section.contains(Self.licence) && section.contains("(COPYING)"))
    }
}
