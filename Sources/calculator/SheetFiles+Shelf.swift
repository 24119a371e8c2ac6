import CalculatorPresentation
import CalculatorStorage

extension SheetFiles {
    /// The list of sheets' files in `shelf`, the sheets' folder (none: no data directory, nothing listed).
    init(_ shelf: SheetShelf?) {
        guard let shelf else {
            self = .none
            return
        }
        let directory = shelf.directory
        self.init(
            list: { shelf.list() }, exists: { shelf.exists($0) },
            open: { name in SheetSaving.open(SheetDirectory.file(named: name, in: directory)?.path, name: name) },
            create: { shelf.create($0) }, rename: { shelf.rename($0, to: $1) }, delete: { shelf.delete($0) })
    }
}
