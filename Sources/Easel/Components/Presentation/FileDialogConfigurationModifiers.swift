import Foundation

extension View {
  /// Gives the file dialogs this view presents (`fileImporter`, `fileMover`, `fileExporter`) a message, shown as
  /// their title; `nil` restores the platform's.
  public func fileDialogMessage(_ message: Text?) -> some View { environment(\.fileDialogMessage, message) }

  /// Gives the file dialogs this view presents a localized message, shown as their title.
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    fileDialogMessage(Text(messageKey))
  }

  /// Gives the file dialogs this view presents a message, shown as their title.
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { fileDialogMessage(Text(message)) }

  /// Gives the confirming button of the file dialogs this view presents a label (Import, Move Here); `nil`
  /// restores the platform's (Open, Save).
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    environment(\.fileDialogConfirmationLabel, label)
  }

  /// Gives the confirming button of the file dialogs this view presents a localized label.
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    fileDialogConfirmationLabel(Text(labelKey))
  }

  /// Gives the confirming button of the file dialogs this view presents a label.
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    fileDialogConfirmationLabel(Text(label))
  }

  /// Opens the file dialogs this view presents in `defaultDirectory`; `nil` leaves the choice to the platform
  /// (usually the folder last used).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\.fileDialogDefaultDirectory, defaultDirectory)
  }
}

private struct FileDialogMessageKey: EnvironmentKey { static var defaultValue: Text? { nil } }
private struct FileDialogConfirmationLabelKey: EnvironmentKey { static var defaultValue: Text? { nil } }
private struct FileDialogDefaultDirectoryKey: EnvironmentKey { static let defaultValue: URL? = nil }

extension EnvironmentValues {
  var fileDialogMessage: Text? {
    get { self[FileDialogMessageKey.self] }
    set { self[FileDialogMessageKey.self] = newValue }
  }
  var fileDialogConfirmationLabel: Text? {
    get { self[FileDialogConfirmationLabelKey.self] }
    set { self[FileDialogConfirmationLabelKey.self] = newValue }
  }
  var fileDialogDefaultDirectory: URL? {
    get { self[FileDialogDefaultDirectoryKey.self] }
    set { self[FileDialogDefaultDirectoryKey.self] = newValue }
  }
}
