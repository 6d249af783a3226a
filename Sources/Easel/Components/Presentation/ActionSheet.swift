import Foundation

/// A sheet of choices as the older `actionSheet(isPresented:content:)` form describes it (iOS 13–14; SwiftUI
/// deprecated it for `confirmationDialog`, and still accepts it): a title, an optional message and buttons. It
/// shows as a confirmation dialog does, with its title.
@MainActor
public struct ActionSheet {
  /// A button of an action sheet: the same as an alert's.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with a title, an optional message and `buttons` (a Cancel button by default).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    (self.title, self.message, self.buttons) = (title, message, buttons)
  }
}

extension View {
  /// Presents the action sheet `content` describes while `isPresented` is true; a button runs its action and
  /// dismisses.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    presentActionSheet(isPresented.wrappedValue ? content() : nil, identity: nil) {
      isPresented.wrappedValue = false
    }
  }

  /// Presents an action sheet for `item` while it is not `nil`; dismissing sets it to `nil`.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let current = item.wrappedValue
    return presentActionSheet(current.map(content), identity: current.map { AnyHashable($0.id) }) {
      item.wrappedValue = nil
    }
  }

  private func presentActionSheet(
    _ sheet: ActionSheet?, identity: AnyHashable?, dismiss: @escaping @MainActor () -> Void
  ) -> some View {
    let panel = sheet.map { sheet in
      DialogPanel(
        title: sheet.title, message: sheet.message.map { AnyView($0) }, entries: sheet.buttons.map(\.entry),
        dismiss: dismiss)
    }
    return modifier(
      PresentationModifier(
        presented: panel, identity: identity, style: .confirmationDialog, dismiss: dismiss, onDismiss: nil))
  }
}
