import Testing
@testable import Layout

struct ConstraintTests {
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
        #expect(a != Variable("a"))   // Variable equality is identity (Bool in a Bool context)
    }

    /// `lhs relation rhs` is `lhs − rhs relation 0`, from either side: 5 <= x is 5 − x <= 0.
    @Test func aConstantOnTheLeftIsSubtractedFrom() {
        let x = Variable("x")
        let c: Constraint = 5 <= x
        #expect(c.relation == .lessThanOrEqual && c.expression.constant == 5)
        #expect(c.expression.terms.count == 1 && c.expression.terms[0].coefficient == -1)
    }

    /// The stored expression has each variable once (kiwi's `reduce`): x + y + 2x − y == 0 is 3x + 0y.
    @Test func theExpressionIsReduced() {
        let x = Variable("x"), y = Variable("y")
        let c = Constraint(x + y + 2 * x - y, .equal)
        #expect(c.expression.terms.map(\.coefficient) == [3, 0])
        #expect(c.expression.terms[0].variable === x && c.expression.terms[1].variable === y)
    }

    /// Identity, not content, tells constraints apart (kiwi: two `x >= 0` are two constraints).
    @Test func identityDefinesEquality() {
        let x = Variable("x")
        let c: Constraint = x >= 0, d: Constraint = x >= 0
        #expect(c != d)
        #expect(Set([c, d, c]).count == 2)
    }

    @Test func withStrengthIsANewConstraintWithTheSameRelation() {
        let x = Variable("x")
        let c = Constraint(x - 4, .greaterThanOrEqual, label: "gap")
        let strong = c.withStrength(.strong)
        #expect(strong !== c && strong.strength == .strong && c.strength == .required)
        #expect(strong.relation == .greaterThanOrEqual && strong.label == "gap")
        #expect(strong.expression.constant == -4 && strong.expression.terms[0].variable === x)
    }

    @Test func descriptionNamesLabelExpressionRelationAndStrength() {
        let x = Variable("x")
        #expect(Constraint(x - 4, .greaterThanOrEqual, label: "gap").description == "gap: x + -4.0 >= 0 | required")
        #expect(((x == 2) | .weak).description == "x + -2.0 == 0 | weak")
        #expect(Constraint(2 * x, .lessThanOrEqual, strength: .medium).description == "2.0 * x <= 0 | medium")
    }
}
