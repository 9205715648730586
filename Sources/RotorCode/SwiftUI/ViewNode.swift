import RotorDiagnostics
import RotorModel

/// A SwiftUI view after its body has been evaluated: what the accessibility tree is made of.
indirect enum ViewNode: Sendable, Hashable {
    case text(String)
    /// An image; decorative (out of the tree) unless it has a label.
    case image(label: String?)
    /// An SF Symbol (`Image(systemName:)`) the code gives no label: VoiceOver's automatic
    /// label for it is not documented, so it is an unlabelled image, noted as modelled.
    case symbol(String)
    case button(label: [ViewNode], action: Closure?)
    case toggle(label: [ViewNode], isOn: Int)
    case slider(value: Int, lower: Double, upper: Double, step: Double?, label: [ViewNode])
    case stepper(label: [ViewNode], value: Int, lower: Double, upper: Double, step: Double)
    case textField(placeholder: String, text: Int)
    /// A stack, list, form, group or scroll view: its children, transparent until modified.
    case stack([ViewNode])
    case empty
    /// A shape or colour used as a view: out of the tree until the code gives it a label,
    /// which makes it an element with that label and no trait, as SwiftUI does.
    case shape
    case modified(ViewNode, ViewModifier)
    /// `.sheet(isPresented:)` while presented: the content shows over the view, modal.
    case sheet(ViewNode, content: [ViewNode])
    /// A view type the code does not declare: an error if it reaches the tree.
    case undeclared(String, Diagnostic)
}

/// An accessibility modifier, or one that changes what a gesture does.
enum ViewModifier: Sendable, Hashable {
    case label(String)
    case value(String)
    case hint(String)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case element(AccessibilityNode.ChildBehavior)
    case hidden(Bool)
    case sortPriority(Double)
    case namedAction(String, Closure)
    case defaultAction(Closure)
    case magicTap(Closure)
    case escape(Closure)
    case adjustable(Closure)
    case focused(cell: Int, equals: Value?)
    case disabled(Bool)
    case tap(Closure)
    case representation([ViewNode])
}
