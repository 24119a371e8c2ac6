/// An X keysym: the number X gives a key's symbol (X Window System Protocol, appendix A), which
/// names keys on every keyboard layout. The view reports it; the keyboard map compares it as a value.
public struct Keysym: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The keysym of a Latin-1 character, which is its code point (`c` is 0x63).
    public init(latin1 character: Unicode.Scalar) {
        precondition(character.value <= 0xFF, "not a Latin-1 keysym")
        rawValue = character.value
    }

    public static let backSpace = Keysym(rawValue: 0xFF08)
    public static let tab = Keysym(rawValue: 0xFF09)
    public static let `return` = Keysym(rawValue: 0xFF0D)
    public static let escape = Keysym(rawValue: 0xFF1B)
    public static let up = Keysym(rawValue: 0xFF52)
    /// The arrows sideways: Shift with them scrolls a result's digits.
    public static let left = Keysym(rawValue: 0xFF51)
    public static let right = Keysym(rawValue: 0xFF53)
    public static let keypadLeft = Keysym(rawValue: 0xFF96)
    public static let keypadRight = Keysym(rawValue: 0xFF98)
    public static let down = Keysym(rawValue: 0xFF54)
    public static let insert = Keysym(rawValue: 0xFF63)
    public static let delete = Keysym(rawValue: 0xFFFF)
    public static let keypadEnter = Keysym(rawValue: 0xFF8D)
    public static let keypadUp = Keysym(rawValue: 0xFF97)
    public static let keypadDown = Keysym(rawValue: 0xFF99)
    /// Page Up (`Prior`), Page Down (`Next`), Home and End, and their keypad twins: they move
    /// through the open history panel.
    public static let home = Keysym(rawValue: 0xFF50)
    public static let pageUp = Keysym(rawValue: 0xFF55)
    public static let pageDown = Keysym(rawValue: 0xFF56)
    public static let end = Keysym(rawValue: 0xFF57)
    public static let keypadHome = Keysym(rawValue: 0xFF95)
    public static let keypadPageUp = Keysym(rawValue: 0xFF9A)
    public static let keypadPageDown = Keysym(rawValue: 0xFF9B)
    public static let keypadEnd = Keysym(rawValue: 0xFF9C)
    public static let keypadInsert = Keysym(rawValue: 0xFF9E)
    public static let keypadDelete = Keysym(rawValue: 0xFF9F)
    public static let keypadMultiply = Keysym(rawValue: 0xFFAA)
    public static let keypadAdd = Keysym(rawValue: 0xFFAB)
    public static let keypadSeparator = Keysym(rawValue: 0xFFAC)
    public static let keypadSubtract = Keysym(rawValue: 0xFFAD)
    public static let keypadDecimal = Keysym(rawValue: 0xFFAE)
    public static let keypadDivide = Keysym(rawValue: 0xFFAF)
    public static let keypadEqual = Keysym(rawValue: 0xFFBD)
    public static let f3 = Keysym(rawValue: 0xFFC0)
    public static let f4 = Keysym(rawValue: 0xFFC1)
    public static let f9 = Keysym(rawValue: 0xFFC6)
    /// The function keys Windows' programmer mode uses for the word sizes (F2, F12) and the bases (F5–F8).
    public static let f2 = Keysym(rawValue: 0xFFBF)
    public static let f5 = Keysym(rawValue: 0xFFC2)
    public static let f6 = Keysym(rawValue: 0xFFC3)
    public static let f7 = Keysym(rawValue: 0xFFC4)
    public static let f8 = Keysym(rawValue: 0xFFC5)
    public static let f12 = Keysym(rawValue: 0xFFC9)
    public static let f1 = Keysym(rawValue: 0xFFBE)
    // Left and Right (above), with Up and Down, move along the programmer mode's bit field; Space flips a bit.
    public static let space = Keysym(rawValue: 0x20)

    /// The keypad's digit keys, `KP_0` to `KP_9` (consecutive).
    public static func keypad(_ digit: Int) -> Keysym {
        precondition((0...9).contains(digit))
        return Keysym(rawValue: 0xFFB0 + UInt32(digit))
    }

    /// The keysym's name as X writes it (`Return`, `KP_Add`, `F9`, `c`), for help texts.
    public var name: String {
        switch self {
        case .backSpace: "BackSpace"
        case .tab: "Tab"
        case .return: "Return"
        case .escape: "Escape"
        case .up: "Up"
        case .down: "Down"
        case .keypadUp: "KP_Up"
        case .keypadDown: "KP_Down"
        case .left: "Left"
        case .right: "Right"
        case .keypadLeft: "KP_Left"
        case .keypadRight: "KP_Right"
        case .home: "Home"
        case .pageUp: "Prior"
        case .pageDown: "Next"
        case .end: "End"
        case .keypadHome: "KP_Home"
        case .keypadPageUp: "KP_Prior"
        case .keypadPageDown: "KP_Next"
        case .keypadEnd: "KP_End"
        case .insert: "Insert"
        case .delete: "Delete"
        case .keypadEnter: "KP_Enter"
        case .keypadInsert: "KP_Insert"
        case .keypadDelete: "KP_Delete"
        case .keypadMultiply: "KP_Multiply"
        case .keypadAdd: "KP_Add"
        case .keypadSeparator: "KP_Separator"
        case .keypadSubtract: "KP_Subtract"
        case .keypadDecimal: "KP_Decimal"
        case .keypadDivide: "KP_Divide"
        case .keypadEqual: "KP_Equal"
        case .f1: "F1"
        case .f3: "F3"
        case .f4: "F4"
        case .f9: "F9"
        case .f2: "F2"
        case .f5: "F5"
        case .f6: "F6"
        case .f7: "F7"
        case .f8: "F8"
        case .f12: "F12"
        case .space: "space"
        default:
            if (0xFFB0...0xFFB9).contains(rawValue) {
                "KP_\(rawValue - 0xFFB0)"
            } else if rawValue <= 0xFF, let scalar = Unicode.Scalar(rawValue) {
                String(Character(scalar))
            } else {
                "0x" + String(rawValue, radix: 16)
            }
        }
    }

    /// The lower-case letter for an upper-case Latin letter, so Control bindings ignore case.
    public var lowercased: Keysym {
        (0x41...0x5A).contains(rawValue) ? Keysym(rawValue: rawValue + 0x20) : self
    }
}
