/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?

  /// A cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// A cancellable that cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

  deinit { cancelAction?() }

  /// Ends the subscription.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps the cancellable alive in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps the cancellable alive in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
