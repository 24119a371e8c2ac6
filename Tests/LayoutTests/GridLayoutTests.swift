import Testing
import TestSupport
@testable import Layout

/// The calculator keypad: a display above a 5 × 4 grid whose `0` spans two columns.
struct Keypad {
    static let margin = 12.0, spacing = 12.0
    var system: LayoutSystem
    let display: LayoutItem
    let keys: [LayoutItem]
    let zero: LayoutItem
    let grid: GridLayout

    init(width: Double, height: Double) throws {
        system = LayoutSystem(width: width, height: height)
        let content = system.addItem("content")
        let area = system.addItem("keys")
        display = system.addItem("display")
        grid = GridLayout(rows: 5, columns: 4, spacing: Self.spacing)
        let stack = StackLayout(spacing: Self.spacing)
        var cs = content.constraints(inside: system.window, margins: Margins(all: Self.margin), priority: Strength(999_000))
        cs += stack.constraints(stacking: [display, area], in: content)
        cs.append(display.height.constraint(equalTo: content.height, multiplier: 2.0 / 7.0, priority: .medium))
        cs += grid.constraints(filling: area)
        var keys: [LayoutItem] = []
        var zero: LayoutItem? = nil
        for row in 0..<5 {
            var column = 0
            while column < 4 {
                let key = system.addItem("key\(row)_\(column)")
                let span = row == 4 && column == 0 ? 2 : 1
                cs += grid.place(key, row: row, column: column, columnSpan: span, in: area)
                if span == 2 { zero = key }
                keys.append(key)
                column += span
            }
        }
        try system.activate(cs)
        self.keys = keys
        self.zero = zero!
    }
}

struct GridLayoutTests {
    static let sizes: [(Double, Double)] = [
        (0, 0), (1, 1), (40, 60), (60, 84), (100, 100), (320, 480),
        (360, 560), (1000, 500), (3840, 2160),
    ]

    @Test(arguments: sizes)
    func keypadAtEverySize(width: Double, height: Double) throws {
        var keypad = try Keypad(width: 360, height: 560)
        keypad.system.resize(width: width, height: height)   // resizing = suggest + update
        let window = keypad.system.frame(of: keypad.system.window)
        #expect(approx(window.width, width) && approx(window.height, height))
        let frames = keypad.keys.map { keypad.system.frame(of: $0) }
        #expect(frames.count == 19)
        for (i, a) in frames.enumerated() {
            #expect(a.width >= -1e-9 && a.height >= -1e-9, "negative size \(a)")
            #expect(window.contains(a, tolerance: 1e-6), "\(a) outside \(window)")
            for b in frames[(i + 1)...] { #expect(!a.overlaps(b, tolerance: 1e-6), "\(a) overlaps \(b)") }
        }
        let one = frames[0]
        let zero = keypad.system.frame(of: keypad.zero)
        let gap = keypad.system.solver.value(of: keypad.grid.columnSpacing)
        for (key, f) in zip(keypad.keys, frames) where key != keypad.zero {
            #expect(approx(f.width, one.width) && approx(f.height, one.height))
        }
        #expect(approx(zero.width, 2 * one.width + gap) && approx(zero.height, one.height))
        let display = keypad.system.frame(of: keypad.display)
        #expect(display.maxY <= frames[0].y + 1e-6)
        // Spacing is exact while there is room: 2 margins + 3 gaps across, 2 + 1 + 4 down.
        if width >= 5 * Keypad.spacing {
            #expect(approx(frames[1].x - frames[0].maxX, Keypad.spacing))
            #expect(approx(frames[0].x, Keypad.margin))
            #expect(approx(frames[3].maxX, width - Keypad.margin))
        }
        if height >= 7 * Keypad.spacing {
            #expect(approx(frames[4].y - frames[0].maxY, Keypad.spacing))
            #expect(approx(frames[18].maxY, height - Keypad.margin))
        }
    }

    @Test func resizingBackAndForthIsStable() throws {
        var keypad = try Keypad(width: 360, height: 560)
        let first = keypad.keys.map { keypad.system.frame(of: $0) }
        for (w, h) in Self.sizes { keypad.system.resize(width: w, height: h) }
        keypad.system.resize(width: 360, height: 560)
        let again = keypad.keys.map { keypad.system.frame(of: $0) }
        for (a, b) in zip(first, again) {
            #expect(approx(a.x, b.x) && approx(a.y, b.y) && approx(a.width, b.width) && approx(a.height, b.height))
        }
        #expect(approx(first[0].width, (360 - 24 - 36) / 4))
    }

    /// Spacing as a share of the cell height grows and shrinks with the cells.
    @Test(arguments: [(200.0, 100.0), (400.0, 300.0), (1000.0, 50.0)])
    func proportionalSpacingFollowsTheCells(width: Double, height: Double) throws {
        var system = LayoutSystem(width: width, height: height)
        let area = system.addItem("area")
        let grid = GridLayout(rows: 2, columns: 3, spacing: 12, spacingRatio: 0.25)
        try system.activate(area.constraints(inside: system.window) + grid.constraints(filling: area))
        let cellHeight = system.solver.value(of: grid.cellHeight)
        #expect(approx(cellHeight * 2 + cellHeight * 0.25, height))
        #expect(approx(system.solver.value(of: grid.rowSpacing), cellHeight * 0.25))
        #expect(approx(system.solver.value(of: grid.columnSpacing), cellHeight * 0.25))
        #expect(approx(system.solver.value(of: grid.cellWidth) * 3 + cellHeight * 0.5, width))
    }
}
