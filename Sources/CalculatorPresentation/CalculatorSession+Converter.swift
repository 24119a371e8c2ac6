import CalculatorController
import CalculatorModel
import UnitDatabase
import WindowInterface

/// The converter mode in the session, kept apart from the calculator's handlers: switching to it (which
/// reads the unit database the first time), its keys, clicks and wheel, its picker, its copy and its scene.
extension CalculatorSession {
    /// The installed package's database, with the user's rates, and its search index: read when the converter
    /// first opens, and again after an update of the rates.
    public static let systemCatalogue: @Sendable () -> Result<UnitCatalogue, UnitError> = {
        UnitDatabase.readSystem().map { UnitCatalogue($0, locale: .current) }
    }

    /// Readies the converter before it shows: reads the unit database the first time it opens, and
    /// takes the default pair when none is remembered. The value on the display stays: it is the
    /// converter's "from" value, and the calculator's again after.
    func openConverter() {
        if catalogue == nil { catalogue = loadCatalogue() }
        if converter == nil, case .success(let catalogue) = catalogue {
            converter = ConverterPanel.defaultPair(locale: catalogue.locale)
        }
        if converter == nil { converter = ConverterPanel.defaultPair(locale: .current) }
        controller.turnSecondOff()
    }

    /// Puts the keypad of `next` in place when it differs from `old`'s: the converter has its own
    /// keypad; the calculator's serves the calculator (the programmer mode has its own layout).
    func placeKeypad(from old: Mode, to next: Mode) {
        guard (old == .converter) != (next == .converter) else { return }
        layout = KeypadLayout(mode: next == .converter ? .converter : .calculator, scale: scale)
        resize(windowSize)
    }

    /// What the converter shows now; nil outside the converter.
    var converterShown: ConverterShown? {
        guard let converter, let catalogue else { return nil }
        var shown = ConverterShown(
            state: controller.state, panel: converter, catalogue: catalogue, exactForms: exactPreference.tapeForms,
            feetAndInches: exactPreference.feetAndInches, allDigits: money.allDigits(of: controller.state))
        if money.isUpdating, shown.panel.picker == nil {
            (shown.exactLine, shown.exactReading) = (RatesWords.updating, RatesWords.updating)
        }
        return shown
    }

    /// A key in the converter: the open picker takes typing, Up, Down, Page keys, Home, End, Return and
    /// Escape; otherwise `f` opens the "from" unit's picker, `t` the "to" unit's, and `s` swaps. True
    /// when the key was the converter's (other keys are the calculator's).
    func converterKey(_ stroke: KeyStroke) -> Bool {
        guard !stroke.control else { return false }
        if converter?.picker != nil { return pickerKey(stroke) }
        if stroke.keysym == .escape, cancelRatesUpdate() { return true }
        switch stroke.text {
        case "f": openPicker(.from)
        case "t": openPicker(.to)
        case "s": swapUnits()
        default: return false
        }
        return true
    }

