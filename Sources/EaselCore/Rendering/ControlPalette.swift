import Foundation

/// The colours of Easel's desktop style, in light and dark appearance. Every control draws with these, so the
/// controls look like one family. The edges and fills that tell a control from its background are stronger when
/// the user asked for more contrast (`colorSchemeContrast`), as Apple's are.
package enum ControlPalette {
  private static func adaptive(_ light: Color.Resolved, _ dark: Color.Resolved) -> Color {
    Color(storage: .adaptive(light: light, dark: dark))
  }

  private static func adaptive(
    _ light: Color.Resolved, _ dark: Color.Resolved, increased increasedLight: Color.Resolved,
    _ increasedDark: Color.Resolved
  ) -> Color {
    Color(
      storage: .contrasting(
        standard: .adaptive(light: light, dark: dark), increased: .adaptive(light: increasedLight, dark: increasedDark))
    )
  }

  /// The window's background.
  package static let windowBackground = adaptive(Color.Resolved(255, 255, 255), Color.Resolved(0, 0, 0))
  /// The background behind grouped content (grouped lists, forms, sheets' backdrop content).
  package static let groupedBackground = adaptive(Color.Resolved(242, 242, 247), Color.Resolved(28, 28, 30))
  /// Raised surfaces: grouped list rows, menus, alerts, popovers.
  package static let elevatedBackground = adaptive(Color.Resolved(255, 255, 255), Color.Resolved(44, 44, 46))
  /// The fill of bordered buttons, segmented controls, switch tracks when off, slider tracks.
  package static let controlFill = adaptive(
    Color.Resolved(120, 120, 128, 0.16), Color.Resolved(120, 120, 128, 0.32),
    increased: Color.Resolved(120, 120, 128, 0.28), Color.Resolved(120, 120, 128, 0.48))
  /// The fill of a control while pressed.
  package static let controlFillPressed = adaptive(
    Color.Resolved(120, 120, 128, 0.28), Color.Resolved(120, 120, 128, 0.48),
    increased: Color.Resolved(120, 120, 128, 0.4), Color.Resolved(120, 120, 128, 0.6))
  /// The hairline around bordered buttons and segmented controls, crisper than `separator` on the gray fill.
  package static let controlBorder = adaptive(
    Color.Resolved(0, 0, 0, 0.12), Color.Resolved(255, 255, 255, 0.1),
    increased: Color.Resolved(0, 0, 0, 0.5), Color.Resolved(255, 255, 255, 0.5))
  /// The track of a switch that is off: more solid than `controlFill`, so the white knob stands out.
  package static let switchTrackOff = adaptive(
    Color.Resolved(120, 120, 128, 0.3), Color.Resolved(120, 120, 128, 0.45),
    increased: Color.Resolved(120, 120, 128, 0.5), Color.Resolved(120, 120, 128, 0.65))
  /// The background of text fields.
  package static let textFieldBackground = adaptive(Color.Resolved(255, 255, 255), Color.Resolved(28, 28, 30))
  /// Hairlines: field borders, list separators, menu dividers.
  package static let separator = adaptive(
    Color.Resolved(60, 60, 67, 0.29), Color.Resolved(84, 84, 88, 0.6),
    increased: Color.Resolved(0, 0, 0, 0.5), Color.Resolved(255, 255, 255, 0.5))
  /// The highlight of selected text and selected list rows that are not focused.
  package static let selection = adaptive(Color.Resolved(0, 122, 255, 0.25), Color.Resolved(10, 132, 255, 0.4))
  /// The ring around the control that has keyboard focus.
  package static let focusRing = adaptive(
    Color.Resolved(0, 122, 255, 0.5), Color.Resolved(10, 132, 255, 0.6),
    increased: Color.Resolved(0, 64, 221, 0.9), Color.Resolved(64, 156, 255, 0.9))
  /// The dimming behind sheets and alerts.
  static let scrim = adaptive(Color.Resolved(0, 0, 0, 0.2), Color.Resolved(0, 0, 0, 0.45))
  /// The knob of switches and sliders.
  package static let knob = adaptive(Color.Resolved(255, 255, 255), Color.Resolved(235, 235, 240))
  /// Placeholder text and disabled labels.
  package static let placeholder = adaptive(
    Color.Resolved(60, 60, 67, 0.3), Color.Resolved(235, 235, 245, 0.3),
    increased: Color.Resolved(60, 60, 67, 0.55), Color.Resolved(235, 235, 245, 0.55))

  /// The corner radius of buttons, fields and segmented controls.
  package static let cornerRadius: CGFloat = 6
  /// The corner radius of menus, alerts and sheets.
  package static let panelCornerRadius: CGFloat = 12
  /// The opacity of disabled controls.
  package static let disabledOpacity = 0.4
}
