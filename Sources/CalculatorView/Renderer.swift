import CX11
import Layout
import Glibc
import WindowInterface

/// Draws a `Scene` into a back-buffer pixmap (Xft for text; the buttons as a solid colour composited
/// through a cached anti-aliased mask of their shape) and presents it with one XCopyArea.
///
/// A frame of the same size as the last redraws only what changed (`Damage`): the damaged rectangles
/// are filled with the background and every element that reaches into them is drawn again, clipped
/// to them, so the back buffer ends as a full redraw would leave it. `present` then copies those
/// rectangles alone, still in one XCopyArea: the GC's clip is set to them for the copy of their
/// bounding box (a key damages the display at the top and a button at the bottom, whose bounding box
/// is most of the window). A new size, a new layout and `render(full: true)` draw everything; an
/// expose (`invalidate`) copies everything.
///
/// Rasterising an anti-aliased polygon is most of what drawing costs in the X server, so each distinct
/// button size is rasterised once into an A8 mask (`MaskPlacement`) and reused for every button of that
/// size and every frame until the sizes change: two or three rasterisations a resize instead of one a
/// button a frame. Masks not used by a frame are freed at its end.
final class Renderer<Control: Hashable & Sendable> {
    let display: OpaquePointer
    let window: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32
    let gc: GC
    let fonts: FontCache
    let maskFormat: UnsafeMutablePointer<XRenderPictFormat>?
    let displayFont: String
    let buttonFont: String
    /// What one text may be, for this server's request size: every text of a scene is clamped to it.
    let textClamp: TextClamp
    private var pixmap: Pixmap = 0
    /// A rasterised button shape: an A8 pixmap and its picture.
    private struct Mask {
        var pixmap: Pixmap
        var picture: Picture
    }
    private var masks: [MaskPlacement.Key: Mask] = [:]
    /// Solid-fill source pictures by colour (a theme has a handful).
    private var solids: [Color: Picture] = [:]
    private static var solidCapacity: Int { 32 }
    /// Rasterisations done so far (for tests and benchmarks).
    private(set) var maskRasterisations = 0
    private var draw: OpaquePointer? = nil
    private(set) var width = 0
    private(set) var height = 0
    /// The frame in the back buffer, for the next frame's damage.
    private var drawn: Damage.Frame<Control>?
    /// What the next `present` copies: nil for the whole buffer.
    private var unpresented: [XRectangle]? = nil
    /// Frames drawn in full and in part so far (for tests and benchmarks).
    private(set) var fullFrames = 0
    private(set) var partialFrames = 0
    /// What a title's fitted size depends on (the font is the renderer's).
    struct TitleFit: Hashable {
        var title: String
        var shorterTitles: [String]
        var width: Double
        var height: Double
        var scale: Double
        var size: Double?
        var alignment: TitleAlignment
        var minimum: Double?
        var legible: Double?
    }
    /// Fitted titles already measured: a key changes a title or two, so the others are not
    /// measured again every frame (measuring is most of the client's work in a key's frame).
    var fittedTitles: [TitleFit: (text: String, size: Int)] = [:]

    init(display: OpaquePointer, screen: Int32, window: Window, displayFont: String, buttonFont: String) {
        self.display = display
        self.window = window
        visual = XDefaultVisual(display, screen)
        colormap = XDefaultColormap(display, screen)
        depth = XDefaultDepth(display, screen)
        gc = XCreateGC(display, window, 0, nil)
        XSetGraphicsExposures(display, gc, False)
        fonts = FontCache(display: display, screen: screen)
        maskFormat = XRenderFindStandardFormat(display, Int32(PictStandardA8))
        self.displayFont = displayFont
        self.buttonFont = buttonFont
        textClamp = TextClamp(maximumRequestUnits: Int(XMaxRequestSize(display)))
    }

    /// Makes the back buffer `width` × `height` (at least 1 × 1). Returns whether it is new.
    @discardableResult
    private func ensureBuffer(width w: Int, height h: Int) -> Bool {
        let w = max(w, 1), h = max(h, 1)
        if pixmap != 0, w == width, h == height { return false }
        let old = pixmap
        pixmap = XCreatePixmap(display, window, UInt32(w), UInt32(h), UInt32(depth))
        if let draw {
            XftDrawChange(draw, pixmap)
        } else {
            draw = XftDrawCreate(display, pixmap, visual, colormap)
        }
        if old != 0 { XFreePixmap(display, old) }
        width = w
        height = h
        return true
    }

