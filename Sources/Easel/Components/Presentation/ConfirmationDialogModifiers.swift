import Foundation

extension View {
  /// Presents a confirmation dialog while `isPresented` is true: the buttons `actions` builds, stacked in a panel
  /// near the bottom of the window, with Cancel below them (added when no button has the cancel role). The title
  /// shows when `titleVisibility` is `.visible`, or `.automatic` with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let shown = isPresented.wrappedValue
    return dialogPanel(
      title, visibility: titleVisibility, shown: shown, actions: shown ? MenuEntry.entries(of: actions()) : [],
      message: shown ? AnyView(message()) : nil, isPresented: isPresented)
  }

  /// Presents a confirmation dialog without a message while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let shown = isPresented.wrappedValue
    return dialogPanel(
      title, visibility: titleVisibility, shown: shown, actions: shown ? MenuEntry.entries(of: actions()) : [],
      message: nil, isPresented: isPresented)
  }

  /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not `nil`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let data = isPresented.wrappedValue ? data : nil
    return dialogPanel(
      title, visibility: titleVisibility, shown: data != nil,
      actions: data.map { MenuEntry.entries(of: actions($0)) } ?? [], message: data.map { AnyView(message($0)) },
      isPresented: isPresented)
  }

  /// Presents a confirmation dialog without a message for `data`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let data = isPresented.wrappedValue ? data : nil
    return dialogPanel(
      title, visibility: titleVisibility, shown: data != nil,
      actions: data.map { MenuEntry.entries(of: actions($0)) } ?? [], message: nil, isPresented: isPresented)
  }

  /// Presents a confirmation dialog with a localized title.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a localized title and no message.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog with a localized title for `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog with a title shown as is.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a title shown as is and no message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  private func dialogPanel(
    _ title: Text, visibility: Visibility, shown: Bool, actions: [MenuEntry], message: AnyView?,
    isPresented: Binding<Bool>
  ) -> some View {
    let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
    let showsTitle = visibility == .visible || (visibility == .automatic && message != nil)
    let panel =
      shown
      ? DialogPanel(title: showsTitle ? title : nil, message: message, entries: actions, dismiss: dismiss) : nil
    return modifier(
      PresentationModifier(
        presented: panel, identity: nil, style: .confirmationDialog, dismiss: dismiss, onDismiss: nil))
  }
}
