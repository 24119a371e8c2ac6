import Testing
import TestSupport
@testable import CalculatorPresentation

struct SizeClassTests {
    @Test(arguments: [
        (SizeClass.compact, 320.0, 560.0, SizeClass.compact),
        (.compact, 900, 420, .wide),
        (.compact, 650, 500, .wide),   // 1.3 × 500 and wide enough
        (.compact, 640, 500, .compact),   // just under 1.3 ×
        (.compact, 550, 300, .compact),   // the shape is wide but ten columns do not fit
        (.wide, 630, 500, .wide),   // between 1.2 and 1.3: stays
        (.wide, 590, 500, .compact),   // under 1.2 ×
        (.wide, 510, 300, .compact),   // too narrow
        (.wide, 3840, 2160, .wide),
    ])
    func hysteresis(from: SizeClass, width: Double, height: Double, to: SizeClass) {
        #expect(from.next(width: width, height: height) == to)
    }

    @Test func widthThresholdsScaleWithDPI() {
        #expect(SizeClass.compact.next(width: 700, height: 500, scale: 1) == .wide)
        #expect(SizeClass.compact.next(width: 700, height: 500, scale: 2) == .compact)
    }

    /// Walking the width up and down across the boundary switches exactly twice.
    @Test func noFlickerWhileDragging() {
        var current = SizeClass.compact
        var switches = 0
        for width in Array(stride(from: 500.0, through: 800, by: 1)) + Array(stride(from: 800.0, through: 500, by: -1)) {
            let next = current.next(width: width, height: 500)
            if next != current { switches += 1 }
            current = next
        }
        #expect(switches == 2)
    }
}
