import Foundation

/// Opens, brings forward and closes the windows of an app's window scenes (`WindowGroup`, `Window`, `Settings`,
/// a `MenuBarExtra`'s window) and gives their views the actions that do so: `openWindow`, `dismissWindow` and
/// `openSettings`, and File ▸ New Window, Close Window and Edit ▸ Preferences… in their menu bars.
///
/// Hosts make one per app with their ``SceneWindowPresenter``, call ``openLaunchWindow()``, and
/// ``windowClosed(_:)`` when the user closes a window.
@MainActor
public final class SceneWindowController {
  /// The app's window scenes, in the order the app declares them.
  public let descriptions: [WindowDescription]
  /// The app's commands with what the scenes add: a menu for each `.window`-style menu bar extra.
  public private(set) var commands = AppCommands.none
  /// The open windows, oldest first.
  public private(set) var windows: [SceneWindow] = []
  /// Quits the app: File ▸ Quit.
  public var quit: (@MainActor () -> Void)?
  /// The menu bar actions the host runs itself instead of the controller's (a test host's log, About).
  public var hostActions = WindowCommandActions()
  /// The `@SceneStorage` store of a window, by a key naming its scene and its number in the run (the second
  /// window of a group opened in a run finds what the second had in the last run).
  public var sceneStorage: (@MainActor (_ key: String) -> UserDefaults)?
  private weak var presenter: SceneWindowPresenter?
  private let textEngine: TextEngine
  private let baseEnvironment: EnvironmentValues
  private let virtualTime: Bool
  /// The scene of each open window, by its index in ``descriptions``.
  private var sceneIndices: [ObjectIdentifier: Int] = [:]
  /// How many windows of each scene opened in this run.
  private var openedCounts: [Int: Int] = [:]

  /// A controller for the scenes `descriptions`, whose windows show `commands`, measure text with `textEngine` and
  /// start from `environment` (headless hosts pass `virtualTime`).
  public init(
    _ descriptions: [WindowDescription], commands: AppCommands, presenter: SceneWindowPresenter,
    textEngine: TextEngine, environment: EnvironmentValues = EnvironmentValues(), virtualTime: Bool = false
  ) {
    self.descriptions = descriptions
    self.presenter = presenter
    self.textEngine = textEngine
    self.baseEnvironment = environment
    self.virtualTime = virtualTime
    let menus = descriptions.indices.filter { descriptions[$0].kind == .menuBarExtra(opensFromMenu: true) }
    let hasSettings = settingsIndex != nil
    self.commands = AppCommands(
      contributions: { [weak self] in commands.contributions() + (self?.extraMenus(menus) ?? []) },
      showsMenuBar: commands.showsMenuBar || hasSettings || !menus.isEmpty)
  }

  /// The environment the app's other windows (its documents') start from: `openWindow`, `dismissWindow(id:)` and
  /// `openSettings` act on this controller's scenes.
  public var environment: EnvironmentValues { environment(for: nil) }

  // MARK: Opening

  /// Opens the window an app opens at launch: its first window group or `Window`, or else its menu bar extra's.
  @discardableResult
  public func openLaunchWindow() -> SceneWindow? {
    let launching =
      descriptions.indices.first { descriptions[$0].opensAtLaunch }
      ?? descriptions.indices.first { descriptions[$0].isMenuBarExtra && descriptions[$0].isOffered() }
    return launching.map { open(at: $0) }
  }

  /// Opens a window of the scene whose identifier is `id`, or brings the window of a `Window` scene to the front
  /// when it is open. An unknown id opens nothing.
  @discardableResult
  public func open(id: String) -> SceneWindow? {
    descriptions.firstIndex { $0.id == id }.map { open(at: $0) }
  }

  /// Opens a window presenting `value` (of type `type`) of the first window group that presents values of that type
  /// and, when `id` is given, has that identifier; when a window of that group presents an equal value already, it
  /// comes to the front instead. A type no group presents opens nothing.
  @discardableResult
  func open(id: String?, value: AnyHashable, of type: ObjectIdentifier) -> SceneWindow? {
    guard let index = descriptions.firstIndex(where: { $0.presentedType == type && (id == nil || $0.id == id) })
    else { return nil }
    if let open = window(presenting: value, sceneAt: index) {
      presenter?.focus(open)
      return open
    }
    return open(at: index, presenting: value)
  }

  /// The open window of the scene at `index` that presents `value`.
  private func window(presenting value: AnyHashable, sceneAt index: Int) -> SceneWindow? {
    windows.first { sceneIndices[ObjectIdentifier($0)] == index && $0.presented.value == value }
  }

  /// Opens the `Settings` scene's window, or brings it to the front.
  public func openSettings() {
    if let settingsIndex { open(at: settingsIndex) }
  }

  /// Opens a window of the scene at `index` in ``descriptions``; a scene with one window at most brings it forward
  /// if it is open.
  @discardableResult
  public func open(at index: Int) -> SceneWindow { open(at: index, presenting: nil) }

