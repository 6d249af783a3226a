import Foundation

/// The tabs a tab view has shown, which it keeps (hidden) so they keep their state, and what each asks of the bar.
@MainActor
final class TabVisits {
  private var tags: [AnyHashable] = []
  private var models: [AnyHashable: NavigationScreenModel] = [:]

  /// The preferences the views of the tab tagged `tag` set.
  func preferences(for tag: AnyHashable) -> NavigationScreenModel {
    if let model = models[tag] { return model }
    let model = NavigationScreenModel()
    models[tag] = model
    return model
  }

  /// Notes that `selected` is shown; returns the entries shown so far, in the tab view's order.
  func recording(_ selected: AnyHashable?, among entries: [TabEntry]) -> [TabEntry] {
    if let selected, !tags.contains(selected) { tags.append(selected) }
    return entries.filter { tags.contains($0.tag) }
  }
}
