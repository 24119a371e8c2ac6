import UnitDatabase

/// The European Central Bank's euro foreign exchange reference rates of one day, read from the daily
/// feed's XML: how many of each currency one euro buys (`USD 1.0921`), as the decimals written.
///
/// The feed is a fixed document of about 1.5 kB, so it is read by a strict reader of the XML it is made
/// of, not a general XML library: elements with quoted attributes, the declaration, comments and the five
/// predefined entities; a document type (and with it any entity of its own), CDATA, a tag left open, a
/// name closed that was not opened, a second root, or more than 16 levels are refused as not the feed.
/// Then the rates: one `Cube` with a `time`, within it `Cube`s with a `currency` (three capital letters,
/// each once) and a `rate` (a positive decimal); at least `minimumCurrencies` of them, the US dollar among.
public struct ReferenceRates: Sendable, Equatable {
    /// The day of the rates.
    public let date: RatesDate
    /// Each currency's code and how many of it one euro buys, as written (`1.0921`), in the feed's order.
    public let rates: [(code: String, rate: String)]

    /// Fewer currencies than this is not the feed (it has about 30).
    public static let minimumCurrencies = 20
    /// The deepest nesting read (the feed's is 3).
    static let maximumDepth = 16
    /// The longest rate read (the feed's are 6 significant digits).
    static let maximumRateLength = 24

    public static func == (a: ReferenceRates, b: ReferenceRates) -> Bool {
        a.date == b.date && a.rates.elementsEqual(b.rates) { $0.code == $1.code && $0.rate == $1.rate }
    }

    /// The rates a feed's bytes hold, or why they are not the feed (one line).
    public init(xml bytes: [UInt8], today: RatesDate = .today) throws(RatesFeedProblem) {
        // The whole document first: a feed that is not well-formed XML is refused as that, whatever it holds.
        var parser = XMLScanner(bytes)
        var events: [XMLScanner.Event] = []
        while let event = try parser.next() { events.append(event) }
        var date: RatesDate?
        var rates: [(String, String)] = []
        var codes: Set<String> = []
        var timeDepth: Int?
        for event in events {
            switch event {
            case .open(let name, let attributes, let depth):
                guard Self.localName(name) == "Cube" else { continue }
                if let time = attributes["time"] {
                    guard date == nil else { throw .init("more than one day of rates") }
                    guard let day = RatesDate(iso: time) else { throw .init("the date '\(Self.shown(time))' is not a date") }
                    guard day.daysSinceEpoch <= today.daysSinceEpoch + 1 else { throw .init("the date \(day) is in the future") }
                    date = day
                    timeDepth = depth
                } else if let code = attributes["currency"] {
                    guard let timeDepth, depth == timeDepth + 1 else { throw .init("a rate outside the day's rates") }
                    guard Self.isCode(code) else { throw .init("'\(Self.shown(code))' is not a currency code") }
                    guard let rate = attributes["rate"], Self.isPositiveDecimal(rate) else {
                        throw .init("the rate of \(code) is not a positive decimal")
                    }
                    guard codes.insert(code).inserted else { throw .init("\(code) has two rates") }
                    rates.append((code, rate))
                }
            case .close(let name, let depth):
                if Self.localName(name) == "Cube", depth == timeDepth { timeDepth = -1 }
            }
        }
        guard let date else { throw .init("no date of rates") }
        guard rates.count >= Self.minimumCurrencies else {
            throw .init("\(rates.count) currencies, fewer than \(Self.minimumCurrencies)")
        }
        guard codes.contains("USD") else { throw .init("no rate of the US dollar") }
        guard !codes.contains("EUR") else { throw .init("a rate of the euro to itself") }
        self.date = date
        self.rates = rates
    }

    /// The name without its namespace prefix (`gesmes:Envelope` → `Envelope`).
    static func localName(_ name: String) -> Substring { name.split(separator: ":").last ?? Substring(name) }

    /// Three capital letters A to Z.
    static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// Digits, perhaps a point and more digits, not all zeros, not too long: a rate as the feed writes it.
    static func isPositiveDecimal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumRateLength, bytes.first != UInt8(ascii: "."),
            bytes.last != UInt8(ascii: "."), bytes.filter({ $0 == UInt8(ascii: ".") }).count <= 1,
            bytes.allSatisfy({ $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return false }
        return bytes.contains { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
    }

    /// A feed's text as a message quotes it: at most 20 characters, printable.
    static func shown(_ text: String) -> String {
        let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        return printable.count > 20 ? printable.prefix(20) + "…" : printable
    }
}

/// Why a feed's bytes are not the rates: one line.
public struct RatesFeedProblem: Error, Equatable, Sendable {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The strict reader of the feed's XML (`ReferenceRates`): element events in order, every byte checked.
struct XMLScanner {
    /// An element opened (with its attributes and its depth, the root's 1) or closed.
    enum Event {
        case open(name: String, attributes: [String: String], depth: Int)
        case close(name: String, depth: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var open: [String] = []
    private var rootSeen = false
    /// An element written `<… />`: its close comes as the next event.
    private var pendingClose: (String, Int)?
    /// Where the document begins: after a UTF-8 byte order mark, if there is one.
    private let start: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
    }

