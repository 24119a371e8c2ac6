import CalculatorPresentation
import CalculatorView
import WindowInterface

/// The display's X resources read for presentation: the view's `XResources` become plain
/// `ResourceValues`, presentation's settings come of them, and the window's options follow.
enum ResourceSettings {
    /// The values of the resources presentation reads: each row of `Resource`, fetched by its name.
    static func values(of resources: XResources) -> ResourceValues {
        // Only a font set for the calculator: `*font` is usually a terminal's monospaced font.
        let font = Resource.font.name
        return ResourceValues(
            text: { resources.value($0) }, color: resources.color,
            font: resources.isSpecific(font) ? resources.value(font) : nil, dpi: resources.dpi)
    }

    /// The settings the resources ask for, with the window's sizes (for the dpi) and fonts set in
    /// `options`; bad values are named in `problems`. A `calculator.font` of which no family is installed
    /// (or that fontconfig cannot read) is named, and the documented list kept (`WindowOptions`'s fonts).
    /// `desktopDPI` is the desktop's XSETTINGS `Xft/DPI`, which decides over `Xft.dpi` when given.
    static func configure(
        _ resources: XResources, desktopDPI: Double? = nil, _ options: inout WindowOptions,
        problems: inout [String]
    ) -> CalculatorSession.Settings {
        if let text = resources.dpiText, resources.dpi == nil {
            problems.append("ignoring Xft.dpi '\(text)': not a number of at least \(Int(XResources.dpis.lowerBound))")
        }
        let settings = CalculatorSession.Settings(resources: values(of: resources), desktopDPI: desktopDPI, problems: &problems)
        options.defaultSize = settings.defaultWindowSize
        options.minimumSize = settings.minimumWindowSize
        if let font = settings.theme.font, !FontCatalog.hasFamily(font) {
            problems.append(
                "ignoring calculator.font '\(font)': no such font is installed; using \(WindowOptions.documentedFonts)")
        } else if let font = settings.theme.font {
            options.displayFont = font + ",sans-serif:light"
            options.buttonFont = font + ",sans-serif:regular"
        }
        return settings
    }
}