    /// Draws `scene` into the back buffer: only what changed since the last frame, unless the size or
    /// the layout changed or `full` asks for everything.
    func render(_ scene: Scene<Control>, highlighted: Set<Control>, width w: Int, height h: Int, full: Bool = false) {
        let scene = textClamp.clamped(scene)
        let isNew = ensureBuffer(width: w, height: h)
        guard let draw else { return }
        fonts.beginFrame()
        // What differs from the frame in the back buffer, found once, part by part; read by the
        // title sizes' cache and the damage.
        let changes = drawn.map { scene.changes(from: $0.scene) } ?? .all
        let sizes: [Control: Int]
        if let drawn, !changes.contains(.buttons) {
            sizes = drawn.titleSizes
        } else {
            sizes = titleSizes(scene.buttons)
        }
        let frame = Damage.Frame(scene: scene, highlighted: highlighted, titleSizes: sizes)
        let damage = full || isNew ? nil : drawn.flatMap { Damage.rects(from: $0, to: frame, changes: changes) }
        drawn = frame
        guard let damage else {
            paint(frame, clip: nil, draw: draw)
            unpresented = nil
            fullFrames += 1
            return
        }
        var clip = damage.compactMap { Damage.pixels(of: $0, width: width, height: height) }
            .map {
                XRectangle(
                    x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
                    width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
            }
        guard !clip.isEmpty else { return }
        XftDrawSetClipRectangles(draw, 0, 0, &clip, Int32(clip.count))
        paint(frame, clip: clip, draw: draw)
        XftDrawSetClip(draw, nil)
        unpresented?.append(contentsOf: clip)
        partialFrames += 1
    }

    /// Draws `frame`: all of it, or with `clip` (the draw's clip, set) the background of the clip
    /// rectangles and every element that reaches into one of them.
    private func paint(_ frame: Damage.Frame<Control>, clip: [XRectangle]?, draw: OpaquePointer) {
        let scene = frame.scene, highlighted = frame.highlighted, titleSizes = frame.titleSizes
        let picture = XftDrawPicture(draw)
        var background = renderColor(scene.layout.background)
        let areas = clip.map {
            $0.map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
        }
        func isDamaged(_ bounds: Rect) -> Bool { areas?.contains { $0.overlaps(bounds) } ?? true }
        if let clip {
            for r in clip {
                XRenderFillRectangle(
                    display, PictOpSrc, picture, &background, Int32(r.x), Int32(r.y),
                    UInt32(r.width), UInt32(r.height))
            }
        } else {
            XRenderFillRectangle(display, PictOpSrc, picture, &background, 0, 0, UInt32(width), UInt32(height))
        }

        var used: Set<MaskPlacement.Key> = []
        for button in scene.buttons where isDamaged(Damage.bounds(of: button)) {
            let fill = highlighted.contains(button.control) ? button.pressedFill : button.fill
            if let placement = MaskPlacement(frame: button.frame), let mask = mask(for: placement) {
                used.insert(placement.key)
                XRenderComposite(
                    display, PictOpOver, solid(fill), mask.picture, picture, 0, 0, 0, 0,
                    Int32(clamping: placement.x), Int32(clamping: placement.y),
                    UInt32(placement.maskWidth), UInt32(placement.maskHeight))
                // The title is centred on the shape as drawn.
                var drawn = button
                drawn.frame = placement.drawnFrame
                drawTitle(drawn, size: titleSizes[button.control], draw: draw)
                drawIcon(drawn, picture: picture)
            } else if let shape = button.shape {
                fillPolygon(RoundedPolygon.points(frame: button.frame, shape: shape), color: fill, picture: picture)
                drawTitle(button, size: titleSizes[button.control], draw: draw)
                drawIcon(button, picture: picture)
            }
        }
        if isDamaged(Damage.displayBounds(scene.layout.displayFrame)) { drawDisplay(scene, draw: draw) }
        if let area = scene.text.frame, isDamaged(area) {
            drawTextArea(
                scene.text, in: (areas ?? [area]).compactMap { Self.intersection($0, area) }, picture: picture, draw: draw)
        }
        // A partial frame uses some of the masks only: the unused ones are freed after a full frame.
        if clip == nil, masks.count > used.count {
            for (key, mask) in masks where !used.contains(key) {
                freeMask(mask)
                masks[key] = nil
            }
        }
    }

    /// Copies what was drawn since the last copy (everything after a full frame or `invalidate`)
    /// to the window: one XCopyArea, clipped to the damaged rectangles after partial frames.
    func present(width w: Int, height h: Int) {
        guard pixmap != 0 else { return }
        defer { unpresented = [] }
        guard var rects = unpresented else {
            XCopyArea(display, pixmap, window, gc, 0, 0, UInt32(min(w, width)), UInt32(min(h, height)), 0, 0)
            return
        }
        guard let first = rects.first else { return }
        var x0 = Int(first.x), y0 = Int(first.y), x1 = x0 + Int(first.width), y1 = y0 + Int(first.height)
        for r in rects.dropFirst() {
            x0 = min(x0, Int(r.x)); y0 = min(y0, Int(r.y))
            x1 = max(x1, Int(r.x) + Int(r.width)); y1 = max(y1, Int(r.y) + Int(r.height))
        }
        x1 = min(x1, w); y1 = min(y1, h)
        guard x1 > x0, y1 > y0 else { return }
        XSetClipRectangles(display, gc, 0, 0, &rects, Int32(rects.count), Unsorted)
        XCopyArea(display, pixmap, window, gc, Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0), Int32(x0), Int32(y0))
        XSetClipMask(display, gc, UInt(None))
    }

