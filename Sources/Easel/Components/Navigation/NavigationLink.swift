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
    }
  }
}

extension NavigationLink where Label == Text {
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
