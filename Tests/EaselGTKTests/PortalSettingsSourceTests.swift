import CGtk
import Easel
import Foundation
import Testing

@testable import EaselGTK

/// The settings portal answering badly: with values of other types than its specification's, with the largest
/// numbers and not-a-number colours, with a reply of the wrong shape, with hostile `SettingChanged` signals, or not
/// at all. Each runs a portal (`Tests/Desktop/hostile-portal.py`) on a private bus of its own.
@MainActor
@Suite(.serialized) struct PortalSettingsSourceTests {
  private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Desktop/hostile-portal.py").standardizedFileURL

  @Test(arguments: ["wrong-types", "huge", "wrong-reply"])
  func valuesOfTheWrongTypeOrSizeSayNothing(mode: String) throws {
    try withPortal(mode) { connection in
      let warnings = GLibWarnings()
      let source = PortalSettingsSource(connection: connection)
      #expect(source.settings == DesktopSettings(), "\(mode)")
      // The hostile signals come first; the valid one after them says the portal sent them all.
      var changes = 0
      source.onChange = { changes += 1 }
      #expect(pump(until: { source.settings.colorScheme == .dark }), "\(mode)")
      #expect(source.settings == DesktopSettings(colorScheme: .dark), "\(mode)")
      #expect(changes > 0)
      #expect(warnings.count == 0, "GLib warned \(warnings.count) times")
    }
  }

  @Test func aPortalThatNeverAnswersIsGivenUpAfterTwoSeconds() throws {
    try withPortal("silent") { connection in
      let started = Date()
      let source = PortalSettingsSource(connection: connection)
      #expect(source.settings == DesktopSettings())
      #expect(Date().timeIntervalSince(started) < 5)
    }
  }

  /// Runs `body` with a connection to a private bus on which the portal of `mode` runs.
  private func withPortal(_ mode: String, _ body: (OpaquePointer) throws -> Void) throws {
    let bus = Process()
    bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    bus.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
    let busOutput = Pipe()
    bus.standardOutput = busOutput
    bus.standardError = FileHandle.nullDevice
    try bus.run()
    // SIGKILL: the test runner's threads block SIGTERM, and the processes they start inherit the mask.
    defer { kill(bus.processIdentifier, SIGKILL) }
    let address = try #require(firstLine(of: busOutput))
    let portal = Process()
    portal.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    portal.arguments = [Self.script.path, mode]
    portal.environment = ProcessInfo.processInfo.environment.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
    let portalOutput = Pipe()
    portal.standardOutput = portalOutput
    portal.standardError = FileHandle.nullDevice
    try portal.run()
    defer { kill(portal.processIdentifier, SIGKILL) }
    #expect(firstLine(of: portalOutput) == "portal ready")
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    let connection = try #require(g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error))
    g_clear_error(&error)
    try body(connection)
  }

  private func firstLine(of pipe: Pipe) -> String? {
    var line = Data()
    while let byte = try? pipe.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
      line.append(first)
    }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }

  /// Runs the main context until `condition` holds, for up to ten seconds.
  private func pump(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
      guard Date() < deadline else { return false }
      if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
    }
    return true
  }
}

/// Counts GLib's and GIO's critical warnings and warnings while it lives: what a caller that hands GLib a value of
/// the wrong type gets instead of a crash.
private final class GLibWarnings {
  private final class Counter { var count = 0 }
  private let counter = Counter()
  private var handlers: [(String, guint)] = []

  var count: Int { counter.count }

  init() {
    let levels = GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
    let data = Unmanaged.passUnretained(counter).toOpaque()
    for domain in ["GLib", "GLib-GIO"] {
      let id = g_log_set_handler(
        domain, levels,
        { _, _, _, data in Unmanaged<Counter>.fromOpaque(data!).takeUnretainedValue().count += 1 }, data)
      handlers.append((domain, id))
    }
  }

  deinit { for (domain, id) in handlers { g_log_remove_handler(domain, id) } }
}
