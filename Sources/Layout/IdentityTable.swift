/// A map from object identity to symbol: open addressing with linear probing and a multiplicative
/// hash of the address (the standard dictionary hashes `ObjectIdentifier` with SipHash, which was a
/// visible share of building a solver). Deletion shifts entries back, so no tombstones.
struct IdentityTable {
    private var keys: [UInt] = []
    private var values: [Symbol] = []
    private var shift = 64
    private(set) var count = 0

    @inline(__always)
    private func slot(_ key: UInt) -> Int {
        // Fibonacci hashing: the top bits of key × 2^64/φ.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    @inline(__always)
    static func key(_ object: AnyObject) -> UInt { UInt(bitPattern: ObjectIdentifier(object)) }

    subscript(object: AnyObject) -> Symbol? {
        let key = Self.key(object)
        if keys.isEmpty { return nil }
        return keys.withUnsafeBufferPointer { k in
            let mask = k.count - 1
            var i = slot(key)
            while true {
                let found = k[i]
                if found == key { return values[i] }
                if found == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }

    /// Adds `object` (which must not be in the table yet).
    mutating func insert(_ object: AnyObject, _ value: Symbol) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let key = Self.key(object)
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != 0 { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    mutating func remove(_ object: AnyObject) {
        let key = Self.key(object)
        if keys.isEmpty { return }
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i + 1) & mask
        }
        // Backward-shift deletion: move later entries of the probe run into the hole.
        var j = i
        while true {
            j = (j + 1) & mask
            if keys[j] == 0 { break }
            let home = slot(keys[j])
            // Move keys[j] to i when its home is not cyclically in (i, j].
            let between = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if !between {
                keys[i] = keys[j]
                values[i] = values[j]
                i = j
            }
        }
        keys[i] = 0
        count -= 1
    }

    /// Replaces every value by `transform(value)` (keys stay where they are).
    mutating func updateValues(_ transform: (Symbol) -> Symbol) {
        for i in keys.indices where keys[i] != 0 { values[i] = transform(values[i]) }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = Swift.max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        let mask = capacity - 1
        for (n, key) in oldKeys.enumerated() where key != 0 {
            var i = slot(key)
            while keys[i] != 0 { i = (i + 1) & mask }
            keys[i] = key
            values[i] = oldValues[n]
        }
    }
}

/// The solver's constraints and their tags: a dense array plus an `IdentityTable` of indices
/// (cheaper than a `Dictionary`, which hashes every identity with SipHash). Iterates like a
/// dictionary, in no particular order.
struct ConstraintMap: Sequence {
    typealias Element = (key: Constraint, value: Solver.Tag)
    private var index = IdentityTable()
    private var entries: [Element] = []

    var count: Int { entries.count }

    subscript(constraint: Constraint) -> Solver.Tag? {
        get {
            guard let i = index[constraint] else { return nil }
            return entries[Int(i)].value
        }
        set {
            if let i = index[constraint] {
                if let tag = newValue { entries[Int(i)].value = tag } else { _ = removeValue(forKey: constraint) }
            } else if let tag = newValue {
                index.insert(constraint, Symbol(entries.count))
                entries.append((constraint, tag))
            }
        }
    }

    /// Removes `constraint` (the last entry moves into its place).
    mutating func removeValue(forKey constraint: Constraint) -> Solver.Tag? {
        guard let i = index[constraint].map(Int.init) else { return nil }
        let tag = entries[i].value
        index.remove(constraint)
        let last = entries.removeLast()
        if i < entries.count {
            entries[i] = last
            index.remove(last.key)
            index.insert(last.key, Symbol(i))
        }
        return tag
    }

    /// Changes every tag in place.
    mutating func updateTags(_ body: (inout Solver.Tag) -> Void) {
        for i in entries.indices { body(&entries[i].value) }
    }

    func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }
}
