import CalculatorModel

/// What the calculator remembers across restarts besides the tape: `state` in the state directory,
/// `name = value` lines. Read tolerantly: unknown names and bad values are skipped, so a file from
/// another version still gives what it can.
public struct RememberedState: Equatable, Sendable {
    public var alwaysOnTop = false
    public var angleUnit = AngleUnit.degrees
    /// The memory's value, exactly; nil when cleared.
    public var memory: Number?
    /// The mode the window showed last, by its stored name (`calculator`, `programmer`): storage sees
    /// no presentation, so the name is checked there (an unknown one opens the calculator). Files
    /// written before modes existed have no line and open the calculator.
    public var mode = "calculator"

    public init(alwaysOnTop: Bool = false, angleUnit: AngleUnit = .degrees, memory: Number? = nil, mode: String = "calculator") {
        self.alwaysOnTop = alwaysOnTop
        self.angleUnit = angleUnit
        self.memory = memory
        self.mode = mode
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "always-on-top = \(alwaysOnTop)",
            "angle-unit = \(angleUnit == .radians ? "radians" : "degrees")",
        ]
        if let memory, !memory.isNaN { lines.append("memory = \(NumberFormat.exact(memory))") }
        if mode != "calculator" { lines.append("mode = \(mode)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the file's text: whatever parses, defaults for the rest.
    public init(text: String) {
        self.init()
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
            default: continue
            }
        }
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
