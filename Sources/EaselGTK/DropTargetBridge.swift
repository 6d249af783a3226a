import CGtk
import Easel
import Foundation

/// Takes drops from other applications: files (from a file manager), images, and text or URLs (from a browser)
/// become item providers handed to the drop destinations under the pointer.
@MainActor
final class DropTargetBridge {
  private let graph: ViewGraph
  private var current: [NSItemProvider]?

  init(graph: ViewGraph, area: UnsafeMutablePointer<GtkWidget>) {
    self.graph = graph
    guard let target = gtk_drop_target_new(Self.invalidType, GDK_ACTION_COPY) else { return }
    var types: [GType] = [gdk_file_list_get_type(), gdk_texture_get_type(), Self.stringType]
    gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
    gtk_drop_target_set_preload(target, 1)
    let instance = UnsafeMutableRawPointer(target)

    let motion = SignalHandler<(OpaquePointer?, CGPoint)> { [weak self] arguments in
      self?.moved(target: arguments.0, to: arguments.1)
    }
    let onMotion: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction = { target, x, y, data in
      MainActor.assumeIsolated {
        SignalHandler<(OpaquePointer?, CGPoint)>.from(data).action((target, CGPoint(x: x, y: y)))
      }
      return GDK_ACTION_COPY
    }
    connect(instance, "enter", unsafeBitCast(onMotion, to: GCallback.self), motion.retainedPointer())
    connect(instance, "motion", unsafeBitCast(onMotion, to: GCallback.self), motion.retainedPointer())

    let leave = SignalHandler<Void> { [weak self] _ in
      self?.current = nil
      self?.graph.externalDragExited()
    }
    let onLeave: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    connect(instance, "leave", unsafeBitCast(onLeave, to: GCallback.self), leave.retainedPointer())

    let drop = SignalHandler<(UnsafePointer<GValue>, CGPoint, UnsafeMutablePointer<Bool>)> { [weak self] arguments in
      arguments.2.pointee = self?.dropped(arguments.0, at: arguments.1) ?? false
    }
    let onDrop: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
      _, value, x, y, data in
      guard let value else { return 0 }
      var accepted = false
      MainActor.assumeIsolated {
        withUnsafeMutablePointer(to: &accepted) { result in
          SignalHandler<(UnsafePointer<GValue>, CGPoint, UnsafeMutablePointer<Bool>)>.from(data).action(
            (value, CGPoint(x: x, y: y), result))
        }
      }
      return accepted ? 1 : 0
    }
    connect(instance, "drop", unsafeBitCast(onDrop, to: GCallback.self), drop.retainedPointer())
    gtk_widget_add_controller(area, target)
  }

  /// GLib's `G_TYPE_STRING`, a macro Swift cannot import: fundamental type 16, shifted as GLib does.
  private static let stringType = GType(16 << 2)
  /// `G_TYPE_INVALID`: the types are set afterwards.
  private static let invalidType = GType(0)

  private func moved(target: OpaquePointer?, to location: CGPoint) {
    if current == nil, let target, let value = gtk_drop_target_get_value(target) {
      current = Self.providers(from: value)
    }
    if let current { _ = graph.externalDragMoved(current, to: location) }
  }

  private func dropped(_ value: UnsafePointer<GValue>, at location: CGPoint) -> Bool {
    let providers = current ?? Self.providers(from: value)
    current = nil
    guard let providers, !providers.isEmpty else {
      graph.externalDragExited()
      return false
    }
    return graph.externalDrop(providers, at: location)
  }

  /// The item providers of a dropped file list (one per file: its URL and its contents as its type) or string
  /// (one: a URL when it is one, and text).
  static func providers(from value: UnsafePointer<GValue>) -> [NSItemProvider]? {
    let type = value.pointee.g_type
    if type == gdk_file_list_get_type() {
      guard let list = g_value_get_boxed(value) else { return nil }
      let files = gdk_file_list_get_files(OpaquePointer(list))
      defer { g_slist_free(files) }
      var providers: [NSItemProvider] = []
      var node = files
      while let current = node {
        if let file = current.pointee.data, let uri = g_file_get_uri(OpaquePointer(file)) {
          if let url = URL(string: String(cString: uri)) {
            if let provider = NSItemProvider(contentsOf: url) {
              providers.append(provider)
            } else if !url.isFileURL {
              // GDK reads a browser's `text/uri-list` of web links as a file list too: offer each as its URL.
              let provider = NSItemProvider()
              provider.registerObject(url)
              providers.append(provider)
            }
          }
          g_free(uri)
        }
        node = current.pointee.next
      }
      return providers
    }
    if type == gdk_texture_get_type() {
      guard let texture = g_value_get_object(value), let bytes = gdk_texture_save_to_png_bytes(OpaquePointer(texture))
      else { return nil }
      defer { g_bytes_unref(bytes) }
      var length: gsize = 0
      guard let start = g_bytes_get_data(bytes, &length) else { return nil }
      let png = Data(bytes: start, count: Int(length))
      let provider = NSItemProvider()
      provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { png }
      return [provider]
    }
    if type == stringType, let cString = g_value_get_string(value) {
      let text = String(cString: cString)
      let provider = NSItemProvider()
      let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
      if let url = URL(string: firstLine.trimmingCharacters(in: .whitespaces)), url.scheme != nil {
        provider.registerObject(url)
      }
      provider.registerObject(text)
      return [provider]
    }
    return nil
  }
}
