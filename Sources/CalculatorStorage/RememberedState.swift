import CalculatorModel

/// What the calculator remembers across restarts besides the tape: `state` in the state directory,
/// `name = value` lines. Read tolerantly: unknown names and bad values are skipped, so a file from
/// another version still gives what it can.
public struct RememberedState: Equatable, Sendable {
    public var alwaysOnTop = false
    public var angleUnit = AngleUnit.degrees
    /// The memory's value, exactly; nil when cleared.
    public var memory: Number?
    /// The mode the window showed last, by its stored name (`calculator`, `programmer`, `converter`):
    /// storage sees no presentation, so the name is checked there (an unknown one opens the calculator).
    /// Files written before modes existed have no line and open the calculator.
    public var mode = "calculator"
    /// The converter's last pair of units, as the database reads them (`mile`, `km`); nil until the
    /// converter was used. Written as the versioned lines `converter-from.1` and `converter-to.1`, so a
    /// later format can take new names and older files still load.
    public var converterUnits: (from: String, to: String)?
    /// The sheet open last (its name, `Budget` for `Budget.calc`), which the sheet mode opens next;
    /// nil when none is (files written before a new sheet's name followed the language kept none for
    /// `Untitled`: `SheetSaving.openedName`). Kept by the store, which knows which sheet it saves.
    public var sheet: String?

    public init(
        alwaysOnTop: Bool = false, angleUnit: AngleUnit = .degrees, converterUnits: (from: String, to: String)? = nil,
        memory: Number? = nil, mode: String = "calculator"
    ) {
        self.alwaysOnTop = alwaysOnTop
        self.angleUnit = angleUnit
        self.memory = memory
        self.mode = mode
        self.converterUnits = converterUnits
    }

    public static func == (a: RememberedState, b: RememberedState) -> Bool {
        a.alwaysOnTop == b.alwaysOnTop && a.angleUnit == b.angleUnit && a.memory == b.memory && a.mode == b.mode
            && a.converterUnits?.from == b.converterUnits?.from && a.converterUnits?.to == b.converterUnits?.to
            && a.sheet == b.sheet
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "always-on-top = \(alwaysOnTop)",
            "angle-unit = \(angleUnit == .radians ? "radians" : "degrees")",
        ]
        if let memory, !memory.isNaN { lines.append("memory = \(NumberFormat.exact(memory))") }
        if mode != "calculator" { lines.append("mode = \(mode)") }
        if let converterUnits, Self.isStorable(converterUnits.from), Self.isStorable(converterUnits.to) {
            lines.append("converter-from.1 = \(converterUnits.from)")
            lines.append("converter-to.1 = \(converterUnits.to)")
        }
        if let sheet, Self.isStorable(sheet), SheetDirectory.isName(sheet) { lines.append("sheet = \(sheet)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the file's text: whatever parses, defaults for the rest.
    public init(text: String) {
        self.init()
        var from: String?, to: String?
        defer {
            if let from, let to { converterUnits = (from, to) }
        }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingSpaces, value = parts[1].trimmingSpaces
            switch name {
            case "always-on-top": alwaysOnTop = value == "true" ? true : value == "false" ? false : alwaysOnTop
            case "angle-unit": angleUnit = value == "radians" ? .radians : value == "degrees" ? .degrees : angleUnit
            case "memory":
                if HistoryEntry.isPlainNumber(value), let number = Number(value), !number.isNaN { memory = number }
            case "mode" where value.allSatisfy({ $0.isLetter }): mode = String(value)
            case "converter-from.1": if Self.isStorable(value) { from = String(value) }
            case "converter-to.1": if Self.isStorable(value) { to = String(value) }
            case "sheet": if Self.isStorable(value), SheetDirectory.isName(String(value)) { sheet = String(value) }
            default: continue
            }
        }
    }
}

extension RememberedState {
    /// Whether a unit expression can be a line's value: one line, no blanks around it, not empty, not too long.
    static func isStorable(_ unit: some StringProtocol) -> Bool {
        !unit.isEmpty && unit.count <= 200 && !unit.contains(where: \.isNewline)
            && ![" ", "\t"].contains(unit.first) && ![" ", "\t"].contains(unit.last)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
