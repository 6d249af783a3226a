import Foundation

/// The size of controls: bordered buttons scale their padding and text with it, spinners their size.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge

  /// The font a control's label uses when the environment sets none.
  var defaultFont: Font? {
    switch self {
    case .mini: .caption2
    case .small: .footnote
    case .regular, .large: nil
    case .extraLarge: .title3
    }
  }

  /// The padding around a bordered button's label.
  var buttonPadding: EdgeInsets {
    switch self {
    case .mini: EdgeInsets(top: 1.5, leading: 6, bottom: 1.5, trailing: 6)
    case .small: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
    case .regular: EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
    case .large: EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16)
    case .extraLarge: EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    }
  }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
  /// The size of controls in this environment.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of the controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
