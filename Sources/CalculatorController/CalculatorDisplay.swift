/// What the controller needs of a view: something that shows a `DisplayState`.
public protocol CalculatorDisplay: AnyObject {
    /// Shows `state`; called after every key that the controller handled.
    func show(_ state: DisplayState)
}
