import Foundation

/// A choice of which files a dialog lists, made from content types: the MIME types and filename extensions of a
/// type and of every known type that conforms to it.
public struct FileDialogFilter: Hashable, Sendable {
  /// The name the dialog shows for the filter.
  public var name: String
  /// The MIME types of the files it lists; a pattern such as `image/*` lists a whole family.
  public var mimeTypes: [String]
  /// The filename extensions (without the dot) of the files it lists, for files whose MIME type is unknown.
  public var filenameExtensions: [String]

  /// A filter with these MIME types and extensions.
  public init(name: String, mimeTypes: [String], filenameExtensions: [String]) {
    (self.name, self.mimeTypes, self.filenameExtensions) = (name, mimeTypes, filenameExtensions)
  }

  /// The filter for files of `contentType` and of its known subtypes: `.image` lists PNG, JPEG and the rest
  /// (an abstract type declares no extension of its own).
  init(contentType: UTType) {
    let family = Self.families[contentType]
    var mimeTypes = family.map { [$0.mimeType] } ?? []
    var filenameExtensions: [String] = []
    let kinds = [contentType] + UTTypeRegistry.shared.knownTypes.filter { $0.isSubtype(of: contentType) }
    for kind in kinds {
      // A MIME type with parameters (`text/plain;charset=utf-8`) describes data in transit, never a file's type.
      mimeTypes += kind.mimeTypes.filter { !$0.contains(";") && !mimeTypes.contains($0) }
      filenameExtensions += kind.filenameExtensions.filter { !filenameExtensions.contains($0) }
    }
    let name =
      family?.name ?? contentType.preferredFilenameExtension.map { preferred in
        let patterns = filenameExtensions.map { "*.\($0)" }.joined(separator: ", ")
        return "\(preferred.uppercased()) (\(patterns))"
      } ?? contentType.preferredMIMEType ?? contentType.identifier
    self.init(name: name, mimeTypes: mimeTypes, filenameExtensions: filenameExtensions)
  }

  /// One filter listing what all of `filters` list, offered first when a dialog accepts several types.
  init(combining filters: [FileDialogFilter]) {
    var mimeTypes: [String] = []
    var filenameExtensions: [String] = []
    for filter in filters {
      mimeTypes += filter.mimeTypes.filter { !mimeTypes.contains($0) }
      filenameExtensions += filter.filenameExtensions.filter { !filenameExtensions.contains($0) }
    }
    self.init(name: "All supported files", mimeTypes: mimeTypes, filenameExtensions: filenameExtensions)
  }

  /// Whether allowing `type` allows any file at all, so that a dialog needs no filter.
  static func acceptsEveryFile(_ type: UTType) -> Bool { type == .item || type == .data || type == .content }

  /// Abstract types whose files share a MIME family, which also covers the kinds Easel does not declare (a
  /// `.image` filter lists AVIF files too).
  private static let families: [UTType: (name: String, mimeType: String)] = [
    .image: ("Images", "image/*"),
    .text: ("Text", "text/*"),
  ]
}
