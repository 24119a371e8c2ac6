import Testing
@testable import CalculatorModel

/// The brain's stack of what waits: its counts, its bounded text, and that copies share its nodes.
struct PendingStackTests {
    /// A pending `+` on `value`.
    static func addition(_ value: Int) -> PendingStack.Item {
        .operation(
            PendingBinaryOperation(
                id: .add, infix: "+", precedence: .additive, function: { $0 + $1 },
                first: Expression(Number(value))))
    }

    @Test func countsParenthesesAndOperations() {
        var stack = PendingStack()
        #expect(stack.isEmpty && stack.openParentheses == 0 && stack.operations == 0)
        stack.append(.parenthesis)
        stack.append(Self.addition(2))
        stack.append(.parenthesis)
        #expect(stack.openParentheses == 2 && stack.operations == 1)
        #expect(stack.text == "(2 + (")
        stack.removeLast()
        #expect(stack.openParentheses == 1 && stack.operations == 1)
        #expect(stack.text == "(2 + ")
    }

    /// A copy (an undo snapshot) shares every node; a push after it makes one node and shares the rest.
    @Test func aCopySharesEveryNodeBelowWhatChanged() {
        var stack = PendingStack()
        for _ in 0..<100 { stack.append(.parenthesis) }
        let snapshot = stack
        stack.append(Self.addition(1))
        let shared = Set(snapshot.nodes.map(ObjectIdentifier.init))
        #expect(stack.nodes.dropFirst().map(ObjectIdentifier.init) == snapshot.nodes.map(ObjectIdentifier.init))
        #expect(!shared.contains(ObjectIdentifier(stack.nodes[0])))
    }

    @Test func theTextStaysBoundedWhateverTheDepth() {
        var stack = PendingStack()
        for value in 0..<300 { stack.append(Self.addition(value)); stack.append(.parenthesis) }
        #expect(stack.text.count == Expression.maximumLength)
        #expect(stack.text.hasPrefix("…") && stack.text.hasSuffix("299 + ("))
    }

    @Test func sameItemsAreToldApartFromDifferentOnes() {
        var a = PendingStack()
        for _ in 0..<50 { a.append(.parenthesis) }
        var b = a
        #expect(a.hasSameItems(as: b))
        a.append(Self.addition(1))
        b.append(Self.addition(1))
        #expect(a.hasSameItems(as: b))   // equal items in different nodes
        b.removeLast()
        b.append(Self.addition(2))
        #expect(!a.hasSameItems(as: b))
        b.removeLast()
        b.append(.parenthesis)
        #expect(!a.hasSameItems(as: b))
        // Built apart, node by node: equal all the way down.
        var c = PendingStack()
        for _ in 0..<50 { c.append(.parenthesis) }
        c.append(Self.addition(1))
        #expect(a.hasSameItems(as: c))
    }
}
