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

@usableFromInline
struct CellHeader {
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @inlinable init(count: Int, capacity: Int) {
        self.count = count
        self.capacity = capacity
    }
}

/// The cells of a row: a count, a capacity and the cells in one allocation (`Cell` is trivial, so
/// nothing needs deinitializing). Shared between copies of a row until one of them is mutated.
@usableFromInline
final class CellStorage: ManagedBuffer<CellHeader, Cell> {
    // Through the header pointer, not `header`: a class's stored property is checked for
    // exclusive access at run time on every use.
    @inlinable var count: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }
    @inlinable var storedCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    @inlinable static func make(capacity: Int) -> CellStorage {
        let buffer = CellStorage.create(minimumCapacity: capacity) { _ in CellHeader(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: CellStorage.self)
    }
}

/// A read-only view of a row's cells.
@usableFromInline
struct Cells: RandomAccessCollection {
    @usableFromInline let storage: CellStorage?

    @inlinable init(_ storage: CellStorage?) { self.storage = storage }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { storage?.count ?? 0 }

    @inlinable subscript(i: Int) -> Cell {
        precondition(i >= 0 && i < endIndex, "Cells: index out of range")
        return storage!.withUnsafeMutablePointerToElements { $0[i] }
    }
}

/// A tableau row `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id. (A row being
/// built, before it has a basic symbol, reads as the equation `constant + Σ coefficient·symbol = 0`.)
///
/// A sorted array (not a dictionary) gives a stable visiting order and cheap merges. The cells live
/// in a `CellStorage` the row manages itself (copy on write), so the merge loops work on raw
/// pointers with the count and capacity in reach, without `Array`'s per-operation overhead.
@usableFromInline
struct Row {
    @usableFromInline var constant: Double
    @usableFromInline var storage: CellStorage?

    @inlinable init(constant: Double = 0) {
        self.constant = constant
        self.storage = nil
    }

    init(constant: Double, cells: [Cell]) {
        self.constant = constant
        self.storage = nil
        if cells.isEmpty { return }
        let s = uniqueStorage(capacity: cells.count)
        s.withUnsafeMutablePointers { h, c in
            for (i, cell) in cells.enumerated() { c[i] = cell }
            h.pointee.count = cells.count
        }
    }

    @inlinable var cells: Cells { Cells(storage) }
    @inlinable var count: Int { storage?.count ?? 0 }
    @inlinable var isEmpty: Bool { count == 0 }

    /// Calls `body` with the cells (valid only inside `body`).
    @inlinable func withCells<R>(_ body: (UnsafeBufferPointer<Cell>) -> R) -> R {
        guard let s = storage else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return s.withUnsafeMutablePointers { h, c in body(UnsafeBufferPointer(start: c, count: h.pointee.count)) }
    }

    /// The storage, unshared and with room for `capacity` cells (the cells are kept).
    @inlinable mutating func uniqueStorage(capacity: Int) -> CellStorage {
        if isKnownUniquelyReferenced(&storage), let s = storage, s.storedCapacity >= capacity { return s }
        return reallocate(capacity)
    }

    @usableFromInline @inline(never)
    mutating func reallocate(_ minimum: Int) -> CellStorage {
        let old = storage
        let count = old?.count ?? 0
        let oldCapacity = old?.storedCapacity ?? 0
        let capacity = Swift.max(minimum, minimum > oldCapacity ? 2 * oldCapacity : oldCapacity, 32)
        let new = CellStorage.make(capacity: capacity)
        if let old, count > 0 {
            old.withUnsafeMutablePointerToElements { from in
                new.withUnsafeMutablePointerToElements { to in to.update(from: from, count: count) }
            }
        }
        new.count = count
        storage = new
        return new
    }

    @inlinable mutating func reserveCapacity(_ n: Int) { _ = uniqueStorage(capacity: n) }

    /// The index of `symbol`'s cell, or where it would be inserted (negated minus one) when absent.
    @inlinable func search(_ symbol: Symbol) -> Int {
        withCells { buf in
            var lo = 0, hi = buf.count
            while lo < hi {
                let mid = (lo + hi) &>> 1
                let s = buf[mid].symbol
                if s < symbol { lo = mid + 1 } else if s > symbol { hi = mid } else { return mid }
            }
            return -lo - 1
        }
    }

