import CalculatorController
import CalculatorModel
import WindowInterface

/// What a key on the keyboard asks for in the programmer mode: a programmer key, the one memory
/// (Ctrl+L, Ctrl+P, Ctrl+M, Ctrl+R as in the calculator), a move along the bit field or a flip of
/// the bit there, or a window command (copy, paste, the modes, …, as in every mode).
enum ProgrammerCommand: Hashable, Sendable {
    case key(ProgrammerKey)
    case memory(OperationID)
    /// Move the bit field's cursor by this many bits (Left +1, Right −1, Up +16, Down −16: toward
    /// the higher bits on the left and above, as they are drawn).
    case moveBit(Int)
    /// Flip the bit under the cursor (Space).
    case toggleBit
    case window(KeyCommand)
}

/// The programmer mode's keyboard: its table's chords (`Mode.programmerRow`), the memory's and the
/// bit field's keys, then the window's commands.
enum ProgrammerKeyboard {
    /// The programmer keys by chord; the first key of a chord wins.
    private static let table: [KeyChord: ProgrammerCommand] = {
        var table: [KeyChord: ProgrammerCommand] = [:]
        for (key, chords) in Mode.programmerBindings {
            for chord in chords where table[chord] == nil { table[chord] = .key(key) }
        }
        for memory in [OperationID.memoryClear, .memoryAdd, .memorySubtract, .memoryRecall] {
            for chord in Mode.calculator.row(.operation(memory)).chords where chord.control { table[chord] = .memory(memory) }
        }
        table[.keysym(.left)] = .moveBit(1)
        table[.keysym(.right)] = .moveBit(-1)
        table[.keysym(.up)] = .moveBit(16)
        table[.keysym(.down)] = .moveBit(-16)
        table[.keysym(.space)] = .toggleBit
        table[.typed(" ")] = .toggleBit
        for binding in KeyboardMap.windowCommands where table[binding.chord] == nil {
            table[binding.chord] = .window(binding.command)
        }
        return table
    }()

    /// The command for a key press, looked up as `KeyboardMap.command` looks up the calculator's.
    static func command(keysym: Keysym, text: String, control: Bool, shift: Bool) -> ProgrammerCommand? {
        KeyChord.lookup(in: table, keysym: keysym, text: text, control: control, shift: shift)
    }
}
