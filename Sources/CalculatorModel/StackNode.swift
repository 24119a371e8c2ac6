/// A node of an immutable linked list of what waits (`PendingStack`, `ProgrammerStack`): shared by
/// every copy of the stack above it, never changed once made.
protocol StackNode: AnyObject {
    var below: Self? { get }
}

extension StackNode {
    /// This node and every one below it, top first: for tests that check that copies share them.
    var chain: [Self] {
        var nodes: [Self] = []
        var node: Self? = self
        while let current = node {
            nodes.append(current)
            node = current.below
        }
        return nodes
    }
}
