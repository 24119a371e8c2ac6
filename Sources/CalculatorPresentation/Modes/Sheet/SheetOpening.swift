/// What opening the sheet's file found (storage reads it, the first time the sheet mode shows): the
/// sheet's name, its lines (none for a sheet not yet saved), and why it cannot be read, if so, which is
/// said once; the file is then never written over.
public typealias SheetOpening = (name: String, lines: [String], problem: String?)
