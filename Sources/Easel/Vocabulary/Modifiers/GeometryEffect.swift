@_spi(ForEaselOnly) import EaselCore
import Foundation

/// An effect that changes the view's drawing geometry by a projection of its size: a shake, a flip, a skew.
///
/// Conforming types give `effectValue(size:)`; as they are `Animatable`, their `animatableData` animates and the
/// effect is applied anew on each frame. Like SwiftUI's geometry effects, it moves the view's drawing and its hit
/// area, not its layout.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var animatableData: CGFloat
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///   }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The projection of the view's drawing for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content with the effect's projection applied when it is drawn.
  public func body(content: Content) -> some View {
    content.modifier(ProjectionEffectModifier(effect: self))
  }
}

extension View {
  /// Applies a projection to the view's drawing, as a geometry effect does.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(ProjectionEffectModifier(effect: FixedProjection(projection: transform)))
  }

  /// Applies an affine transform to the view's drawing.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    projectionEffect(ProjectionTransform(transform))
  }
}

/// A projection that does not depend on the view's size: `projectionEffect(_:)`.
private struct FixedProjection: GeometryEffect {
  var projection: ProjectionTransform

  func effectValue(size: CGSize) -> ProjectionTransform { projection }
}

/// Applies a geometry effect's projection, computed from the view's size when it is drawn.
struct ProjectionEffectModifier: ViewModifier, PrimitiveModifier {
  let effect: any GeometryEffect
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ProjectionEffectNode { ProjectionEffectNode(graph: graph) }
  func apply(to node: ProjectionEffectNode) { node.apply(self) }
}

/// Draws its content through a projection: an affine one moves the drawing and the hit area like an offset or a
/// rotation does; a perspective one draws the content as an image warped by the renderer.
final class ProjectionEffectNode: ModifierNode {
  private var effect: (any GeometryEffect)?

  func apply(_ modifier: ProjectionEffectModifier) {
    effect = modifier.effect
    // Effects of any type cannot be compared: every update may move the drawing.
    invalidateDisplay()
  }

  private var projection: ProjectionTransform { effect?.effectValue(size: size) ?? ProjectionTransform() }

  override var transformToParent: CGAffineTransform {
    let projection = self.projection
    let placement = CGAffineTransform(translationX: position.x, y: position.y)
    guard projection.isAffine else { return placement }
    return projection.affineTransform.concatenating(placement)
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let projection = self.projection
    guard !projection.isAffine else { return super.renderContent(into: &builder) }
    builder.withEffectLayer(LayerEffect(), projection: projection) { super.renderContent(into: &$0) }
  }
}

extension ProjectionTransform {
  /// The affine part of the projection: all of it when ``isAffine``.
  fileprivate var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }
}
