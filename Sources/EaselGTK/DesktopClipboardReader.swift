import CGtk
import Easel
import Foundation

/// Reads representations from the desktop clipboard one MIME type after another, then reports those that
/// arrived.
///
/// Text is read through GDK's text conversions and images through its texture decoders (any image format another
/// application offers arrives as PNG); other types are read as a stream of bytes, up to ``maximumSize``.
@MainActor
final class DesktopClipboardReader {
  /// The most bytes read for one representation (64 MiB); a larger one is left out.
  static let maximumSize = 64 << 20
  /// How much of a stream one read asks for.
  private static let chunkSize = 64 << 10

  private let clipboard: OpaquePointer
  private var pending: [String]
  private var representations: [ClipboardItem.Representation] = []
  private let completion: @MainActor ([ClipboardItem.Representation]) -> Void
  /// The stream being read, with the bytes read so far.
  private var stream: (input: UnsafeMutablePointer<GInputStream>, data: Data)?

  init(
    clipboard: OpaquePointer, mimeTypes: [String],
    completion: @escaping @MainActor ([ClipboardItem.Representation]) -> Void
  ) {
    (self.clipboard, pending, self.completion) = (clipboard, mimeTypes, completion)
  }

  /// Starts reading; the reader keeps itself alive until it has reported.
  func start() { readNext() }

  /// One retain of the reader, given back by the callback of the read it is passed to.
  private func retained() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

  private static func reader(_ data: gpointer?) -> DesktopClipboardReader {
    Unmanaged<DesktopClipboardReader>.fromOpaque(data!).takeRetainedValue()
  }

  private func readNext() {
    guard !pending.isEmpty else { return completion(representations) }
    let mimeType = pending.removeFirst()
    switch mimeType {
    case ClipboardItem.textMIMEType: readText()
    case ClipboardItem.pngMIMEType: readTexture()
    default: readStream(of: mimeType)
    }
  }

  private func add(_ data: Data?, as mimeType: String) {
    if let data { representations.append(ClipboardItem.Representation(mimeType: mimeType, data: data)) }
    readNext()
  }

  private func readText() {
    gdk_clipboard_read_text_async(
      clipboard, nil,
      { source, result, data in
        var error: UnsafeMutablePointer<GError>?
        let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
        if let error { g_error_free(error) }
        let string = text.map { String(cString: $0) }
        g_free(text)
        MainActor.assumeIsolated {
          DesktopClipboardReader.reader(data).add(string.map { Data($0.utf8) }, as: ClipboardItem.textMIMEType)
        }
      }, retained())
  }

  private func readTexture() {
    gdk_clipboard_read_texture_async(
      clipboard, nil,
      { source, result, data in
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, &error)
        if let error { g_error_free(error) }
        var png: Data?
        if let texture {
          if let bytes = gdk_texture_save_to_png_bytes(texture) {
            var size: gsize = 0
            if let start = g_bytes_get_data(bytes, &size) { png = Data(bytes: start, count: Int(size)) }
            g_bytes_unref(bytes)
          }
          g_object_unref(UnsafeMutableRawPointer(texture))
        }
        MainActor.assumeIsolated { DesktopClipboardReader.reader(data).add(png, as: ClipboardItem.pngMIMEType) }
      }, retained())
  }

  private func readStream(of mimeType: String) {
    let finished: GAsyncReadyCallback = { source, result, data in
      var error: UnsafeMutablePointer<GError>?
      let input = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error)
      if let error { g_error_free(error) }
      MainActor.assumeIsolated {
        let reader = DesktopClipboardReader.reader(data)
        guard let input else { return reader.add(nil, as: reader.streamMIMEType) }
        reader.stream = (input, Data())
        reader.readChunk()
      }
    }
    streamMIMEType = mimeType
    mimeType.withCString { name in
      var names: [UnsafePointer<CChar>?] = [name, nil]
      gdk_clipboard_read_async(clipboard, &names, 0, nil, finished, retained())
    }
  }

  /// The MIME type of the stream being read (a C callback cannot capture it).
  private var streamMIMEType = ""

  private func readChunk() {
    guard let input = stream?.input else { return }
    g_input_stream_read_bytes_async(
      input, gsize(Self.chunkSize), 0, nil,
      { source, result, data in
        var error: UnsafeMutablePointer<GError>?
        let bytes = g_input_stream_read_bytes_finish(
          UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: GInputStream.self), result, &error)
        if let error { g_error_free(error) }
        var chunk: Data?
        if let bytes {
          var size: gsize = 0
          let start = g_bytes_get_data(bytes, &size)
          chunk = start.map { Data(bytes: $0, count: Int(size)) } ?? Data()
          g_bytes_unref(bytes)
        }
        MainActor.assumeIsolated { DesktopClipboardReader.reader(data).received(chunk) }
      }, retained())
  }

  /// Takes one chunk of the stream: more to read, the end (an empty chunk), or a failure (nil).
  private func received(_ chunk: Data?) {
    guard var current = stream else { return }
    if let chunk, !chunk.isEmpty, current.data.count + chunk.count <= Self.maximumSize {
      current.data.append(chunk)
      stream = current
      return readChunk()
    }
    stream = nil
    g_object_unref(UnsafeMutableRawPointer(current.input))
    // A stream that failed or outgrew the limit is left out rather than pasted cut short.
    add(chunk?.isEmpty == true ? current.data : nil, as: streamMIMEType)
  }
}
