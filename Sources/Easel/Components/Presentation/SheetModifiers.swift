import Foundation

extension View {
  /// Presents a sheet while `isPresented` is true: a panel centred over the dimmed window, sized by its content.
  /// Escape, `dismiss()` or setting the binding to false dismisses it; `onDismiss` runs after each dismissal.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        presented: isPresented.wrappedValue ? content() : nil, identity: nil, style: .sheet,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Presents a sheet for `item` while it is not `nil`; a different item replaces the sheet. Dismissing sets the
  /// item to `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        presented: current.map(content), identity: current.map { AnyHashable($0.id) }, style: .sheet,
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Presents a view covering the whole window while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        presented: isPresented.wrappedValue ? content() : nil, identity: nil, style: .fullScreenCover,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Presents a view covering the whole window for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        presented: current.map(content), identity: current.map { AnyHashable($0.id) }, style: .fullScreenCover,
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}
