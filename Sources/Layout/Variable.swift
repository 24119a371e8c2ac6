/// An unknown of a constraint system; identity (not name) defines equality, as in kiwi.
///
/// The solver writes the solved value into `value` when `Solver.updateVariables()` runs; only that
/// write mutates a variable, so share one across threads only while no solver is updating it.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A label for printing and debugging; two variables may share a name.
    public let name: String
    /// The value from the last `updateVariables()` of a solver that knows this variable.
    /// (Written only by `updateVariables`, in a hot loop: no dynamic exclusivity check.)
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }
}
