import AccessibilityBus
import CalculatorController
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import CalculatorView
import WindowInterface

/// Opens the calculator window: the view configured from the display's X resources, a session
/// driving it, and the store restoring the remembered state and the tape and keeping them after
/// every event. Problems with the files are one line each on standard error; the window works anyway.
enum WindowStart {
    /// The number format's options (`--decimal-separator`, `--group-separator`, `--grouping`), over the resources.
    typealias NumberFormatOptions = (decimal: String?, group: String?, grouping: String?)

    static func run(options: WindowOptions, keepsHistory: Bool, evaluation: Evaluation?, numberFormat: NumberFormatOptions,
                    version: String) throws(WindowError) {
        let systemLocale = NumberLocale.fromEnvironment()
        var settings = CalculatorSession.Settings()
        var store: CalculatorStore?
        var remembered = RememberedState()
        var startsOnTop = false
        let window = try X11Window<Control>(options: options) { resources, options in
            var problems: [String] = []
            settings = ResourceSettings.configure(resources, &options, problems: &problems)
            // The state is read before the window maps, which must know whether it starts on top.
            let opened = CalculatorStore(directory: StateDirectory.fromEnvironment(),
                                         keepsHistory: keepsHistory && settings.keepsHistory)
            let state = opened.readState()
            remembered = state.state
            problems += state.problems
            startsOnTop = settings.alwaysOnTop ?? remembered.alwaysOnTop
            options.alwaysOnTop = startsOnTop
            opened.removeStaleTemporaries()
            store = opened
            for problem in problems { standardError("calculator: " + problem) }
        }
        let controller = CalculatorController()
        controller.evaluation = evaluation ?? settings.evaluation
        controller.numberLocale = systemLocale.overridden(
            decimal: numberFormat.decimal ?? settings.decimalSeparator, group: numberFormat.group ?? settings.groupSeparator,
            grouping: numberFormat.grouping ?? settings.grouping)
        controller.angleUnit = remembered.angleUnit
        controller.memory = remembered.memory.map(Real.init)
        let session = CalculatorSession(size: window.size, scale: settings.scale, theme: settings.theme,
                                        controller: controller, isAlwaysOnTop: startsOnTop)
        for problem in store?.restoreHistory(into: controller) ?? [] { standardError("calculator: " + problem) }
        window.setScene(session.scene)
        // Screen readers: the AT-SPI bus, polled beside X once the first frame is drawn; its
        // presses come in as clicks, and the new tree goes to it once the answer's frame is on
        // screen (computing and announcing it takes about 0.2 ms a key, which the pixels need not wait for).
        var treeIsStale = false
        let accessibility = AccessibilityServer<Control>(applicationName: "calculator", version: version,
                                                windowOrigin: { window.screenOrigin })
        let bus = EventSource(
            start: { accessibility.connect(rootWindowProperty: window.rootWindowText("AT_SPI_BUS"), tree: session.accessibleTree) },
            pollRequest: { accessibility.pollRequest },
            dispatch: { accessibility.dispatch().map(WindowEvent.click) },
            afterFrame: {
                guard treeIsStale else { return }
                treeIsStale = false
                if accessibility.isConnected { accessibility.update(session.accessibleTree) }
            })
        func save() {
            for problem in store?.save(controller, alwaysOnTop: session.isAlwaysOnTop) ?? [] {
                standardError("calculator: " + problem)
            }
        }
        // What the store could not write (another process holds the history lock, the disk is
        // full) is tried again after its delay, a timer with no descriptor; the loop never waits on the disk.
        let retry = EventSource<Control>(
            start: {},
            pollRequest: { store?.retryDelay.map { (descriptor: -1, events: 0, timeout: $0) } },
            dispatch: { save(); return [] })
        window.run({ event in
            let update = session.handle(event)
            save()
            treeIsStale = true
            return update
        }, sources: [bus, retry])
    }
}
