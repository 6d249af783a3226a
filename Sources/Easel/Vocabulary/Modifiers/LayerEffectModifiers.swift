import Foundation

extension View {
  /// Blurs the view with a Gaussian blur of `radius` points.
  ///
  /// With `opaque`, the blur stays inside the view's bounds instead of fading out past them.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    effect {
      $0.blurRadius = max(0, radius)
      $0.blurIsOpaque = opaque
    }
  }

  /// Combines the view's colors with what is drawn behind it by `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View { effect { $0.blendMode = blendMode } }

  /// Draws the view turned by `angle` about an axis in space, in perspective.
  ///
  /// The frame does not change. `perspective` sets how strongly nearer parts grow: 0 draws without perspective, 1
  /// views from a distance of the view's longer side.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    effect {
      $0.rotation3D = Rotation3D(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
  }
}
