import CX11
import WindowInterface
import Glibc
import SystemIO

/// What the window tells the window manager: names, class, size hints, input and state hints,
/// the protocols it speaks (WM_DELETE_WINDOW), its process and machine, and its icon.
enum WindowHints {
    static func set(
        display: OpaquePointer, window: Window, atoms: Atoms, options: WindowOptions,
        geometry: WindowGeometry, placed: (x: Int?, y: Int?, width: Int, height: Int)
    ) {
        XStoreName(display, window, options.title)
        changeProperty8(display, window, atoms.netWMName, type: atoms.utf8String, Array(options.title.utf8))

        let instance = strdup(options.className.instance), klass = strdup(options.className.class)
        var classHint = XClassHint(res_name: instance, res_class: klass)
        XSetClassHint(display, window, &classHint)
        free(instance)
        free(klass)

        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = Int32(max(1, options.minimumSize.width))
            hints.pointee.min_height = Int32(max(1, options.minimumSize.height))
            if geometry.width != nil { hints.pointee.flags |= USSize }
            if geometry.x != nil {
                hints.pointee.flags |= USPosition
                hints.pointee.x = Int32(placed.x ?? 0)
                hints.pointee.y = Int32(placed.y ?? 0)
            }
            if let gravity = geometry.gravity {
                hints.pointee.flags |= PWinGravity
                hints.pointee.win_gravity = gravity
            }
            hints.pointee.width = Int32(placed.width)
            hints.pointee.height = Int32(placed.height)
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = True
            hints.pointee.initial_state = NormalState
            XSetWMHints(display, window, hints)
            XFree(hints)
        }
        var protocols = [atoms.wmDeleteWindow]
        XSetWMProtocols(display, window, &protocols, 1)

        changeProperty32(display, window, atoms.netWMPID, type: atoms.cardinal, [Int(getpid())])
        // Before mapping, the window's own _NET_WM_STATE says how the window manager should map it.
        if options.alwaysOnTop {
            changeProperty32(display, window, atoms.netWMState, type: atoms.atom, [Int(bitPattern: atoms.netWMStateAbove)])
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            changeProperty8(
                display, window, atoms.wmClientMachine, type: atoms.string,
                host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        }

        if let path = options.iconPath {
            do {
                let icon = try PAMIcon.load(path: path).map { Int($0) }
                changeProperty32(display, window, atoms.netWMIcon, type: atoms.cardinal, icon)
            } catch {
                standardError("calculator: cannot load icon \(path): \(error)")
            }
        }
    }
}
