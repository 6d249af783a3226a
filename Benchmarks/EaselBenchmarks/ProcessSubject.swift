import Foundation

/// A process a benchmark launches on the X display and measures while it runs (memory, idle).
struct ProcessSubject {
  let label: String
  let binary: URL
  var arguments: [String] = []
  var environment: [String: String] = [:]
  /// The line the process prints once it is where it is measured.
  var readyLine = "first-frame"
  var target: Target?
  var note = ""
}
