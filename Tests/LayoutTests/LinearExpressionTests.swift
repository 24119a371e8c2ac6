import Testing
import TestSupport
@testable import Layout

struct LinearExpressionTests {
    // nucleic/kiwi py/tests/test_expression.py, test_expression_arith_operators (in substance)
    @Test func arithmeticBuildsTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let e = (x * 2 + 10) - y / 4
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 2)
        #expect(e.terms[1].variable === y && e.terms[1].coefficient == -0.25)
        #expect(e.constant == 10)
        let n = -(x + 1)
        #expect(n.terms[0].coefficient == -1 && n.constant == -1)
        let m = 3 * (x - y)
        #expect(m.terms.map(\.coefficient) == [3, -3])
    }

    @Test func reducingMergesDuplicatesInFirstOccurrenceOrder() {
        let x = Variable("x"), y = Variable("y")
        let r = (y + x + y * 2 - x).reduced()
        #expect(r.terms.count == 2)
        #expect(r.terms[0].variable === y && r.terms[0].coefficient == 3)
        #expect(r.terms[1].variable === x && r.terms[1].coefficient == 0)
    }
}
