/// One row of a query's result: its column names and values, copied out of SQLite so it can outlive the
/// statement and cross threads.
///
/// Read a column by name or position with the type you expect:
///
/// ```swift
/// let nickname = row["nickname"] as String?
/// let xp: Int = try row.value("xp")
/// let profile = try row.decode(Profile.self)
/// ```
public struct Row: Sendable, Hashable {
  /// The result's column names, as SQLite reports them (an `AS` alias when there is one).
  public let columnNames: [String]
  /// The values, in column order.
  public let values: [DatabaseValue]

  /// Makes a row; the two arrays must have the same length.
  public init(columnNames: [String], values: [DatabaseValue]) {
    precondition(columnNames.count == values.count, "a row needs one value per column")
    self.columnNames = columnNames
    self.values = values
  }

  /// The position of a column, matched exactly first and then ignoring case, as SQL names are.
  public func index(of column: String) -> Int? {
    columnNames.firstIndex(of: column)
      ?? columnNames.firstIndex { $0.caseInsensitiveCompare(column) == .orderedSame }
  }

  /// The value of a column, or `nil` when it is `NULL`, has another type or is not in the row; use
  /// ``value(_:as:)`` to tell those apart.
  public subscript<Value: DatabaseValueConvertible>(_ column: String) -> Value? {
    index(of: column).flatMap { self[$0] }
  }

  /// The value at a position, or `nil` when it is `NULL`, has another type or the position is out of range.
  public subscript<Value: DatabaseValueConvertible>(_ index: Int) -> Value? {
    guard values.indices.contains(index) else { return nil }
    return Value(databaseValue: values[index])
  }

  /// The value of a column, which must be present and have the type asked for; ask for an optional type to
  /// accept `NULL`.
  ///
  /// - Throws: ``DatabaseError`` with ``ResultCode/range`` for a missing column, ``ResultCode/mismatch`` for
  ///   a value of another type or an unexpected `NULL`.
  public func value<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type = Value.self) throws
    -> Value
  {
    guard let index = index(of: column) else {
      throw DatabaseError(
        code: .range, message: "no column \"\(column)\" in a row of \(columnNames.joined(separator: ", "))")
    }
    guard let value = Value(databaseValue: values[index]) else {
      throw DatabaseError(code: .mismatch, message: "column \"\(column)\" holds \(values[index]), not \(Value.self)")
    }
    return value
  }

  /// Decodes the row as a `Decodable` type whose coding keys are the column names.
  ///
  /// Columns read as ``DatabaseValueConvertible`` types do (a `Date` from seconds, a `Bool` from 0 or 1);
  /// other single-value types, such as `String`-backed enums, decode through them. A type that is itself
  /// single-valued decodes from a one-column row.
  ///
  /// - Throws: `DecodingError` for a missing column, an unexpected `NULL` or a value of another type.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    try RowDecoder(row: self).decode(type)
  }
}
