import Foundation

/// How a `Picker` shows its options. Set it with `pickerStyle(_:)`.
public protocol PickerStyle: Sendable {}

/// The built-in styles, which tell the picker how to draw.
protocol BuiltInPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// The ways Easel draws pickers.
enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline, radioGroup
}

/// The style the context suits: a pop-up menu on desktops.
public struct DefaultPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A pop-up button showing the selection; clicking it opens a menu of the options with a checkmark.
public struct MenuPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A row of segments with the selected one raised.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

/// The options listed in place, the selected one with a checkmark.
public struct InlinePickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .inline }
}

/// The options listed in place as radio buttons.
public struct RadioGroupPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .radioGroup }
}

/// iOS's pushed list of the options; on the desktop a pop-up menu, as `.menu`.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// iOS's spinning wheel of the options; on the desktop a pop-up menu, as `.menu`.
public struct WheelPickerStyle: BuiltInPickerStyle {
  public init() {}
  var kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The style the context suits: a pop-up menu on desktops.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A pop-up button that opens a menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A row of segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options listed in place.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a list of the options on iOS; a pop-up menu on the desktop.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A spinning wheel on iOS; a pop-up menu on the desktop.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// The options listed in place as radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
  /// How pickers in this environment draw.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of pickers in this view. Styles other than the built-in ones draw as `.automatic`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, (style as? any BuiltInPickerStyle)?.kind ?? .menu)
  }
}