  /// Opens a window of the scene at `index` presenting `value` (a window group's for values), as ``open(at:)``.
  private func open(at index: Int, presenting value: AnyHashable?) -> SceneWindow {
    let description = descriptions[index]
    if description.kind != .group, let open = windows.first(where: { sceneIndices[ObjectIdentifier($0)] == index }) {
      presenter?.focus(open)
      return open
    }
    openedCounts[index, default: 0] += 1
    let handle = WindowHandle()
    var environment = environment(for: handle)
    let key = "\(description.id ?? description.title ?? "window")-\(openedCounts[index, default: 1])"
    if let store = sceneStorage?(key) { environment.sceneStorage = store }
    // A preferences window shows no menu bar, as GNOME's have none, and keeps the shortcuts (Ctrl+W closes it).
    let windowCommands =
      description.kind == .settings ? AppCommands(contributions: commands.contributions, showsMenuBar: false) : commands
    let presented = PresentedWindowValue(value)
    let graph = description.makeGraph(
      presenting: presented, textEngine: textEngine, commands: windowCommands,
      actions: actions(for: handle, sceneAt: index), environment: environment, virtualTime: virtualTime)
    let window = SceneWindow(
      description: description, graph: graph, size: openingSize(of: description, graph: graph), presented: presented)
    handle.window = window
    sceneIndices[ObjectIdentifier(window)] = index
    windows.append(window)
    presenter?.show(window)
    return window
  }

  /// The scene's default size, or the size its content fits within the bounds of a reasonable window.
  private func openingSize(of description: WindowDescription, graph: ViewGraph) -> CGSize {
    if let size = description.defaultSize { return size }
    let ideal = graph.idealContentSize()
    return CGSize(
      width: min(max(ideal.width.rounded(.up), 320), 1000), height: min(max(ideal.height.rounded(.up), 160), 800))
  }

  // MARK: Closing

  /// Closes the windows of the scene whose identifier is `id`.
  public func dismiss(id: String) {
    for window in windows where window.description.id == id { dismiss(window) }
  }

  /// Closes the windows presenting `value` (of type `type`) of the window groups that present values of that type
  /// and, when `id` is given, have that identifier.
  func dismiss(id: String?, value: AnyHashable, of type: ObjectIdentifier) {
    for window in windows
    where window.description.presentedType == type && (id == nil || window.description.id == id)
      && window.presented.value == value
    {
      dismiss(window)
    }
  }

  /// Closes `window`.
  public func dismiss(_ window: SceneWindow) {
    guard windowClosed(window) else { return }
    presenter?.close(window)
  }

  /// Lets go of `window`, which the user closed (or the host did); returns whether it was open.
  @discardableResult
  public func windowClosed(_ window: SceneWindow) -> Bool {
    guard let index = windows.firstIndex(where: { $0 === window }) else { return false }
    windows.remove(at: index)
    sceneIndices[ObjectIdentifier(window)] = nil
    return true
  }

  // MARK: What windows are given

  private var settingsIndex: Int? { descriptions.firstIndex { $0.kind == .settings } }

  /// The window an action made before its window existed acts on.
  @MainActor private final class WindowHandle {
    weak var window: SceneWindow?
  }

  private func environment(for handle: WindowHandle?) -> EnvironmentValues {
    var environment = baseEnvironment
    environment.openWindow = OpenWindowAction(
      open: { [weak self] id in self?.open(id: id) },
      openValue: { [weak self] id, value, type in self?.open(id: id, value: value, of: type) })
    environment.dismissWindow = DismissWindowAction(
      current: { [weak self, handle] in
        if let window = handle?.window { self?.dismiss(window) }
      },
      scene: { [weak self] id in self?.dismiss(id: id) },
      value: { [weak self] id, value, type in self?.dismiss(id: id, value: value, of: type) })
    if settingsIndex != nil { environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() } }
    return environment
  }

  private func actions(for handle: WindowHandle, sceneAt index: Int) -> WindowCommandActions {
    var actions = WindowCommandActions()
    if descriptions[index].kind == .group {
      actions.newItem = ("New Window", { [weak self] in self?.open(at: index) })
    }
    actions.close = { [weak self, handle] in
      if let window = handle.window { self?.dismiss(window) }
    }
    actions.quit = { [weak self] in self?.quit?() }
    if settingsIndex != nil { actions.settings = { [weak self] in self?.openSettings() } }
    return actions.overridden(by: hostActions)
  }

  /// A menu for each `.window`-style menu bar extra the app offers now, whose one item opens its window.
  private func extraMenus(_ indices: [Int]) -> [CommandContribution] {
    indices.filter { descriptions[$0].isOffered() }.map { index in
      let title = descriptions[index].title ?? ""
      return .menu(title: Text(title), content: AnyView(Button(title) { [weak self] in self?.open(at: index) }))
    }
  }
}

extension WindowDescription {
  var isMenuBarExtra: Bool {
    if case .menuBarExtra = kind { return true }
    return false
  }
}
