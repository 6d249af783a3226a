import Foundation

/// Effects that change how a view is drawn but not its layout, for `visualEffect(_:)`: offsets, scales, rotations,
/// opacity and blur computed from the view's geometry.
public protocol VisualEffect: Sendable, Animatable {}

/// A visual effect that carries the effects chained so far.
protocol EffectCarrying {
  var effects: Effects { get }
}

/// A chain of visual effects.
struct VisualEffectChain: VisualEffect, EffectCarrying {
  var effects: Effects
}

// The effects are plain values, built in the `@Sendable` closure of `visualEffect(_:)` away from the main actor.
extension VisualEffect {
  nonisolated private func adding(_ change: (inout Effects) -> Void) -> VisualEffectChain {
    var effects = (self as? EffectCarrying)?.effects ?? Effects()
    change(&effects)
    return VisualEffectChain(effects: effects)
  }

  /// Moves the content by `offset`.
  nonisolated public func offset(_ offset: CGSize) -> some VisualEffect {
    adding {
      $0.offset = CGSize(width: $0.offset.width + offset.width, height: $0.offset.height + offset.height)
    }
  }

  /// Moves the content by `x` and `y`.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Scales the content about `anchor`.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding {
      $0.scale = CGSize(width: $0.scale.width * scale.width, height: $0.scale.height * scale.height)
      $0.scaleAnchor = anchor
    }
  }

  /// Scales the content uniformly about `anchor`.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Scales the content about `anchor`.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the content about `anchor`.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding {
      $0.rotation += angle
      $0.rotationAnchor = anchor
    }
  }

  /// Makes the content translucent.
  nonisolated public func opacity(_ opacity: Double) -> some VisualEffect {
    adding { $0.opacity *= max(0, min(1, opacity)) }
  }

  /// Blurs the content.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding {
      $0.blurRadius = max(0, radius)
      $0.blurIsOpaque = opaque
    }
  }

  /// Turns the content about an axis in space, in perspective.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding {
      $0.rotation3D = Rotation3D(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
  }
}
