import Foundation

extension PresentationStyle {
  /// A popover: a rounded panel below the presenting view (above it when there is no room), that a click outside
  /// or Escape closes, as a desktop popover does.
  static let popover = PresentationStyle(
    placement: .below, isModal: false, hasScrim: false, panelCornerRadius: ControlPalette.panelCornerRadius,
    dismissesOnEscape: true, animation: .easeOut(duration: 0.15))
}

extension View {
  /// Presents a popover with `content` beside this view while `isPresented` is true. A click outside it, Escape
  /// or `dismiss()` closes it and sets the binding to false.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        presented: isPresented.wrappedValue ? content() : nil, identity: nil, style: .popover,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
  }

  /// Presents a popover for `item` while it is not `nil`; a different item replaces it. Closing sets the item to
  /// `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentationModifier(
        presented: current.map(content), identity: current.map { AnyHashable($0.id) }, style: .popover,
        dismiss: { item.wrappedValue = nil }, onDismiss: nil))
  }
}
