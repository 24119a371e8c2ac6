/// Where two values differ, found by walking both with `Mirror`: one short line a field, `path: left ≠ right`,
/// so a failing comparison of two scenes says what changed in a few lines instead of printing both whole.
public enum StructuralDifference {
    /// The differing fields of `left` and `right`, at most `limit` of them (then a line saying how many more).
    public static func lines<Value>(_ left: Value, _ right: Value, limit: Int = 12) -> [String] {
        var found: [String] = []
        walk(left, right, path: "", into: &found)
        guard found.count > limit else { return found }
        return Array(found.prefix(limit)) + ["… and \(found.count - limit) more"]
    }

    /// The differences as one string for a test's comment; empty when the values agree field by field.
    public static func description<Value>(_ left: Value, _ right: Value) -> String {
        lines(left, right).joined(separator: "\n")
    }

    private static func walk(_ left: Any, _ right: Any, path: String, into found: inout [String]) {
        let l = Mirror(reflecting: left), r = Mirror(reflecting: right)
        let lChildren = Array(l.children), rChildren = Array(r.children)
        // Leaves, and values of different shapes (another enum case, another type): compared as written.
        let isCollection = [.collection, .set, .dictionary].contains(l.displayStyle)
        guard !lChildren.isEmpty || !rChildren.isEmpty, l.subjectType == r.subjectType,
            isCollection || lChildren.count == rChildren.count,   // an optional that is nil on one side
            l.displayStyle != .enum || caseName(left) == caseName(right)
        else {
            let a = short(left), b = short(right)
            if a != b { found.append("\(path.isEmpty ? "value" : path): \(a) ≠ \(b)") }
            return
        }
        if isCollection {
            if lChildren.count != rChildren.count {
                found.append("\(path).count: \(lChildren.count) ≠ \(rChildren.count)")
            }
            for (i, (a, b)) in zip(lChildren, rChildren).enumerated() {
                walk(a.value, b.value, path: "\(path)[\(i)]", into: &found)
            }
        } else {
            for (i, (a, b)) in zip(lChildren, rChildren).enumerated() {
                let name = a.label.map { $0 == "some" ? "" : ".\($0)" } ?? ".\(i)"
                walk(a.value, b.value, path: path + name, into: &found)
            }
        }
    }

    /// An enum value's case, without its associated values.
    private static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    /// A value written in at most 60 characters.
    private static func short(_ value: Any) -> String {
        let text = String(describing: value)
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}