    /// The coefficient of `symbol`: 0 when the row has no cell for it (kiwi's `coefficientFor`).
    @inlinable func coefficient(for symbol: Symbol) -> Double {
        let i = search(symbol)
        return i >= 0 ? withCells { $0[i].coefficient } : 0
    }

    /// Whether the row has a cell for `symbol` (a cell is never near zero, so: a non-zero coefficient).
    @inlinable func contains(_ symbol: Symbol) -> Bool { search(symbol) >= 0 }

    /// Removes the cell at index `i`: its symbol's term `a·x` leaves the row (the constant stays).
    @inlinable mutating func remove(at i: Int) {
        let n = count
        precondition(i >= 0 && i < n, "Row: index out of range")
        let s = uniqueStorage(capacity: n)
        s.withUnsafeMutablePointers { h, c in
            (c + i).update(from: c + i + 1, count: n - i - 1)
            h.pointee.count = n - 1
        }
    }

    /// kiwi's `Row::insert(symbol, coefficient)`: the row gains the term `coefficient·symbol`, so an
    /// existing cell `a·symbol` becomes `(a + coefficient)·symbol`; a cell that becomes near zero is
    /// dropped, so no row ever holds a zero cell. Returns true when a new cell was created.
    @inlinable @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        let n = count
        if i >= 0 {
            let s = uniqueStorage(capacity: n)
            let sum = s.withUnsafeMutablePointerToElements { $0[i].coefficient } + coefficient
            if nearZero(sum) { remove(at: i) } else { s.withUnsafeMutablePointerToElements { $0[i].coefficient = sum } }
            return false
        }
        let value = 0.0 + coefficient
        if nearZero(value) { return false }
        let at = -i - 1
        let s = uniqueStorage(capacity: n + 1)
        s.withUnsafeMutablePointers { h, c in
            (c + at + 1).update(from: c + at, count: n - at)
            c[at] = Cell(symbol, value)
            h.pointee.count = n + 1
        }
        return true
    }

    /// kiwi's `Row::remove`: drops `symbol`'s term whatever its coefficient (nothing when absent).
    @inlinable mutating func remove(_ symbol: Symbol) {
        let i = search(symbol)
        if i >= 0 { remove(at: i) }
    }

    /// kiwi's `Row::reverseSign`: negates the constant and every coefficient, `c + Σ aᵢ·xᵢ` becoming
    /// `−c − Σ aᵢ·xᵢ` (the same equation `… = 0`, written so that its constant is not negative).
    @inlinable mutating func reverseSign() {
        constant = -constant
        let n = count
        if n == 0 { return }
        uniqueStorage(capacity: n).withUnsafeMutablePointerToElements { c in
            for i in 0..<n { c[i].coefficient = -c[i].coefficient }
        }
    }

    /// kiwi's `Row::solveFor(symbol)`: makes `symbol` the basic variable of the row. Read as the equation
    /// `a·x + b·y + c = 0`, solving for `x` leaves `x = −b/a·y − c/a`: the cell of `x` is removed and the
    /// constant and the other cells are multiplied by `−1/a`. `symbol` must be in the row.
    @inlinable mutating func solveFor(_ symbol: Symbol) {
        let i = search(symbol)
        precondition(i >= 0, "Row: solving for a symbol the row does not contain")
        let coeff = -1.0 / withCells { $0[i].coefficient }
        remove(at: i)
        constant *= coeff
        let n = count
        if n == 0 { return }
        uniqueStorage(capacity: n).withUnsafeMutablePointerToElements { c in
            for j in 0..<n { c[j].coefficient *= coeff }
        }
    }

    /// kiwi's `Row::solveFor(lhs, rhs)`: the row of `lhs` becomes the row of `rhs` (a pivot). The row
    /// `lhs = b·rhs + c` is first written `−lhs + b·rhs + c = 0` (insert `lhs` with −1), then solved
    /// for `rhs`: `rhs = lhs/b − c/b`. `lhs` must not be in the row, `rhs` must.
    @inlinable mutating func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1.0)
        solveFor(rhs)
    }
}
