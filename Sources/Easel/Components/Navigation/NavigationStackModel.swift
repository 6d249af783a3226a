import Foundation

/// The state of one ``NavigationStack``: its path, the screens pushed as views, the destinations registered for
/// value types, and the preferences of each screen.
@MainActor
final class NavigationStackModel {
  /// Identifies a screen, so its state survives while it stays in the stack and is dropped when it leaves.
  enum ScreenID: Hashable {
    case root
    /// The screen of the path's value at an index.
    case value(Int, AnyHashable)
    /// A screen pushed as a view (a destination link or `navigationDestination(isPresented:)`).
    case view(Int)
  }

  /// One screen of the stack.
  struct Screen {
    let id: ScreenID
    let index: Int
    let content: AnyView
  }

  /// A screen pushed as a view, above the path's first `depth` values.
  private struct ViewPush {
    let id: Int
    let depth: Int
    var view: AnyView
    let onPop: (@MainActor () -> Void)?
  }

  /// A destination for values of one type, registered by a `navigationDestination(for:)` node.
  private struct Destination {
    let owner: ObjectIdentifier
    var make: (Any) -> AnyView
  }

  /// The path, bound to the stack's own state or to the binding it was given.
  private var path: Binding<[AnyHashable]> = .constant([])
  private var viewPushes: [ViewPush] = []
  private var nextPushID = 0
  private var destinations: [ObjectIdentifier: [Destination]] = [:]
  private var screenModels: [ScreenID: NavigationScreenModel] = [:]
  /// The screens of the last evaluation, for popping and for the bars.
  private(set) var screens: [Screen] = []
  private let readers = DependentNodes()
  private let swipeReaders = DependentNodes()
  private var swipe: CGFloat = 0

  /// How far a swipe from the leading edge has dragged the top screen; the stack's content runs again when it moves.
  var swipeTranslation: CGFloat {
    swipeReaders.registerCurrentReader()
    return swipe
  }

  /// The width of the stack's screens at the last layout, which decides where a swipe back ends.
  private(set) var screenWidth: CGFloat = 0

  /// Notes the width of the stack's screens.
  func recordScreenWidth(_ width: CGFloat) { screenWidth = width }

  /// Moves the top screen with a swipe back, in the transaction running now.
  func setSwipeTranslation(_ translation: CGFloat) {
    guard translation != swipe else { return }
    swipe = translation
    swipeReaders.invalidateAll(transaction: TransactionContext.current ?? Transaction())
  }

  /// The screens for the current path above `root`; the stack's body calls this, and runs again when they change.
  func makeScreens<Root: View>(root: Root, path: Binding<[AnyHashable]>) -> [Screen] {
    self.path = path
    readers.registerCurrentReader()
    let elements = path.wrappedValue
    let orphaned = viewPushes.filter { $0.depth > elements.count }
    viewPushes.removeAll { $0.depth > elements.count }
    var result = [Screen(id: .root, index: 0, content: AnyView(root))]
    for depth in 0...elements.count {
      if depth > 0 {
        let value = elements[depth - 1]
        result.append(
          Screen(id: .value(depth - 1, value), index: result.count, content: destination(for: value)))
      }
      for push in viewPushes where push.depth == depth {
        result.append(Screen(id: .view(push.id), index: result.count, content: push.view))
      }
    }
    screens = result
    let ids = Set(result.map(\.id))
    screenModels = screenModels.filter { ids.contains($0.key) }
    for push in orphaned { push.onPop?() }
    return result
  }

  private func destination(for value: AnyHashable) -> AnyView {
    guard let destination = destinations[ObjectIdentifier(type(of: value.base))]?.last else {
      return AnyView(EmptyView())
    }
    return destination.make(value.base)
  }

  /// The preferences model of a screen, made when first asked for.
  func screenModel(for id: ScreenID) -> NavigationScreenModel {
    if let model = screenModels[id] { return model }
    let model = NavigationScreenModel()
    screenModels[id] = model
    return model
  }

