import Foundation

/// A type that makes previews of views for Xcode's canvas, as in SwiftUI.
///
/// Nothing shows previews on Linux: the protocol is here so that files with `PreviewProvider` blocks compile
/// unchanged. Easel never reads ``previews``.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
