import CalculatorController
import CalculatorModel
import Layout
import UnitDatabase
import WindowInterface

/// The converter mode: its keypad (the calculator's keys, the two units and swap), the pair of units
/// and the picker open on one (`ConverterPanel`), and the unit database, read the first time the mode
/// shows (never at start). The "from" value is the shared controller's, so every key works as in the
/// calculator; the "to" value is converted from its exact `Real`.
struct ConverterPane: Pane {
    var mode: Mode { .converter }
    private(set) var layout: KeypadLayout
    /// The units and the picker (the remembered pair, else the default one once the database is read).
    var panel: ConverterPanel?
    /// The unit database and its index; nil until the mode first shows, read again after an update of the rates.
    var catalogue: Result<UnitCatalogue, UnitError>?
    /// Reads the unit database: the installed package's with the user's rates; the tests give another.
    let loadCatalogue: @Sendable () -> Result<UnitCatalogue, UnitError>
    /// The converter's money: an update of the rates under way, and the sum shown with all its digits.
    var money = MoneyState()

    /// The installed package's database, with the user's rates, and its search index: read when the converter
    /// first opens, and again after an update of the rates.
    static let systemCatalogue: @Sendable () -> Result<UnitCatalogue, UnitError> = {
        UnitDatabase.readSystem().map { UnitCatalogue($0, locale: .current) }
    }

    /// A converter of the `units` remembered (nil: the default pair, when it first shows).
    init(
        _ shared: SharedState, units: (from: String, to: String)? = nil,
        loadCatalogue: @escaping @Sendable () -> Result<UnitCatalogue, UnitError>
    ) {
        layout = KeypadLayout(mode: .converter, scale: shared.window.scale)
        panel = units.map { ConverterPanel(from: .named($0.from), to: .named($0.to)) }
        self.loadCatalogue = loadCatalogue
    }

    mutating func layOut(_ shared: inout SharedState, rescaled: Bool) {
        if rescaled { layout = KeypadLayout(mode: .converter, scale: shared.window.scale) }
        CalculatorPane.layOut(&layout, shared)
    }

    /// Readies the converter before it shows: reads the unit database the first time, and takes the
    /// default pair when none is remembered. The value on the display stays: it is the converter's "from"
    /// value, and the calculator's again after.
    mutating func appear(_ shared: inout SharedState) {
        if catalogue == nil { catalogue = loadCatalogue() }
        if panel == nil, case .success(let catalogue) = catalogue {
            panel = ConverterPanel.defaultPair(locale: catalogue.locale)
        }
        if panel == nil { panel = ConverterPanel.defaultPair(locale: .current) }
        shared.controller.turnSecondOff()
        CalculatorPane.beginLines(in: "converter", shared)
    }

    /// What the converter shows now; while the rates are updated, the line under the number says so.
    func shown(_ shared: SharedState) -> ConverterShown? {
        guard let panel, let catalogue else { return nil }
        var shown = ConverterShown(
            state: shared.controller.state, panel: panel, catalogue: catalogue,
            exactForms: shared.exactPreference.tapeForms, feetAndInches: shared.exactPreference.feetAndInches,
            allDigits: money.allDigits(of: shared.controller.state))
        if money.isUpdating, panel.picker == nil {
            (shown.exactLine, shown.exactReading) = (RatesWords.updating, RatesWords.updating)
        }
        return shown
    }

    /// The open picker takes typing, Up, Down, Page keys, Home, End, Return and Escape.
    mutating func takeKey(_ stroke: KeyStroke, _ shared: inout SharedState) -> Bool {
        guard !stroke.control, panel?.picker != nil else { return false }
        pickerKey(stroke, &shared)
        return true
    }

    /// `f` opens the "from" unit's picker, `t` the "to" unit's, `s` swaps, and Escape stops an update of
    /// the rates; the calculator's keys on the keypad work as in the calculator, S⇔D and the digit scroll
    /// show a sum of money with all its digits or its currency's decimals.
    mutating func key(_ stroke: KeyStroke, _ shared: inout SharedState) -> KeyCommand? {
        switch ConverterKeys.table.command(for: stroke) {
        case .pick(let side)?:
            openPicker(side, &shared)
            return nil
        case .swap?:
            swapUnits(&shared)
            return nil
        case .cancelUpdate?:
            if cancelRatesUpdate(&shared) { return nil }
        case nil: break
        }
        let command = KeyboardMap.command(keysym: stroke.keysym, text: stroke.text, control: stroke.control, shift: stroke.shift)
        switch command {
        case .key(let key) where Mode.converter.keys.contains(key):
            shared.isAwaitingPaste = false
            press(key, &shared)
            shared.flash(Keypad.flash(for: key))
        case .scrollDigits(let pages): scrollMoneyDigits(by: pages, &shared)
        case .scrollDigitsToEdge(let forward), .scrollDigitsPage(let forward): scrollMoneyDigits(by: forward ? 1 : -1, &shared)
        case .swapExactForm: swapMoneyDigits(&shared)
        case .key, .copyAllDigits, nil: break
        default: return command
        }
        return nil
    }

