import AccessibleTree
import CSDBus

/// The answers to what screen readers ask: AT-SPI's Accessible, Component, Action, Text and
/// Application interfaces and their D-Bus properties, for the objects of the current tree.
extension AccessibilityServer {

    /// The interfaces `node` implements.
    static func interfaces(of node: AccessibleNode<Press>) -> [String] {
        var names = [ATSPI.accessible]
        if node.role == .application { names.append(ATSPI.applicationInterface) } else { names.append(ATSPI.component) }
        if node.press != nil { names.append(ATSPI.action) }
        if node.text != nil { names.append(ATSPI.text) }
        return names
    }

    /// Answers a method call on one of our objects; false for anything else (sd-bus answers those).
    func receive(_ message: BusMessage) -> Bool {
        guard message.isMethodCall else { return false }
        if message.path == "/org/a11y/atspi/cache", message.interface == "org.a11y.atspi.Cache", message.member == "GetItems" {
            // libatspi asks a new application for its whole tree at once; it asks each object later instead.
            reply(message) { $0.container("a", "((so)(so)(so)iiassusau)") { _ in } }
            return true
        }
        let interface = message.interface
        // Peer (Ping) and Introspectable are sd-bus's own.
        guard let entry = index[message.path], interface == ATSPI.properties || !interface.hasPrefix("org.freedesktop.DBus.")
        else { return false }
        if interface == ATSPI.properties {
            answerProperties(message, entry)
            return true
        }
        guard Self.interfaces(of: entry.node).contains(interface) else {
            fail(message, "org.freedesktop.DBus.Error.UnknownInterface", "No interface \(interface) here")
            return true
        }
        let answered =
            switch interface {
            case ATSPI.accessible: answerAccessible(message, entry)
            case ATSPI.component: answerComponent(message, entry)
            case ATSPI.action: answerAction(message, entry)
            case ATSPI.text: answerText(message, entry)
            default: answerApplication(message, entry)
            }
        if !answered { fail(message, "org.freedesktop.DBus.Error.UnknownMethod", "No method \(message.member) in \(interface)") }
        return true
    }

    // MARK: Accessible

    private func answerAccessible(_ call: BusMessage, _ entry: Index.Entry) -> Bool {
        let node = entry.node
        switch call.member {
        case "GetChildAtIndex":
            let i = Int(call.readInt32() ?? -1)
            let child = node.children.indices.contains(i) ? reference(AccessiblePath.of(node.children[i])) : .null
            reply(call) { $0.append(child) }
        case "GetChildren":
            reply(call) { m in
                m.container("a", "(so)") { a in for child in node.children { a.append(self.reference(AccessiblePath.of(child))) }
                }
            }
        case "GetIndexInParent": reply(call) { $0.append(Int32(entry.indexInParent)) }
        case "GetRelationSet": reply(call) { $0.container("a", "(ua(so))") { _ in } }
        case "GetRole": reply(call) { $0.append(node.role.rawValue) }
        case "GetRoleName", "GetLocalizedRoleName": reply(call) { $0.append(Self.roleName(node.role)) }
        case "GetState":
            reply(call) { m in m.container("a", "u") { a in for word in AccessibleState.words(node.states) { a.append(word) } } }
        case "GetAttributes": reply(call) { $0.container("a", "{ss}") { _ in } }
        case "GetApplication": reply(call) { $0.append(self.reference(AccessiblePath.application)) }
        case "GetInterfaces":
            reply(call) { m in m.container("a", "s") { a in for name in Self.interfaces(of: node) { a.append(name) } } }
        default: return false
        }
        return true
    }

    static func roleName(_ role: AccessibleRole) -> String {
        switch role {
        case .application: "application"
        case .frame: "frame"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pushButton: "push button"
        case .statusBar: "status bar"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .notification: "notification"
        }
    }

    // MARK: Component

    /// AT-SPI's coordinate types: 0 the screen, 1 the window, 2 the parent.
    private func extents(of entry: Index.Entry, in coordinateType: UInt32) -> AccessibleExtents {
        let extents = entry.node.extents
        switch coordinateType {
        case 0:
            let origin = windowOrigin()
            return extents.offset(by: origin.x, origin.y)
        case 2:
            guard let parent = entry.parent.flatMap({ index[$0] }), parent.node.role != .application else { return extents }
            return extents.offset(by: -parent.node.extents.x, -parent.node.extents.y)
        default:
            return extents
        }
    }

