import CEaselShim
import CGtk
import Easel
import Foundation

/// The desktop's clipboard through GDK: text fields copy to it and paste from it, and copy and paste commands
/// exchange images, URLs and the app's own types with other applications.
///
/// Writing offers every representation of the items at once (a union of content providers): text as GDK's text
/// formats, a PNG image as a texture, which GDK offers as `image/png` and the other formats it encodes, anything
/// else as bytes of its MIME type. Reading is asynchronous (the owner may be another process); completions run on the
/// main loop when the data arrives.
@MainActor
final class DesktopClipboard: Clipboard {
  private let clipboard: OpaquePointer
  /// The provider this app last put on the clipboard, with the items it was made from (one reference held).
  private var written: (provider: UnsafeMutablePointer<GdkContentProvider>, items: [ClipboardItem])?

  /// The default display's clipboard, or nil without a display.
  init?() {
    guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
      return nil
    }
    self.clipboard = clipboard
  }

  func write(_ string: String) {
    forgetWritten()
    gdk_clipboard_set_text(clipboard, string)
  }

  func read(_ completion: @escaping @MainActor (String?) -> Void) {
    read(mimeTypes: [ClipboardItem.textMIMEType]) { items in completion(items.first?.string) }
  }

  func write(_ items: [ClipboardItem]) {
    forgetWritten()
    let item = Self.merged(items)
    var providers: [UnsafeMutablePointer<GdkContentProvider>?] = item.representations.compactMap(Self.provider)
    guard !providers.isEmpty else {
      gdk_clipboard_set_content(clipboard, nil)
      return
    }
    // The union takes over the providers' references.
    let union = gdk_content_provider_new_union(&providers, gsize(providers.count))!
    gdk_clipboard_set_content(clipboard, union)
    written = (union, items)
  }

  var availableMIMETypes: [String] {
    if let items = ownItems { return InMemoryClipboard(items: items).availableMIMETypes }
    guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
    var types: [String] = []
    if easel_content_formats_have_text(formats) != 0 { types.append(ClipboardItem.textMIMEType) }
    if easel_content_formats_have_texture(formats) != 0 { types.append(ClipboardItem.pngMIMEType) }
    var count: gsize = 0
    if let mimeTypes = gdk_content_formats_get_mime_types(formats, &count) {
      for index in 0..<Int(count) {
        guard let name = mimeTypes[index] else { continue }
        let type = String(cString: name)
        if !types.contains(type) { types.append(type) }
      }
    }
    return types
  }

  func read(mimeTypes: [String], _ completion: @escaping @MainActor ([ClipboardItem]) -> Void) {
    // Items this app wrote are pasted back whole, several items included, as the desktop clipboard holds one.
    if let items = ownItems {
      InMemoryClipboard(items: items).read(mimeTypes: mimeTypes, completion)
      return
    }
    let available = Set(availableMIMETypes)
    DesktopClipboardReader(clipboard: clipboard, mimeTypes: mimeTypes.filter(available.contains)) {
      representations in
      completion(representations.isEmpty ? [] : [ClipboardItem(representations)])
    }.start()
  }

  /// Reads as ``read(mimeTypes:_:)`` does, running the main loop until another application's answer arrives
  /// (GDK reads asynchronously; a window's events wait meanwhile, as they would in a GTK 3 app reading with
  /// `gtk_clipboard_wait_for_text`), for at most two seconds.
  func readNow(mimeTypes: [String]) -> [ClipboardItem] {
    var answer: [ClipboardItem]?
    read(mimeTypes: mimeTypes) { answer = $0 }
    let deadline = Date().addingTimeInterval(2)
    while answer == nil && Date() < deadline {
      if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
    }
    return answer ?? []
  }

  /// The items this app wrote, while its provider is still the clipboard's content.
  private var ownItems: [ClipboardItem]? {
    guard let written, let content = gdk_clipboard_get_content(clipboard), content == written.provider else {
      return nil
    }
    return written.items
  }

  private func forgetWritten() {
    if let provider = written?.provider { g_object_unref(UnsafeMutableRawPointer(provider)) }
    written = nil
  }

  /// One item with the representations of `items`: the desktop clipboard holds one. Texts are joined by line
  /// breaks and URI lists concatenated; of other types, the first item's data is kept.
  static func merged(_ items: [ClipboardItem]) -> ClipboardItem {
    guard items.count > 1 else { return items.first ?? ClipboardItem() }
    var merged = ClipboardItem()
    var mimeTypes: [String] = []
    for item in items {
      for type in item.mimeTypes where !mimeTypes.contains(type) { mimeTypes.append(type) }
    }
    for type in mimeTypes {
      let parts = items.compactMap { $0.data(forMIMEType: type) }
      let data: Data
      switch type {
      case ClipboardItem.textMIMEType: data = Data(parts.joined(separator: Data("\n".utf8)))
      case ClipboardItem.uriListMIMEType: data = Data(parts.joined())
      default: data = parts[0]
      }
      merged.add(ClipboardItem.Representation(mimeType: type, data: data))
    }
    return merged
  }

  /// The content provider of one representation (the caller owns the reference); nil for a PNG that does not
  /// decode.
  private static func provider(
    for representation: ClipboardItem.Representation
  ) -> UnsafeMutablePointer<GdkContentProvider>? {
    switch representation.mimeType {
    case ClipboardItem.textMIMEType:
      return easel_content_provider_new_for_text(String(decoding: representation.data, as: UTF8.self))
    case ClipboardItem.pngMIMEType:
      let bytes = Self.bytes(representation.data)
      defer { g_bytes_unref(bytes) }
      var error: UnsafeMutablePointer<GError>?
      guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
        if let error { g_error_free(error) }
        return nil
      }
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      return easel_content_provider_new_for_texture(texture)
    default:
      let bytes = Self.bytes(representation.data)
      defer { g_bytes_unref(bytes) }
      return gdk_content_provider_new_for_bytes(representation.mimeType, bytes)
    }
  }

  /// A GBytes copy of `data`; the caller owns it.
  private static func bytes(_ data: Data) -> OpaquePointer {
    data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
  }
}
