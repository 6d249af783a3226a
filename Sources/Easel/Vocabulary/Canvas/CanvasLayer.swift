@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The commands drawn into one layer of a canvas, shared by a graphics context and its copies: a copy changes its
/// own transform, clip and opacity, but draws into the same layer.
final class CanvasLayer {
  private(set) var commands: [CanvasCommand] = []

  func append(_ command: CanvasCommand) { commands.append(command) }
}