    private func answerComponent(_ call: BusMessage, _ entry: Index.Entry) -> Bool {
        switch call.member {
        case "GetExtents":
            let e = extents(of: entry, in: call.readUInt32() ?? 1)
            reply(call) {
                $0.container("r", "iiii") {
                    $0.append(Int32(e.x)).append(Int32(e.y)).append(Int32(e.width)).append(Int32(e.height))
                }
            }
        case "GetPosition":
            let e = extents(of: entry, in: call.readUInt32() ?? 1)
            reply(call) { $0.append(Int32(e.x)).append(Int32(e.y)) }
        case "GetSize":
            let e = entry.node.extents
            reply(call) { $0.append(Int32(e.width)).append(Int32(e.height)) }
        case "Contains", "GetAccessibleAtPoint":
            let x = Int(call.readInt32() ?? 0), y = Int(call.readInt32() ?? 0), type = call.readUInt32() ?? 1
            func inside(_ e: AccessibleExtents) -> Bool { x >= e.x && y >= e.y && x < e.x + e.width && y < e.y + e.height }
            if call.member == "Contains" {
                let hit = inside(extents(of: entry, in: type))
                reply(call) { $0.append(hit) }
            } else {
                let hit = entry.node.children.last { child in
                    index[AccessiblePath.of(child)].map { inside(extents(of: $0, in: type)) } ?? false
                }
                reply(call) { $0.append(hit.map { self.reference(AccessiblePath.of($0)) } ?? .null) }
            }
        case "GetLayer": reply(call) { $0.append(UInt32(entry.node.role == .frame ? 7 : 3)) }   // window, widget
        case "GetMDIZOrder": reply(call) { $0.append(int16: 0) }
        case "GetAlpha": reply(call) { $0.append(double: 1) }
        case "GrabFocus", "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize": reply(call) { $0.append(false) }
        default: return false
        }
        return true
    }

    // MARK: Action

    private func answerAction(_ call: BusMessage, _ entry: Index.Entry) -> Bool {
        let node = entry.node
        switch call.member {
        case "GetName", "GetLocalizedName": reply(call) { $0.append("press") }
        case "GetDescription": reply(call) { $0.append("Press the \(node.name) key") }
        case "GetKeyBinding": reply(call) { $0.append(node.keyBinding) }
        case "GetActions":
            reply(call) { m in
                m.container("a", "(sss)") { a in
                    a.container("r", "sss") { $0.append("press").append("Press the \(node.name) key").append(node.keyBinding) }
                }
            }
        case "DoAction":
            let pressed = call.readInt32() == 0 && node.press != nil
            if pressed, let press = node.press { presses.append(press) }
            reply(call) { $0.append(pressed) }
        default: return false
        }
        return true
    }

    // MARK: Text

