/// The values bound to a statement's parameters: positional (`?`, `?NNN`) or named (`:name`, `@name`, `$name`).
///
/// Values are always bound, never spliced into the SQL, so quotes and semicolons in them are just text:
///
/// ```swift
/// try db.run("INSERT INTO flag (question, note) VALUES (?, ?)", [questionID, note])
/// try db.run("UPDATE profile SET nickname = :name WHERE id = :id", ["name": nickname, "id": 1])
/// ```
///
/// Every parameter of the statement must get a value and every value must have a parameter; a mismatch throws
/// a ``DatabaseError`` with ``ResultCode/range`` rather than silently binding `NULL`.
public struct StatementArguments: Sendable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
  enum Values: Sendable {
    case positional([DatabaseValue])
    /// Names without their prefix, in the order given.
    case named([(name: String, value: DatabaseValue)])
  }

  let values: Values

  /// Positional values, for `?` parameters in order.
  public init(_ values: [(any DatabaseValueConvertible)?]) {
    self.values = .positional(values.map { $0?.databaseValue ?? .null })
  }

  /// Named values; a name may be given with its prefix (`":id"`) or without (`"id"`).
  public init(named values: [String: (any DatabaseValueConvertible)?]) {
    self.init(namedPairs: values.map { ($0.key, $0.value) })
  }

  /// Positional values: `[1, "two", nil]`.
  public init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
    self.init(elements)
  }

  /// Named values: `["id": 1, "name": "two"]`.
  public init(dictionaryLiteral elements: (String, (any DatabaseValueConvertible)?)...) {
    self.init(namedPairs: elements)
  }

  private init(namedPairs: [(String, (any DatabaseValueConvertible)?)]) {
    values = .named(
      namedPairs.map { name, value in
        (Self.bareName(name), value?.databaseValue ?? .null)
      })
  }

  /// A parameter name without the `:`, `@` or `$` that SQLite keeps in front of it.
  static func bareName(_ name: String) -> String {
    guard let first = name.first, ":@$".contains(first) else { return name }
    return String(name.dropFirst())
  }
}
