import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete` reports them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so they start before the element that was at `destination`, as a list's
  /// `onMove` reports them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: target)
  }
}
