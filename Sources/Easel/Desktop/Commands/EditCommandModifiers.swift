import Foundation

extension View {
  /// Copies `payload` to the clipboard when the Copy command reaches this view: when it, or a view inside it, has
  /// focus, or, with nothing focused, when it is the innermost view of the window that copies.
  ///
  /// Each item goes on the clipboard in every content type it exports; its plain-text representation, if any, is
  /// what other applications paste. The command is disabled while `payload` is empty.
  public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
    modifier(
      EditCommandModifier(
        handler: EditCommandHandler(
          command: .copy, isEnabled: { _ in !payload().isEmpty },
          perform: { clipboard in ClipboardTransfer.copy(payload(), to: clipboard) })))
  }

  /// Runs `action` when the Cut command reaches this view and puts the items it returns on the clipboard; `action`
  /// removes them from the view's content.
  public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
    modifier(
      EditCommandModifier(
        handler: EditCommandHandler(
          command: .cut, isEnabled: { _ in true },
          perform: { clipboard in ClipboardTransfer.copy(action(), to: clipboard) })))
  }

  /// Adds the clipboard's items of type `T` when the Paste command reaches this view: `validator` filters them
  /// first, and `action` gets those left, unless none are.
  ///
  /// The command is enabled while the clipboard offers a content type `T` imports; the items are read when it
  /// runs, so `action` may be called a moment later, once another application has sent them.
  public func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
  ) -> some View {
    let mimeTypes = ClipboardTransfer.mimeTypes(for: T.importedContentTypes)
    return modifier(
      EditCommandModifier(
        handler: Self.pasteHandler(mimeTypes) { items in
          Task { @MainActor in
            let accepted = validator(await ClipboardTransfer.values(of: T.self, from: items))
            if !accepted.isEmpty { action(accepted) }
          }
        }))
  }

  /// Puts the items `payloadAction` returns on the clipboard when the Copy command reaches this view; a `nil`
  /// action disables the command.
  public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
    modifier(EditCommandModifier(handler: Self.providerHandler(.copy, payloadAction)))
  }

  /// Puts the items `payloadAction` returns on the clipboard when the Cut command reaches this view;
  /// `payloadAction` removes them from the view's content. A `nil` action disables the command.
  public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
    modifier(EditCommandModifier(handler: Self.providerHandler(.cut, payloadAction)))
  }

  /// Hands the clipboard's items of `supportedContentTypes` (higher priority first) to `payloadAction` when the
  /// Paste command reaches this view. The command is enabled while the clipboard offers one of the types.
  public func onPasteCommand(
    of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void
  ) -> some View {
    onPasteCommand(of: supportedContentTypes, validator: { $0 }, perform: payloadAction)
  }

  /// Hands the clipboard's items of `supportedContentTypes` to `validator` when the Paste command reaches this
  /// view, and what it returns to `payloadAction`; when it returns `nil`, nothing is pasted.
  public func onPasteCommand<Payload>(
    of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
    perform payloadAction: @escaping (Payload) -> Void
  ) -> some View {
    let mimeTypes = ClipboardTransfer.mimeTypes(for: supportedContentTypes)
    return modifier(
      EditCommandModifier(
        handler: Self.pasteHandler(mimeTypes) { items in
          let providers = ClipboardTransfer.providers(for: items, types: supportedContentTypes)
          guard !providers.isEmpty, let payload = validator(providers) else { return }
          payloadAction(payload)
        }))
  }

  /// The form of ``onPasteCommand(of:perform:)-(_,_)`` with type identifiers (such as `"public.png"`).
  public func onPasteCommand(
    of supportedTypes: [String], perform payloadAction: @escaping ([NSItemProvider]) -> Void
  ) -> some View {
    onPasteCommand(of: supportedTypes.compactMap { UTType($0) }, perform: payloadAction)
  }

  /// The form of ``onPasteCommand(of:validator:perform:)-(_,_,_)`` with type identifiers.
  public func onPasteCommand<Payload>(
    of supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?,
    perform payloadAction: @escaping (Payload) -> Void
  ) -> some View {
    onPasteCommand(of: supportedTypes.compactMap { UTType($0) }, validator: validator, perform: payloadAction)
  }

  /// Runs `action` when the Delete command reaches this view; a `nil` action disables the command.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    modifier(EditCommandModifier(handler: Self.actionHandler(.delete, action)))
  }

  /// Runs `action` when the Edit menu command of `selector` reaches this view, as the Delete command reaches
  /// ``onDeleteCommand(perform:)``: while this view or one inside it has focus, or, with nothing focused, when it is
  /// the innermost view of the window that handles the command. With a `nil` action the view does not take the
  /// command: it goes to the views around, and the menu item is disabled when none takes it.
  ///
  /// Easel's menus send the standard Edit selectors: `"cut:"`, `"copy:"`, `"paste:"`, `"delete:"` and
  /// `"selectAll:"`. A canvas makes Edit ▸ Select All (and Ctrl+A) select its items with
  /// `.onCommand(Selector("selectAll:")) { selection = Set(items.map(\.id)) }`.
  public func onCommand(_ selector: Selector, perform action: (() -> Void)?) -> some View {
    modifier(EditCommandModifier(handler: EditCommand(selector).map { Self.actionHandler($0, action) }))
  }

  /// Runs `action` with the direction of an arrow key pressed (without modifiers) while this view, or a view inside
  /// it, has focus and does not use the key itself, or, with nothing focused, when this is the innermost such view of
  /// the window. A `nil` action leaves the keys to others.
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    modifier(MoveCommandModifier(action: action))
  }

  /// The Paste command of a view that takes the clipboard's items of `mimeTypes`: enabled while the clipboard offers
  /// one of them, reading them when it runs and handing them to `receive`.
  private static func pasteHandler(
    _ mimeTypes: [String], receive: @escaping @MainActor ([ClipboardItem]) -> Void
  ) -> EditCommandHandler {
    EditCommandHandler(
      command: .paste, isEnabled: { ClipboardTransfer.clipboard($0, offersAnyOf: mimeTypes) },
      perform: { clipboard in clipboard.read(mimeTypes: mimeTypes, receive) })
  }

  /// The handler of `command` that runs `action`, disabled while `action` is `nil`.
  private static func actionHandler(_ command: EditCommand, _ action: (() -> Void)?) -> EditCommandHandler {
    EditCommandHandler(command: command, isEnabled: { _ in action != nil }, perform: { _ in action?() })
  }

  private static func providerHandler(
    _ command: EditCommand, _ payloadAction: (() -> [NSItemProvider])?
  ) -> EditCommandHandler {
    EditCommandHandler(
      command: command, isEnabled: { _ in payloadAction != nil },
      perform: { clipboard in
        guard let payloadAction else { return }
        ClipboardTransfer.copy(payloadAction(), to: clipboard)
      })
  }
}
