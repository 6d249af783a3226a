import Easel

/// Everything the views of an ``EmojiLayer`` are made from: the layer makes them again only when it changes.
struct EmojiLayerKey: Equatable {
  var emojis: [EmojiArt.Emoji]
  /// The zoom the emojis are drawn at; a pinch of the canvas scales the layer instead.
  var zoom: CGFloat
  /// The size of the canvas, whose centre is the emojis' origin.
  var size: CGSize
  var selection: Set<EmojiArt.Emoji.ID>
  /// The pinch that resizes the selection, 1 without one.
  var selectionPinch: CGFloat
  var colorScheme: ColorScheme
  /// Whether each emoji is described to assistive technologies: only while one runs, as describing ten thousand
  /// emojis costs their drawing's share.
  var describesEmojis: Bool
}
