/// The rows the dual simplex must repair, taken highest symbol id first.
///
/// kiwi pushes every negative row (ascending) onto a stack after each substitution and pops from the
/// back, so it always repairs the highest-id infeasible row next; a max-heap gives that same order
/// while only pushing the rows a pivot touched.
struct InfeasibleRows: Equatable {
    private(set) var heap: [Symbol] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func push(_ symbol: Symbol) {
        heap.append(symbol)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if heap[parent] >= heap[i] { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    mutating func popMax() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        heap[0] = last
        var i = 0
        let n = heap.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n && heap[l] > heap[m] { m = l }
            if r < n && heap[r] > heap[m] { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
        return top
    }

    /// Renames every entry through a monotonic `transform`, dropping those it maps to nil.
    mutating func remap(_ transform: (Symbol) -> Symbol?) {
        // Sorted descending is a valid max-heap; pops depend only on the entries, not their layout.
        heap = heap.compactMap(transform).sorted(by: >)
    }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }
}
