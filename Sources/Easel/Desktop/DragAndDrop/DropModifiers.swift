@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that takes drops: `onDrop(of:isTargeted:perform:)`.
struct DropModifier: ViewModifier, PrimitiveModifier {
  let types: [UTType]
  let targetedChanged: ((Bool) -> Void)?
  let action: ([NSItemProvider], CGPoint) -> Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> DropNode { DropNode(graph: graph) }
  func apply(to node: DropNode) { node.apply(self) }
}

/// Accepts drops of its types, reports whether a drag is over it, and hands the items and the drop location (in
/// its own coordinates) to its action.
final class DropNode: ModifierNode {
  private var modifier: DropModifier?
  private var isTargeted = false

  func apply(_ modifier: DropModifier) { self.modifier = modifier }

  func accepts(_ provider: NSItemProvider) -> Bool {
    modifier?.types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } ?? false
  }

  func setTargeted(_ targeted: Bool) {
    guard targeted != isTargeted else { return }
    isTargeted = targeted
    modifier?.targetedChanged?(targeted)
  }

  /// Hands the action the providers that offer one of its types, as SwiftUI does.
  func perform(_ providers: [NSItemProvider], at location: CGPoint) -> Bool {
    guard let modifier else { return false }
    return modifier.action(providers.filter(accepts), location.applying(transformToHost.inverted()))
  }
}

/// Starts a drag of the provider its closure makes once the pointer moves: `onDrag(_:)`.
struct DragSourceGesture: PrimitiveGesture {
  typealias Value = DragGesture.Value
  typealias Body = Never
  let makeProvider: () -> NSItemProvider
  var preview: AnyView?

  func makeRecognizer(context: RecognitionContext) -> Recognizer<DragGesture.Value> {
    let makeProvider = self.makeProvider
    let preview = self.preview
    var started = false
    return MappingRecognizer(
      inner: DragRecognizer(minimumDistance: 6, space: .global, context: context), context: context, map: { $0 },
      onChanged: { [weak context] value in
        guard let node = context?.entry?.node else { return }
        if !started {
          started = true
          node.graph.beginDrag(makeProvider(), from: node, at: value.startLocation, preview: preview)
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
    modifier(
      DropModifier(
        types: supportedContentTypes, targetedChanged: isTargeted.map { binding in { binding.wrappedValue = $0 } },
        action: action))
  }

  /// Makes the view draggable: dragging it carries `payload` in each content type it exports.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    onDrag { payload().itemProvider() }
  }

  /// Makes the view draggable, showing `preview` under the pointer while it is dragged.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    gesture(DragSourceGesture(makeProvider: { payload().itemProvider() }, preview: AnyView(preview())))
  }

  /// Makes the view a drop target for items of `payloadType`; `action` gets the items (loaded asynchronously
  /// from the dropped data) and the drop location in the view's coordinates, and `isTargeted` is told when a drag
  /// of such items enters and leaves.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    let act = UncheckedSendable(action)
    return modifier(
      DropModifier(
        types: T.importedContentTypes, targetedChanged: isTargeted,
        action: { providers, location in
          let boxed = UncheckedSendable(providers)
          Task { @MainActor in
            var items: [T] = []
            for provider in boxed.value {
              if let item = await T.load(from: provider) { items.append(item) }
            }
            if !items.isEmpty { _ = act.value(items, location) }
          }
          return true
        }))
  }

  /// Makes the view a drop target for `supportedContentTypes`.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }

  /// Makes the view a drop target for the types with identifiers `supportedTypes` (such as `"public.image"`), the
  /// form of SwiftUI before `UTType`; `action` gets the items and the drop location in the view's coordinates.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
  }

  /// Makes the view a drop target for the types with identifiers `supportedTypes`.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted) { providers, _ in action(providers) }
  }
}
