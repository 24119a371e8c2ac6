/// A value with its unit pasted into the converter (`3 ft`, `-40 °C`, `1,5 km` under de_DE): the text before
/// the unit, which pastes as a calculation, and the unit, from the first letter or degree sign that is not a
/// number's exponent (`1e3 m`) to the end. The unit is one unit or unit expression (`ft`, `mi/hr`, `m^2`): a
/// number after a space inside it (`5 ft 10 in`) is no unit the converter can take.
struct PastedMeasurement: Equatable {
    /// The value's text (`3`, `-40`, `1,5`).
    let value: String
    /// The unit's text (`ft`, `°C`, `km`).
    let unit: String

    /// The signs a unit may start with besides letters.
    static let unitSigns: Set<Character> = ["°", "℃", "℉", "Δ", "µ", "Ω", "Å"]

    /// `text` split into its value and unit; nil when it has no unit or no value, or a number inside its unit.
    init?(_ text: String) {
        let characters = Array(text)
        func isNumber(_ index: Int) -> Bool {
            characters.indices.contains(index) && characters[index].isASCII && characters[index].isNumber
        }
        guard
            let start = characters.indices.first(where: { index in
                let character = characters[index]
                guard character.isLetter || Self.unitSigns.contains(character) else { return false }
                // `1e3`, `2E-5`: the exponent of a number, not a unit.
                let exponent =
                    (character == "e" || character == "E") && isNumber(index - 1)
                    && (isNumber(index + 1)
                        || ("+-".contains(characters.dropFirst(index + 1).first ?? " ") && isNumber(index + 2)))
                return !exponent
            })
        else { return nil }
        let value = String(characters[..<start]).trimmingCharacters(in: " \t")
        let unit = String(characters[start...]).trimmingCharacters(in: " \t")
        let words = unit.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !value.isEmpty, !unit.isEmpty, !words.contains(where: { $0.first?.isNumber == true }) else { return nil }
        self.value = value
        self.unit = unit
    }
}
