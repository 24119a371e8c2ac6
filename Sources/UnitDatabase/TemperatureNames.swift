/// The names the calculator gives temperatures and temperature differences (issue 43): a temperature is a
/// reading on a scale (`100 °F` is 37.7… °C), a difference a step on it (`9 Δ°F` is 5 K). GNU units' file
/// reads `°F` and `°C` as differences; a calculator's users read them as temperatures, as GNOME and
/// Qalculate do. A temperature name counts where it names a whole unit of a conversion (the unit
/// converted to, the word after a value, the picker's rows); inside a compound unit (`J/°C`, `W/m K`) the
/// database's reading stands, a difference, as it must there.
public enum TemperatureNames {
    /// The names of temperatures, each with the database's scale it reads as.
    static let temperatures: [String: String] = [
        "°C": "tempC", "℃": "tempC", "celsius": "tempC", "Celsius": "tempC",
        "°F": "tempF", "℉": "tempF", "fahrenheit": "tempF", "Fahrenheit": "tempF",
        "K": "tempK", "kelvin": "tempK", "Kelvin": "tempK", "°K": "tempK",
        "°R": "tempR", "rankine": "tempR", "Rankine": "tempR",
    ]

    /// The scales the database defines as plain units because they count from absolute zero (`tempK K`,
    /// `tempR degrankine`): temperatures here, whose readings below zero are refused as the database's
    /// other scales refuse theirs (`domain=[-273.15,)`).
    static let absoluteScales: Set<String> = ["tempK", "tempR", "temprankine"]

    /// The names of differences, each with the symbol of the scale it steps (`degF`: `°F`). The `Δ` names
    /// are the calculator's own; the others the database's.
    public static let differences: [String: String] = [
        "degC": "°C", "degcelsius": "°C", "Δ°C": "°C",
        "degF": "°F", "degfahrenheit": "°F", "Δ°F": "°F",
        "degK": "K", "ΔK": "K",
        "degR": "°R", "degrankine": "°R", "Δ°R": "°R",
    ]

    /// The database's unit a difference name reads as, for the calculator's own `Δ` names (`Δ°F`: `degF`).
    static let differenceUnits: [String: String] = ["Δ°C": "degC", "Δ°F": "degF", "ΔK": "degK", "Δ°R": "degR"]

    /// The scale a temperature name reads as (`°F`: `tempF`), or the name itself.
    static func scale(_ name: String) -> String { temperatures[name] ?? name }
}
