import Testing
import TestSupport
@testable import Layout

struct IdentityTableTests {
    /// Random inserts and removes agree with a Dictionary (exercises growth and backward-shift deletion).
    @Test func agreesWithDictionary() {
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Symbol] = [:]
        var x: UInt64 = 42
        for step in 0..<5000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let v = objects[Int(x >> 33) % objects.count]
            let key = ObjectIdentifier(v)
            if reference[key] == nil {
                table.insert(v, Symbol(step))
                reference[key] = Symbol(step)
            } else if x & 1 == 0 {
                table.remove(v)
                reference[key] = nil
            }
            #expect(table.count == reference.count)
        }
        for v in objects { #expect(table[v] == reference[ObjectIdentifier(v)]) }
    }

    @Test func constraintMapRemovesAndIterates() {
        let v = Variable("v")
        let cs = (0..<50).map { Constraint(LinearExpression(v) - Double($0), .lessThanOrEqual) }
        var map = ConstraintMap()
        for (i, c) in cs.enumerated() { map[c] = Solver.Tag(marker: Symbol(i + 1)) }
        for c in cs where Int(map[c]!.marker) % 3 == 0 { _ = map.removeValue(forKey: c) }
        #expect(map.count == cs.count - cs.count / 3)
        for (i, c) in cs.enumerated() {
            #expect(map[c]?.marker == ((i + 1) % 3 == 0 ? nil : Symbol(i + 1)))
        }
        #expect(Set(map.map { ObjectIdentifier($0.key) }).count == map.count)
    }
}
