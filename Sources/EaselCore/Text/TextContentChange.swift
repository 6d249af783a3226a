import Foundation

/// A text's change of content in progress under a ``ContentTransition``: the text it showed, and how the new one
/// takes its place as the animation runs.
@MainActor
package struct TextContentChange {
  /// How the new text takes the old one's place.
  package enum Style: Equatable {
    /// The old text fades out while the new one fades in.
    case crossFade
    /// The characters between the common start and end roll: the old ones slide away and fade, the new ones slide
    /// in and appear, upward when counting up and downward when `countsDown`.
    case roll(countsDown: Bool)
  }

  private let old: TextLayoutRequest
  private let oldSize: CGSize
  private let style: Style
  private let animation: Animation
  private let start: TimeInterval

  package init(
    from old: TextLayoutRequest, size: CGSize, style: Style, animation: Animation, start: TimeInterval
  ) {
    (self.old, self.oldSize, self.style, self.animation, self.start) = (old, size, style, animation, start)
  }

  /// How far the change has gone at `time`, or `nil` once it is over.
  package func fraction(at time: TimeInterval) -> Double? {
    let progress = animation.progress(at: time - start)
    return progress.isFinished ? nil : progress.fraction
  }

  /// Draws the change `fraction` of the way to `new`, laid out at `newSize`.
  package func render(
    to new: TextLayoutRequest, size newSize: CGSize, fraction: Double, engine: any TextEngine,
    into builder: inout DisplayListBuilder
  ) {
    let newRect = CGRect(origin: .zero, size: newSize)
    guard case .roll(let countsDown) = style, let spans = changedSpans(to: new, engine: engine) else {
      crossFade(to: new, in: newRect, fraction: fraction, into: &builder)
      return
    }
    // The characters both texts share stay in the new text's places. Bands are clipped across only, tall enough
    // for the rolling characters.
    func band(_ minX: CGFloat, _ maxX: CGFloat, height: CGFloat) -> Path {
      Path(CGRect(x: minX, y: -height, width: max(0, maxX - minX), height: 3 * height))
    }
    let wide = max(oldSize.width, newSize.width) + 8
    builder.withClip(band(-8, spans.new.lowerBound, height: newSize.height)) { Self.draw(new, in: newRect, into: &$0) }
    builder.withClip(band(spans.new.upperBound, wide, height: newSize.height)) {
      Self.draw(new, in: newRect, into: &$0)
    }
    // Counting up, the old digits leave upward and the new ones come from below, as an odometer turns.
    let travel = newSize.height / 2 * (countsDown ? -1 : 1)
    let oldRect = CGRect(origin: .zero, size: oldSize)
    builder.withClip(band(spans.old.lowerBound, spans.old.upperBound, height: oldSize.height)) { builder in
      builder.withTransform(CGAffineTransform(translationX: 0, y: -travel * fraction)) { builder in
        builder.withLayer(opacity: 1 - fraction, shadow: nil) { Self.draw(old, in: oldRect, into: &$0) }
      }
    }
    builder.withClip(band(spans.new.lowerBound, spans.new.upperBound, height: newSize.height)) { builder in
      builder.withTransform(CGAffineTransform(translationX: 0, y: travel * (1 - fraction))) { builder in
        builder.withLayer(opacity: fraction, shadow: nil) { Self.draw(new, in: newRect, into: &$0) }
      }
    }
  }

  private func crossFade(
    to new: TextLayoutRequest, in newRect: CGRect, fraction: Double, into builder: inout DisplayListBuilder
  ) {
    let oldRect = CGRect(origin: .zero, size: oldSize)
    builder.withLayer(opacity: 1 - fraction, shadow: nil) { Self.draw(old, in: oldRect, into: &$0) }
    builder.withLayer(opacity: fraction, shadow: nil) { Self.draw(new, in: newRect, into: &$0) }
  }

  /// The horizontal spans of the characters that differ, in the old text and in the new one: what lies between
  /// their common start and their common end. `nil` when no character differs (a change of style only).
  private func changedSpans(to new: TextLayoutRequest, engine: any TextEngine)
    -> (old: ClosedRange<CGFloat>, new: ClosedRange<CGFloat>)?
  {
    let before = Array(old.string)
    let after = Array(new.string)
    guard before != after else { return nil }
    var prefix = 0
    while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(before.count, after.count) - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldCarets = engine.caretOffsets(in: old)
    let newCarets = engine.caretOffsets(in: new)
    guard oldCarets.count == before.count + 1, newCarets.count == after.count + 1 else { return nil }
    return (
      oldCarets[prefix]...max(oldCarets[prefix], oldCarets[before.count - suffix]),
      newCarets[prefix]...max(newCarets[prefix], newCarets[after.count - suffix])
    )
  }

  private static func draw(_ request: TextLayoutRequest, in rect: CGRect, into builder: inout DisplayListBuilder) {
    guard !request.runs.isEmpty else { return }
    builder.append(.text(request, rect), localBounds: rect.insetBy(dx: -4, dy: -4))
  }
}
