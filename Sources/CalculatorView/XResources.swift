import CX11
import Glibc
import Synchronization
import WindowInterface

/// The display's X resources (what `xrdb` loaded): the user's settings for the look, and `Xft.dpi`.
///
/// Looked up with Xlib's resource manager, as every X program does: the resource `name` of the
/// program `calculator` (class `Calculator`) is queried as `calculator.name` / `Calculator.Name`, so
/// `calculator.background`, `Calculator*background`, `calculator*Background` and `*background` all
/// match, with X's precedence (an instance name beats a class, a `.` beats a `*`).
public struct XResources: Sendable {
    private let database: Database
    private let colors: ColorParser

    /// Resources from RESOURCE_MANAGER text (`name: value` lines, `!` comments, `\` continued lines),
    /// without a display: colours are then parsed as `#rrggbb` or `#rgb` only.
    public init(parsing text: String) {
        database = Database(text)
        colors = ColorParser(display: nil)
    }

    /// Resources from `text` over the site defaults of the app-defaults file at `defaultsFile`
    /// (`text` wins where both set a resource), without a display.
    public init(parsing text: String, defaultsFile: String?) {
        database = Database(text, defaultsFile: defaultsFile)
        colors = ColorParser(display: nil)
    }

    /// The app-defaults file the package installs (a conffile): the site's defaults, below the user's.
    public static let appDefaultsFile = "/etc/X11/app-defaults/Calculator"

    /// The resources the display's RESOURCE_MANAGER property holds, over the site defaults of
    /// `appDefaultsFile` (as Xt programs such as xcalc read theirs); colours are parsed by the X
    /// server's colour database (`XParseColor`) while the display is open.
    init(display: OpaquePointer) {
        database = Database(XResourceManagerString(display).map { String(cString: $0) } ?? "", defaultsFile: Self.appDefaultsFile)
        colors = ColorParser(display: display)
    }

    /// The display is closing: colours are parsed without it from now on.
    func displayClosed() {
        colors.close()
    }

    /// The value of resource `name` (`background`) for the program `instance` of class `className`:
    /// the query `instance.name`, class `ClassName.Name`. Trailing blanks are dropped.
    public func value(_ name: String, instance: String = "calculator", className: String = "Calculator") -> String? {
        database.get(instance + "." + name, Self.classOf(className) + "." + Self.classOf(name))
    }

    /// Whether `name` is set for this program in particular: false when unset, or when its value
    /// comes from an entry that would match any program (`*font: xft:DejaVu Sans Mono:size=10`,
    /// meant for terminals).
    public func isSpecific(_ name: String) -> Bool {
        guard let value = value(name) else { return false }
        return value != self.value(name, instance: "zzcalculatornone", className: "Zzcalculatornone")
    }

    /// The colour resource `name`: unset, a colour, or set to something that is not one.
    /// `#rgb`, `#rrggbb` (and the same without `#`) are read as sRGB hex; anything else (`red`,
    /// `rgb:ff/00/00`, `DarkSlateGray`) goes through `XParseColor` on the default colormap.
    public func color(_ name: String) -> ResourceColor {
        guard let text = value(name) else { return .unset }
        if let color = Color(hex: text) ?? colors.parse(text) { return .color(color) }
        return .invalid(text)
    }

    /// `Xft.dpi`, the screen's resolution that desktops set for HiDPI, if it is set and sensible;
    /// at most `FontLimits.dpis`' upper bound (4×), which already makes a window sixteen times as large.
    /// Not a finite number of at least 24 is ignored (nil): the default then applies.
    public var dpi: Double? {
        guard let text = dpiText, let dpi = Double(text), dpi.isFinite, dpi >= Self.dpis.lowerBound else { return nil }
        return min(dpi, Self.dpis.upperBound)
    }

    /// `Xft.dpi` as set, to name it when it is ignored.
    public var dpiText: String? { database.get("Xft.dpi", "Xft.Dpi") }

    /// The resolutions the window is drawn at: `Xft.dpi` is capped to them and `--dpi` must be one.
    public static var dpis: ClosedRange<Double> { FontLimits.dpis }

    /// A resource class from a name: its first letter upper-cased (`digitColor` → `DigitColor`).
    static func classOf(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// An Xrm database; Xrm's tables are global and unlocked without XInitThreads, so every call
    /// into Xrm holds one lock.
    private final class Database: @unchecked Sendable {
        static let lock = Mutex(())
        private let database: XrmDatabase?

        /// The database of `text`, merged over the file `defaultsFile` when it can be read.
        init(_ text: String, defaultsFile: String? = nil) {
            database = Self.lock.withLock { _ -> XrmDatabase? in
                XrmInitialize()
                let user: XrmDatabase? = XrmGetStringDatabase(text)
                var site: XrmDatabase? = defaultsFile.flatMap { XrmGetFileDatabase($0) }
                guard site != nil else { return user }
                if let user { XrmMergeDatabases(user, &site) }   // the user's entries override the site's; frees `user`
                return site
            }
        }

        deinit {
            if let database { Self.lock.withLock { _ in XrmDestroyDatabase(database) } }
        }

        func get(_ name: String, _ className: String) -> String? {
            guard let database else { return nil }
            return Self.lock.withLock { _ -> String? in
                var type: UnsafeMutablePointer<CChar>? = nil
                var value = XrmValue()
                guard XrmGetResource(database, name, className, &type, &value) != 0, let address = value.addr else { return nil }
                let bytes = UnsafeRawBufferPointer(start: address, count: Int(value.size)).prefix { $0 != 0 }
                let text = String(decoding: bytes, as: UTF8.self)
                return String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            }
        }
    }

    /// `XParseColor` on the display's default colormap, while the display is open.
    private final class ColorParser: @unchecked Sendable {
        private let lock = Mutex(())
        private var display: OpaquePointer?

        init(display: OpaquePointer?) {
            self.display = display
        }

        func close() {
            lock.withLock { _ in display = nil }
        }

        func parse(_ text: String) -> Color? {
            lock.withLock { _ -> Color? in
                guard let display, !text.isEmpty else { return nil }
                var color = XColor()
                let colormap = XDefaultColormap(display, XDefaultScreen(display))
                guard XParseColor(display, colormap, text, &color) != 0 else { return nil }
                func channel(_ value: UInt16) -> UInt8 { UInt8((UInt32(value) * 255 + 32767) / 65535) }
                return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
            }
        }
    }
}
