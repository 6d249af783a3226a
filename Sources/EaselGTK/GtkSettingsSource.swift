import CEaselShim
import CGtk
import Easel
import Foundation

/// GTK's own settings (`GtkSettings`: from `settings.ini`, the X settings daemon or the Wayland compositor) and the
/// `GTK_THEME` variable, followed through the settings object's `notify` signal. Needs GTK initialized.
@MainActor
final class GtkSettingsSource {
  /// What GTK's settings say.
  private(set) var settings = DesktopSettings()
  /// Called after a setting changed.
  var onChange: (@MainActor () -> Void)?

  private let object: UnsafeMutableRawPointer?

  init() {
    object = gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
    guard let object else { return }
    let handler = SignalHandler<Void> { [weak self] _ in self?.changed() }
    let onNotify: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    connect(object, "notify", unsafeBitCast(onNotify, to: GCallback.self), handler.retainedPointer())
    read()
  }

  private func read() {
    guard let object else { return }
    func string(_ name: String) -> String? {
      guard let value = easel_object_dup_string(object, name) else { return nil }
      defer { g_free(value) }
      return String(cString: value)
    }
    settings = .gtk(
      preferDarkTheme: easel_object_get_boolean(object, "gtk-application-prefer-dark-theme") != 0,
      themeName: string("gtk-theme-name"), themeVariable: ProcessInfo.processInfo.environment["GTK_THEME"],
      fontName: string("gtk-font-name"), xftDPI: easel_object_get_int(object, "gtk-xft-dpi"),
      enableAnimations: easel_object_get_boolean(object, "gtk-enable-animations") != 0)
  }

  private func changed() {
    let before = settings
    read()
    if settings != before { onChange?() }
  }
}
