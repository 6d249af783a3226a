import CEaselShim
import CGtk
import Easel
import Foundation

/// GTK's own settings (`GtkSettings`: from `settings.ini`, the X settings daemon or the Wayland compositor) and the
/// `GTK_THEME` variable, followed through the settings object's `notify` signal. Needs GTK initialized.
///
/// It also tells GTK the colour scheme the sources decided (``preferDarkTheme(_:)``), so that GTK's own windows (the
/// file chooser, the emoji chooser) match the app's; GTK 4.8 reads neither the portal nor GNOME's `color-scheme`.
@MainActor
final class GtkSettingsSource {
  /// What GTK's settings say.
  private(set) var settings = DesktopSettings()
  /// Called after a setting changed.
  var onChange: (@MainActor () -> Void)?

  private let object: UnsafeMutableRawPointer?
  /// `gtk-application-prefer-dark-theme` as the user's GTK settings give it, before and apart from the app's own
  /// value, so that the app does not read back its own choice as the user's.
  private var userPrefersDarkTheme = false
  /// The value the app gave `gtk-application-prefer-dark-theme` last, if any.
  private var appliedPreferDarkTheme: Bool?

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
    let preferDark = easel_object_get_boolean(object, "gtk-application-prefer-dark-theme") != 0
    if preferDark != appliedPreferDarkTheme {
      // Not the app's own value: the user's settings changed it.
      userPrefersDarkTheme = preferDark
      appliedPreferDarkTheme = nil
    }
    settings = .gtk(
      preferDarkTheme: userPrefersDarkTheme,
      themeName: string("gtk-theme-name"), themeVariable: ProcessInfo.processInfo.environment["GTK_THEME"],
      fontName: string("gtk-font-name"), xftDPI: easel_object_get_int(object, "gtk-xft-dpi"),
      enableAnimations: easel_object_get_boolean(object, "gtk-enable-animations") != 0)
  }

  /// Has GTK draw its own windows in its dark variant, or not.
  func preferDarkTheme(_ dark: Bool) {
    guard let object, dark != (easel_object_get_boolean(object, "gtk-application-prefer-dark-theme") != 0) else {
      return
    }
    appliedPreferDarkTheme = dark
    easel_object_set_boolean(object, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
  }

  private func changed() {
    let before = settings
    read()
    if settings != before { onChange?() }
  }
}
