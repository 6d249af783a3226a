import Foundation

/// The size a preview is shown at, as in SwiftUI.
public enum PreviewLayout: Equatable, Sendable {
  /// The size of the preview's device.
  case device
  /// The size the previewed view asks for.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to show a preview on, named as Xcode names it: `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named `value`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension View {
  /// Shows the `PreviewProvider` preview this view is at `value`'s size in `easel-preview`.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    PreviewAttributesView(content: self) { $0.layout = value }
  }

  /// Names the `PreviewProvider` preview this view is in `easel-preview`.
  public func previewDisplayName(_ value: String?) -> some View {
    PreviewAttributesView(content: self) { $0.name = value }
  }

  /// Accepted so that preview code compiles: `easel-preview` shows every preview at one phone's size, so the
  /// view is unchanged.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// What a `PreviewProvider`'s view says about its preview through the preview modifiers.
package struct PreviewAttributes {
  package var name: String?
  package var layout: PreviewLayout?

  /// The attributes `view` carries: none unless it is a preview modifier's view.
  @MainActor package static func of(_ view: any View) -> PreviewAttributes {
    (view as? any PreviewAttributesCarrier)?.previewAttributes ?? PreviewAttributes()
  }
}

/// A view that carries preview attributes: a preview modifier's.
@MainActor private protocol PreviewAttributesCarrier {
  var previewAttributes: PreviewAttributes { get }
}

/// A preview modifier's view: its content unchanged, with the attributes the modifier set over the content's.
private struct PreviewAttributesView<Content: View>: View, PreviewAttributesCarrier {
  let content: Content
  let apply: (inout PreviewAttributes) -> Void

  var body: some View { content }

  var previewAttributes: PreviewAttributes {
    var attributes = PreviewAttributes.of(content)
    apply(&attributes)
    return attributes
  }
}
