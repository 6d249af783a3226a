import Foundation

extension NSItemProvider {
  /// Offers the item `transferable` makes in each content type its representation exports, in the
  /// representation's order, as SwiftUI's `register(_:)`. The item is made and exported when a receiver asks for
  /// its data.
  public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
    register(exportsOf: UncheckedSendable(transferable))
  }

  /// Offers the item `make` makes in each content type it exports; `make` runs off the main actor.
  func register<T: Transferable>(exportsOf make: UncheckedSendable<() -> T>) {
    for conversion in T.conversions {
      guard let export = conversion.export else { continue }
      // The provider loads data synchronously on a background queue; the export is asynchronous.
      let job = UncheckedSendable<() async throws -> Data>({ try await export(make.value()) })
      registerDataRepresentation(forTypeIdentifier: conversion.contentType.identifier) {
        let result = BlockingResult<Data>()
        Task.detached { result.set(try? await job.value()) }
        return result.wait()
      }
    }
  }
}
