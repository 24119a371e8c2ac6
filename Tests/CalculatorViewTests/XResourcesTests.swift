import Glibc
import Testing
@testable import CalculatorView
import WindowInterface

struct XResourcesTests {
    static let text = """
        ! a comment
        Xft.dpi:\t192
        *background:  #101010
        Calculator*font: Noto Sans
        calculator.operatorColor: #ff0000\u{20}
        calculator.digitColor: #00\\
        ff00
        Calculator.digitColor: #0000ff
        no colon here
        """

    @Test func mostSpecificNameWins() {
        let resources = XResources(parsing: Self.text)
        #expect(resources.value("digitColor") == "#00ff00")
        #expect(resources.value("operatorColor") == "#ff0000")
        #expect(resources.value("font") == "Noto Sans")
        #expect(resources.value("background") == "#101010")
        #expect(resources.value("missing") == nil)
    }

    @Test func dpiIsRead() {
        #expect(XResources(parsing: Self.text).dpi == 192)
        #expect(XResources(parsing: "").dpi == nil)
        #expect(XResources(parsing: "Xft.dpi: 0").dpi == nil)
        #expect(XResources(parsing: "Xft.dpi: lots").dpi == nil)
        // Issue 35, item 8: not a finite number is ignored, as a value below 24 is; a large one is capped.
        for text in ["nan", "-nan", "inf", "-inf", "1e400", "23.9", "-96"] {
            #expect(XResources(parsing: "Xft.dpi: \(text)").dpi == nil, "\(text)")
            #expect(XResources(parsing: "Xft.dpi: \(text)").dpiText == text)
        }
        #expect(XResources(parsing: "Xft.dpi: 1e300").dpi == 384)
        #expect(XResources(parsing: "*dpi: 144").dpi == 144)
    }

    @Test func otherProgramsAreIgnored() {
        let resources = XResources(parsing: "xterm*background: white\nXTerm.font: fixed")
        #expect(resources.value("background") == nil)
        #expect(resources.value("font") == nil)
    }

    /// Xrm's matching: class names (`Background`) and wildcards anywhere, with X's precedence.
    @Test(arguments: [
        "calculator.background", "Calculator*background", "*background", "calculator*Background",
        "Calculator.Background", "*Background", "?.background",
    ])
    func everyFormThatNamesTheResourceMatches(entry: String) {
        #expect(XResources(parsing: "\(entry): #123456").value("background") == "#123456")
    }

    @Test func xPrecedenceDecides() {
        // Levels are compared from the left: an instance beats a class (whatever follows), a tight
        // binding beats a loose one, a level given beats one skipped.
        #expect(
            XResources(parsing: "Calculator.background: #111111\ncalculator.Background: #222222").value("background") == "#222222"
        )
        #expect(
            XResources(parsing: "calculator*background: #111111\nCalculator.background: #222222").value("background") == "#111111"
        )
        #expect(
            XResources(parsing: "calculator*background: #111111\ncalculator.background: #222222").value("background") == "#222222"
        )
        #expect(XResources(parsing: "*background: #111111\ncalculator*Background: #222222").value("background") == "#222222")
    }

    @Test func aWildcardForEveryProgramIsNotSpecific() {
        let terminal = XResources(parsing: "*font: xft:DejaVu Sans Mono:size=10")
        #expect(terminal.value("font") == "xft:DejaVu Sans Mono:size=10")
        #expect(!terminal.isSpecific("font"))
        #expect(!XResources(parsing: "*Font: fixed").isSpecific("font"))
        #expect(!XResources(parsing: "").isSpecific("font"))
        #expect(XResources(parsing: "calculator.font: Noto Sans").isSpecific("font"))
        #expect(XResources(parsing: "Calculator*font: Noto Sans").isSpecific("font"))
        #expect(XResources(parsing: "*font: fixed\ncalculator.font: Noto Sans").isSpecific("font"))
    }

    @Test func coloursAreUnsetAColourOrInvalid() {
        let resources = XResources(
            parsing: "*background: #f00\ncalculator.digitColor: ff0000\ncalculator.displayColor: not a colour")
        #expect(resources.color("background") == .color(Color(red: 255, green: 0, blue: 0)))
        #expect(resources.color("digitColor") == .color(Color(red: 255, green: 0, blue: 0)))
        #expect(resources.color("displayColor") == .invalid("not a colour"))
        #expect(resources.color("operatorColor") == .unset)
    }

    @Test func resourceClassesCapitaliseTheFirstLetter() {
        #expect(XResources.classOf("digitColor") == "DigitColor")
        #expect(XResources.classOf("font") == "Font")
        #expect(XResources.classOf("") == "")
    }

    /// The app-defaults file is the site's defaults: a user's resource wins, an unset one falls back
    /// to the file, and a missing file changes nothing.
    @Test func appDefaultsAreBelowTheUsersResources() throws {
        let path = "/tmp/calculator-app-defaults-\(getpid())"
        let file = try #require(fopen(path, "w"))
        fputs("! site defaults\ncalculator.background: #111111\ncalculator.digitColor: #222222\n", file)
        fclose(file)
        defer { unlink(path) }
        let resources = XResources(parsing: "calculator.background: #333333", defaultsFile: path)
        #expect(resources.value("background") == "#333333")
        #expect(resources.value("digitColor") == "#222222")
        #expect(XResources(parsing: "", defaultsFile: path).value("background") == "#111111")
        let missing = XResources(parsing: "calculator.background: #333333", defaultsFile: path + ".missing")
        #expect(missing.value("background") == "#333333" && missing.value("digitColor") == nil)
    }
}
