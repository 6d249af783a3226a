@_spi(ForEaselOnly) import EaselCore
import Foundation

extension GraphicsContext {
  /// A text resolved in a context's environment, to measure before drawing it.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    let textEngine: any TextEngine

    /// The shading of the text's runs that have no colour of their own; the context's foreground style by
    /// default.
    public var shading = Shading.foreground

    /// The size of the text laid out in `size`: wrapped at its width.
    public func measure(in size: CGSize) -> CGSize { measurement(in: size).size }

    /// The distance from the top of the text laid out in `size` to its first line's baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat { measurement(in: size).firstBaseline }

    /// The distance from the top of the text laid out in `size` to its last line's baseline.
    public func lastBaseline(in size: CGSize) -> CGFloat { measurement(in: size).lastBaseline }

    /// The layout of the text, wrapped at `width` when it has one, with its colours spanning `bounds`.
    @MainActor func request(width: CGFloat?, bounds: CGRect = .zero) -> TextLayoutRequest {
      let environment = shading.isForeground ? environment : environment.withForeground(shading)
      return TextLayoutRequest(
        runs: text.runs(in: environment, bounds: bounds), width: width, lineLimit: environment.lineLimit,
        alignment: environment.multilineTextAlignment, truncationMode: environment.truncationMode,
        lineSpacing: environment.lineSpacing)
    }

    private func measurement(in size: CGSize) -> TextMeasurement {
      let width = size.width.isFinite ? max(0, size.width) : nil
      // Canvases draw with their frame, on the main actor, where texts resolve and engines measure; the context
      // and what it resolves never leave it.
      nonisolated(unsafe) let text = self
      return MainActor.assumeIsolated { text.textEngine.measure(text.request(width: width)) }
    }
  }
}

extension GraphicsContext.Shading {
  /// Whether the shading is the foreground style, which text and symbols take anyway.
  var isForeground: Bool {
    if case .foreground = kind { return true }
    return false
  }
}
