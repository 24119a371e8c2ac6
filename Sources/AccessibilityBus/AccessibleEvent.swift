/// One signal that tells screen readers something changed (AT-SPI's `org.a11y.atspi.Event.Object`
/// or `.Window`), as a plain value: chosen by `AccessibleIndex.events(to:)` without a bus, sent by the
/// server as `(detail, detail1, detail2, any_data, properties)`, as libatspi reads it.
struct AccessibleEvent: Hashable {
    /// The signal's `any_data` variant.
    enum Value: Hashable {
        case text(String)
        case integer(Int32)
        /// One of our objects, by path; sent as an `(so)` reference with our bus name.
        case object(path: String)
    }

    /// The object the signal is about.
    var path: String
    var interface: String = ATSPI.objectEvents
    var member: String
    var detail: String
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    var value: Value
}
