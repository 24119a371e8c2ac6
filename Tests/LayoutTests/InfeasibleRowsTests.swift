import Testing
import TestSupport
@testable import Layout

struct InfeasibleRowsTests {
    @Test func popsHighestSymbolFirst() {
        var rows = InfeasibleRows()
        for s: Symbol in [5, 1, 9, 3, 9, 7] { rows.push(s) }
        var order: [Symbol] = []
        while let s = rows.popMax() { order.append(s) }
        #expect(order == [9, 9, 7, 5, 3, 1])
    }
}
