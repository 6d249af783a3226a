/// Decodes one column's value as a single value: ``DatabaseValueConvertible`` types read it directly, other
/// integer widths and `Float` convert from it, and any other type decodes through those (a `String`-backed enum
/// asks for a `String`).
struct ColumnDecoder: Decoder, SingleValueDecodingContainer {
  let value: DatabaseValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw mismatch([String: Any].self, "a column holds one value, not a keyed container")
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw mismatch([Any].self, "a column holds one value, not a list")
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value.isNull }

  // One generic method witnesses every `decode(_:)` requirement.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if let convertible = type as? any DatabaseValueConvertible.Type {
      guard let decoded = convertible.init(databaseValue: value) as? Value else { throw failure(type) }
      return decoded
    }
    if let integer = type as? any FixedWidthInteger.Type {
      guard case .integer(let stored) = value, let decoded = integer.init(exactly: stored) as? Value else {
        throw failure(type)
      }
      return decoded
    }
    if type == Float.self {
      guard let stored = Double(databaseValue: value), let decoded = Float(stored) as? Value else {
        throw failure(type)
      }
      return decoded
    }
    return try Value(from: self)
  }

  /// `valueNotFound` for a `NULL` where a value is needed, `typeMismatch` for a value of another type.
  private func failure(_ type: Any.Type) -> DecodingError {
    if value.isNull {
      return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the column is NULL"))
    }
    return mismatch(type, "the column holds \(value)")
  }

  private func mismatch(_ type: Any.Type, _ description: String) -> DecodingError {
    .typeMismatch(type, .init(codingPath: codingPath, debugDescription: description))
  }
}
