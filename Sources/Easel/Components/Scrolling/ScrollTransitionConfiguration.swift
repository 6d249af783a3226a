import Foundation

/// How a `scrollTransition` moves between its phases as its view scrolls through the visible region: following
/// the scroll (`interactive`), or animating once a threshold is crossed (`animated`).
public struct ScrollTransitionConfiguration: Sendable {
  /// How the effect follows the view's position.
  enum Method: Sendable {
    /// Interpolated between the phases by the view's progress towards the threshold, shaped by the curve.
    case interactive(UnitCurve)
    /// The phase switches at the threshold and animates there.
    case animated(Animation)
    /// Always the identity phase.
    case identity
  }

  let method: Method
  /// Where the view counts as in view.
  private(set) var threshold = Threshold.visible

  /// Interpolates the effect between the phases as the view scrolls in, with an ease-in-out curve.
  public static let interactive = ScrollTransitionConfiguration(method: .interactive(.easeInOut))

  /// Interpolates the effect between the phases as the view scrolls in; `timingCurve` maps the progress (0 when the
  /// view is just hidden, 1 at the threshold) to how far the effect has come.
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(method: .interactive(timingCurve))
  }

  /// Switches phases when the view crosses the threshold, animating with the default animation.
  public static let animated = ScrollTransitionConfiguration(method: .animated(.default))

  /// Switches phases when the view crosses the threshold, animating with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(method: .animated(animation))
  }

  /// Leaves the view as it is wherever it is.
  public static let identity = ScrollTransitionConfiguration(method: .identity)

  /// This configuration with the view counting as in view from `threshold` on.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// This configuration animating with `animation`: an interactive one becomes an animated one.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(method: .animated(animation), threshold: threshold)
  }

  /// A point in a view's way from hidden (wholly outside its scroll view) to visible, at which it counts as in
  /// view.
  ///
  /// It is how far the view's leading edge has come past the scroll view's edge it enters at:
  /// `viewFraction` of the view's length, plus `centeringFraction` of the way to the view's centre meeting the
  /// scroll view's, plus `inset` points.
  public struct Threshold: Sendable {
    private var viewFraction: Double
    private var centeringFraction: Double
    private var inset: Double

    /// The view is wholly in view.
    public static let visible = Threshold(viewFraction: 1, centeringFraction: 0, inset: 0)
    /// The view has just left the hidden region: its edge is at the scroll view's.
    public static let hidden = Threshold(viewFraction: 0, centeringFraction: 0, inset: 0)
    /// The view's centre is at the scroll view's centre.
    public static var centered: Threshold { Threshold(viewFraction: 0, centeringFraction: 1, inset: 0) }

    /// `amount` of the view (0 hidden, 1 wholly visible; clamped) is in view.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(viewFraction: min(max(amount, 0), 1), centeringFraction: 0, inset: 0)
    }

    /// A threshold `amount` of the way from this one to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
      return Threshold(
        viewFraction: mix(viewFraction, other.viewFraction),
        centeringFraction: mix(centeringFraction, other.centeringFraction), inset: mix(inset, other.inset))
    }

    /// A threshold met when the view is `distance` points nearer the scroll view's centre (farther when negative).
    public func inset(by distance: Double) -> Threshold {
      Threshold(viewFraction: viewFraction, centeringFraction: centeringFraction, inset: inset + distance)
    }

    /// How far, in points, a view of `length` must have come past the edge of a scroll view of `container` length
    /// to count as in view.
    func distance(length: CGFloat, container: CGFloat) -> CGFloat {
      let centred = (container + length) / 2
      return CGFloat(viewFraction) * length + CGFloat(centeringFraction) * centred + CGFloat(inset)
    }
  }
}
