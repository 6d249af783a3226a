import CGtk
import Easel
import Foundation

/// GNOME's settings through GSettings: `org.gnome.desktop.interface` (colour scheme, text scaling, interface font,
/// animations, accent colour) and `org.gnome.desktop.a11y.interface` (high contrast), as far as the user set them, followed through
/// their `changed` signals.
///
/// A schema or key that is not installed is skipped: GLib aborts the process when asked for a schema it does not
/// know, so each is looked up in the default schema source first.
@MainActor
final class GNOMESettingsSource {
  /// What GNOME's settings say.
  private(set) var settings = DesktopSettings()
  /// Called after a setting changed.
  var onChange: (@MainActor () -> Void)?

  private var interface: Schema?
  private var accessibility: Schema?

  init() {
    interface = Schema(id: "org.gnome.desktop.interface")
    accessibility = Schema(id: "org.gnome.desktop.a11y.interface")
    for schema in [interface, accessibility].compactMap({ $0 }) {
      schema.watch { [weak self] in self?.changed() }
    }
    read()
  }

  private func read() {
    settings = .gnome(
      colorScheme: interface?.string("color-scheme"), highContrast: accessibility?.boolean("high-contrast"),
      textScalingFactor: interface?.double("text-scaling-factor"), fontName: interface?.string("font-name"),
      enableAnimations: interface?.boolean("enable-animations"), accentColor: interface?.string("accent-color"))
  }

  private func changed() {
    let before = settings
    read()
    if settings != before { onChange?() }
  }

  /// One installed schema's settings object.
  @MainActor
  final class Schema {
    private let settings: UnsafeMutablePointer<GSettings>
    private let schema: OpaquePointer

    /// The settings of schema `id`, or `nil` when it is not installed.
    init?(id: String) {
      guard let source = g_settings_schema_source_get_default(),
        let schema = g_settings_schema_source_lookup(source, id, 1)
      else { return nil }
      self.schema = schema
      settings = g_settings_new_full(schema, nil, nil)
    }

    isolated deinit {
      g_object_unref(settings)
      g_settings_schema_unref(schema)
    }

    /// Calls `action` when any key changes.
    func watch(_ action: @escaping @MainActor () -> Void) {
      let handler = SignalHandler<Void> { _ in action() }
      let onChanged: @convention(c) (UnsafeMutablePointer<GSettings>?, UnsafePointer<CChar>?, gpointer?) -> Void = {
        _, _, data in
        MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
      }
      connect(settings, "changed", unsafeBitCast(onChanged, to: GCallback.self), handler.retainedPointer())
    }

    /// The value the user set for `key`, or `nil` when the key is not installed or keeps its default: a default
    /// says nothing about the desktop (on a desktop other than GNOME, the schemas may be installed and never
    /// used), so it leaves the setting to GtkSettings, which GNOME fills from these same keys.
    private func userValue(_ key: String, type: String) -> OpaquePointer? {
      guard g_settings_schema_has_key(schema, key) != 0, let value = g_settings_get_user_value(settings, key) else {
        return nil
      }
      guard String(cString: g_variant_get_type_string(value)) == type else {
        g_variant_unref(value)
        return nil
      }
      return value
    }

    func string(_ key: String) -> String? {
      guard let value = userValue(key, type: "s") else { return nil }
      defer { g_variant_unref(value) }
      return String(cString: g_variant_get_string(value, nil))
    }

    func boolean(_ key: String) -> Bool? {
      guard let value = userValue(key, type: "b") else { return nil }
      defer { g_variant_unref(value) }
      return g_variant_get_boolean(value) != 0
    }

    func double(_ key: String) -> Double? {
      guard let value = userValue(key, type: "d") else { return nil }
      defer { g_variant_unref(value) }
      return g_variant_get_double(value)
    }
  }
}