    private func answerText(_ call: BusMessage, _ entry: Index.Entry) -> Bool {
        let scalars = Array((entry.node.text ?? "").unicodeScalars)
        let count = Int32(scalars.count)
        func clamp(_ offset: Int32) -> Int { Int(offset < 0 || offset > count ? count : offset) }
        func slice(_ start: Int, _ end: Int) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[min(start, end)..<end])
            return String(s)
        }
        let whole = entry.node.text ?? ""
        switch call.member {
        case "GetText":
            let start = clamp(call.readInt32() ?? 0), end = clamp(call.readInt32() ?? -1)
            reply(call) { $0.append(slice(start, end)) }
        case "GetCharacterAtOffset":
            let offset = Int(call.readInt32() ?? -1)
            reply(call) { $0.append(Int32(scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0)) }
        case "GetTextAtOffset", "GetStringAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // (offset i, then the boundary type or granularity u)
            let offset = Int(call.readInt32() ?? 0), kind = Int32(clamping: call.readUInt32() ?? 0)
            guard entry.node.caret != nil else {
                // A label's or the display's text is one piece (a number): every unit of it is the whole.
                let isAt = call.member.hasSuffix("AtOffset")
                reply(call) { $0.append(isAt ? whole : "").append(Int32(0)).append(isAt ? count : Int32(0)) }
                break
            }
            // An edited text (the sheet): the character, word or line the screen reader asks for.
            let text = TextBoundaries(whole)
            let unit =
                call.member == "GetStringAtOffset"
                ? TextBoundaries.Unit(granularity: kind) : TextBoundaries.Unit(boundary: kind)
            let range =
                switch call.member {
                case "GetTextBeforeOffset": text.range(of: unit, before: offset)
                case "GetTextAfterOffset": text.range(of: unit, after: offset)
                default: text.range(of: unit, at: offset)
                }
            reply(call) { $0.append(text.text(range)).append(Int32(range.lowerBound)).append(Int32(range.upperBound)) }
        case "GetNSelections": reply(call) { $0.append(Int32(0)) }
        case "GetSelection": reply(call) { $0.append(Int32(0)).append(Int32(0)) }
        case "GetDefaultAttributes", "GetDefaultAttributeSet": reply(call) { $0.container("a", "{ss}") { _ in } }
        case "GetAttributes", "GetAttributeRun":
            reply(call) { $0.container("a", "{ss}") { _ in }.append(Int32(0)).append(count) }
        case "GetAttributeValue": reply(call) { $0.append("") }
        case "GetCharacterExtents", "GetRangeExtents":
            if call.member == "GetRangeExtents" { _ = call.readInt32() }
            _ = call.readInt32()
            let e = extents(of: entry, in: call.readUInt32() ?? 1)
            reply(call) { $0.append(Int32(e.x)).append(Int32(e.y)).append(Int32(e.width)).append(Int32(e.height)) }
        case "GetOffsetAtPoint": reply(call) { $0.append(Int32(0)) }
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection", "ScrollSubstringTo", "ScrollSubstringToPoint":
            reply(call) { $0.append(false) }
        default: return false
        }
        return true
    }

    // MARK: Application

    private func answerApplication(_ call: BusMessage, _ entry: Index.Entry) -> Bool {
        switch call.member {
        case "GetLocale": reply(call) { $0.append(ATSPI.locale) }
        case "GetApplicationBusAddress": reply(call) { $0.append("") }
        default: return false
        }
        return true
    }

    // MARK: Properties

    private func answerProperties(_ call: BusMessage, _ entry: Index.Entry) {
        let interface = call.readString() ?? ""
        switch call.member {
        case "Get":
            let name = call.readString() ?? ""
            guard Self.interfaces(of: entry.node).contains(interface),
                let write = property(name, of: entry, in: interface)
            else {
                fail(call, "org.freedesktop.DBus.Error.UnknownProperty", "No property \(name) in \(interface)")
                return
            }
            reply(call) { m in m.container("v", write.signature) { write.body($0) } }
        case "GetAll":
            let names = Self.interfaces(of: entry.node).contains(interface) ? ATSPI.propertyNames[interface] ?? [] : []
            reply(call) { m in
                m.container("a", "{sv}") { a in
                    for name in names {
                        guard let write = self.property(name, of: entry, in: interface) else { continue }
                        a.container("e", "sv") { e in e.append(name).container("v", write.signature) { write.body($0) } }
                    }
                }
            }
        case "Set":
            // The registry numbers the application: Application.Id is the one property written.
            if interface == ATSPI.applicationInterface, call.readString() == "Id",
                sd_bus_message_enter_container(call.pointer, CChar(UInt8(ascii: "v")), "i") > 0
            {
                applicationID = call.readInt32() ?? applicationID
                sd_bus_message_exit_container(call.pointer)
            }
            reply(call) { _ in }
        default:
            fail(call, "org.freedesktop.DBus.Error.UnknownMethod", "No method \(call.member) in \(ATSPI.properties)")
        }
    }

    /// A property's D-Bus signature and how to write its value.
    private func property(_ name: String, of entry: Index.Entry, in interface: String)
        -> (signature: String, body: (BusMessage) -> Void)?
    {
        let node = entry.node
        switch (interface, name) {
        case (ATSPI.accessible, "Name"): return ("s", { $0.append(node.name) })
        case (ATSPI.accessible, "Description"): return ("s", { $0.append(node.description) })
        case (ATSPI.accessible, "Parent"):
            let parent = entry.parent.map(reference) ?? desktop
            return ("(so)", { $0.append(parent) })
        case (ATSPI.accessible, "ChildCount"): return ("i", { $0.append(Int32(node.children.count)) })
        case (ATSPI.accessible, "Locale"): return ("s", { $0.append(ATSPI.locale) })
        case (ATSPI.accessible, "AccessibleId"): return ("s", { $0.append(node.id) })
        case (ATSPI.accessible, "HelpText"): return ("s", { $0.append("") })
        case (ATSPI.applicationInterface, "ToolkitName"): return ("s", { $0.append(self.applicationName) })
        case (ATSPI.applicationInterface, "Version"): return ("s", { $0.append(self.version) })
        case (ATSPI.applicationInterface, "AtspiVersion"): return ("s", { $0.append("2.1") })
        case (ATSPI.applicationInterface, "Id"): return ("i", { $0.append(self.applicationID) })
        case (ATSPI.action, "NActions"): return ("i", { $0.append(Int32(node.press == nil ? 0 : 1)) })
        case (ATSPI.text, "CharacterCount"): return ("i", { $0.append(Int32((node.text ?? "").unicodeScalars.count)) })
        case (ATSPI.text, "CaretOffset"): return ("i", { $0.append(Int32(node.caret ?? 0)) })
        default: return nil
        }
    }

    // MARK: Replies

    func reply(_ call: BusMessage, _ body: (BusMessage) -> Void) {
        guard let bus else { return }
        var message: OpaquePointer?
        guard sd_bus_message_new_method_return(call.pointer, &message) >= 0, let message else { return }
        body(BusMessage(pointer: message))
        sd_bus_send(bus, message, nil)
        sd_bus_message_unref(message)
    }

    func fail(_ call: BusMessage, _ name: String, _ text: String) {
        name.withCString { name in
            text.withCString { text in
                var error = sd_bus_error(name: name, message: text, _need_free: 0)
                _ = sd_bus_reply_method_error(call.pointer, &error)
            }
        }
    }
}

/// AT-SPI's names the answers use.
enum ATSPI {
    static let accessible = "org.a11y.atspi.Accessible"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let text = "org.a11y.atspi.Text"
    static let applicationInterface = "org.a11y.atspi.Application"
    static let properties = "org.freedesktop.DBus.Properties"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let propertyNames: [String: [String]] = [
        accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        applicationInterface: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        action: ["NActions"],
        text: ["CharacterCount", "CaretOffset"],
    ]

    /// The texts are English.
    static let locale = "en_US.UTF-8"
}