    /// A key while the picker is open: every key is the picker's (typing filters, as in dmenu).
    private func pickerKey(_ stroke: KeyStroke) -> Bool {
        guard var picker = converter?.picker, case .success(let catalogue) = catalogue else {
            converter?.picker = nil
            reply.looksChanged = true
            return true
        }
        let capacity = pickerCapacity
        let page = max(1, capacity - 1)
        let current = converter![picker.side]
        switch stroke.keysym {
        case .escape: closePicker()
        case .return, .keypadEnter: choosePickerItem(picker.selection)
        case .up, .keypadUp: picker.move(-1, capacity: capacity)
        case .down, .keypadDown, .tab: picker.move(1, capacity: capacity)
        case .pageUp, .keypadPageUp: picker.move(-page, capacity: capacity)
        case .pageDown, .keypadPageDown: picker.move(page, capacity: capacity)
        case .home, .keypadHome: picker.move(-picker.items.count, capacity: capacity)
        case .end, .keypadEnd: picker.move(picker.items.count, capacity: capacity)
        case .backSpace: picker.type(nil, catalogue: catalogue, current: current)
        default:
            guard !stroke.text.isEmpty, stroke.text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
                return true
            }
            if !picker.type(stroke.text, catalogue: catalogue, current: current) { refuse(.unitQueryTooLong) }
        }
        if converter?.picker != nil, [Keysym.escape, .return, .keypadEnter].allSatisfy({ $0 != stroke.keysym }) {
            if converter?.picker != picker { reply.looksChanged = true }
            converter?.picker = picker
        }
        return true
    }

    /// The rows the picker shows at the window's size now.
    var pickerCapacity: Int { UnitPicker.capacity(in: KeypadScene.keypadArea(layout.frames), scale: layout.frames.scale) }

    /// Opens the picker for `side`'s unit (a click on it, `f`, `t`); nothing without a database.
    func openPicker(_ side: ConverterPanel.Side) {
        guard let converter, case .success(let catalogue) = catalogue else { return }
        closeHistory()
        var picker = UnitPicker(side: side, catalogue: catalogue, current: converter[side])
        picker.move(0, capacity: pickerCapacity)
        self.converter?.picker = picker
        reply.looksChanged = true
    }

    /// Closes the picker, the units as they were.
    func closePicker() {
        guard converter?.picker != nil else { return }
        converter?.picker = nil
        reply.looksChanged = true
    }

    /// Chooses the picker's item at `index` for its side (another dimension changes the category), closes
    /// the picker and remembers the pair.
    func choosePickerItem(_ index: Int) {
        guard let picker = converter?.picker, picker.items.indices.contains(index) else { return }
        if picker.items[index].action == .updateRates { return startRatesUpdate() }
        converter?.choose(picker.items[index].unit, for: picker.side)
        converter?.picker = nil
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// A value with its unit pasted into the converter (`3 ft`): the value as a pasted calculation, the unit
    /// as the "from" unit (the "to" unit stays: a unit it cannot take is said, as a choice in the picker is).
    /// False, and nothing done, when the unit is no unit of a quantity (`2 pi` pastes as a calculation).
    func pasteMeasurement(_ measurement: PastedMeasurement) -> Bool {
        guard case .success(let catalogue) = catalogue, let unit = catalogue.choice(named: measurement.unit),
            let dimension = (try? catalogue.database.unit(unit.expression))?.dimension, !dimension.isNone
        else { return false }
        guard let outcome = controller.paste(measurement.value) else {
            refusePastedCalculation()
            return true
        }
        take(outcome)
        if converter?.from != unit {
            converter?.choose(unit, for: .from)
            reply.looksChanged = true
            reply.rememberedChanged = true
        }
        return true
    }

    /// The swap key: the units change places, and the value shown becomes the one converted (exactly), so
    /// the two lines change places too.
    func swapUnits() {
        guard var panel = converter else { return }
        if case .success(let catalogue) = catalogue, !controller.state.isError,
            case .success(let converted) = panel.converted(controller.state.value, in: catalogue.database),
            let entry = HistoryEntry(expressionLine: "", value: converted)
        {
            take(controller.recall(entry))
        }
        panel.swap()
        panel.picker = nil
        converter = panel
        reply.looksChanged = true
        reply.rememberedChanged = true
    }

    /// A click on a converter control: a unit opens its picker, swap swaps, a picker row chooses.
    func converterClick(_ control: Control) {
        switch control {
        case .converterUnit(let side): openPicker(side)
        case .converterSwap: swapUnits()
        case .unitRow(let index): choosePickerItem(index)
        default: break
        }
    }

    /// The wheel or a drag over the open picker scrolls its list: `steps` as the history panel takes them,
    /// positive towards the top (the wheel up, a drag down), which the list counts from its top. False
    /// without a picker (the open history panel then scrolls).
    func scrollPicker(_ steps: Int) -> Bool {
        guard var picker = converter?.picker else { return false }
        defer { converter?.picker = picker }
        if picker.scroll(-steps, capacity: pickerCapacity) { reply.looksChanged = true }
        return true
    }

    /// Ctrl+C copies the "to" value as the locale writes it, ungrouped, which pastes back into the
    /// calculator; Ctrl+Shift+C (`withUnit`) the same followed by the unit's symbol (`1.609344 km`), for
    /// a document. Nothing when there is no value to copy.
    func copyConverted(withUnit: Bool) {
        guard let shown = converterShown, shown.message == nil, !shown.toPlain.isEmpty else { return }
        let value = controller.numberLocale.format(shown.toPlain, grouping: false)
        reply.effects.append(.copy(withUnit ? value + " " + shown.panel.to.symbol : value))
    }

    /// The converter's scene: the "from" line in the expression line's place, the "to" line as the
    /// number, the category as the status, and the converter's keypad or its open picker.
    func converterScene(_ shown: ConverterShown) -> Scene<Control> {
        ConverterScene.scene(
            controller.state, shown: shown, in: layout.frames, theme: theme, palette: palette,
            undo: controller.undoAvailability, notice: notice?.text, history: history, tape: controller.history,
            exactForms: exactPreference.tapeForms)
    }
}
