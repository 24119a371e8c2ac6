/// An auto-layout engine: items, a window whose size is edited, and constraints activated and
/// deactivated in groups on one incremental solver.
///
/// Resizing is `suggestValue` + `updateVariables` on the window's width and height edit variables;
/// frames come back as `Rect`s.
public struct LayoutSystem {
    /// The solver underneath (read-only; change it through this type).
    public private(set) var solver = Solver()
    /// The window: left and top pinned at 0, width and height editable.
    public let window: LayoutItem
    /// Items made by `addItem`, in creation order.
    public private(set) var items: [LayoutItem] = []

    /// A system with a `width` × `height` window whose size is edited at `windowStrength`.
    public init(width: Double = 0, height: Double = 0, windowStrength: Strength = .strong) {
        window = LayoutItem("window")
        do {
            for c in [window.left.linearExpression == 0, window.top.linearExpression == 0] + window.nonNegativeSize {
                try solver.addConstraint(c)
            }
            try solver.addEditVariable(window.w, strength: windowStrength)
            try solver.addEditVariable(window.h, strength: windowStrength)
        } catch {
            preconditionFailure("LayoutSystem: \(error)")
        }
        resize(width: width, height: height)
    }

    /// A new item whose width and height are kept >= 0.
    public mutating func addItem(_ name: String) -> LayoutItem {
        let item = LayoutItem(name)
        for c in item.nonNegativeSize { try! solver.addConstraint(c) }
        items.append(item)
        return item
    }

    /// Adds the constraints, all or none: on an error the ones already added are removed again.
    public mutating func activate(_ constraints: [Constraint]) throws(SolverError) {
        for (i, c) in constraints.enumerated() {
            do {
                try solver.addConstraint(c)
            } catch {
                for added in constraints[..<i].reversed() { try? solver.removeConstraint(added) }
                throw error
            }
        }
        solver.updateVariables()
    }

    /// Removes the constraints that are active; unknown ones are ignored (like Auto Layout).
    public mutating func deactivate(_ constraints: [Constraint]) {
        for c in constraints where solver.hasConstraint(c) { try? solver.removeConstraint(c) }
        solver.updateVariables()
    }

    public func isActive(_ constraint: Constraint) -> Bool { solver.hasConstraint(constraint) }

    /// Changes an anchor constraint's Auto Layout constant (the `c` of `first == second * m + c`)
    /// in place, without remove + add.
    public mutating func setConstant(_ constraint: Constraint, _ constant: Double) throws(SolverError) {
        try solver.setConstant(constraint, -constant)
        solver.updateVariables()
    }

    /// Resizes the window and re-solves (cheap: dual simplex from the previous solution).
    public mutating func resize(width: Double, height: Double) {
        try! solver.suggestValue(window.w, width)
        try! solver.suggestValue(window.h, height)
        solver.updateVariables()
    }

    /// The solved frame of an item.
    public func frame(of item: LayoutItem) -> Rect {
        Rect(
            x: solver.value(of: item.x), y: solver.value(of: item.y),
            width: solver.value(of: item.w), height: solver.value(of: item.h))
    }

    /// Every item's frame (the window's included).
    public var frames: [LayoutItem: Rect] {
        var result: [LayoutItem: Rect] = [window: frame(of: window)]
        for item in items { result[item] = frame(of: item) }
        return result
    }
}
