extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`, which the subscription keeps alive, as in Combine.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    subscribe { object[keyPath: keyPath] = $0 }
  }

  /// Writes each value to a `@Published` property (`assign(to: &$property)`), announcing it to the object's
  /// observers; the subscription lasts as long as the property.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.keep(subscribe { [weak storage] in storage?.assign($0) })
  }
}
