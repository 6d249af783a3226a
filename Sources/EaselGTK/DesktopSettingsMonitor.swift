import Easel
import Foundation

/// The desktop's settings from all its sources, followed live: the XDG settings portal over GNOME's GSettings over
/// GtkSettings (``DesktopSettings/merged(over:)``), so that each setting comes from the most specific source that
/// has it. Started once GTK is initialized (the application's `startup`); until then it reports the defaults.
@MainActor
final class DesktopSettingsMonitor {
  /// The settings the sources decide together.
  private(set) var settings = DesktopSettings()
  /// Called with the new settings when they changed.
  var onChange: (@MainActor (DesktopSettings) -> Void)?

  private var portal: PortalSettingsSource?
  private var gnome: GNOMESettingsSource?
  private var gtk: GtkSettingsSource?
  /// Prints each settings change (`EASEL_REPORT_DESKTOP_SETTINGS=1`), for the tests of the sources.
  private let reports = ProcessInfo.processInfo.environment["EASEL_REPORT_DESKTOP_SETTINGS"] == "1"

  /// Reads every source and starts following them.
  func start() {
    guard portal == nil else { return }
    let portal = PortalSettingsSource()
    let gnome = GNOMESettingsSource()
    let gtk = GtkSettingsSource()
    (self.portal, self.gnome, self.gtk) = (portal, gnome, gtk)
    let update: @MainActor () -> Void = { [weak self] in self?.update() }
    (portal.onChange, gnome.onChange, gtk.onChange) = (update, update, update)
    settings = merged
    gtk.preferDarkTheme(settings.colorScheme == .dark)
    report()
  }

  private var merged: DesktopSettings {
    guard let portal, let gnome, let gtk else { return DesktopSettings() }
    return portal.settings.merged(over: gnome.settings.merged(over: gtk.settings))
  }

  private func update() {
    let new = merged
    guard new != settings else { return }
    settings = new
    gtk?.preferDarkTheme(new.colorScheme == .dark)
    report()
    onChange?(new)
  }

  private func report() {
    guard reports else { return }
    FileHandle.standardOutput.write(Data("desktop-settings: \(settings.report)\n".utf8))
  }
}
