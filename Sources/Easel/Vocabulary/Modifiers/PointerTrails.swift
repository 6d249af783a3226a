import Foundation

/// The pointers of the latest presses on a view: the path each took, its velocity and where a drag released now
/// would end. The pointer location overlay draws them; a new press after every pointer is up starts afresh.
struct PointerTrails {
  /// One pointer's press, in the coordinates of its events.
  struct Trail: Equatable {
    var path: [CGPoint]
    /// The velocity at the last event, in points per second.
    var velocity: CGSize
    /// Whether the pointer is still down.
    var isDown: Bool
    /// Where a drag released now would end: `DragGesture.Value.predictedEndLocation`'s projection.
    var predictedEnd: CGPoint
    var location: CGPoint { path.last ?? .zero }
  }

  /// The trails, by pointer, in the order the pointers went down.
  private(set) var trails: [Trail] = []
  private var index: [Int: Int] = [:]
  private var samplers: [Int: VelocitySampler] = [:]

  /// Follows `event`.
  mutating func add(_ event: PointerEvent) {
    if event.phase == .began {
      if !trails.contains(where: \.isDown) { self = PointerTrails() }
      index[event.pointerID] = trails.count
      trails.append(Trail(path: [], velocity: .zero, isDown: true, predictedEnd: event.location))
    }
    guard let position = index[event.pointerID], trails[position].isDown else { return }
    let velocity = samplers[event.pointerID, default: VelocitySampler()].add(event.location, at: event.time)
    let start = trails[position].path.first ?? event.location
    // A drag's value makes the prediction, so the overlay shows where a drag's `predictedEndLocation` would be.
    let drag = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: event.time), location: event.location, startLocation: start,
      velocity: velocity)
    trails[position].path.append(event.location)
    trails[position].velocity = velocity
    trails[position].predictedEnd = drag.predictedEndLocation
    if event.phase == .ended || event.phase == .cancelled { trails[position].isDown = false }
  }
}
