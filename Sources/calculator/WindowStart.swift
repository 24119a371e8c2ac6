import AccessibilityBus
import CalculatorCommandLine
import CalculatorController
import CalculatorModel
import CalculatorPresentation
import CalculatorStorage
import CalculatorView
import SystemIO
import WindowInterface

/// Opens the calculator window, in one straight sequence: the display and its X resources, the
/// settings, the remembered state, the window, the controller with the tape, the session, and the
/// router that carries the session's effects to the store, the bus and the window. Problems with
/// the files are one line each on standard error; the window works anyway.
enum WindowStart {
    /// Opens the window `request` asks for and runs it until it quits.
    static func run(_ request: WindowRequest) throws(WindowError) {
        // In order: the display and its resources; the settings they ask for; the remembered state and
        // the tape, read before the window maps, which must know whether it starts on top; the window.
        var options = WindowOptions(
            displayName: request.display, geometry: request.geometry, title: KeypadAccessibility.frameName,
            iconPath: ResourceFiles.path(of: "calculator.pam"))
        let display = try X11Display.open(name: options.displayName)
        var problems: [String] = []
        let settings = ResourceSettings.configure(
            display.resources, desktopDPI: display.desktopDPI, &options, problems: &problems)
        let store = CalculatorStore(
            directory: StateDirectory.fromEnvironment(), keepsHistory: request.keepsHistory && settings.keepsHistory,
            untitledSheet: UntitledSheet.name)
        let (remembered, stateProblems) = store.readState()
        let history = store.readHistory()
        let startsOnTop = settings.alwaysOnTop ?? remembered.alwaysOnTop
        options.alwaysOnTop = startsOnTop
        store.removeStaleTemporaries()
        standardError(problems: problems + stateProblems + history.problems)
        let window = X11Window<Control>(display: display, options: options)
        let controller = CalculatorController()
        controller.evaluation = request.evaluation ?? settings.evaluation
        controller.numberLocale = request.numberFormat.locale(over: settings)
        controller.angleUnit = remembered.angleUnit
        controller.memory = remembered.memory.map(Real.init)
        controller.restoreHistory(history.entries)
        let session = CalculatorSession(
            size: window.size, scale: settings.scale, fallbackScale: settings.fallbackScale, theme: settings.theme,
            controller: controller, isAlwaysOnTop: startsOnTop, exactForm: settings.exactForm.overriding(request.exactForm),
            mode: settings.mode ?? Mode(storedName: remembered.mode) ?? .calculator, converterUnits: remembered.converterUnits,
            openSheet: store.sheet.opener, sheetFiles: store.sheetShelf.map(SheetFiles.init) ?? .none,
            measure: window.textMeasure)
        // What reading the tape found that the user is to know (damaged lines, skipped and kept) is
        // said in the window from its first frame, not only on standard error.
        if let notice = store.takeNotices().last { _ = session.handle(.notice(notice.words)) }
        window.setScene(session.scene)
        // Screen readers: the AT-SPI bus, polled beside X once the first frame is drawn; its
        // presses come in as clicks, and the new tree goes to it once the answer's frame is on
        // screen (computing and announcing it takes about 0.2 ms a key, which the pixels need not wait for).
        let accessibility = AccessibilityServer<Control>(
            applicationName: "calculator", version: CommandLineHelp.version,
            windowOrigin: { window.screenOrigin })
        let router = EffectRouter(store: store, accessibility: accessibility)
        // An input's answer through the router, and what the store then has to say back through the session.
        let drive = { (inputs: [SessionInput]) in SessionDriver.drive(inputs, session: session, perform: router.route) }
        let firstTree = session.accessibleSnapshot
        let bus = EventSource(
            start: { accessibility.connect(rootWindowProperty: window.rootWindowText("AT_SPI_BUS"), tree: firstTree.tree) },
            pollRequest: { accessibility.pollRequest },
            dispatch: { accessibility.dispatch().map(WindowEvent.click) },
            afterFrame: router.afterFrame)
        // A write the store could not do yet (a lock held, a full disk) is tried again after its delay: never waited on.
        let retry = EventSource(
            pollRequest: { store.retryDelay.map { (descriptor: -1, events: 0, timeout: $0) } },
            scene: { drive(router.retry())?.scene })
        // The tape changed on disk (another window's, by inotify): read again and shown, so open windows show one tape.
        let watch = store.keepsHistory ? StateDirectory.fromEnvironment().map(HistoryWatch.init) : nil
        let tapeChanges = EventSource(
            start: { watch?.start() }, pollRequest: { watch?.pollRequest },
            scene: { watch?.takeChanges() == true ? drive(router.reloadHistory())?.scene : nil })
        // An update of the exchange rates runs as a process of its own; its outcome comes through its pipe and is said.
        let rates = EventSource(pollRequest: { router.ratesUpdate.pollRequest }) {
            router.ratesUpdate.takeOutcome().flatMap { drive([.ratesUpdated($0)])?.scene }
        }
        window.run({ event in drive([.window(event)]) ?? WindowUpdate() }, sources: [bus, retry, tapeChanges, rates])
    }

    /// `--benchmark-frames`: the window of the X resources' settings and a session on it, whose resizes
    /// `FrameBenchmark` times; its report.
    static func benchmark(frames: Int, display name: String?, geometry: String?) throws(WindowError) -> String {
        var problems: [String] = []
        let display = try X11Display.open(name: name)
        var options = WindowOptions(displayName: name, geometry: geometry)
        let setup = ResourceSettings.configure(display.resources, desktopDPI: display.desktopDPI, &options, problems: &problems)
        let window = X11Window<Control>(display: display, options: options)
        let session = CalculatorSession(size: window.size, scale: setup.scale, theme: setup.theme, measure: window.textMeasure)
        return FrameBenchmark.run(frames: frames, window: window) { session.handle(.resize($0)).scene }
    }
}

extension SheetShelf: SheetFolder {}   // the sheets' folder, as the window's list of sheets uses it
