import Foundation

extension View {
  /// Presents an alert built by `content` while `isPresented` is true. A button runs its action and dismisses.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presentAlert(isPresented.wrappedValue ? content() : nil, identity: nil) { isPresented.wrappedValue = false }
  }

  /// Presents an alert for `item` while it is not `nil`; dismissing sets it to `nil`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let current = item.wrappedValue
    return presentAlert(current.map(content), identity: current.map { AnyHashable($0.id) }) {
      item.wrappedValue = nil
    }
  }

  private func presentAlert(_ alert: Alert?, identity: AnyHashable?, dismiss: @escaping @MainActor () -> Void)
    -> some View
  {
    let panel = alert.map { alert in
      AlertPanel(
        title: alert.title, message: alert.message.map { AnyView($0) }, actions: alert.buttons.map(\.entry),
        dismiss: dismiss)
    }
    return modifier(
      PresentationModifier(presented: panel, identity: identity, style: .alert, dismiss: dismiss, onDismiss: nil))
  }

  /// Presents an alert with a title, the buttons `actions` builds and a message while `isPresented` is true.
  /// Without buttons the alert has an OK button.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let shown = isPresented.wrappedValue
    return alertPanel(
      title, shown: shown, actions: shown ? MenuEntry.entries(of: actions()) : [],
      message: shown ? AnyView(message()) : nil, isPresented: isPresented)
  }

  /// Presents an alert with a title and the buttons `actions` builds while `isPresented` is true.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    let shown = isPresented.wrappedValue
    return alertPanel(
      title, shown: shown, actions: shown ? MenuEntry.entries(of: actions()) : [], message: nil,
      isPresented: isPresented)
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let data = isPresented.wrappedValue ? data : nil
    return alertPanel(
      title, shown: data != nil, actions: data.map { MenuEntry.entries(of: actions($0)) } ?? [],
      message: data.map { AnyView(message($0)) }, isPresented: isPresented)
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let data = isPresented.wrappedValue ? data : nil
    return alertPanel(
      title, shown: data != nil, actions: data.map { MenuEntry.entries(of: actions($0)) } ?? [], message: nil,
      isPresented: isPresented)
  }

  /// Presents an alert with a localized title, buttons and a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a localized title and buttons.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a localized title for `data`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert with a localized title for `data`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert with a title shown as is, buttons and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a title shown as is and buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a title shown as is for `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert with a title shown as is for `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  private func alertPanel(
    _ title: Text, shown: Bool, actions: [MenuEntry], message: AnyView?, isPresented: Binding<Bool>
  ) -> some View {
    let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
    let panel = shown ? AlertPanel(title: title, message: message, actions: actions, dismiss: dismiss) : nil
    return modifier(
      PresentationModifier(presented: panel, identity: nil, style: .alert, dismiss: dismiss, onDismiss: nil))
  }
}
