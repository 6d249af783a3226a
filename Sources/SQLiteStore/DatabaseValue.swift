import Foundation

/// A value as SQLite stores it: one of its five storage classes.
public enum DatabaseValue: Hashable, Sendable {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer; booleans are stored as 0 and 1.
  case integer(Int64)
  /// An IEEE double; dates are stored as seconds since 1970.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes, stored as they are.
  case blob(Data)

  /// Whether the value is SQL `NULL`.
  public var isNull: Bool { self == .null }
}
