import CalculatorModel
import Sheet

/// A stand-in for the calculator: sums of whole numbers and names (`a + 2`), so that the document's rules
/// are tested apart from the reader's. It counts the lines it calculates.
final class AdditionCalculator: SheetCalculating {
    private(set) var evaluated: [String] = []

    func names(in expression: String) -> [String] {
        let words = expression.split(separator: "+").map { String($0.filter { !$0.isWhitespace }) }
        // As the reader, which reads a function's word (`sin`) as the function, never as a name.
        return words.filter { $0.first?.isLetter == true && $0 != "sin" }
    }

    func refusal(ofName name: String) -> SheetProblem? {
        name == "sin" ? .reservedName(name, meaning: "a word of the calculator") : nil
    }

    func evaluate(_ expression: String, names: [String: Real]) -> Result<SheetValue, SheetProblem> {
        evaluated.append(expression)
        var total = Real.zero
        for term in expression.split(separator: "+", omittingEmptySubsequences: false) {
            let word = term.filter { !$0.isWhitespace }
            if let number = Int(word) {
                total = total + Real(Number(number))
            } else if let value = names[word] {
                total = total + value
            } else {
                return .failure(.calculation(position: nil, reason: "cannot read '\(word)'"))
            }
        }
        return .success(SheetValue(value: total, text: NumberFormat.string(total, digits: 16, grouping: false)))
    }
}
