import Testing
import TestSupport

/// The catalogues of `Resources/po` (`Scripts/translations --check`): the template holds exactly the
/// words the sources, the desktop entry and the metainfo give, and every language of LINGUAS translates
/// all of them, none fuzzy, each compiling with `msgfmt --check`.
struct TranslationsTests {
    @Test func theTemplateIsCurrentAndEveryCatalogueComplete() throws {
        let run = try #require(shellCommand("Scripts/translations --check"))
        #expect(run.status == 0)
        let languages = try #require(repositoryFile("Resources/po/LINGUAS")).split(separator: "\n").map(String.init)
        #expect(languages == ["de", "es", "fr", "it", "nl", "pl", "pt_BR", "ru"])
        let reports = run.output.split(separator: "\n")
        for language in languages {
            #expect(reports.contains { $0.hasPrefix("\(language): ") && $0.hasSuffix(" translated messages.") })
        }
    }
}
