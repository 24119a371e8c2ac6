/// AT-SPI's reference to an object anywhere on the bus: the connection's name and the object's path.
struct ObjectReference: Hashable {
    var busName: String
    var path: String

    /// The reference AT-SPI uses for "none".
    static let null = ObjectReference(busName: "", path: "/org/a11y/atspi/null")
}
