import CalculatorController
import CalculatorModel

/// A number of a history row being edited in the panel: which row and which of its typed numbers, and
/// what has been typed in its place. Typing while a row is chosen starts one (its first number); Tab
/// moves to the row's next number, Enter applies it (`TapeRecomputation`), Escape drops it.
struct HistoryRowEdit: Equatable, Sendable {
    /// The row's index in the tape.
    var row: Int
    /// The numbers its keys typed (`TapeEdit.numbers(in:)`), at least one.
    var numbers: [String]
    /// Which of them is edited, from 1, as `TapeEdit` counts.
    var number = 1
    /// What was typed in its place; empty until the first key, when the number shows as it was.
    var text = ""

    /// The most digits a number of a line holds: what a number typed holds (`TapeEdit.digitLimit`).
    static let digitLimit = TapeEdit.digitLimit

    /// The number edited as it was typed in the line.
    var original: String { numbers[number - 1] }

    /// The number shown in the row: what was typed, or the number as it was before any key.
    var shown: String { text.isEmpty ? original : text }

    /// The edit as `TapeRecomputation` applies it; nil for a row index past `Int`'s lines (never).
    var tapeEdit: TapeEdit? { TapeEdit(line: row + 1, number: number, value: shown) }

    /// Types `key` into the number: a digit, the point or backspace (from the number as it was when
    /// nothing was typed yet); true when it is one of these, whether or not it changed the number.
    mutating func type(_ key: Key) -> Bool {
        switch key {
        case .digit(let digit):
            guard text.count(where: \.isNumber) < Self.digitLimit else { return true }
            text = text == "0" ? String(digit) : text + String(digit)
        case .point:
            if text.isEmpty { text = "0." } else if !text.contains(".") { text += "." }
        case .backspace:
            let shortened = String(shown.dropLast())
            text = shortened.isEmpty ? "0" : shortened
        default:
            return false
        }
        return true
    }

    /// Tab: the row's next number (after the last, the first), with nothing typed.
    mutating func nextNumber() {
        number = number % numbers.count + 1
        text = ""
    }

    /// The row's text while it is edited: its expression with the number edited in brackets, in place
    /// (`[22.5] + 7.5 = …`), the result to come. The typed numbers are the expression's last numbers,
    /// after the value the line began from; when the number is not found there (a form the expression
    /// writes otherwise), the brackets go before the expression.
    func title(of entry: HistoryEntry, locale: NumberLocale) -> String {
        let expression = entry.expression
        let runs = Self.numberRuns(in: expression)
        let at = runs.count - numbers.count + number - 1
        let bracketed = "[" + shown + "]"
        let text: String
        if runs.indices.contains(at), Number(expression[runs[at]]) == Number(original) {
            text = expression[..<runs[at].lowerBound] + bracketed + expression[runs[at].upperBound...]
        } else {
            text = bracketed + " · " + expression
        }
        return locale.localizingPoint(text) + " = …"
    }

    /// The ranges of `text` that are runs of ASCII digits and points.
    static func numberRuns(in text: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var start: String.Index?
        for i in text.indices {
            let isPart = text[i] == "." || (text[i].isASCII && text[i].isNumber)
            if isPart, start == nil { start = i }
            if !isPart, let first = start {
                runs.append(first..<i)
                start = nil
            }
        }
        if let first = start { runs.append(first..<text.endIndex) }
        return runs
    }
}