    /// The window lost its pixels (an expose): the next `present` copies the whole buffer.
    func invalidate() {
        unpresented = nil
    }

    // MARK: shapes

    /// The mask of a button size, rasterised on first use: the shape, anti-aliased, added to a cleared
    /// A8 pixmap with the same XRender polygon fill that would otherwise draw it into the window.
    private func mask(for placement: MaskPlacement) -> Mask? {
        if let mask = masks[placement.key] { return mask }
        guard let maskFormat, let shape = ButtonShape(frame: placement.shapeFrame) else { return nil }
        let pixmap = XCreatePixmap(display, window, UInt32(placement.maskWidth), UInt32(placement.maskHeight), 8)
        let picture = XRenderCreatePicture(display, pixmap, maskFormat, 0, nil)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(
            display, PictOpSrc, picture, &clear, 0, 0,
            UInt32(placement.maskWidth), UInt32(placement.maskHeight))
        var points = RoundedPolygon.points(frame: placement.shapeFrame, shape: shape).map { XPointDouble(x: $0.x, y: $0.y) }
        var white = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff)
        let source = XRenderCreateSolidFill(display, &white)
        XRenderCompositeDoublePoly(
            display, PictOpAdd, source, picture, maskFormat, 0, 0, 0, 0,
            &points, Int32(points.count), 0)
        XRenderFreePicture(display, source)
        maskRasterisations += 1
        let mask = Mask(pixmap: pixmap, picture: picture)
        masks[placement.key] = mask
        return mask
    }

    private func freeMask(_ mask: Mask) {
        XRenderFreePicture(display, mask.picture)
        XFreePixmap(display, mask.pixmap)
    }

    /// A solid-fill source picture of `color`, kept for the next frames.
    private func solid(_ color: Color) -> Picture {
        if let picture = solids[color] { return picture }
        if solids.count >= Self.solidCapacity {
            for picture in solids.values { XRenderFreePicture(display, picture) }
            solids.removeAll()
        }
        var rc = renderColor(color)
        let picture = XRenderCreateSolidFill(display, &rc)
        solids[color] = picture
        return picture
    }

    private func fillPolygon(_ points: [Point], color: Color, picture: Picture) {
        guard points.count >= 3 else { return }
        var xpoints = points.map { XPointDouble(x: $0.x, y: $0.y) }
        var rc = renderColor(color)
        let source = XRenderCreateSolidFill(display, &rc)
        XRenderCompositeDoublePoly(
            display, PictOpOver, source, picture, maskFormat, 0, 0, 0, 0,
            &xpoints, Int32(xpoints.count), 0)
        XRenderFreePicture(display, source)
    }

    /// How wide the text area's runs are drawn (in the buttons' font), which the producer places them by.
    private(set) lazy var measure = FontMeasure(fonts: fonts, pattern: buttonFont)

    /// A text area: its marks, then each run in the buttons' font from its `x`, drawn only in `clip` (the
    /// area, or its damaged parts).
    private func drawTextArea(_ text: TextArea, in clip: [Rect], picture: Picture, draw: OpaquePointer) {
        var rectangles = clip.compactMap { Damage.pixels(of: $0, width: width, height: height) }.map {
            XRectangle(
                x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width),
                height: UInt16(clamping: $0.height))
        }
        guard !rectangles.isEmpty else { return }
        for mark in text.marks {
            for part in clip {
                guard let shown = Self.intersection(mark.frame, part),
                    let pixels = Damage.pixels(of: shown, width: width, height: height)
                else { continue }
                var color = renderColor(mark.color)
                XRenderFillRectangle(
                    display, PictOpOver, picture, &color, Int32(pixels.x), Int32(pixels.y), UInt32(pixels.width),
                    UInt32(pixels.height))
            }
        }
        XftDrawSetClipRectangles(draw, 0, 0, &rectangles, Int32(rectangles.count))
        for run in text.runs where clip.contains(where: { $0.overlaps(run.row) }) {
            guard let face = fonts.face(buttonFont, pixelSize: max(1, Int(run.pixelSize.rounded()))) else { continue }
            let baseline = run.row.midY + face.figureHeight / 2
            drawText(TextLayout(text: run.text, face: face), x: run.x, baseline: baseline, color: run.color, draw: draw)
        }
        // Drawn last in a frame: the clip goes (a partial frame's own clip is lifted after it, too).
        XftDrawSetClip(draw, nil)
    }

    /// The overlap of `a` and `b`; nil when they do not overlap.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.x, b.x), y = max(a.y, b.y), maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return maxX > x && maxY > y ? Rect(x: x, y: y, width: maxX - x, height: maxY - y) : nil
    }

    func drawText(_ layout: TextLayout, x: Double, baseline: Double, color: Color, draw: OpaquePointer) {
        var xftColor = xftColor(color)
        let y = Int32(clamping: Int(baseline.rounded()))
        for run in layout.runs {
            let rx = Int32(clamping: Int((x + run.x).rounded()))
            run.bytes.withUnsafeBufferPointer {
                XftDrawStringUtf8(draw, &xftColor, run.font, rx, y, $0.baseAddress, Int32($0.count))
            }
        }
    }

    // MARK: colours

    /// `color` as Xft draws it (the tooltip's window draws with it too).
    func xftColor(_ color: Color) -> XftColor {
        XftColor(pixel: pixel(for: color), color: renderColor(color))
    }

    func renderColor(_ color: Color) -> XRenderColor {
        XRenderColor(
            red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
            blue: UInt16(color.blue) * 257, alpha: 0xffff)
    }

    /// The pixel value of a colour on a TrueColor visual (what core drawing would use).
    private func pixel(for color: Color) -> UInt {
        func place(_ value: UInt8, _ mask: UInt) -> UInt {
            guard mask != 0 else { return 0 }
            let shift = UInt(mask.trailingZeroBitCount)
            let bits = UInt((mask >> shift).nonzeroBitCount)
            return ((UInt(value) >> (8 - min(bits, 8))) << shift) & mask
        }
        let v = visual.pointee
        return place(color.red, v.red_mask) | place(color.green, v.green_mask) | place(color.blue, v.blue_mask)
    }

    func free() {
        for mask in masks.values { freeMask(mask) }
        masks.removeAll()
        for picture in solids.values { XRenderFreePicture(display, picture) }
        solids.removeAll()
        fonts.closeAll()
        if let draw { XftDrawDestroy(draw) }
        draw = nil
        if pixmap != 0 { XFreePixmap(display, pixmap) }
        pixmap = 0
        XFreeGC(display, gc)
    }
}
