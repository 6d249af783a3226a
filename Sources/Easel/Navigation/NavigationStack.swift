import Foundation

/// A view that shows a root view and screens pushed over it, with a navigation bar on each.
///
/// Push screens with ``NavigationLink``, or by changing the path you bind; go back with the bar's back button,
/// `dismiss()` from `@Environment(\.dismiss)`, Alt+Left, or by removing values from the path. Screens below the
/// top keep their state while covered.
///
/// ```swift
/// NavigationStack {
///   List(items) { item in NavigationLink(item.name, value: item) }
///     .navigationDestination(for: Item.self) { item in ItemDetail(item: item) }
///     .navigationTitle("Items")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let boundPath: Binding<[AnyHashable]>?
  @State private var ownPath: [AnyHashable] = []
  @State private var model = NavigationStackModel()

  public var body: some View {
    let screens = model.makeScreens(root: root, path: boundPath ?? $ownPath)
    NavigationStackContent(model: model, screens: screens)
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that manages its own path, showing `root` at the bottom.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    boundPath = nil
  }

  /// A stack whose pushed values are `path`: append to push, remove to pop.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    boundPath = Binding(
      get: { path.wrappedValue.elements },
      set: { elements, transaction in
        withTransaction(transaction) { path.wrappedValue.elements = elements }
      })
  }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
  /// A stack whose pushed values are the elements of `path`: append to push, remove to pop.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    let conversion = PathConversion<Data>()
    boundPath = Binding(
      get: { conversion.elements(of: path.wrappedValue) },
      set: { elements, transaction in
        withTransaction(transaction) { path.wrappedValue = conversion.collection(of: elements) }
      })
  }
}

/// Converts a typed path to the stack's type-erased elements and back.
struct PathConversion<Data: RangeReplaceableCollection> where Data.Element: Hashable {
  func elements(of data: Data) -> [AnyHashable] { data.map { AnyHashable($0) } }
  func collection(of elements: [AnyHashable]) -> Data { Data(elements.compactMap { $0.base as? Data.Element }) }
}

/// The screens of a stack, each over the one below, sliding in from the trailing edge when pushed.
struct NavigationStackContent: View {
  let model: NavigationStackModel
  let screens: [NavigationStackModel.Screen]

  /// The animation of pushes and pops.
  static let animation = Animation.easeInOut(duration: 0.35)

  var body: some View {
    let top = screens.count - 1
    ZStack {
      ForEach(screens, id: \.id) { screen in
        NavigationScreen(model: model, screen: screen)
          .modifier(NavigationCoverModifier(isCovered: screen.index < top))
          .transition(.move(edge: .trailing))
      }
    }
    .clipped()
    .animation(Self.animation, value: screens.map(\.id))
    .onKeyPress(keys: [.leftArrow]) { press in
      guard press.modifiers.contains(.option), top > 0 else { return .ignored }
      model.popTop()
      return .handled
    }
  }
}
