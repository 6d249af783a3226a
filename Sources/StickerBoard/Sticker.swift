import Easel
import Foundation

/// One emoji placed on a board, at the point of the canvas its centre is on.
public struct Sticker: Codable, Hashable, Identifiable, Sendable, Transferable {
  /// Identifies the sticker while it is moved, selected and deleted.
  public var id: UUID
  /// The emoji the sticker shows.
  public var emoji: String
  /// The sticker's centre, in canvas points from the canvas's top-left corner.
  public var x: Double
  /// The sticker's centre, in canvas points from the canvas's top-left corner.
  public var y: Double

  /// A sticker of `emoji` centred on `position`.
  public init(id: UUID = UUID(), emoji: String, at position: CGPoint) {
    self.id = id
    self.emoji = emoji
    (x, y) = (position.x, position.y)
  }

  /// The sticker's centre on the canvas.
  public var position: CGPoint {
    get { CGPoint(x: x, y: y) }
    set { (x, y) = (newValue.x, newValue.y) }
  }

  /// The sticker itself for other boards, and its emoji as text for every other application.
  public static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .boardSticker)
    ProxyRepresentation(exporting: \.emoji)
  }
}