    /// Presses `key`; `=` also puts the conversion on the tape.
    private mutating func press(_ key: Key, _ shared: inout SharedState) {
        if shared.handleTapeEditUndo(key) { return }
        let outcome = shared.controller.press(key)
        shared.take(outcome)
        if key == .operation(.equals) { putConversionOnTape(after: outcome, &shared) }
    }

    /// A key while the picker is open: every key is the picker's (`PickerKeys`; typing filters, as in dmenu).
    private mutating func pickerKey(_ stroke: KeyStroke, _ shared: inout SharedState) {
        guard let panel, var picker = panel.picker, case .success(let catalogue) = catalogue else {
            self.panel?.picker = nil
            shared.reply.looksChanged = true
            return
        }
        let capacity = pickerCapacity
        let page = max(1, capacity - 1)
        let current = panel[picker.side]
        switch PickerKeys.table.command(for: stroke) {
        case .close: return closePicker(&shared)
        case .choose: return choosePickerItem(picker.selection, &shared)
        case .move(let rows): picker.move(rows, capacity: capacity)
        case .page(let pages): picker.move(pages * page, capacity: capacity)
        case .first: picker.move(-picker.items.count, capacity: capacity)
        case .last: picker.move(picker.items.count, capacity: capacity)
        case .erase: picker.type(nil, catalogue: catalogue, current: current)
        case nil:
            guard TypedText.isTyped(stroke.text) else { return }
            if !picker.type(stroke.text, catalogue: catalogue, current: current) { shared.refuse(.unitQueryTooLong) }
        }
        if panel.picker != picker { shared.reply.looksChanged = true }
        self.panel?.picker = picker
    }

    /// The rows the picker shows at the window's size now.
    private var pickerCapacity: Int { UnitPicker.capacity(in: keypadArea, scale: layout.frames.scale) }

    /// Opens the picker for `side`'s unit (a click on it, `f`, `t`); nothing without a database.
    private mutating func openPicker(_ side: ConverterPanel.Side, _ shared: inout SharedState) {
        guard let panel, case .success(let catalogue) = catalogue else { return }
        shared.closeHistory()
        var picker = UnitPicker(side: side, catalogue: catalogue, current: panel[side])
        picker.move(0, capacity: pickerCapacity)
        self.panel?.picker = picker
        shared.reply.looksChanged = true
    }

    /// Closes the picker, the units as they were.
    private mutating func closePicker(_ shared: inout SharedState) {
        guard panel?.picker != nil else { return }
        panel?.picker = nil
        shared.reply.looksChanged = true
    }

    mutating func yieldKeypadArea(_ shared: inout SharedState) { closePicker(&shared) }

    /// Chooses the picker's item at `index` for its side (another dimension changes the category), closes
    /// the picker and remembers the pair.
    private mutating func choosePickerItem(_ index: Int, _ shared: inout SharedState) {
        guard let picker = panel?.picker, picker.items.indices.contains(index) else { return }
        if picker.items[index].action == .updateRates { return startRatesUpdate(&shared) }
        panel?.choose(picker.items[index].unit, for: picker.side)
        panel?.picker = nil
        shared.reply.looksChanged = true
        shared.reply.rememberedChanged = true
    }

    /// A value with its unit pasted (`3 ft`): the value as a pasted calculation, the unit as the "from"
    /// unit (the "to" unit stays: a unit it cannot take is said, as a choice in the picker is). Anything
    /// else as the calculator takes it, but a value with a unit the converter does not know, which is told so.
    mutating func paste(_ text: String, _ shared: inout SharedState) {
        let measurement = PastedMeasurement(text)
        if let measurement, pasteMeasurement(measurement, &shared) { return }
        guard let outcome = shared.controller.paste(text) else {
            if let measurement { return shared.refuse(.unknownUnit(UnitError.shown(measurement.unit))) }
            return shared.refusePastedCalculation()
        }
        shared.reply.isNewValue = true
        shared.take(outcome)
    }

    /// False, and nothing done, when the unit is no unit of a quantity (`2 pi` pastes as a calculation).
    private mutating func pasteMeasurement(_ measurement: PastedMeasurement, _ shared: inout SharedState) -> Bool {
        guard case .success(let catalogue) = catalogue, let unit = catalogue.choice(named: measurement.unit),
            let dimension = (try? catalogue.database.unit(unit.expression))?.dimension, !dimension.isNone
        else { return false }
        guard let outcome = shared.controller.paste(measurement.value) else {
            shared.refusePastedCalculation()
            return true
        }
        shared.take(outcome)
        if panel?.from != unit {
            panel?.choose(unit, for: .from)
            shared.reply.looksChanged = true
            shared.reply.rememberedChanged = true
        }
        return true
    }

