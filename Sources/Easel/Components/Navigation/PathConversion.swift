import Foundation

/// Converts a typed path to the stack's type-erased elements and back.
struct PathConversion<Data: RangeReplaceableCollection> where Data.Element: Hashable {
  func elements(of data: Data) -> [AnyHashable] { data.map { AnyHashable($0) } }
  func collection(of elements: [AnyHashable]) -> Data { Data(elements.compactMap { $0.base as? Data.Element }) }
}
