import Foundation

/// What a table's rows select into.
enum TableSelection<ID: Hashable> {
  case none
  case single(Binding<ID?>)
  case multiple(Binding<Set<ID>>)

  func contains(_ id: ID) -> Bool {
    switch self {
    case .none: false
    case .single(let selection): selection.wrappedValue == id
    case .multiple(let selection): selection.wrappedValue.contains(id)
    }
  }

  /// Selects `id` alone, as a click on a row does.
  func select(_ id: ID) {
    switch self {
    case .none: break
    case .single(let selection): selection.wrappedValue = id
    case .multiple(let selection): selection.wrappedValue = [id]
    }
  }
}
