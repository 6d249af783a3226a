@_spi(Reflection) import Swift

/// The stored fields of structure and tuple types, read from the runtime's type metadata (no values needed).
///
/// Per-type tables (``ValueComparison``, ``DynamicPropertyLayout``) are built from this once per type, so nothing
/// reflects on the per-frame path.
enum StoredFields {
  /// Calls `body` with the offset and type of each stored field of `type`, in declaration order; returns false,
  /// calling nothing, when `type` is not a structure or a tuple (enums, classes, existentials, functions).
  @discardableResult
  static func forEach(of type: Any.Type, _ body: (_ offset: Int, _ type: Any.Type) -> Void) -> Bool {
    // Walking the fields of other kinds of types needs a value (existentials) or is not supported.
    let kind = _MetadataKind(rawValue: metadataKind(of: type))
    guard kind == .struct || kind == .tuple else { return false }
    return _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      body(offset, fieldType)
      return true
    }
  }
}

@_silgen_name("swift_getMetadataKind")
private func metadataKind(of type: Any.Type) -> UInt
