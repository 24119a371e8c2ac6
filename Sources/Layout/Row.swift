/// One cell of a row: a symbol and its coefficient.
@usableFromInline
struct Cell {
    @usableFromInline var symbol: Symbol
    @usableFromInline var coefficient: Double

    @inlinable init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// kiwi's tolerance for treating a coefficient or constant as zero.
@inlinable func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A sorted array (not a dictionary) gives a stable visiting order and cheap merges.
@usableFromInline
struct Row {
    @usableFromInline var constant: Double
    @usableFromInline var cells: [Cell]

    @inlinable init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted (negated minus one) when absent.
    @inlinable func search(_ symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { buf in
            var lo = 0, hi = buf.count
            while lo < hi {
                let mid = (lo + hi) &>> 1
                let s = buf[mid].symbol
                if s < symbol { lo = mid + 1 } else if s > symbol { hi = mid } else { return mid }
            }
            return -lo - 1
        }
    }

    @inlinable func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    @inlinable func contains(_ symbol: Symbol) -> Bool { search(symbol) >= 0 }

    /// kiwi's `Row::insert(symbol, coefficient)`: add, dropping the cell when it becomes near zero.
    /// Returns true when a new cell was created.
    @inlinable @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        if i >= 0 {
            let sum = cells[i].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
            return false
        }
        let value = 0.0 + coefficient
        if nearZero(value) { return false }
        cells.insert(Cell(symbol, value), at: -i - 1)
        return true
    }

    @inlinable mutating func remove(_ symbol: Symbol) {
        let i = search(symbol)
        if i >= 0 { cells.remove(at: i) }
    }

    @inlinable mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buf in
            for i in buf.indices { buf[i].coefficient = -buf[i].coefficient }
        }
    }

    /// kiwi's `Row::solveFor(symbol)`: make `symbol` the basic variable of the row.
    @inlinable mutating func solveFor(_ symbol: Symbol) {
        let i = search(symbol)
        let coeff = -1.0 / cells[i].coefficient
        cells.remove(at: i)
        constant *= coeff
        cells.withUnsafeMutableBufferPointer { buf in
            for j in buf.indices { buf[j].coefficient *= coeff }
        }
    }

    /// kiwi's `Row::solveFor(lhs, rhs)`: the row of `lhs` becomes the row of `rhs`.
    @inlinable mutating func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1.0)
        solveFor(rhs)
    }
}
