/// A box laid out by constraints (a view, in Auto Layout's terms): four variables and their anchors.
///
/// Items compare by identity (their variables), so copies of an item are the same item.
public struct LayoutItem: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    let x: Variable
    let y: Variable
    let w: Variable
    let h: Variable

    public init(_ name: String) {
        self.name = name
        x = Variable(name + ".left")
        y = Variable(name + ".top")
        w = Variable(name + ".width")
        h = Variable(name + ".height")
    }

    public var left: Anchor<XAxis> { Anchor(LinearExpression(x)) }
    public var right: Anchor<XAxis> { Anchor(x + w) }
    public var centerX: Anchor<XAxis> { Anchor(x + w * 0.5) }
    public var top: Anchor<YAxis> { Anchor(LinearExpression(y)) }
    public var bottom: Anchor<YAxis> { Anchor(y + h) }
    public var centerY: Anchor<YAxis> { Anchor(y + h * 0.5) }
    public var width: Anchor<Dimension> { Anchor(LinearExpression(w)) }
    public var height: Anchor<Dimension> { Anchor(LinearExpression(h)) }

    /// The item's variables (left, top, width, height), e.g. to make them edit variables.
    public var variables: [Variable] { [x, y, w, h] }

    /// `width == ratio * height`, usually at a non-required priority so it yields when space is short.
    public func aspectRatio(_ ratio: Double, priority: Strength = .required) -> Constraint {
        width.constraint(equalTo: height, multiplier: ratio, priority: priority)
    }

    /// `width >= 0` and `height >= 0`: sizes shrink to zero, never below.
    public var nonNegativeSize: [Constraint] {
        [width.constraint(greaterThanOrEqualToConstant: 0), height.constraint(greaterThanOrEqualToConstant: 0)]
    }

    /// Keeps this item inside `container` (required) and `margins` away from its edges (at `priority`).
    public func constraints(
        inside container: LayoutItem, margins: Margins = Margins(),
        priority: Strength = .required
    ) -> [Constraint] {
        var result = [
            left.constraint(equalTo: container.left, constant: margins.left, priority: priority),
            right.constraint(equalTo: container.right, constant: -margins.right, priority: priority),
            top.constraint(equalTo: container.top, constant: margins.top, priority: priority),
            bottom.constraint(equalTo: container.bottom, constant: -margins.bottom, priority: priority),
        ]
        if !priority.isRequired {
            result += [
                left.constraint(greaterThanOrEqualTo: container.left),
                right.constraint(lessThanOrEqualTo: container.right),
                top.constraint(greaterThanOrEqualTo: container.top),
                bottom.constraint(lessThanOrEqualTo: container.bottom),
            ]
        }
        return result
    }

    /// The frame from the variables' last solved values.
    public var frame: Rect { Rect(x: x.value, y: y.value, width: w.value, height: h.value) }

    public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool { lhs.x === rhs.x }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(x)) }
    public var description: String { name }
}

/// Distances from a container's edges.
public struct Margins: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same margin on every side.
    public init(all margin: Double) { self.init(top: margin, left: margin, bottom: margin, right: margin) }
}
