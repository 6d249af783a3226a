import Foundation

/// The buttons a swipe revealed beside a list row, each as tall as the row: destructive ones red, others in their
/// tint or grey, their labels white and icon-only, as on iOS.
struct ListRowSwipeButtons: View {
  let entries: [MenuEntry]
  /// Closes the row after a button ran.
  let close: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in
        let entry = entries[index]
        Button {
          close()
          if case .action(_, let action) = entry.kind { action() }
        } label: {
          (entry.label ?? AnyView(EmptyView()))
            .labelStyle(.iconOnly)
            .foregroundStyle(.white)
            .frame(width: SwipeActionSet.buttonWidth)
            .frame(maxHeight: .infinity)
            .background(color(of: entry))
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
      }
    }
  }

  private func color(of entry: MenuEntry) -> AnyShapeStyle {
    if let tint = entry.tint { return tint }
    return entry.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.gray)
  }
}
