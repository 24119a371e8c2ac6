/// The names a calculator's users mean otherwise than GNU units' file does (a unit means what people mean
/// by it): `h` is the hour (`km/h`), as the converter's own rows write it, not Planck's constant; `rad` the
/// radian, as the angle row writes it, not the radiation dose. Only what a person types reads so: the
/// file's own definitions keep the file's meanings (`hbar` is still `h / 2 pi`), and Planck's constant is
/// `ℎ` (U+210E, its symbol).
enum EverydayNames {
    /// Each everyday name with the database's name it reads as.
    static let units: [String: String] = [
        "h": "hour", "rad": "radian", "BTU": "btu", "Btu": "btu", "kn": "knot", "ℎ": "h",
    ]
}
