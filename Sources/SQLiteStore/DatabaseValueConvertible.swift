import Foundation

/// A Swift type that can be bound to a statement parameter and read back from a column.
///
/// `Int`, `Int64`, `Double`, `String`, `Data`, `Bool`, `Date` (seconds since 1970, as a real), ``DatabaseValue``
/// and optionals of them conform. Reading is strict, so a wrong type shows up instead of being guessed at: an
/// integer column does not read as a `String`, and only `Double` and `Date` accept both integers and reals.
public protocol DatabaseValueConvertible: Sendable {
  /// The value to store.
  var databaseValue: DatabaseValue { get }

  /// Reads a stored value, or returns `nil` when it has another type or does not fit.
  init?(databaseValue: DatabaseValue)
}

extension DatabaseValue: DatabaseValueConvertible {
  /// The value itself.
  public var databaseValue: DatabaseValue { self }

  /// Any stored value, unchanged.
  public init?(databaseValue: DatabaseValue) { self = databaseValue }
}

extension Int64: DatabaseValueConvertible {
  /// An integer.
  public var databaseValue: DatabaseValue { .integer(self) }

  /// Reads an integer.
  public init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Int: DatabaseValueConvertible {
  /// An integer.
  public var databaseValue: DatabaseValue { .integer(Int64(self)) }

  /// Reads an integer that fits in `Int`.
  public init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue, let exact = Int(exactly: value) else { return nil }
    self = exact
  }
}

extension Double: DatabaseValueConvertible {
  /// A real.
  public var databaseValue: DatabaseValue { .real(self) }

  /// Reads a real, or an integer: SQLite returns integers for reals that hold whole numbers in some
  /// expressions (`SUM` of integers, `MAX`), so a `Double` column may read back either way.
  public init?(databaseValue: DatabaseValue) {
    switch databaseValue {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension Bool: DatabaseValueConvertible {
  /// 1 for `true`, 0 for `false`, as SQLite's own `TRUE` and `FALSE` are.
  public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }

  /// Reads an integer: zero is `false`, anything else `true`.
  public init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue else { return nil }
    self = value != 0
  }
}

extension String: DatabaseValueConvertible {
  /// Text.
  public var databaseValue: DatabaseValue { .text(self) }

  /// Reads text.
  public init?(databaseValue: DatabaseValue) {
    guard case .text(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Data: DatabaseValueConvertible {
  /// A blob.
  public var databaseValue: DatabaseValue { .blob(self) }

  /// Reads a blob.
  public init?(databaseValue: DatabaseValue) {
    guard case .blob(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Date: DatabaseValueConvertible {
  /// Seconds since 1970 as a real, so dates sort and compare in SQL and keep sub-second precision.
  public var databaseValue: DatabaseValue { .real(timeIntervalSince1970) }

  /// Reads seconds since 1970, stored as a real or an integer (SQL's `unixepoch()` gives integers).
  public init?(databaseValue: DatabaseValue) {
    guard let seconds = Double(databaseValue: databaseValue) else { return nil }
    self.init(timeIntervalSince1970: seconds)
  }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  /// `NULL` for `nil`, the wrapped value's otherwise.
  public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }

  /// `nil` for `NULL`, the wrapped type's reading otherwise.
  public init?(databaseValue: DatabaseValue) {
    if databaseValue.isNull {
      self = .none
    } else if let value = Wrapped(databaseValue: databaseValue) {
      self = .some(value)
    } else {
      return nil
    }
  }
}
