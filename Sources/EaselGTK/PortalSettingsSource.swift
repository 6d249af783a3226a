import CGtk
import Easel
import Foundation

/// The XDG settings portal (`org.freedesktop.portal.Settings` on the session bus), the source sandboxed and
/// unsandboxed apps alike are meant to read: its `org.freedesktop.appearance` namespace, read once with `ReadAll`
/// and followed through `SettingChanged`. Says nothing when no portal answers, and ignores an answer or a value of
/// another type than the specification's.
@MainActor
final class PortalSettingsSource {
  private static let service = "org.freedesktop.portal.Desktop"
  private static let path = "/org/freedesktop/portal/desktop"
  private static let interface = "org.freedesktop.portal.Settings"
  private static let namespace = "org.freedesktop.appearance"

  /// What the portal says, as settings.
  var settings: DesktopSettings { .portal(colorScheme: colorScheme, contrast: contrast, accentColor: accentColor) }
  /// Called after the portal announced a change.
  var onChange: (@MainActor () -> Void)?

  private var colorScheme: UInt32?
  private var contrast: UInt32?
  private var accentColor: (red: Double, green: Double, blue: Double)?
  private var connection: OpaquePointer?
  private var subscription: guint = 0

  /// Connects to the session bus and reads the namespace; without a bus or a portal, the source stays empty.
  convenience init() {
    var error: UnsafeMutablePointer<GError>?
    let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
    g_clear_error(&error)
    self.init(connection: connection)
  }

  /// Reads the namespace from the portal on `connection`, whose reference it takes over; with none, or no portal
  /// there, the source stays empty.
  init(connection: OpaquePointer?) {
    guard let connection else { return }
    self.connection = connection
    subscribe()
    readAll()
  }

  isolated deinit {
    if let connection {
      if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
      g_object_unref(UnsafeMutableRawPointer(connection))
    }
  }

  /// Reads the namespace. The portal is started on demand by the bus, which takes a moment the first time; a
  /// portal that does not answer within two seconds is taken as absent, and the app starts with the other sources.
  private func readAll() {
    guard let connection else { return }
    let names = [Self.namespace]
    let parameters = names.withCStringArray { array in
      var strv = g_variant_new_strv(array, 1)
      return g_variant_new_tuple(&strv, 1)
    }
    var error: UnsafeMutablePointer<GError>?
    // GIO refuses a reply of another type, which GLib's dictionary lookups below would take with a critical warning.
    let replyType = g_variant_type_new("(a{sa{sv}})")
    defer { g_variant_type_free(replyType) }
    guard
      let reply = g_dbus_connection_call_sync(
        connection, Self.service, Self.path, Self.interface, "ReadAll", parameters, replyType, G_DBUS_CALL_FLAGS_NONE,
        2000, nil, &error)
    else {
      g_clear_error(&error)
      return
    }
    defer { g_variant_unref(reply) }
    guard let namespaces = g_variant_get_child_value(reply, 0) else { return }
    defer { g_variant_unref(namespaces) }
    guard let values = g_variant_lookup_value(namespaces, Self.namespace, nil) else { return }
    defer { g_variant_unref(values) }
    for key in ["color-scheme", "contrast", "accent-color"] {
      guard let value = g_variant_lookup_value(values, key, nil) else { continue }
      take(key, value)
      g_variant_unref(value)
    }
  }

  /// Notes the value of `key` when it has the type the portal's specification gives it.
  private func take(_ key: String, _ value: OpaquePointer) {
    let type = String(cString: g_variant_get_type_string(value))
    // A value read through the older Read method comes wrapped in one more variant.
    if type == "v", let inner = g_variant_get_variant(value) {
      take(key, inner)
      g_variant_unref(inner)
      return
    }
    switch (key, type) {
    case ("color-scheme", "u"): colorScheme = g_variant_get_uint32(value)
    case ("contrast", "u"): contrast = g_variant_get_uint32(value)
    case ("accent-color", "(ddd)"):
      func component(_ index: Int) -> Double {
        guard let child = g_variant_get_child_value(value, gsize(index)) else { return -1 }
        defer { g_variant_unref(child) }
        return g_variant_get_double(child)
      }
      accentColor = (component(0), component(1), component(2))
    default: break
    }
  }

  /// Follows `SettingChanged(namespace, key, value)` for the appearance namespace.
  private func subscribe() {
    guard let connection else { return }
    let handler = SignalHandler<OpaquePointer> { [weak self] parameters in self?.changed(parameters) }
    let onSignal: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
      guard let parameters else { return }
      MainActor.assumeIsolated { SignalHandler<OpaquePointer>.from(data).action(parameters) }
    }
    subscription = g_dbus_connection_signal_subscribe(
      connection, Self.service, Self.interface, "SettingChanged", Self.path, Self.namespace,
      G_DBUS_SIGNAL_FLAGS_MATCH_ARG0_NAMESPACE, onSignal, handler.retainedPointer(), releaseHandlerData)
  }

  private func changed(_ parameters: OpaquePointer) {
    guard String(cString: g_variant_get_type_string(parameters)) == "(ssv)",
      let namespace = g_variant_get_child_value(parameters, 0), let key = g_variant_get_child_value(parameters, 1),
      let value = g_variant_get_child_value(parameters, 2)
    else { return }
    defer { [namespace, key, value].forEach { g_variant_unref($0) } }
    guard String(cString: g_variant_get_string(namespace, nil)) == Self.namespace else { return }
    take(String(cString: g_variant_get_string(key, nil)), value)
    onChange?()
  }
}

extension Array where Element == String {
  /// Calls `body` with the strings as a C array of C strings, valid during the call.
  fileprivate func withCStringArray<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let array = copies.map { UnsafePointer($0) }
    return array.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
