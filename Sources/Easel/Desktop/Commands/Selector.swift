import Foundation

/// The name of an action method, such as `"selectAll:"`: Objective-C's `Selector`, which Swift on Linux lacks, for
/// ``View/onCommand(_:perform:)``.
///
/// `#selector` needs the Objective-C runtime; name the method instead, as `Selector("selectAll:")`, which also
/// compiles on Apple platforms.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name, with a colon for each argument.
  let name: String

  /// The selector of the method named `name`.
  public init(_ name: String) { self.name = name }

  public init(stringLiteral name: String) { self.init(name) }
}
