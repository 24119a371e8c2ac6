import CX11
import Glibc
import WindowInterface

/// The small window a tooltip is drawn in: override-redirect (no frame, not managed, over everything),
/// its picture drawn once into a pixmap that is the window's background, so the server repaints it and
/// no Expose is ever handled. Placed below and right of the pointer, inside the screen; above the
/// pointer where below would leave the screen, so it never lies under the pointer.
final class TooltipWindow {
    private let display: OpaquePointer
    private let screen: Int32
    private(set) var window: Window = 0
    private var pixmap: Pixmap = 0

    init(display: OpaquePointer, screen: Int32) {
        self.display = display
        self.screen = screen
    }

    /// Shows `tooltip` near `pointer` (screen coordinates), its text in `fonts`' `font`.
    func show<Control>(_ tooltip: Tooltip, near pointer: Point, renderer: Renderer<Control>) {
        hide()
        let size = max(1, Int(tooltip.textSize.rounded()))
        guard let face = renderer.fonts.face(renderer.buttonFont, pixelSize: size) else { return }
        let text = renderer.textClamp.clamped(tooltip.text)
        let layout = TextLayout(text: text, face: face)
        let padding = max(2, size / 2), ascent = Int(face.primary.pointee.ascent), descent = Int(face.primary.pointee.descent)
        let screenWidth = Int(XDisplayWidth(display, screen)), screenHeight = Int(XDisplayHeight(display, screen))
        let width = min(max(1, Int(layout.advance.rounded(.up)) + 2 * padding), screenWidth)
        let height = ascent + descent + 2 * padding
        let gap = size + padding   // clear of the pointer's arrow
        var x = Int(pointer.x) + size / 2, y = Int(pointer.y) + gap
        if x + width > screenWidth { x = screenWidth - width }
        if y + height > screenHeight { y = Int(pointer.y) - gap / 2 - height }
        x = max(0, x)
        y = max(0, y)

        let root = XRootWindow(display, screen)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        attributes.save_under = True
        window = XCreateWindow(
            display, root, Int32(x), Int32(y), UInt32(width), UInt32(height), 0, renderer.depth, UInt32(InputOutput),
            renderer.visual, UInt(CWOverrideRedirect | CWSaveUnder), &attributes)
        pixmap = XCreatePixmap(display, window, UInt32(width), UInt32(height), UInt32(renderer.depth))
        guard let draw = XftDrawCreate(display, pixmap, renderer.visual, renderer.colormap) else { return }
        var border = renderer.xftColor(tooltip.border), fill = renderer.xftColor(tooltip.fill)
        var ink = renderer.xftColor(tooltip.textColor)
        XftDrawRect(draw, &border, 0, 0, UInt32(width), UInt32(height))
        XftDrawRect(draw, &fill, 1, 1, UInt32(max(1, width - 2)), UInt32(max(1, height - 2)))
        for run in layout.runs {
            run.bytes.withUnsafeBufferPointer {
                XftDrawStringUtf8(
                    draw, &ink, run.font, Int32(clamping: padding + Int(run.x.rounded())), Int32(padding + ascent),
                    $0.baseAddress, Int32($0.count))
            }
        }
        XftDrawDestroy(draw)
        XSetWindowBackgroundPixmap(display, window, pixmap)
        Self.setName(display, window)
        XMapRaised(display, window)
        XFlush(display)
    }

    /// Takes the tooltip away, if one shows.
    func hide() {
        guard window != 0 else { return }
        XDestroyWindow(display, window)
        XFreePixmap(display, pixmap)
        window = 0
        pixmap = 0
        XFlush(display)
    }

    /// The window's class, so a test or a compositor can tell it: `calculator-tooltip`, as GTK's tooltips are `gtk-tooltip`.
    private static func setName(_ display: OpaquePointer, _ window: Window) {
        guard let hint = XAllocClassHint() else { return }
        "calculator-tooltip".withCString { name in
            "Calculator".withCString { className in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                XSetClassHint(display, window, hint)
            }
        }
        XFree(hint)
    }
}
