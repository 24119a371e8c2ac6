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

    // nucleic/kiwi py/tests/test_constraint.py, test_constraint_creation (relations from operators)
    @Test func relationsMakeConstraints() {
        let a = Variable("a"), b = Variable("b")
        let c1: Constraint = a == b * 2 + 10
        #expect(c1.relation == .equal && c1.expression.constant == -10)
        let c2: Constraint = a <= b
        #expect(c2.relation == .lessThanOrEqual)
        let c3: Constraint = a >= 0
        #expect(c3.relation == .greaterThanOrEqual && c3.strength == .required)
        let c4 = (a >= 0) | .weak
        #expect(c4.strength == .weak && c4 !== c3)
        #expect(a == a)  // Variable equality is identity (Bool in a Bool context)
        #expect(a != Variable("a"))
    }
}
