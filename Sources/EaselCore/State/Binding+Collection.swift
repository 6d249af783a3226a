import Foundation

/// A binding to a collection is a collection of bindings to its elements, so `ForEach($items) { $item in … }` and
/// `List($items) { $item in … }` edit the elements in place.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

  /// A binding to the element at `position`, reading and writing it through this binding.
  public subscript(position: Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element>(
      get: { base.wrappedValue[position] },
      set: { value, transaction in
        var whole = base.wrappedValue
        whole[position] = value
        base.transaction(transaction).wrappedValue = whole
      })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }

  public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}
