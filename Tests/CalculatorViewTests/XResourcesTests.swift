import Testing
@testable import CalculatorView

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
    }

    @Test func otherProgramsAreIgnored() {
        let resources = XResources(parsing: "xterm*background: white\nXTerm.font: fixed")
        #expect(resources.value("background") == nil)
        #expect(resources.value("font") == nil)
    }
}
