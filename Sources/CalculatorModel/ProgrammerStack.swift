/// What waits in the programmer brain, innermost last: operators with their left operands, and open
/// parentheses with where their group begins on the expression line. An immutable linked list, as the
/// calculator's `PendingStack` is: a copy of the brain (an undo snapshot) shares every node below what
/// a key changed, so a thousand snapshots of a deep nesting hold one set of nodes, not a thousand arrays.
struct ProgrammerStack: Sendable, Equatable {
    /// One thing that waits.
    enum Item: Equatable, Sendable {
        /// An operator and its left operand.
        case operation(IntegerWord, IntegerOperator)
        /// An open parenthesis and the position on the expression line (counted from the calculation's
        /// first token, `ProgrammerBrain.droppedTokens` included) where its group begins.
        case open(expressionStart: Int)
    }

    /// An item and everything below it, never changed once made, with the counts up to itself.
    final class Node: StackNode, Sendable {
        let item: Item
        let below: Node?
        /// Parentheses open in this node and below.
        let openParentheses: Int
        /// Operators waiting in this node and below.
        let operations: Int

        init(_ item: Item, below: Node?) {
            self.item = item
            self.below = below
            let isOpen = if case .open = item { true } else { false }
            openParentheses = (below?.openParentheses ?? 0) + (isOpen ? 1 : 0)
            operations = (below?.operations ?? 0) + (isOpen ? 0 : 1)
        }
    }

    /// The innermost item's node; nil when nothing waits.
    private(set) var top: Node?

    var isEmpty: Bool { top == nil }
    /// The innermost item.
    var last: Item? { top?.item }
    /// How many parentheses are open.
    var openParentheses: Int { top?.openParentheses ?? 0 }
    /// How many operators wait.
    var operations: Int { top?.operations ?? 0 }

    /// Puts `item` on top, sharing everything below.
    mutating func append(_ item: Item) { top = Node(item, below: top) }

    /// Takes the innermost item off, if any.
    mutating func popLast() -> Item? {
        guard let top else { return nil }
        self.top = top.below
        return top.item
    }

    /// The limit this stack passes, if any: more parentheses open or more operators waiting than
    /// `NestingLimit` allows, as the calculator's.
    var passedLimit: NestingLimit? { .passed(openParentheses: openParentheses, operations: operations) }

    /// Every operator's left operand changed by `change` (a new word size or signedness): new nodes, as
    /// many as wait (at most the limits' 350).
    func mapOperands(_ change: (IntegerWord) -> IntegerWord) -> ProgrammerStack {
        var items: [Item] = []
        var node = top
        while let current = node {
            if case .operation(let left, let operation) = current.item {
                items.append(.operation(change(left), operation))
            } else {
                items.append(current.item)
            }
            node = current.below
        }
        var stack = ProgrammerStack()
        for item in items.reversed() { stack.append(item) }
        return stack
    }

    /// Whether both hold the same items in the same order; stops at the first node they share.
    static func == (a: ProgrammerStack, b: ProgrammerStack) -> Bool {
        guard a.openParentheses == b.openParentheses, a.operations == b.operations else { return false }
        var mine = a.top
        var theirs = b.top
        while let x = mine, let y = theirs, x !== y {
            guard x.item == y.item else { return false }
            mine = x.below
            theirs = y.below
        }
        return mine === theirs
    }

    /// Every node from the top down, for tests that check that copies share them.
    var nodes: [Node] { top?.chain ?? [] }
}
