import Foundation

/// The part of a shape's outline between two fractions of its length: `trim(from:to:)`.
struct TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  var startFraction: CGFloat
  var endFraction: CGFloat

  func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension TrimmedShape: Animatable {
  /// Both fractions animate, so a progress ring drawn with `trim` grows smoothly.
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(startFraction, endFraction) }
    set { (startFraction, endFraction) = (newValue.first, newValue.second) }
  }
}

extension Shape {
  /// The part of the outline from `startFraction` to `endFraction` of its length (0 is where the path starts).
  ///
  /// Stroke the result to draw a progress ring: `Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 8)`.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
