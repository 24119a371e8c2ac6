/// Equal rows and columns with spacing, like a UIStackView `.fillEqually` in both directions.
///
/// All cells share one cell width, one cell height and one spacing per axis, so equal sizes are
/// exact (required) and spacing yields (at `spacingPriority`) only when the area is too small:
/// cells then shrink to zero, never below, and never overlap.
public struct GridLayout: Sendable {
    public let rows: Int
    public let columns: Int
    public let spacing: Double
    public let spacingPriority: Strength
    /// When set, the spacing is this share of the cell height instead of `spacing`, so it grows
    /// and shrinks with the buttons.
    public let spacingRatio: Double?
    /// The width and height of one cell, and the horizontal and vertical spacing.
    public let cellWidth: Variable, cellHeight: Variable, columnSpacing: Variable, rowSpacing: Variable

    /// A grid; the default spacing priority (999 000) is just below `strong`, the window's edit strength.
    public init(
        rows: Int, columns: Int, spacing: Double, spacingPriority: Strength = Strength(999_000),
        spacingRatio: Double? = nil, name: String = "grid"
    ) {
        precondition(rows > 0 && columns > 0, "a grid needs at least one row and one column")
        self.rows = rows
        self.columns = columns
        self.spacing = spacing
        self.spacingPriority = spacingPriority
        self.spacingRatio = spacingRatio
        cellWidth = Variable(name + ".cellWidth")
        cellHeight = Variable(name + ".cellHeight")
        columnSpacing = Variable(name + ".columnSpacing")
        rowSpacing = Variable(name + ".rowSpacing")
    }

    /// The grid filling `area`: tracks and spacing add up to the area's size.
    public func constraints(filling area: LayoutItem) -> [Constraint] {
        let c = Double(columns), r = Double(rows)
        return [
            cellWidth >= 0, cellHeight >= 0, columnSpacing >= 0, rowSpacing >= 0,
            spacingRatio.map { (columnSpacing == cellHeight * $0) | spacingPriority }
                ?? (columnSpacing == spacing) | spacingPriority,
            spacingRatio.map { (rowSpacing == cellHeight * $0) | spacingPriority }
                ?? (rowSpacing == spacing) | spacingPriority,
            area.width == cellWidth * c + columnSpacing * (c - 1),
            area.height == cellHeight * r + rowSpacing * (r - 1),
        ]
    }

    /// Places `item` at (`row`, `column`) of the grid in `area`, spanning cells (a span of n is
    /// n cells plus n - 1 spacings, like the calculator's double-width `0`).
    public func place(
        _ item: LayoutItem, row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1,
        in area: LayoutItem
    ) -> [Constraint] {
        precondition(
            row >= 0 && column >= 0 && rowSpan > 0 && columnSpan > 0
                && row + rowSpan <= rows && column + columnSpan <= columns, "cell outside the grid")
        let col = Double(column), rw = Double(row), cs = Double(columnSpan), rs = Double(rowSpan)
        return [
            item.left.linearExpression == area.left.linearExpression + cellWidth * col + columnSpacing * col,
            item.top.linearExpression == area.top.linearExpression + cellHeight * rw + rowSpacing * rw,
            item.width.linearExpression == cellWidth * cs + columnSpacing * (cs - 1),
            item.height.linearExpression == cellHeight * rs + rowSpacing * (rs - 1),
        ]
    }
}
