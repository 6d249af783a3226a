/// What `easel-preview` asks a built program to render: the program reads it from the file named by the
/// ``environmentVariable`` and, instead of opening its windows, renders each preview to a PNG in ``directory``.
public struct PreviewRenderRequest: Codable, Sendable {
  /// The variable that names the request's file.
  public static let environmentVariable = "EASEL_PREVIEW_RENDER"
  /// What starts each line of the program's standard output that reports a rendered preview (a
  /// ``PreviewRenderResult`` in JSON): the program's own output has other lines.
  public static let resultPrefix = "easel-preview-result: "

  /// A preview to render, found in the source.
  public struct Item: Codable, Sendable, Hashable {
    /// The preview's identity, which names its PNG: unique in the request.
    public var id: String
    /// A `#Preview`'s C symbol (``PreviewSymbol``), or `nil` for a `PreviewProvider`.
    public var symbol: String?
    /// A `PreviewProvider`'s mangled type name, or `nil` for a `#Preview`.
    public var mangledTypeName: String?
    /// Where the preview is written: `Module/File.swift`.
    public var fileID: String
    /// The line the preview starts on.
    public var line: Int

    public init(id: String, symbol: String?, mangledTypeName: String?, fileID: String, line: Int) {
      (self.id, self.symbol, self.mangledTypeName, self.fileID, self.line) = (id, symbol, mangledTypeName, fileID, line)
    }
  }

  /// The previews to render, in order.
  public var items: [Item]
  /// Where the PNGs go: `<id>.png`.
  public var directory: String
  /// Whether to render in dark appearance.
  public var dark: Bool
  /// Pixels per point.
  public var scale: Double

  public init(items: [Item], directory: String, dark: Bool, scale: Double) {
    (self.items, self.directory, self.dark, self.scale) = (items, directory, dark, scale)
  }
}

/// A preview the program rendered, or could not.
public struct PreviewRenderResult: Codable, Sendable, Hashable {
  /// The request item's ``PreviewRenderRequest/Item/id``.
  public var id: String
  /// The name the preview gave itself.
  public var name: String?
  /// The rendered size in points, or `nil` when nothing was rendered.
  public var width: Double?
  public var height: Double?
  /// Why nothing was rendered, or `nil`.
  public var failure: String?

  public init(id: String, name: String?, width: Double?, height: Double?, failure: String?) {
    (self.id, self.name, self.width, self.height, self.failure) = (id, name, width, height, failure)
  }
}