  /// The preferences model of the screen at `index`, if there is one.
  func screenModel(at index: Int) -> NavigationScreenModel? {
    screens.indices.contains(index) ? screenModel(for: screens[index].id) : nil
  }

  // MARK: Pushing and popping

  /// Pushes `value` above the screen at `index`, replacing the screens above it.
  func push(value: AnyHashable, above index: Int) {
    let kept = valueCount(below: index + 1)
    removeViewPushes(fromScreen: index + 1)
    path.wrappedValue = Array(path.wrappedValue.prefix(kept)) + [value]
  }

  /// Pushes `view` above the screen at `index`, replacing the screens above it; returns the push's identity.
  @discardableResult
  func push(view: AnyView, above index: Int, onPop: (@MainActor () -> Void)? = nil) -> Int {
    let kept = valueCount(below: index + 1)
    removeViewPushes(fromScreen: index + 1)
    if path.wrappedValue.count > kept { path.wrappedValue = Array(path.wrappedValue.prefix(kept)) }
    nextPushID += 1
    viewPushes.append(ViewPush(id: nextPushID, depth: kept, view: view, onPop: onPop))
    readers.invalidateAll(transaction: TransactionContext.current ?? Transaction())
    return nextPushID
  }

  /// Replaces the view of a push that is still shown; it is used the next time the stack's body runs, at once when
  /// `showsNow` (the view changed without the stack's body running, through state its closure reads).
  func updatePush(_ id: Int, view: AnyView, showsNow: Bool = false) {
    guard let index = viewPushes.firstIndex(where: { $0.id == id }) else { return }
    viewPushes[index].view = view
    if showsNow { readers.invalidateAll(transaction: TransactionContext.current ?? Transaction()) }
  }

  /// Removes a pushed view and the screens above it.
  func removePush(_ id: Int) {
    guard let screen = screens.first(where: { $0.id == .view(id) }) else {
      viewPushes.removeAll { $0.id == id }
      return
    }
    pop(from: screen.index)
  }

  /// Pops the screen at `index` and every screen above it; the root stays.
  func pop(from index: Int) {
    guard index > 0, index < screens.count else { return }
    let kept = valueCount(below: index)
    removeViewPushes(fromScreen: index)
    if path.wrappedValue.count > kept { path.wrappedValue = Array(path.wrappedValue.prefix(kept)) }
  }

  /// Pops the top screen.
  func popTop() { pop(from: screens.count - 1) }

  /// The number of path values among the screens below `index`.
  private func valueCount(below index: Int) -> Int {
    screens.prefix(index).filter { if case .value = $0.id { true } else { false } }.count
  }

  /// Removes the pushed views shown at `index` or above, telling their owners.
  private func removeViewPushes(fromScreen index: Int) {
    let removed = Set(
      screens.dropFirst(index).compactMap { screen -> Int? in
        if case .view(let id) = screen.id { id } else { nil }
      })
    guard !removed.isEmpty else { return }
    let popped = viewPushes.filter { removed.contains($0.id) }
    viewPushes.removeAll { removed.contains($0.id) }
    readers.invalidateAll(transaction: TransactionContext.current ?? Transaction())
    for push in popped { push.onPop?() }
  }

  // MARK: Destinations

  /// Registers how `owner` shows values of `type`; the latest registration for a type wins.
  func register(_ type: Any.Type, owner: ObjectIdentifier, make: @escaping (Any) -> AnyView) {
    let key = ObjectIdentifier(type)
    var list = destinations[key] ?? []
    if let index = list.firstIndex(where: { $0.owner == owner }) {
      list[index].make = make
      destinations[key] = list
      return
    }
    list.append(Destination(owner: owner, make: make))
    destinations[key] = list
    readers.invalidateAll()
  }

  /// Removes what `owner` registered.
  func unregister(_ type: Any.Type, owner: ObjectIdentifier) {
    let key = ObjectIdentifier(type)
    guard let list = destinations[key], list.contains(where: { $0.owner == owner }) else { return }
    destinations[key] = list.filter { $0.owner != owner }
    readers.invalidateAll()
  }
}
