import Testing
import TestSupport
@testable import CalculatorPresentation

struct SizeClassTests {
    @Test(arguments: [
        (SizeClass.compact, 320.0, 560.0, SizeClass.compact),
        (.compact, 900, 420, .wide),
        // At 500 px the display keeps 110 (issue 47), so the compact keys are 62 px tall: the scientific
        // panel's keys are 0.8 of that from 601 px, and under 0.75 of it below 565 px.
        (.compact, 605, 500, .wide),
        (.compact, 595, 500, .compact),
        (.compact, 550, 300, .compact),   // the shape is wide but ten columns do not fit
        (.wide, 570, 500, .wide),   // between 0.75 and 0.8: stays
        (.wide, 560, 500, .compact),
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
