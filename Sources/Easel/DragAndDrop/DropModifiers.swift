import Foundation

/// A view that takes drops: `onDrop(of:isTargeted:perform:)`.
struct DropModifier: ViewModifier, PrimitiveModifier {
  let types: [UTType]
  let isTargeted: Binding<Bool>?
  let action: ([NSItemProvider], CGPoint) -> Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { DropNode(graph: graph) }
}

/// Accepts drops of its types, reports whether a drag is over it, and hands the items and the drop location (in
/// its own coordinates) to its action.
final class DropNode: ModifierNode {
  private var modifier: DropModifier?

  override func apply(_ modifier: Any) { self.modifier = modifier as? DropModifier }

  func accepts(_ provider: NSItemProvider) -> Bool {
    modifier?.types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } ?? false
  }

  func setTargeted(_ targeted: Bool) {
    guard let binding = modifier?.isTargeted, binding.wrappedValue != targeted else { return }
    binding.wrappedValue = targeted
  }

  func perform(_ providers: [NSItemProvider], at location: CGPoint) -> Bool {
    guard let modifier else { return false }
    return modifier.action(providers, location.applying(transformToHost.inverted()))
  }
}

/// Starts a drag of the provider its closure makes once the pointer moves: `onDrag(_:)`.
struct DragSourceGesture: PrimitiveGesture {
  typealias Value = DragGesture.Value
  typealias Body = Never
  let makeProvider: () -> NSItemProvider

  func makeRecognizer(context: RecognitionContext) -> Recognizer<DragGesture.Value> {
    let makeProvider = self.makeProvider
    var started = false
    return MappingRecognizer(
      inner: DragRecognizer(minimumDistance: 6, space: .global, context: context), context: context, map: { $0 },
      onChanged: { [weak context] value in
        guard let node = context?.entry?.node else { return }
        if !started {
          started = true
          node.graph.beginDrag(makeProvider(), from: node, at: value.startLocation)
        }
        node.graph.moveDrag(to: value.location)
      },
      onSucceeded: { [weak context] value in context?.entry?.node?.graph.endDrag(at: value.location) },
      onStopped: { [weak context] success in if !success && started { context?.entry?.node?.graph.cancelDrag() } })
  }
}

extension View {
  /// Makes the view a drag source: dragging it carries the provider `data` makes.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    gesture(DragSourceGesture(makeProvider: data))
  }

  /// Makes the view a drop target for `supportedContentTypes`; `action` gets the items and the drop location in
  /// the view's coordinates, and returns whether it took them.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(DropModifier(types: supportedContentTypes, isTargeted: isTargeted, action: action))
  }

  /// Makes the view a drop target for `supportedContentTypes`.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }
}
