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
