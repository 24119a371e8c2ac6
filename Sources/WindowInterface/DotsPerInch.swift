/// The screen densities the window is drawn at: `Xft.dpi`, the desktop's `Xft/DPI` and `--dpi` are
/// clamped or refused outside them, so no font or layout is asked for more than 4× the usual 96.
public enum DotsPerInch {
    /// From a quarter of 96 dpi to four times it (192 is HiDPI).
    public static let drawn: ClosedRange<Double> = 24...384
}
