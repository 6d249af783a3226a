import Foundation

/// A control that pushes a screen on the enclosing ``NavigationStack``: a destination view, or a value shown by
/// the destination registered for its type with `navigationDestination(for:destination:)`.
///
/// It is a ``Button`` in the current button style, so `.buttonStyle(.plain)` and disabling apply to it as in
/// SwiftUI. Without a style set, it looks as on iOS: a borderless button in the accent colour, or in a list, a
/// row with a disclosure chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
  private enum Target {
    case view(Destination)
    case value(AnyHashable?)
    /// A destination pushed while a binding is true (the deprecated `isActive:` and `tag:selection:` links).
    case presented(Destination, isActive: Binding<Bool>)
  }

  private let target: Target
  private let label: Label
  @Environment(\.navigationContext) private var context
  @Environment(\.buttonStyleChoice) private var buttonStyle
  @Environment(\.isListRow) private var isListRow

  /// A link that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination)
    self.label = label()
  }

  /// A link that pushes the view `destination` builds.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  public var body: some View {
    if case .presented(let destination, let isActive) = target {
      button.navigationDestination(isPresented: isActive) { destination }
    } else {
      button
    }
  }

  @ViewBuilder private var button: some View {
    if buttonStyle == nil && isListRow {
      Button(action: activate) {
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
    } else if buttonStyle == nil {
      Button(action: activate) { label }.buttonStyle(.borderless)
    } else {
      Button(action: activate) { label }
    }
  }

  private func activate() {
    guard let context, let stack = context.stack else { return }
    switch target {
    case .view(let destination): stack.push(view: AnyView(destination), above: context.index)
    case .value(let value?): stack.push(value: value, above: context.index)
    case .value(nil): break
    case .presented(_, let isActive): isActive.wrappedValue = true
    }
  }
}

/// The links of iOS 13–15 that push while a binding says so, which SwiftUI deprecated for
/// `navigationDestination(isPresented:destination:)` and still accepts: they are that modifier on a link.
extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true: tapping it sets `isActive`, setting it pushes,
  /// and going back clears it.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    target = .presented(destination, isActive: isActive)
    self.label = label()
  }

  /// A link that pushes `destination` while `selection` is `tag`: tapping it sets `selection` to `tag`, and going
  /// back sets it to `nil`.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding(
      get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
    self.init(destination: destination, isActive: isActive, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a localized title that pushes `destination` while `isActive` is true.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link with a localized title that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title shown as is that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link with a localized title that pushes the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; a `nil` value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link with a localized title that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link with a title shown as is that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}
