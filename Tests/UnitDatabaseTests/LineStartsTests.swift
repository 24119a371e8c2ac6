import Glibc
import TestSupport
import Testing

@testable import UnitDatabase

/// The first words of a database's lines (`DefinitionsFile.lineStarts`), which a sheet's name is checked
/// against before the database is read: every unit's and prefix's name the database reduces is among them.
struct LineStartsTests {
    /// Every name of `units` and `prefixes` of the installed database (every definition reduced) is a line's
    /// first word, so that `UnitDatabase.systemMayDefine` is never false for a unit; a sheet's name is not.
    @Test func everyUnitAndPrefixOfTheInstalledDatabaseStartsALine() throws {
        let words = try #require(DefinitionsFile.lineStarts(path: UnitDatabase.defaultPath, includeOverrides: [:]))
        let database = try UnitDatabase(locale: "en_US", variables: ["UNITS_ENGLISH": "GB"])
        let missing = (Array(database.units.keys) + database.prefixes.keys.map { $0 + "-" }).filter { !words.contains($0) }
        #expect(missing.isEmpty, "\(missing.prefix(10))")
        #expect(database.units.count > 3_000)
        for name in ["m", "kilo", "k", "USD", "foot"] { #expect(UnitDatabase.systemMayDefine(name), "\(name)") }
        for name in ["rent", "total_cost", "x2"] { #expect(!UnitDatabase.systemMayDefine(name), "\(name)") }
    }

    /// The words of the file and of its includes in any block, indented, before a comment, at a line's end
    /// (a carriage return left out), and of both an include and the file read in its place.
    @Test func wordsOfEveryLineAndInclude() throws {
        let directory = makeTemporaryDirectory(prefix: "units-test")
        let files = [
            "definitions.units": "m !\n!var UNITS_ENGLISH GB\nbrpint 2 m\n!endvar\n  indented 1\ncomment# 3 m\r\nkilo- 1000\n"
                + "long 1 \\\n   continued\n!include extra.units\n! include rates.units # the rates\n",
            "extra.units": "extra 4 m\n!include more.units\n", "more.units": "more 1\n", "rates.units": "packaged 1\n",
            "user.units": "users 2\n",
        ]
        for (name, contents) in files {
            let file = try #require(fopen(directory + "/" + name, "w"))
            fputs(contents, file)
            fclose(file)
        }
        let words = try #require(
            DefinitionsFile.lineStarts(
                path: directory + "/definitions.units", includeOverrides: ["rates.units": directory + "/user.units"]))
        for word in ["m", "brpint", "indented", "comment", "kilo-", "long", "continued", "extra", "more", "packaged", "users"] {
            #expect(words.contains(word), "\(word)")
        }
        #expect(!words.contains("comment# 3 m") && !words.contains("1000") && !words.contains("4"))
        #expect(DefinitionsFile.lineStarts(path: directory + "/extra.units", includeOverrides: [:]) == ["extra", "more"])
        // An include that cannot be read: only reading the database can tell.
        let broken = try #require(fopen(directory + "/broken.units", "w"))
        fputs("a 1\n!include missing.units\n", broken)
        fclose(broken)
        #expect(DefinitionsFile.lineStarts(path: directory + "/broken.units", includeOverrides: [:]) == nil)
    }
}
