import Easel

/// An app's window content made for fuzzing: the view, the folder of its files, and the checks of its model.
@MainActor
public struct FuzzContent {
  /// The window's root view.
  public let view: AnyView
  /// The folder of the app's files, removed once nothing holds the content.
  public let folder: FuzzFolder?
  /// The broken invariants of the app's model, empty when it is sound.
  public let modelProblems: @MainActor () -> [String]

  public init(view: AnyView, folder: FuzzFolder? = nil, modelProblems: @escaping @MainActor () -> [String] = { [] }) {
    (self.view, self.folder, self.modelProblems) = (view, folder, modelProblems)
  }
}
