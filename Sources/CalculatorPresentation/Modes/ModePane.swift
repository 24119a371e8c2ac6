import AccessibleTree
import UnitDatabase
import WindowInterface

/// The pane of a mode, one case per mode, each holding its pane's state (as a destination enum of
/// swift-composable-architecture holds a feature's state per case). A new mode is a folder of its own
/// under `Modes/` (its pane, keypad, table, scene and accessible tree) and a case here (with its
/// `modePane`) and in `PaneSnapshot` (docs/ARCHITECTURE.md, "How to add a mode").
enum ModePane {
    case calculator(CalculatorPane)
    case programmer(ProgrammerPane)
    case converter(ConverterPane)
    case sheet(SheetPane)

    /// A new pane of `mode` for `shared.window`, not yet shown.
    static func make(_ mode: Mode, _ shared: inout SharedState, dependencies: Dependencies) -> ModePane {
        var pane: ModePane =
            switch mode {
            case .calculator: .calculator(CalculatorPane(shared))
            case .programmer: .programmer(ProgrammerPane(shared))
            case .converter:
                .converter(
                    ConverterPane(shared, units: dependencies.converterUnits, loadCatalogue: dependencies.loadCatalogue))
            case .sheet:
                .sheet(
                    SheetPane(
                        shared, opening: dependencies.openSheet(), files: dependencies.sheetFiles,
                        measure: dependencies.measure))
            }
        pane.modify { $0.layOut(&shared, rescaled: false) }
        return pane
    }

    /// The panes of modes other than `shown` that hold something remembered before they first show (the
    /// converter's pair of units), so that it is remembered again meanwhile.
    static func restored(besides shown: Mode, _ shared: inout SharedState, dependencies: Dependencies) -> [ModePane] {
        guard shown != .converter, dependencies.converterUnits != nil else { return [] }
        return [make(.converter, &shared, dependencies: dependencies)]
    }

    /// What the panes are given from outside: how the unit database is read (the installed package's,
    /// once; the tests give another) and what was remembered of them.
    struct Dependencies: Sendable {
        var loadCatalogue: @Sendable () -> Result<UnitCatalogue, UnitError>
        /// The converter's last pair of units, from the remembered state.
        var converterUnits: (from: String, to: String)?
        /// The sheet's file read, the first time the sheet shows.
        var openSheet: @Sendable () -> SheetOpening = { (UntitledSheet.name, [], nil) }
        /// The sheets' folder, for the list of sheets.
        var sheetFiles = SheetFiles.none
        /// How wide the window draws text: the sheet places its characters, caret and clicks by it.
        var measure: any TextMeasuring = FixedAdvance()
    }

    /// The pane, to read.
    var pane: any Pane {
        switch self {
        case .calculator(let pane): pane
        case .programmer(let pane): pane
        case .converter(let pane): pane
        case .sheet(let pane): pane
        }
    }

    /// Runs `body` on the pane and keeps what it changed (the case of the pane it leaves).
    mutating func modify<Result>(_ body: (inout any Pane) -> Result) -> Result {
        var changed = pane
        defer { self = changed.modePane }
        return body(&changed)
    }
}

extension CalculatorPane { var modePane: ModePane { .calculator(self) } }
extension ProgrammerPane { var modePane: ModePane { .programmer(self) } }
extension ConverterPane { var modePane: ModePane { .converter(self) } }
extension SheetPane { var modePane: ModePane { .sheet(self) } }

/// What a screen reader finds in a mode, as a value the session hands out with an answer and the tree
/// is made of after the frame: one case per mode, as `ModePane`.
enum PaneSnapshot: Equatable, Sendable {
    case calculator(KeypadAccessibility.Snapshot)
    case programmer(ProgrammerAccessibility.Snapshot)
    case converter(ConverterAccessibility.Snapshot)
    case sheet(SheetAccessibility.Snapshot)

    /// The tree's parts after `previous` (the parts sent before, nil for none), for the parts of the scene
    /// marked in `changes`; a mode whose tree is small makes it whole every time.
    func parts(updating previous: AccessibleParts?, changes: SceneChanges, windowSize: Size) -> AccessibleParts {
        switch self {
        case .calculator(let snapshot): snapshot.parts(updating: previous, changes: changes, windowSize: windowSize)
        case .programmer(let snapshot): ProgrammerAccessibility.parts(snapshot, windowSize: windowSize)
        case .converter(let snapshot): snapshot.parts(windowSize: windowSize)
        case .sheet(let snapshot): snapshot.parts(windowSize: windowSize)
        }
    }
}