    /// The next event; nil at the end of a whole document.
    mutating func next() throws(RatesFeedProblem) -> Event? {
        if let (name, depth) = pendingClose {
            pendingClose = nil
            return .close(name: name, depth: depth)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                try text()
                continue
            }
            if starts(with: "<?") {
                guard index == start else {
                    throw .init("a processing instruction inside the document")
                }
                try skip(past: "?>")
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<!") {
                throw .init("a document type or CDATA, which the feed has not")
            } else if starts(with: "</") {
                index += 2
                let name = try self.name()
                skipBlanks()
                try expect(">")
                guard open.last == name else { throw .init("'\(ReferenceRates.shown(name))' closed but not open") }
                open.removeLast()
                return .close(name: name, depth: open.count + 1)
            } else {
                index += 1
                let name = try self.name()
                guard !(open.isEmpty && rootSeen) else { throw .init("a second root element") }
                var attributes: [String: String] = [:]
                while true {
                    let hadBlank = skipBlanks()
                    guard index < bytes.count else { throw .init("the document ends inside a tag") }
                    if bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: ">") { break }
                    guard hadBlank else { throw .init("no space between attributes") }
                    let attribute = try self.name()
                    skipBlanks()
                    try expect("=")
                    skipBlanks()
                    let value = try quoted()
                    guard attributes.updateValue(value, forKey: attribute) == nil else {
                        throw .init("the attribute '\(ReferenceRates.shown(attribute))' twice")
                    }
                }
                rootSeen = true
                let depth = open.count + 1
                guard depth <= ReferenceRates.maximumDepth else { throw .init("nested too deep") }
                if starts(with: "/>") {
                    index += 2
                    pendingClose = (name, depth)
                } else {
                    try expect(">")
                    open.append(name)
                }
                return .open(name: name, attributes: attributes, depth: depth)
            }
        }
        guard rootSeen else { throw .init("no XML document") }
        guard open.isEmpty else { throw .init("the document ends with '\(ReferenceRates.shown(open.last!))' open") }
        return nil
    }

    /// Text between tags: only blanks outside the root; inside, anything but `<`, with `&` only as an entity.
    private mutating func text() throws(RatesFeedProblem) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if open.isEmpty, !Self.isBlank(byte) { throw .init("text outside the document's element") }
            if byte == UInt8(ascii: "&") { try entity() } else { index += 1 }
        }
    }

    /// One of XML's five entities, or a character reference.
    private mutating func entity() throws(RatesFeedProblem) {
        for name in ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"] where starts(with: name) {
            index += name.utf8.count
            return
        }
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "#") {
            end += 1
            let start = end
            while end < bytes.count, end - start < 8, Self.isNameByte(bytes[end]) { end += 1 }
            if end > start, end < bytes.count, bytes[end] == UInt8(ascii: ";") {
                index = end + 1
                return
            }
        }
        throw .init("an entity the feed does not use")
    }

    /// A quoted attribute value (`'USD'`, `"1.0921"`), its entities checked and kept as written.
    private mutating func quoted() throws(RatesFeedProblem) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") else {
            throw .init("an attribute without quotes")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            guard bytes[index] != UInt8(ascii: "<") else { throw .init("'<' in an attribute") }
            if bytes[index] == UInt8(ascii: "&") { try entity() } else { index += 1 }
        }
        guard index < bytes.count else { throw .init("the document ends inside an attribute") }
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An element or attribute name: a letter, `_` or `:` first, then those, digits, `-` and `.`.
    private mutating func name() throws(RatesFeedProblem) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]), bytes[start] != UInt8(ascii: "-"),
            index - start <= 64
        else { throw .init("a tag without a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let start = index
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return index > start
    }

    private func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private mutating func expect(_ text: String) throws(RatesFeedProblem) {
        guard index < bytes.count, starts(with: text) else { throw .init("a malformed tag") }
        index += text.utf8.count
    }

    /// Past the next `end` (of a declaration or a comment), refused when there is none.
    private mutating func skip(past end: String) throws(RatesFeedProblem) {
        let pattern = Array(end.utf8)
        var at = index + 2
        while at + pattern.count <= bytes.count {
            if bytes[at] == pattern[0], bytes[at..<(at + pattern.count)].elementsEqual(pattern) {
                index = at + pattern.count
                return
            }
            at += 1
        }
        throw .init("the document ends inside a comment or declaration")
    }
}
