@_spi(ForEaselOnly) import EaselCore
import Foundation

extension View {
  /// Adds help text to the view: a tooltip shown when the pointer rests over the view for a second, and the
  /// accessibility hint assistive technologies read, as SwiftUI's `help(_:)` on macOS.
  public func help(_ text: Text) -> some View { helpTooltip(text).accessibilityHint(text) }

  /// Adds help text, looked up as a localized string key, to the view.
  public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

  /// Adds help text, shown as it is, to the view.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }
}
