import CalculatorModel
import Testing
import TestSupport
@testable import CalculatorController

/// `--history --format keys`: each line of the script, pressed in a fresh calculator, shows its line's result.
@Suite struct TapeKeysExportTests {
    /// A random tape of `count` lines made by pressing keys: new calculations, continuations with an
    /// operator, recalls of earlier lines, a function now and then, a paste now and then.
    static func randomTape(seed: UInt64, count: Int) -> [HistoryEntry] {
        var random = SplitMix64(seed: seed)
        let controller = CalculatorController(significantDigits: NumberFormat.wideDigits)
        let operators = ["+", "-", "*", "/"]
        func number() -> String {
            random.int(0...1) == 0 ? "\(random.int(1...99))" : "\(random.int(0...99)).\(random.int(1...9))"
        }
        while controller.history.entries.count < count {
            let kind = random.int(0...9)
            let entries = controller.history.entries
            var keys: String
            if kind < 3 || entries.isEmpty {
                keys = number()
            } else if kind < 5 {
                controller.recall(entries[random.int(0...(entries.count - 1))])
                keys = ""
            } else if kind == 5 {
                controller.paste("\(number())+\(number())=")
                continue
            } else {
                keys = ""   // continue from the result shown
            }
            for _ in 0...random.int(0...2) { keys += " " + operators[random.int(0...3)] + " " + number() }
            if random.int(0...5) == 0 { keys += " sqrt" }
            for key in try! KeySequence.keys(keys + " =") { controller.press(key) }
        }
        return controller.history.entries
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theScriptReproducesEveryResult(seed: UInt64) throws {
        let tape = Self.randomTape(seed: seed, count: 60)
        let script = TapeKeysExport.lines(tape)
        #expect(script.count == tape.count)
        #expect(tape.contains { $0.recipe?.source != nil } && tape.contains { $0.recipe?.keys == nil })
        for (line, keys) in zip(tape, script) {
            let state = try CalculatorController.run(keys: keys)
            #expect(HistoryEntry(expressionLine: "", value: state.value)?.result == line.result, "\(line.line): \(keys)")
        }
    }

    /// A number written in C form is typed back with `neg` and `EE`.
    @Test(arguments: [("16", "16 ="), ("-1.5", "1.5 neg ="), ("2e-30", "2 EE 30 neg ="), ("-3.5e40", "3.5 neg EE 40 =")])
    func numbersAreTyped(number: String, keys: String) throws {
        #expect(TapeKeysExport.typed(number) == keys)
        let state = try CalculatorController.run(keys: keys)
        #expect(HistoryEntry(expressionLine: "", value: state.value)?.result == number)
    }
}
