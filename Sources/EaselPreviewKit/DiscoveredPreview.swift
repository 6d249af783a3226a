import EaselPreviewInterface

/// A preview found in a source file: a `#Preview` block or a `PreviewProvider` type.
public struct DiscoveredPreview: Hashable, Sendable {
  /// The file's path.
  public var path: String
  /// `Module/File.swift`, as `#fileID` writes it.
  public var fileID: String
  /// The line the preview starts on: the `#Preview`'s `#`, or the provider's declaration.
  public var line: Int
  /// The name the source gives it: `#Preview`'s string literal, or the provider type's name; `nil` for an unnamed
  /// `#Preview`.
  public var name: String?
  /// A `#Preview`'s C symbol, or `nil` for a provider.
  public var symbol: String?
  /// A provider's mangled type name, or `nil` for a `#Preview`.
  public var mangledTypeName: String?

  /// The preview's identity in a target: its file's name and its line (`ContentView-12`), which names its PNG.
  public var id: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return "\(base)-\(line)"
  }

  /// What the program is asked to render.
  public var requestItem: PreviewRenderRequest.Item {
    PreviewRenderRequest.Item(id: id, symbol: symbol, mangledTypeName: mangledTypeName, fileID: fileID, line: line)
  }
}
