import AccessibleTree
import CalculatorController
import Layout
import WindowInterface

/// The keys window (F1, Ctrl+?): the keys of the mode shown, grouped as `--help` groups them
/// (`KeyboardHelp.groups(for:)`), drawn over the whole window in its place and read by a screen
/// reader in the tree's place. It scrolls (the wheel, a drag, the arrows, Page Up and Page Down, Home,
/// End) and closes with Escape, F1 or its Close button; other keys do nothing while it shows.
struct KeysSheet: Equatable, Sendable {
    /// The mode whose keys it lists.
    var mode: Mode
    /// How many lines are scrolled out at the top.
    var scrolled = 0

    /// One line of the sheet: a group's heading, a row's chords, (part of) what they do, or, in a wide
    /// window, both side by side.
    enum Line: Equatable, Sendable {
        case heading(String)
        case chords(String)
        case meaning(String)
        case row(chords: String, meaning: String)

        var text: String {
            switch self {
            case .heading(let text), .chords(let text), .meaning(let text): text
            case .row(let chords, let meaning): chords + "  " + meaning
            }
        }
    }

    /// What a key does while the sheet shows.
    enum Command: Hashable, Sendable {
        case close
        /// Scroll this many lines down (negative: up).
        case scroll(Int)
        /// Scroll a page down (1) or up (−1).
        case page(Int)
        case top
        case bottom
    }

    /// The sheet's keys: the chords that open it close it again.
    static let table = KeyTable<Command>(
        [
            (.close, [.keysym(.escape)] + KeyboardMap.windowCommands.filter { $0.command == .showKeys }.map(\.chord)),
            (.scroll(-1), [.keysym(.up), .keysym(.keypadUp)]),
            (.scroll(1), [.keysym(.down), .keysym(.keypadDown)]),
            (.page(-1), [.keysym(.pageUp), .keysym(.keypadPageUp)]),
            (.page(1), [.keysym(.pageDown), .keysym(.keypadPageDown)]),
            (.top, [.keysym(.home), .keysym(.keypadHome)]),
            (.bottom, [.keysym(.end), .keysym(.keypadEnd)]),
        ])

    /// The line height and the text sizes at 96 dpi: the rows' text 13 px, the headings' 16 px.
    static let lineHeight = 24.0
    static let textSize = 13.0
    static let headingSize = 16.0
    /// The margin at either side, at 96 dpi.
    static let margin = 12.0
    /// The average advance of a character as a share of the text size, to wrap a meaning before the
    /// renderer would have to shrink it (the bundled sans fonts run 0.5 to 0.6).
    static let characterShare = 0.58

    /// The lines for a window `width` pixels wide at `scale`: each group's heading, then its rows.
    func lines(width: Double, scale: Double) -> [Line] {
        KeyboardHelp.groups(for: mode).flatMap { group in
            [.heading(group.heading)] + group.rows.flatMap { Self.lines(of: $0, width: width, scale: scale) }
        }
    }

    /// The lines of one row of the help: its chords over what they do, each wrapped at words to the width;
    /// where a line holds `twoColumns` characters, side by side (the chords in `chordsShare` of it).
    static func lines(of row: KeyboardHelp.Row, width: Double, scale: Double) -> [Line] {
        let columns = columns(width: width, scale: scale)
        guard columns >= twoColumns else {
            return wrapped(row.chords, columns).map(Line.chords) + wrapped(row.meaning, columns).map(Line.meaning)
        }
        let left = Int(Double(columns) * chordsShare)
        let chords = wrapped(row.chords, left), meaning = wrapped(row.meaning, columns - left - 2)
        return (0..<max(chords.count, meaning.count)).map { index in
            .row(chords: index < chords.count ? chords[index] : "", meaning: index < meaning.count ? meaning[index] : "")
        }
    }

    /// The characters a line holds from which the chords and what they do go side by side, and the chords' share.
    static let twoColumns = 64
    static let chordsShare = 0.4

