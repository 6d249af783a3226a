import Foundation

/// The CPU time a process has used so far, as Linux reports it in `/proc/<pid>/stat`.
struct CPUTime {
  /// User and system time, in seconds.
  let seconds: Double

  /// The time of process `pid` now; `nil` when it has gone.
  init?(pid: Int32) {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    // The name, in parentheses, may hold spaces; the fields after it start with the state (field 3), so utime and
    // stime (fields 14 and 15) are the 12th and 13th after it.
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    seconds = (user + system) / ticksPerSecond
  }
}
