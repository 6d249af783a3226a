import CGtk

/// A Swift closure connected to a GObject signal. The connection holds it retained, and GLib releases it through
/// the destroy notify when the object is finalized or the handler disconnected, so no handler outlives its object
/// and none leaks.
final class SignalHandler<Arguments> {
  let action: (Arguments) -> Void
  init(_ action: @escaping (Arguments) -> Void) { self.action = action }

  /// The user data pointer GLib passes back: one retain owned by the connection.
  func retainedPointer() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

  static func from(_ pointer: gpointer?) -> SignalHandler<Arguments> {
    Unmanaged<SignalHandler<Arguments>>.fromOpaque(pointer!).takeUnretainedValue()
  }
}

/// Releases a handler's retain when GLib drops the connection.
let releaseSignalHandler: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a handler's retain when GLib destroys the data of a callback that is not a signal (a draw function, a
/// tick callback, a timeout).
let releaseHandlerData: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects `callback` (a C function whose last argument is the user data) to `signal` of `instance`.
@discardableResult
func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ data: gpointer) -> gulong {
  g_signal_connect_data(instance, signal, callback, data, releaseSignalHandler, GConnectFlags(rawValue: 0))
}
