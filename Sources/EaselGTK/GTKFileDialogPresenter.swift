import CGtk
import Easel
import Foundation

/// The desktop's open and save dialogs, through `GtkFileChooserNative`: the portal's dialog when a desktop portal
/// runs (sandboxed apps get access to what the user picks), GTK's own file chooser otherwise. Each dialog is modal to
/// the window of the graph that asks.
@MainActor
final class GTKFileDialogPresenter: FileDialogPresenter {
  /// The dialogs showing, by request; each holds the one reference that keeps its dialog alive.
  private var dialogs: [UUID: OpaquePointer] = [:]

  func present(_ request: FileDialogRequest, completion: @escaping @MainActor (FileDialogResponse) -> Void) {
    let parent = GTKApplication.windows.values.first { $0.graph === request.graph }.map {
      UnsafeMutableRawPointer($0.window).assumingMemoryBound(to: GtkWindow.self)
    }
    guard
      let native = gtk_file_chooser_native_new(
        request.message ?? Self.defaultTitle(of: request), parent, Self.action(of: request.kind),
        request.confirmationLabel, nil)
    else {
      completion(.failed(FileDialogError.unavailable))
      return
    }
    // The native dialog is also the GtkFileChooser it stands for.
    let chooser = native
    gtk_native_dialog_set_modal(Self.nativeDialog(native), 1)
    gtk_file_chooser_set_select_multiple(chooser, request.allowsMultipleSelection && request.kind != .save ? 1 : 0)
    if request.kind == .save, let name = request.defaultFilename { gtk_file_chooser_set_current_name(chooser, name) }
    if let directory = request.defaultDirectory, directory.isFileURL {
      let folder = g_file_new_for_path(directory.path)
      gtk_file_chooser_set_current_folder(chooser, folder, nil)
      g_object_unref(UnsafeMutableRawPointer(folder))
    }
    Self.addFilters(request.filters, to: chooser)
    let id = request.id
    let kind = request.kind
    let handler = SignalHandler<Int32> { [weak self] responseID in
      self?.finish(id, kind: kind, responseID: responseID, completion: completion)
    }
    let onResponse: @convention(c) (OpaquePointer?, Int32, gpointer?) -> Void = { _, responseID, data in
      MainActor.assumeIsolated { SignalHandler<Int32>.from(data).action(responseID) }
    }
    connect(
      UnsafeMutableRawPointer(native), "response", unsafeBitCast(onResponse, to: GCallback.self),
      handler.retainedPointer())
    dialogs[id] = native
    gtk_native_dialog_show(Self.nativeDialog(native))
  }

  func dismiss(_ request: FileDialogRequest) {
    guard let native = dialogs.removeValue(forKey: request.id) else { return }
    // Destroying hides the dialog without a response; the last reference goes with it.
    gtk_native_dialog_destroy(Self.nativeDialog(native))
    g_object_unref(UnsafeMutableRawPointer(native))
  }

  private func finish(
    _ id: UUID, kind: FileDialogRequest.Kind, responseID: Int32,
    completion: @MainActor (FileDialogResponse) -> Void
  ) {
    guard let native = dialogs.removeValue(forKey: id) else { return }
    let response: FileDialogResponse =
      responseID == GTK_RESPONSE_ACCEPT.rawValue
      ? .selected(Self.chosenURLs(native, areFolders: kind == .openFolders)) : .cancelled
    gtk_native_dialog_destroy(Self.nativeDialog(native))
    g_object_unref(UnsafeMutableRawPointer(native))
    completion(response)
  }

  private static func action(of kind: FileDialogRequest.Kind) -> GtkFileChooserAction {
    switch kind {
    case .openFiles: GTK_FILE_CHOOSER_ACTION_OPEN
    case .openFolders: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
    case .save: GTK_FILE_CHOOSER_ACTION_SAVE
    }
  }

  private static func defaultTitle(of request: FileDialogRequest) -> String {
    switch request.kind {
    case .openFiles: request.allowsMultipleSelection ? "Open Files" : "Open File"
    case .openFolders: request.allowsMultipleSelection ? "Choose Folders" : "Choose Folder"
    case .save: "Save File"
    }
  }

  /// Adds one GTK filter per Easel filter; the first (all supported types, when there are several) is selected.
  private static func addFilters(_ filters: [FileDialogFilter], to chooser: OpaquePointer) {
    for (index, filter) in filters.enumerated() {
      guard let gtkFilter = gtk_file_filter_new() else { continue }
      gtk_file_filter_set_name(gtkFilter, filter.name)
      for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, mimeType) }
      // Suffixes match whatever the case (photo.PNG), unlike patterns.
      for filenameExtension in filter.filenameExtensions { gtk_file_filter_add_suffix(gtkFilter, filenameExtension) }
      // The chooser takes its own reference (GTK 4 filters are not floating).
      gtk_file_chooser_add_filter(chooser, gtkFilter)
      if index == 0 { gtk_file_chooser_set_filter(chooser, gtkFilter) }
      g_object_unref(UnsafeMutableRawPointer(gtkFilter))
    }
  }

  /// The files or folders the user chose, as file URLs (other locations, such as a portal's remote ones, by URI).
  private static func chosenURLs(_ chooser: OpaquePointer, areFolders: Bool) -> [URL] {
    guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(files)) }
    var urls: [URL] = []
    for index in 0..<g_list_model_get_n_items(files) {
      guard let item = g_list_model_get_item(files, index) else { continue }
      defer { g_object_unref(item) }
      let file = OpaquePointer(item)
      if let path = g_file_get_path(file) {
        urls.append(URL(fileURLWithPath: String(cString: path), isDirectory: areFolders))
        g_free(path)
      } else if let uri = g_file_get_uri(file) {
        if let url = URL(string: String(cString: uri)) { urls.append(url) }
        g_free(uri)
      }
    }
    return urls
  }

  private static func nativeDialog(_ native: OpaquePointer) -> UnsafeMutablePointer<GtkNativeDialog> {
    UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkNativeDialog.self)
  }
}
