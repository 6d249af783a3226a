import Foundation

/// The speed of a moving pointer, measured over its last tenth of a second as drags measure it, keeping at least
/// two samples. A drag's `velocity` and the pointer location overlay read it, so both show the same speed.
package struct VelocitySampler {
  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  /// The upper layers' recognizers (a scroll view's drag) sample velocity too.
  package init() {}

  /// Adds where the pointer is at `time` and returns its velocity, in points per second (zero until time passes).
  package mutating func add(_ location: CGPoint, at time: TimeInterval) -> CGSize {
    samples.append((time, location))
    while samples.count > 2, time - samples[0].time > 0.1 { samples.removeFirst() }
    guard let first = samples.first, time > first.time else { return .zero }
    let elapsed = CGFloat(time - first.time)
    return CGSize(width: (location.x - first.location.x) / elapsed, height: (location.y - first.location.y) / elapsed)
  }
}
