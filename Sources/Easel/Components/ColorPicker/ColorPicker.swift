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
    HStack(spacing: 8) {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      Button {
        if colorPanel != nil { request += 1 } else { showsSwatches = true }
      } label: {
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