    /// The swap key: the units change places, and the value shown becomes the one converted (exactly), so
    /// the two lines change places too.
    private mutating func swapUnits(_ shared: inout SharedState) {
        guard var panel else { return }
        let state = shared.controller.state
        if case .success(let catalogue) = catalogue, !state.isError,
            case .success(let converted) = panel.converted(state.value, in: catalogue.database),
            let entry = HistoryEntry(expressionLine: "", value: converted)
        {
            shared.take(shared.controller.recall(entry))
        }
        panel.swap()
        panel.picker = nil
        self.panel = panel
        shared.reply.looksChanged = true
        shared.reply.rememberedChanged = true
    }

    /// A key of the keypad, a unit (opens its picker), swap, or a picker's row (chooses it).
    mutating func click(_ control: Control, _ shared: inout SharedState) {
        switch control {
        case .key(let key): press(key, &shared)
        case .converterUnit(let side): openPicker(side, &shared)
        case .converterSwap: swapUnits(&shared)
        case .unitRow(let index): choosePickerItem(index, &shared)
        default: break
        }
    }

    mutating func swipe(_ shared: inout SharedState) { press(.backspace, &shared) }

    /// The wheel or a drag on the number: a sum of money shows all its digits, or its currency's decimals.
    mutating func scrollDigits(steps: Int?, digits: Int?, _ shared: inout SharedState) {
        scrollMoneyDigits(by: digits ?? steps ?? 0, &shared)
    }

    /// A click on the number: S⇔D for a sum of money.
    mutating func displayClick(_ shared: inout SharedState) { swapMoneyDigits(&shared) }

    /// The wheel or a drag over the open picker scrolls its list: `steps` as the history panel takes them,
    /// positive towards the top (the wheel up, a drag down), which the list counts from its top. False
    /// without a picker (the open history panel then scrolls).
    mutating func scroll(_ steps: Int, _ shared: inout SharedState) -> Bool {
        guard var picker = panel?.picker else { return false }
        if picker.scroll(-steps, capacity: pickerCapacity) { shared.reply.looksChanged = true }
        panel?.picker = picker
        return true
    }

    /// Ctrl+C copies the "to" value as the locale writes it, ungrouped, which pastes back into the
    /// calculator; Ctrl+Shift+C (`plain`) the same followed by the unit's symbol (`1.609344 km`), for a
    /// document. Nothing when there is no value to copy.
    func copyText(plain: Bool, _ shared: SharedState) -> String? {
        guard let shown = shown(shared), shown.message == nil, !shown.toPlain.isEmpty else { return nil }
        let value = shared.controller.numberLocale.format(shown.toPlain, grouping: false)
        return plain ? value + " " + shown.panel.to.symbol : value
    }

    var keypadArea: Rect { KeypadScene.keypadArea(layout.frames) }

    /// The "from" line in the expression line's place, the "to" line as the number, the category as the
    /// status, and the converter's keypad or its open picker; the calculator's display on this keypad
    /// before the mode first shows (never drawn: the session shows a pane once it appeared).
    mutating func scene(_ shared: SharedState) -> Scene<Control> {
        guard let shown = shown(shared) else {
            return KeypadScene.scene(shared.controller.state, in: layout.frames, theme: shared.theme, palette: shared.palette)
        }
        return ConverterScene.scene(
            shared.controller.state, shown: shown, in: layout.frames, theme: shared.theme, palette: shared.palette,
            undo: shared.controller.undoAvailability, notice: shared.notice?.text, history: shared.history,
            tape: shared.controller.history, exactForms: shared.exactPreference.tapeForms)
    }

    func snapshot(_ shared: SharedState) -> PaneSnapshot {
        guard let shown = shown(shared) else {
            return .calculator(
                KeypadAccessibility.Snapshot(
                    state: shared.controller.state, frames: layout.frames, history: shared.history,
                    tape: shared.controller.history))
        }
        return .converter(
            ConverterAccessibility.Snapshot(
                state: shared.controller.state, shown: shown, frames: layout.frames,
                notice: shared.notice?.text, noticeCount: shared.noticeCount, undo: shared.undoAvailability,
                history: shared.history, tape: shared.controller.history, exactForms: shared.exactPreference.tapeForms))
    }

    func remember(into settings: inout RememberedSettings) {
        settings.converterUnits = panel.map { [$0.from.expression, $0.to.expression] }
    }
}
