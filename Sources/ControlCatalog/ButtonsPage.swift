import Easel

/// Buttons in every built-in style, with roles, a disabled button, a custom style, labels and a link.
struct ButtonsPage: View {
  @State private var log = "Nothing pressed yet"

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Styles") {
        HStack(spacing: 12) {
          Button("Automatic") { log = "Automatic" }
          Button("Bordered") { log = "Bordered" }.buttonStyle(.bordered)
          Button("Prominent") { log = "Prominent" }.buttonStyle(.borderedProminent)
          Button("Borderless") { log = "Borderless" }.buttonStyle(.borderless)
          Button("Plain") { log = "Plain" }.buttonStyle(.plain)
        }
      }
      CatalogGroup("Roles and states") {
        HStack(spacing: 12) {
          Button("Delete", role: .destructive) { log = "Delete" }.buttonStyle(.bordered)
          Button("Cancel", role: .cancel) { log = "Cancel" }
          Button("Disabled") { log = "Disabled" }.disabled(true)
          Button("Save") { log = "Save (Return)" }.keyboardShortcut(.defaultAction)
        }
      }
      CatalogGroup("Custom style") {
        HStack(spacing: 12) {
          Button("Squishy") { log = "Squishy" }.buttonStyle(SquishyButtonStyle())
          Button {
            log = "Favourite"
          } label: {
            Label("Favourite", systemImage: "star.fill")
          }
          .buttonStyle(.bordered)
          .tint(.orange)
        }
      }
      CatalogGroup("Labels and links") {
        HStack(spacing: 16) {
          Label("Title and icon", systemImage: "heart.fill")
          Label("Icon only", systemImage: "trash").labelStyle(.iconOnly)
          Label("Title only", systemImage: "trash").labelStyle(.titleOnly)
          Link("Swift.org", destination: URL(string: "https://swift.org")!)
        }
      }
      Text(log).foregroundStyle(.secondary)
    }
  }
}

/// A custom style: a capsule that shrinks while pressed.
struct SquishyButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 16)
      .padding(.vertical, 6)
      .foregroundStyle(.white)
      .background(Capsule().fill(configuration.isPressed ? Color.purple.opacity(0.7) : Color.purple))
      .scaleEffect(configuration.isPressed ? 0.92 : 1)
  }
}
