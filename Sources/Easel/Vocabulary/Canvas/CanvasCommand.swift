@_spi(ForEaselOnly) import EaselCore
import Foundation

/// One drawing call of a graphics context, with the context's state when it was made; recorded into the display
/// list when the canvas draws.
struct CanvasCommand {
  /// What the command draws.
  enum Content {
    /// A display item, in the context's coordinates, touching `localBounds`.
    case item(DisplayItem.Content, localBounds: CGRect)
    /// An image scaled into a rectangle, drawn in an environment (its foreground style tints symbols).
    case image(ImageContent, CGRect, EnvironmentValues)
    /// The commands of a layer (`drawLayer`), already in the canvas's coordinates.
    case layer([CanvasCommand])
  }

  var content: Content
  /// The context's state when the command was made.
  var state: CanvasDrawingState

  /// Records the command into `builder`, whose transform is the canvas's: inside the clips, through the masks,
  /// blended, faded, and filtered (the filter added last outermost).
  func record(into builder: inout DisplayListBuilder) {
    recordClipped(state.clips[...], into: &builder)
  }

  private func recordClipped(_ clips: ArraySlice<Path>, into builder: inout DisplayListBuilder) {
    guard let clip = clips.first else { return recordMasked(state.masks[...], into: &builder) }
    builder.withClip(clip) { recordClipped(clips.dropFirst(), into: &$0) }
  }

  private func recordMasked(_ masks: ArraySlice<CanvasMask>, into builder: inout DisplayListBuilder) {
    guard let mask = masks.first else { return recordBlended(into: &builder) }
    builder.withEffectLayer(LayerEffect(), mask: { mask.record(into: &$0) }) {
      recordMasked(masks.dropFirst(), into: &$0)
    }
  }

  private func recordBlended(into builder: inout DisplayListBuilder) {
    guard state.blendMode.mode != .normal else { return recordFaded(into: &builder) }
    var effect = LayerEffect()
    effect.blendMode = state.blendMode.mode
    builder.withEffectLayer(effect) { recordFaded(into: &$0) }
  }

  private func recordFaded(into builder: inout DisplayListBuilder) {
    guard state.opacity < 1 else { return recordFiltered(state.filters[...], into: &builder) }
    guard state.opacity > 0 else { return }
    // One unfiltered fill or stroke fades exactly by its paint's opacity, with no offscreen layer.
    if state.filters.isEmpty, case .item(let item, let localBounds) = content,
      let faded = item.fading(by: state.opacity)
    {
      return builder.withTransform(state.transform) { $0.append(faded, localBounds: localBounds) }
    }
    builder.withLayer(opacity: state.opacity, shadow: nil) { recordFiltered(state.filters[...], into: &$0) }
  }

  private func recordFiltered(_ filters: ArraySlice<CanvasFilter>, into builder: inout DisplayListBuilder) {
    guard let filter = filters.last else { return recordContent(into: &builder) }
    filter.apply(to: &builder) { recordFiltered(filters.dropLast(), into: &$0) }
  }

  private func recordContent(into builder: inout DisplayListBuilder) {
    switch content {
    case .item(let item, let localBounds):
      builder.withTransform(state.transform) { $0.append(item, localBounds: localBounds) }
    case .image(let image, let rect, let environment):
      builder.withTransform(state.transform) { image.render(in: rect, environment: environment, into: &$0) }
    case .layer(let commands):
      CanvasCommand.record(commands, into: &builder)
    }
  }

  /// Whether the command blends with what is drawn before it by a mode other than `.normal`.
  var blends: Bool {
    if state.blendMode != .normal { return true }
    if case .layer(let commands) = content { return commands.contains(where: \.blends) }
    return false
  }

  /// Records `commands` as one transparent layer: a layer's blend modes combine its drawings with each other, not
  /// with what is behind the canvas or the layer, as in SwiftUI, where a canvas and each of its layers have their own
  /// backing.
  static func record(_ commands: [CanvasCommand], into builder: inout DisplayListBuilder) {
    guard commands.contains(where: \.blends) else {
      for command in commands { command.record(into: &builder) }
      return
    }
    builder.withEffectLayer(LayerEffect()) { builder in
      for command in commands { command.record(into: &builder) }
    }
  }
}

extension DisplayItem.Content {
  /// A fill or stroke with its paint's opacity multiplied by `opacity`; `nil` for other content.
  fileprivate func fading(by opacity: Double) -> DisplayItem.Content? {
    switch self {
    case .fill(let path, let paint, let eoFill): .fill(path, paint.multiplyingOpacity(opacity), eoFill: eoFill)
    case .stroke(let path, let paint, let style): .stroke(path, paint.multiplyingOpacity(opacity), style)
    default: nil
    }
  }
}
