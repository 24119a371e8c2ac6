/// What waits in the brain, innermost last: binary operations for their second operand and open
/// parentheses. An immutable linked list, so that pushing and popping share every node below: a copy
/// of the brain (an undo snapshot) costs one reference however deep the nesting, and a thousand
/// snapshots of a deep expression share one set of nodes instead of holding a thousand arrays.
struct PendingStack: Sendable {
    /// One thing that waits.
    enum Item: Sendable {
        case operation(PendingBinaryOperation)
        case parenthesis
    }

    /// An item and everything below it, never changed once made. Each node keeps the counts and the
    /// expression line up to itself, so that none of them is recomputed by walking the stack on a key.
    final class Node: StackNode, Sendable {
        let item: Item
        let below: Node?
        /// Parentheses open in this node and below.
        let openParentheses: Int
        /// Binary operations waiting in this node and below.
        let operations: Int
        /// The expression line of this node and below (`2 × (3 + `), shortened as `Expression` shortens
        /// its text, so that it stays bounded whatever the depth.
        let text: String

        init(_ item: Item, below: Node?) {
            self.item = item
            self.below = below
            let isParenthesis = if case .parenthesis = item { true } else { false }
            openParentheses = (below?.openParentheses ?? 0) + (isParenthesis ? 1 : 0)
            operations = (below?.operations ?? 0) + (isParenthesis ? 0 : 1)
            let own =
                switch item {
                case .operation(let operation):
                    operation.first.asLeftOperand(of: operation.precedence) + " " + operation.infix + " "
                case .parenthesis: "("
                }
            text = Expression.shortened((below?.text ?? "") + own)
        }
    }

    /// The innermost item's node; nil when nothing waits.
    private(set) var top: Node?

    var isEmpty: Bool { top == nil }
    /// The innermost item.
    var last: Item? { top?.item }
    /// How many parentheses are open.
    var openParentheses: Int { top?.openParentheses ?? 0 }
    /// How many binary operations wait.
    var operations: Int { top?.operations ?? 0 }
    /// The expression line of everything waiting, without the operand being entered.
    var text: String { top?.text ?? "" }

    /// Puts `item` on top, sharing everything below.
    mutating func append(_ item: Item) { top = Node(item, below: top) }

    /// Takes the innermost item off; the stack must not be empty.
    @discardableResult
    mutating func removeLast() -> Item {
        guard let top else { preconditionFailure("removeLast on an empty PendingStack") }
        self.top = top.below
        return top.item
    }

    /// The limit this stack passes, if any: more parentheses open or more operations waiting than
    /// `NestingLimit` allows.
    var passedLimit: NestingLimit? { .passed(openParentheses: openParentheses, operations: operations) }

    /// Whether both hold the same items: the same operations, with equal first operands, and
    /// parentheses, in the same order. Stops at the first node they share, which is usually the one
    /// below the top (a key changes only the top), so a deep stack is not walked on every key.
    func hasSameItems(as other: PendingStack) -> Bool {
        guard openParentheses == other.openParentheses, operations == other.operations else { return false }
        var mine = top
        var theirs = other.top
        while let a = mine, let b = theirs, a !== b {
            switch (a.item, b.item) {
            case (.parenthesis, .parenthesis): break
            case (.operation(let x), .operation(let y)) where x.id == y.id && x.first == y.first: break
            default: return false
            }
            mine = a.below
            theirs = b.below
        }
        return mine === theirs
    }

    /// Every node from the top down, for tests that check that copies share them.
    var nodes: [Node] { top?.chain ?? [] }
}
