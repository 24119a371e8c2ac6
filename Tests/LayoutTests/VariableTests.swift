import Testing
import TestSupport
@testable import Layout

struct VariableTests {
    // nucleic/kiwi py/tests/test_variable.py, test_variable_methods (name, value starts at 0)
    @Test func identityDefinesEquality() {
        let a = Variable("same"), b = Variable("same")
        #expect(a.name == "same" && a.value == 0)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
