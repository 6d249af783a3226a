import Foundation

/// A type-erased shape, for clip and content shapes.
public struct AnyShape: Shape, Equatable {
  private let makePath: @Sendable (CGRect) -> Path
  private let identity: String

  /// Erases the type of `shape`.
  public init<S: Shape>(_ shape: S) {
    let sendable = UncheckedSendable(shape)
    makePath = { rect in MainActor.assumeIsolated { sendable.value.path(in: rect) } }
    identity = String(describing: shape)
  }

  public func path(in rect: CGRect) -> Path { makePath(rect) }

  nonisolated public static func == (lhs: AnyShape, rhs: AnyShape) -> Bool { lhs.identity == rhs.identity }
}