    /// `text` broken at spaces into lines of at most `columns` characters (a longer word alone on its line).
    static func wrapped(_ text: String, _ columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, line.count + 1 + word.count > columns {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    /// Where things go in a window of `size` at `scale`: the title bar (the heading and Close) and the
    /// lines' area under it, and how many lines fit.
    struct Frames {
        var title: Rect
        var close: Rect
        var lines: Rect
        var line: Double
        var capacity: Int

        init(_ size: Size, scale: Double) {
            let width = Double(size.width), margin = (KeysSheet.margin * scale).rounded()
            line = (KeysSheet.lineHeight * scale).rounded()
            let bar = (line * 1.75).rounded()
            let closeWidth = min((96 * scale).rounded(), (width / 3).rounded())
            title = Rect(x: margin, y: 0, width: max(0, width - closeWidth - 3 * margin), height: bar)
            close = Rect(
                x: width - closeWidth - margin, y: (bar * 0.15).rounded(), width: closeWidth, height: (bar * 0.7).rounded())
            lines = Rect(x: margin, y: bar, width: max(0, width - 2 * margin), height: max(0, Double(size.height) - bar))
            capacity = max(1, Int(lines.height / line))
        }
    }

    /// Takes a key: true when the sheet closes. Every key is taken while it shows.
    mutating func key(_ stroke: KeyStroke, lineCount: Int, capacity: Int) -> Bool {
        switch Self.table.command(for: stroke) {
        case .close?: return true
        case .scroll(let lines)?: scroll(lines, lineCount: lineCount, capacity: capacity)
        case .page(let pages)?: scroll(pages * max(1, capacity - 1), lineCount: lineCount, capacity: capacity)
        case .top?: scrolled = 0
        case .bottom?: scroll(lineCount, lineCount: lineCount, capacity: capacity)
        case nil: break
        }
        return false
    }

    /// Scrolls `lines` down (negative: up), within the `lineCount` lines of which `capacity` fit.
    mutating func scroll(_ lines: Int, lineCount: Int, capacity: Int) {
        scrolled = min(max(scrolled + lines, 0), max(0, lineCount - capacity))
    }

    /// The scene: the sheet in the window's place, in the theme's colours (headings and meanings in the
    /// number's colour, chords in the expression line's), a scroll bar at the right while some lines do not fit.
    func scene(_ size: Size, scale: Double, theme: Theme, palette: ButtonPalette) -> Scene<Control> {
        let frames = Frames(size, scale: scale)
        let lines = lines(width: Double(size.width), scale: scale)
        let titleScale = Self.textSize / (0.42 * frames.line)
        var faces = [
            ButtonFace<Control>(
                control: .keysHeading, title: localized("Keys: %s", mode.title), frame: frames.title, fill: theme.background,
                textColor: palette.displayText, titleAlignment: .leading,
                titleScale: Self.headingSize / (0.42 * frames.title.height))
        ]
        for (offset, index) in shownLines(lines.count, capacity: frames.capacity).enumerated() {
            let line = lines[index]
            let frame = Rect(
                x: frames.lines.x, y: frames.lines.y + Double(offset) * frames.line, width: frames.lines.width,
                height: frames.line)
            func face(_ control: Control, _ text: String, _ frame: Rect, _ color: Color, size: Double = Self.textSize)
                -> ButtonFace<Control>
            {
                ButtonFace<Control>(
                    control: control, title: text, frame: frame, fill: theme.background, textColor: color,
                    titleAlignment: .leading, titleScale: titleScale * size / Self.textSize)
            }
            switch line {
            case .heading(let text):
                faces.append(face(.keysLine(index), text, frame, palette.displayText, size: Self.headingSize))
            case .chords(let text): faces.append(face(.keysLine(index), text, frame, palette.expressionText))
            case .meaning(let text): faces.append(face(.keysLine(index), text, frame, palette.displayText))
            case .row(let chords, let meaning):
                let left = (frame.width * Self.chordsShare).rounded(), gap = (Self.textSize * scale).rounded()
                var chordsFrame = frame, meaningFrame = frame
                chordsFrame.width = left
                meaningFrame.x += left + gap
                meaningFrame.width -= left + gap
                faces.append(face(.keysLine(index), chords, chordsFrame, palette.expressionText))
                faces.append(face(.keysMeaning(index), meaning, meaningFrame, palette.displayText))
            }
        }
        if lines.count > frames.capacity {
            let bar = (4 * scale).rounded(), track = frames.lines.height
            let thumb = max(
                (DisplayAreas.minimumTargetSide * scale).rounded(), track * Double(frames.capacity) / Double(lines.count))
            let share = Double(scrolled) / Double(max(1, lines.count - frames.capacity))
            faces.append(
                ButtonFace<Control>(
                    control: .keysScrollBar, title: "",
                    frame: Rect(
                        x: Double(size.width) - bar - 2, y: frames.lines.y + (track - thumb) * share, width: bar, height: thumb),
                    fill: palette.expressionText, textColor: palette.expressionText))
        }
        let colors = palette.colors(for: .function, isPending: false)
        faces.append(
            ButtonFace<Control>(
                control: .keysClose, title: localized("Close"), frame: frames.close, fill: colors.fill,
                pressedFill: colors.pressed, textColor: colors.text))
        return Scene<Control>(
            layout: SceneLayout(background: theme.background, scale: scale), buttons: faces,
            panel: ScrollPanel(area: frames.lines, step: frames.line))
    }

    /// The positions of the lines shown.
    func shownLines(_ count: Int, capacity: Int) -> Range<Int> {
        let first = min(scrolled, max(0, count - capacity))
        return first..<min(count, first + capacity)
    }

    /// What a screen reader finds: the heading, every row as a label (its chords and meaning in one,
    /// the lines scrolled out neither visible nor showing), and Close, in the frame of a window of `size`.
    func tree(_ size: Size, scale: Double) -> AccessibleNode<Control> {
        let frames = Frames(size, scale: scale)
        let shown = shownLines(lines(width: Double(size.width), scale: scale).count, capacity: frames.capacity)
        var nodes = [
            AccessibleNode<Control>(
                id: Control.keysHeading.name, role: .label, name: localized("Keys: %s", mode.title),
                states: KeypadAccessibility.textStates, extents: KeypadAccessibility.extents(frames.title))
        ]
        // The rows as the screen reader reads them: one label a row of `--help`, on screen when its chords' first line is.
        var index = 0
        for group in KeyboardHelp.groups(for: mode) {
            nodes.append(label(group.heading, id: nodes.count, line: index, shown: shown, frames: frames))
            index += 1
            for row in group.rows {
                let text = row.chords + ": " + row.meaning
                nodes.append(label(text, id: nodes.count, line: index, shown: shown, frames: frames))
                index += Self.lines(of: row, width: Double(size.width), scale: scale).count
            }
        }
        nodes.append(
            DisplayChrome.button(
                .keysClose, name: localized("Close"), shortcut: "Escape",
                tooltip: KeyTooltip.text(name: localized("Close"), shortcut: "Escape F1"), states: AccessibleState.onScreen,
                frame: frames.close))
        return KeypadAccessibility.frame(nodes, windowSize: size)
    }

    /// The characters a line holds in a window `width` wide at `scale` (at least 12).
    static func columns(width: Double, scale: Double) -> Int {
        max(12, Int((width - 2 * margin * scale) / (textSize * scale * characterShare)))
    }

    private func label(_ text: String, id: Int, line: Int, shown: Range<Int>, frames: Frames) -> AccessibleNode<Control> {
        var states = KeypadAccessibility.textStates
        let frame = Rect(
            x: frames.lines.x, y: frames.lines.y + Double(line - shown.lowerBound) * frames.line, width: frames.lines.width,
            height: frames.line)
        if !shown.contains(line) { states.subtract([.visible, .showing]) }
        return AccessibleNode(
            id: "keys_" + String(id), role: .label, name: text, states: states,
            extents: KeypadAccessibility.extents(shown.contains(line) ? frame : .zero), text: text)
    }
}
