@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs actions when its content appears and disappears, and runs `task` work while it is shown.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor @Sendable () async -> Void)?
  var taskID: AnyHashable?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> LifecycleNode { LifecycleNode(graph: graph) }
  func apply(to node: LifecycleNode) { node.apply(self) }
}

final class LifecycleNode: TransparentModifierNode {
  private var modifier = LifecycleModifier()
  private var runningTask: Task<Void, Never>?

  func apply(_ new: LifecycleModifier) {
    let restart = isMounted && runningTask != nil && new.taskID != self.modifier.taskID
    self.modifier = new
    if restart { startTask() }
  }

  override func didMount() {
    let onAppear = modifier.onAppear
    if let onAppear { graph.enqueueLifecycle(onAppear) }
    if modifier.task != nil { graph.enqueueLifecycle { [weak self] in self?.startTask() } }
  }

  override func willUnmount() {
    runningTask?.cancel()
    runningTask = nil
    if let onDisappear = modifier.onDisappear { graph.enqueueLifecycle(onDisappear) }
  }

  private func startTask() {
    runningTask?.cancel()
    guard let task = modifier.task else { return }
    runningTask = Task { @MainActor in await task() }
  }
}

/// Gives its content an explicit identity: a new identity replaces the content and resets its state.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> IdentityNode { IdentityNode(graph: graph) }
  func apply(to node: IdentityNode) { node.apply(self) }
}

final class IdentityNode: TransparentModifierNode {
  private(set) var id: AnyHashable?

  func apply(_ modifier: IdentityModifier) {
    let new = modifier.id
    if let id, id != new, let content {
      content.unmount()
      resetContent()
    }
    id = new
  }
}

extension View {
  /// Runs `action` when the view appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }
  /// Runs `action` when the view disappears.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }
  /// Runs asynchronous work while the view is shown; it is cancelled when the view disappears.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
    -> some View
  {
    modifier(LifecycleModifier(task: action))
  }
  /// Runs asynchronous work while the view is shown, restarting it when `id` changes.
  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: action, taskID: AnyHashable(value)))
  }
  /// Gives the view an explicit identity; changing it replaces the view and resets its state.
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: AnyHashable(id))) }
}
