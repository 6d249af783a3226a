import Foundation

/// A length that grows and shrinks with the user's text size, as in SwiftUI: `@ScaledMetric var size = 24`.
///
/// The value is scaled by the ratio of the body text size at the environment's ``DynamicTypeSize`` to its size
/// at ``DynamicTypeSize/large`` (iOS's default, and the desktop's), so it is the given value unless a view sets a
/// text size. Every text style scales alike here.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let environment = Environment(\.dynamicTypeSize)

  /// A length of `wrappedValue` at the default text size, scaled like text of `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) { baseValue = wrappedValue }

  /// The scaled length.
  public var wrappedValue: Value {
    let size = environment.wrappedValue
    return baseValue * Value(size.bodyPointSize / DynamicTypeSize.large.bodyPointSize)
  }
}

extension ScaledMetric: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) { environment.link(to: node, slot: &slot) }
}
