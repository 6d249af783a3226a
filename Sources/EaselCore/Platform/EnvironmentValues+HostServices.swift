import Foundation

private struct ClipboardKey: EnvironmentKey {
  static var defaultValue: (any Clipboard)? { nil }
}

private struct FileDialogPresenterKey: EnvironmentKey {
  static var defaultValue: (any FileDialogPresenter)? { nil }
}

private struct EmojiPickerKey: EnvironmentKey {
  static var defaultValue: (any EmojiPicker)? { nil }
}

private struct ColorPanelKey: EnvironmentKey {
  static var defaultValue: (any ColorPanel)? { nil }
}

/// The services a host gives the views of its graphs through the environment: each host its own, so two hosts in
/// one process (two test hosts, a window and a test) never use each other's.
extension EnvironmentValues {
  /// The clipboard of the views' host: the desktop's in a window, an in-memory one in a `ViewHost`; `nil` where the
  /// host gives none (an `ImageRenderer`'s views), and copying then does nothing.
  ///
  /// An Easel addition: on Apple systems an app reaches the clipboard through `UIPasteboard` or `NSPasteboard`.
  public var clipboard: (any Clipboard)? {
    get { self[ClipboardKey.self] }
    set { self[ClipboardKey.self] = newValue }
  }

  /// Shows open and save dialogs for `fileImporter`, `fileExporter`, `fileMover` and the document layer: the
  /// desktop's in a window, a test's scripted answers in `ViewHost`. Views ask it through
  /// ``presentFileDialog(_:completion:)``.
  public var fileDialogPresenter: (any FileDialogPresenter)? {
    get { self[FileDialogPresenterKey.self] }
    set { self[FileDialogPresenterKey.self] = newValue }
  }

  /// Shows the emoji picker text fields open with Ctrl+. and Ctrl+;: the desktop's in a window, a test's scripted
  /// picks in `ViewHost`.
  public var emojiPicker: (any EmojiPicker)? {
    get { self[EmojiPickerKey.self] }
    set { self[EmojiPickerKey.self] = newValue }
  }

  /// The colour chooser color pickers open; without one, a color picker offers swatches.
  public var colorPanel: (any ColorPanel)? {
    get { self[ColorPanelKey.self] }
    set { self[ColorPanelKey.self] = newValue }
  }
}
