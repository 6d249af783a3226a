@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Registers how the enclosing stack shows pushed values of one type: `navigationDestination(for:destination:)`.
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
  let destination: (D) -> C
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> NavigationDestinationNode<D, C> { NavigationDestinationNode<D, C>(graph: graph) }
  func apply(to node: NavigationDestinationNode<D, C>) { node.apply(self) }
}

/// Keeps its modifier's destination registered with the stack while it is in the tree.
final class NavigationDestinationNode<D: Hashable, C: View>: TransparentModifierNode {
  private var stack: NavigationStackModel?

  func apply(_ modifier: NavigationDestinationModifier<D, C>) {
    let destination = modifier.destination
    let current = environment.navigationContext?.stack
    if let stack, stack !== current { stack.unregister(D.self, owner: ObjectIdentifier(self)) }
    stack = current
    current?.register(D.self, owner: ObjectIdentifier(self)) { value in AnyView(destination(value as! D)) }
  }

  override func willUnmount() { stack?.unregister(D.self, owner: ObjectIdentifier(self)) }
}

/// Pushes a destination while a binding is true: `navigationDestination(isPresented:destination:)`.
struct NavigationPresentingModifier<C: View>: ViewModifier, PrimitiveModifier {
  let isPresented: Binding<Bool>
  let destination: () -> C
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> NavigationPresentingNode<C> { NavigationPresentingNode<C>(graph: graph) }
  func apply(to node: NavigationPresentingNode<C>) { node.apply(self) }
}

/// Pushes its destination when the binding turns true and pops it when it turns false; popping the screen
/// (back button, `dismiss()`) sets the binding to false.
final class NavigationPresentingNode<C: View>: TransparentModifierNode {
  private var modifier: NavigationPresentingModifier<C>?
  private var pushID: Int?
  private var stack: NavigationStackModel?

  func apply(_ modifier: NavigationPresentingModifier<C>) {
    self.modifier = modifier
    synchronize()
  }

  /// The binding, or state the destination reads, changed without the view that holds them running again.
  override func reevaluate() { synchronize(showsNow: true) }

  private func synchronize(showsNow: Bool = false) {
    guard let modifier, let context = environment.navigationContext, let contextStack = context.stack else { return }
    // Reading the binding and making the destination register this node, so a change of the binding made
    // elsewhere, or of state the destination closure reads, reaches it.
    let destination = observation.track(invalidating: self) {
      modifier.isPresented.wrappedValue ? AnyView(modifier.destination()) : nil
    }
    stack = contextStack
    if let view = destination {
      if let pushID {
        contextStack.updatePush(pushID, view: view, showsNow: showsNow)
      } else {
        let binding = modifier.isPresented
        pushID = contextStack.push(view: view, above: context.index) { [weak self] in
          self?.pushID = nil
          if binding.wrappedValue { binding.wrappedValue = false }
        }
      }
    } else if let pushID {
      self.pushID = nil
      contextStack.removePush(pushID)
    }
  }

  override func willUnmount() {
    guard let pushID else { return }
    self.pushID = nil
    stack?.removePush(pushID)
  }
}

extension View {
  /// Shows values of type `data` pushed on the enclosing stack with the view `destination` builds.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// Pushes the view `destination` builds while `isPresented` is true.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> some View {
    modifier(NavigationPresentingModifier(isPresented: isPresented, destination: destination))
  }
}
