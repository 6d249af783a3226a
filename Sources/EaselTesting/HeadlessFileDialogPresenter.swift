import Easel
import Foundation

/// The file dialogs of headless hosts: a request waits, unanswered, until the test answers it through its
/// `ViewHost`. One presenter serves every host in the process and keeps each host's dialogs apart by graph, so tests
/// running side by side never answer each other's dialogs.
@MainActor
final class HeadlessFileDialogPresenter: FileDialogPresenter {
  static let shared = HeadlessFileDialogPresenter()

  private var pending: [(request: FileDialogRequest, completion: @MainActor (FileDialogResponse) -> Void)] = []

  func present(_ request: FileDialogRequest, completion: @escaping @MainActor (FileDialogResponse) -> Void) {
    // Dialogs of hosts that are gone can never be answered.
    pending.removeAll { $0.request.graph == nil }
    pending.append((request, completion))
  }

  func dismiss(_ request: FileDialogRequest) { pending.removeAll { $0.request.id == request.id } }

  /// The oldest dialog open over `graph`.
  func request(for graph: ViewGraph) -> FileDialogRequest? { pending.first { $0.request.graph === graph }?.request }

  /// Closes the oldest dialog open over `graph` with `response`; false when none is open.
  func answer(for graph: ViewGraph, with response: FileDialogResponse) -> Bool {
    guard let index = pending.firstIndex(where: { $0.request.graph === graph }) else { return false }
    let (_, completion) = pending.remove(at: index)
    completion(response)
    return true
  }
}
