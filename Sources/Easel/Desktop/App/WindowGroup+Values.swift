import Foundation

extension WindowGroup {
  /// A window group titled after the app whose windows each present a value of `type`: `openWindow(value:)` opens
  /// one for a value, or brings forward the window that presents an equal one.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil, presenting: type, content: content)
  }

  /// A window group with a localized title whose windows each present a value of `type`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: WindowDescription.title(titleKey), id: nil, presenting: type, content: content)
  }

  /// A window group with a text view for its title whose windows each present a value of `type`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: WindowDescription.title(title), id: nil, presenting: type, content: content)
  }

  /// A window group with a title shown as is whose windows each present a value of `type`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: String(title), id: nil, presenting: type, content: content)
  }

  /// A window group titled after the app whose windows each present a value of `type`, which
  /// `openWindow(id:value:)` names by `id`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id, presenting: type, content: content)
  }

  /// A window group with a localized title whose windows each present a value of `type`, which
  /// `openWindow(id:value:)` names by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: WindowDescription.title(titleKey), id: id, presenting: type, content: content)
  }

  /// A window group with a text view for its title whose windows each present a value of `type`, which
  /// `openWindow(id:value:)` names by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: WindowDescription.title(title), id: id, presenting: type, content: content)
  }

  /// A window group with a title shown as is whose windows each present a value of `type`, which
  /// `openWindow(id:value:)` names by `id`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: String(title), id: id, presenting: type, content: content)
  }

  private init<D: Codable & Hashable, C: View>(
    title: String?, id: String?, presenting type: D.Type, content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: id, presentedType: type) { PresentedWindowContent(presented: $0, content: content) }
  }
}
