import Foundation

/// A control for choosing a colour: its label, then a swatch of the colour that opens the desktop's colour
/// chooser (GTK's colour dialog), or a popover of swatches where the host has none.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  @Environment(\.colorPanel) private var colorPanel
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.self) private var environment
  @State private var request = 0
  @State private var showsSwatches = false

  /// A picker of `selection`, described by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  public var body: some View {
    let selection = self.selection
    let open: @MainActor @Sendable () -> Void = {
      [hasPanel = colorPanel != nil, request = $request, swatches = $showsSwatches] in
      if hasPanel { request.wrappedValue += 1 } else { swatches.wrappedValue = true }
    }
    HStack(spacing: 8) {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      Button(action: open) {
        ColorSwatch(color: selection.wrappedValue)
      }
      .buttonStyle(.plain)
      .modifier(
        ColorPanelRequest(
          request: request, title: label as? Text, color: selection.wrappedValue, supportsOpacity: supportsOpacity,
          choose: { resolved in
            selection.wrappedValue = Color(
              .sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
              opacity: Double(resolved.opacity))
          })
      )
      .popover(isPresented: $showsSwatches) {
        ColorSwatchGrid { color in
          selection.wrappedValue = color
          showsSwatches = false
        }
        .padding(12)
      }
    }
    // One button for screen readers, as GTK's colour button: named by the label, its value the colour.
    .accessibilityHiddenLabel(label, isHidden: labelsHidden)
    .accessibilityDefaults { [value = Self.spoken(selection.wrappedValue.resolve(in: environment))] in
      $0.role = .button
      $0.value = Text(verbatim: value)
      $0.actions[.default] = open
    }
  }

  /// The colour as a screen reader says it: its sRGB channels, and its opacity when it is not opaque.
  static func spoken(_ color: Color.Resolved) -> String {
    let percent = { (channel: Float) in "\(Int((channel * 100).rounded()))%" }
    let channels = "red \(percent(color.red)), green \(percent(color.green)), blue \(percent(color.blue))"
    return color.opacity < 1 ? channels + ", opacity \(percent(color.opacity))" : channels
  }
}

extension ColorPicker where Label == Text {
  /// A picker with a localized title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
