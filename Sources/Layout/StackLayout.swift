/// Items one above the other, each as wide as the container, with one shared spacing that yields
/// (at `spacingPriority`) when the container is too short — e.g. the display above the keypad grid.
public struct StackLayout: Sendable {
    public let spacing: Double
    public let spacingPriority: Strength
    /// The actual vertical gap between neighbours.
    public let gap: Variable

    public init(spacing: Double, spacingPriority: Strength = Strength(999_000), name: String = "stack") {
        self.spacing = spacing
        self.spacingPriority = spacingPriority
        gap = Variable(name + ".gap")
    }

    /// Stacks `items` top to bottom, filling `container` (whose edges they share).
    public func constraints(stacking items: [LayoutItem], in container: LayoutItem) -> [Constraint] {
        guard let first = items.first, let last = items.last else { return [] }
        var result: [Constraint] = [
            gap >= 0, (gap == spacing) | spacingPriority,
            first.top.constraint(equalTo: container.top),
            last.bottom.constraint(equalTo: container.bottom),
        ]
        for item in items {
            result.append(item.left.constraint(equalTo: container.left))
            result.append(item.right.constraint(equalTo: container.right))
        }
        for (upper, lower) in zip(items, items.dropFirst()) {
            result.append(lower.top.linearExpression == upper.bottom.linearExpression + gap)
        }
        return result
    }
}
