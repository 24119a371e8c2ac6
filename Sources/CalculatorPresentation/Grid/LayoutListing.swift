import Layout
import WindowInterface

extension KeypadLayout {
    /// What `--print-layout` prints for a window resized to each of `sizes` in turn: the size class,
    /// then `name x y width height` for the display, the history, undo and redo buttons and every key on screen, to two decimals.
    public static func listing(sizes: [Size], scale: Double, mode: Mode = .calculator) -> [String] {
        var layout = KeypadLayout(mode: mode, scale: scale)
        for size in sizes { layout.resize(width: Double(size.width), height: Double(size.height)) }
        let chrome = KeypadScene.chrome(layout.frames)
        let rows =
            [
                ("display", layout.displayFrame), (Control.historyToggle.name, chrome.historyToggleFrame),
                (Control.key(.undo).name, chrome.undoRedoFrames.undo), (Control.key(.redo).name, chrome.undoRedoFrames.redo),
            ] + layout.buttonFrames.map { ($0.button.control.name, $0.frame) }
        return ["sizeclass " + (layout.sizeClass == .wide ? "wide" : "compact")]
            + rows.map { name, frame in
                ([name] + [frame.x, frame.y, frame.width, frame.height].map(pixels)).joined(separator: " ")
            }
    }

    /// A coordinate to two decimals, the precision a screen can show.
    static func pixels(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return String(hundredths / 100) + (fraction == 0 ? "" : "." + (fraction < 10 ? "0" : "") + String(fraction))
    }
}

extension ProgrammerLayout {
    /// What `--mode programmer --print-layout` prints: the size class, then `name x y width height` for
    /// the display, the history button, undo, redo, the mode button, the four bases' lines, every key and, when wide, every bit.
    public static func listing(sizes: [Size], scale: Double) -> [String] {
        var layout = ProgrammerLayout(scale: scale)
        for size in sizes { layout.resize(width: Double(size.width), height: Double(size.height)) }
        let frames = layout.frames
        let chrome = ProgrammerScene.chrome(frames)
        var rows: [(String, Rect)] = [
            ("display", frames.display), (Control.historyToggle.name, chrome.historyToggleFrame),
            (Control.programmerKey(.undo).name, chrome.undoRedoFrames.undo),
            (Control.programmerKey(.redo).name, chrome.undoRedoFrames.redo),
            (Control.modeSwitch.name, chrome.modeButtonFrame),
        ]
        rows += ProgrammerScene.baseLineFrames(frames).map { (Control.baseLine($0.base).name, $0.frame) }
        rows += frames.buttons.map { ($0.button.control.name, $0.frame) }
        rows += ProgrammerScene.bitFrames(frames).bits.map { (Control.bit($0.index).name, $0.frame) }
        let lines: [String] = rows.map { row in
            let numbers: [String] = [row.1.x, row.1.y, row.1.width, row.1.height].map(KeypadLayout.pixels)
            return ([row.0] + numbers).joined(separator: " ")
        }
        return ["sizeclass " + (layout.sizeClass == .wide ? "wide" : "compact")] + lines
    }
}
