/// Decodes a ``Row`` as a keyed container whose keys are its column names.
struct RowDecoder: Decoder {
  let row: Row
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    // A DatabaseValueConvertible type would otherwise reach its own Decodable conformance, which for `Date`
    // means seconds since 2001 rather than the seconds since 1970 that the column holds.
    if Value.self is any DatabaseValueConvertible.Type { return try singleValueContainer().decode(type) }
    return try Value(from: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Container(row: row))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: [], debugDescription: "a row decodes as a keyed container, not a list"))
  }

  /// A one-column row's only value, so `query(Int.self, "SELECT count(*) …")` works.
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    guard row.values.count == 1 else {
      throw DecodingError.typeMismatch(
        Any.self,
        .init(
          codingPath: [], debugDescription: "a single value decodes from one column, not \(row.values.count)"))
    }
    return ColumnDecoder(value: row.values[0], codingPath: [])
  }

  private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let row: Row
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { row.columnNames.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { row.index(of: key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try column(key).value.isNull }

    // One generic method witnesses every `decode(_:forKey:)` requirement, `Int` and `String` included.
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try column(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try column(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try column(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { RowDecoder(row: row) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try column(key) }

    private func column(_ key: Key) throws -> ColumnDecoder {
      guard let index = row.index(of: key.stringValue) else {
        throw DecodingError.keyNotFound(
          key,
          .init(
            codingPath: [key],
            debugDescription: "no column \"\(key.stringValue)\" in \(row.columnNames.joined(separator: ", "))"))
      }
      return ColumnDecoder(value: row.values[index], codingPath: [key])
    }
  }
}
