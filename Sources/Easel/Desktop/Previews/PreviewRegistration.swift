import Foundation

/// A preview a program holds: a `#Preview` block's, registered under its ``PreviewSymbol``-named C function, or a
/// `PreviewProvider`'s. `easel-preview` renders it at ``size``.
public final class PreviewRegistration: Sendable {
  /// The preview's name: `#Preview`'s first argument or a provider's `previewDisplayName`.
  public let name: String?
  /// Where the preview is written: `Module/File.swift`.
  public let fileID: String
  /// The line the preview starts on.
  public let line: Int
  /// The layout its traits or `previewLayout` chose.
  public let layout: PreviewLayout
  private let orientation: PreviewOrientation
  private let makeBody: @MainActor @Sendable () -> AnyView

  /// The size of a phone's screen upright, in points, as previews of iPhone apps are shown.
  private static let deviceSize = CGSize(width: 393, height: 852)

  /// A `#Preview` without traits: the macro's expansion makes this.
  public convenience init(
    fileID: String, line: Int, _ name: String? = nil, body: @escaping @MainActor @Sendable () -> any View
  ) {
    self.init(fileID: fileID, line: line, name: name, traits: [], body: body)
  }

  /// A `#Preview` with traits: the macro's expansion makes this.
  public convenience init(
    fileID: String, line: Int, _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor @Sendable () -> any View
  ) {
    self.init(fileID: fileID, line: line, name: name, traits: [traits] + additionalTraits, body: body)
  }

  private convenience init(
    fileID: String, line: Int, name: String?, traits: [PreviewTrait<Preview.ViewTraits>],
    body: @escaping @MainActor @Sendable () -> any View
  ) {
    var layout = PreviewLayout.device
    var orientation = PreviewOrientation.portrait
    for trait in traits {
      switch trait.value {
      case .layout(let value): layout = value
      case .orientation(let value): orientation = value
      }
    }
    self.init(fileID: fileID, line: line, name: name, layout: layout, orientation: orientation) {
      AnyView(body())
    }
  }

  /// The preview of `provider`, written on `line` of `fileID`: named and laid out as its `previews` view's
  /// `previewDisplayName` and `previewLayout` say.
  @MainActor public convenience init<Provider: PreviewProvider>(_ provider: Provider.Type, fileID: String, line: Int) {
    let attributes = PreviewAttributes.of(Provider.previews)
    self.init(
      fileID: fileID, line: line, name: attributes.name, layout: attributes.layout ?? .device, orientation: .portrait
    ) { AnyView(Provider.previews) }
  }

  private init(
    fileID: String, line: Int, name: String?, layout: PreviewLayout, orientation: PreviewOrientation,
    makeBody: @escaping @MainActor @Sendable () -> AnyView
  ) {
    self.fileID = fileID
    self.line = line
    self.name = name
    self.layout = layout
    self.orientation = orientation
    self.makeBody = makeBody
  }

  /// A new view of the preview.
  @MainActor public func makeView() -> AnyView { makeBody() }

  /// The size the preview is shown at: `nil` for `.sizeThatFits`, which the view's ideal size decides.
  public var size: CGSize? {
    switch layout {
    case .sizeThatFits: nil
    case .fixed(let width, let height): CGSize(width: width, height: height)
    case .device:
      orientation == .portrait
        ? Self.deviceSize : CGSize(width: Self.deviceSize.height, height: Self.deviceSize.width)
    }
  }
}
