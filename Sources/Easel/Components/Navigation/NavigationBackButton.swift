import Foundation

/// The back button of a pushed screen: a chevron and the title of the screen below ("Back" when it has none).
struct NavigationBackButton: View {
  let title: Text?
  let action: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 4) {
      Image(systemName: "chevron.backward").fontWeight(.semibold)
      (title ?? Text("Back")).lineLimit(1)
    }
    .frame(maxWidth: 140, alignment: .leading)
    .fixedSize()
    .contentShape(Rectangle())
    .onTapGesture { action() }
    .accessibilityDefaults { [action] in
      $0.role = .button
      $0.actions[.default] = action
    }
  }
}
