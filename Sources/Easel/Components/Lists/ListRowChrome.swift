import Foundation

/// Draws a list item in its list's style: a row with its insets, minimum height, background, selection highlight
/// and separator (inset from the leading edge like the content, none below a section's last row), or a section
/// header or footer. A click on a row with a selection value selects it. A row its `ForEach` can delete (`onDelete`)
/// has a context menu with a destructive "Delete" item, unless the row brings its own `contextMenu`, which then is the
/// one that opens. A row with `swipeActions` reveals their buttons when dragged sideways, and lists them in its
/// context menu instead; a list keeps one row swiped open at a time. In edit mode, rows of a `ForEach` with
/// `onDelete` or `onMove` show delete buttons and reorder handles.
struct ListRowChrome<Content: View>: View {
  let content: Content
  let info: ListRowInfo
  let traits: ListRowTraits

  @Environment(\.listStyleKind) private var style
  @Environment(\.listSelectionContext) private var selection
  @Environment(\.displayScale) private var displayScale
  @Environment(\.listOpenSwipe) private var openSwipe
  @State private var press = PressModifiers()
  /// How far the row follows its reorder handle.
  @State private var dragOffset: CGFloat = 0
  /// How far the row is swiped sideways now, and where it rests when no drag is under way.
  @State private var swipeOffset: CGFloat = 0
  @State private var restingSwipe: CGFloat = 0
  /// The row's identity in its list's ``ListOpenSwipe``.
  @State private var swipeIdentity = UUID()
  @State private var rowSize = CGSize(width: 0, height: minimumRowHeight)

  /// The least height of a row, as on iOS.
  static var minimumRowHeight: CGFloat { 44 }
  /// The insets of a row's content when the row sets none.
  static var defaultInsets: EdgeInsets { EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }

  var body: some View {
    switch info.kind {
    case .row: row
    case .header: header
    case .footer: footer
    case .gap: Color.clear.frame(height: 20)
    }
  }

  private var isSelected: Bool {
    guard let value = info.selectionValue, let selection else { return false }
    return selection.selected.contains(value)
  }

  private var showsSeparator: Bool {
    switch traits.separator {
    case .hidden: false
    case .visible: true
    case .automatic: !info.isLast && style != .sidebar
    }
  }

  /// Rows of inset and sidebar lists are rounded each (their highlight is a rounded capsule); grouped sections
  /// round their first and last rows.
  private var shape: ListRowShape {
    let radius = style.groupCornerRadius
    if style == .inset || style == .sidebar { return ListRowShape(radius: radius, roundsTop: true, roundsBottom: true) }
    return ListRowShape(radius: radius, roundsTop: info.isFirst, roundsBottom: info.isLast)
  }

  @ViewBuilder private var row: some View {
    let swipeEntries = traits.swipeActions.flatMap(\.entries)
    if swipeEntries.isEmpty, let delete = info.delete, !hasOwnContextMenu {
      rowBody.contextMenu { Button("Delete", role: .destructive, action: delete) }
    } else if !swipeEntries.isEmpty, !hasOwnContextMenu {
      rowBody.contextMenu {
        ForEach(swipeEntries.indices, id: \.self) { index in
          let entry = swipeEntries[index]
          Button(role: entry.role) {
            if case .action(_, let action) = entry.kind { action() }
          } label: {
            entry.label ?? AnyView(EmptyView())
          }
        }
      }
    } else {
      rowBody
    }
  }

  private var hasOwnContextMenu: Bool { (Content.self as? any ContextMenuCarrier.Type)?.hasContextMenu ?? false }

  /// Whether the row's `ForEach` can delete or move it: the row then has edit-mode controls.
  private var hasEditActions: Bool { info.kind == .row && (info.delete != nil || info.move != nil) }

  @ViewBuilder private var rowContent: some View {
    if hasEditActions {
      ListRowEditControls(
        content: content, delete: info.delete, move: info.move, dragOffset: $dragOffset, rowHeight: rowSize.height)
    } else {
      content
    }
  }

  @ViewBuilder private var rowBody: some View {
    if hasEditActions || !traits.swipeActions.isEmpty {
      rowChrome
        .offset(y: dragOffset)
        .zIndex(dragOffset == 0 ? 0 : 1)
        .background {
          GeometryReader { proxy in
            Color.clear.onChange(of: proxy.size, initial: true) { rowSize = proxy.size }
          }
        }
    } else {
      rowChrome
    }
  }

  private var rowChrome: some View {
    let insets = traits.insets ?? Self.defaultInsets
    let selection = self.selection
    let value = info.selectionValue
    let press = self.press
    let isSwiped = restingSwipe != 0
    let openSwipe = self.openSwipe
    let identity = swipeIdentity
    let anotherRowIsSwiped = openSwipe?.row.map { $0 != identity } ?? false
    return
      rowContent
      .frame(
        maxWidth: .infinity, minHeight: max(0, Self.minimumRowHeight - insets.top - insets.bottom),
        alignment: .leading
      )
      .padding(insets)
      .background { rowBackground }
      .overlay(alignment: .bottomLeading) {
        if showsSeparator {
          Rectangle().fill(ControlPalette.separator).frame(height: 1 / max(1, displayScale))
            .padding(.leading, insets.leading)
        }
      }
      .modifier(
        ListRowSwipe(sets: traits.swipeActions, offset: $swipeOffset, resting: $restingSwipe, rowWidth: rowSize.width)
      )
      .onChange(of: swipeOffset != 0) { _, isOpen in
        if isOpen, openSwipe?.row != identity {
          openSwipe?.row = identity
        } else if !isOpen, openSwipe?.row == identity {
          openSwipe?.row = nil
        }
      }
      .onChange(of: openSwipe?.row) { _, open in
        if open != identity && swipeOffset != 0 { closeSwipe() }
      }
      .clipShape(shape)
      .padding(.horizontal, style.horizontalMargin)
      .contentShape(Rectangle())
      .onPointerEvent { event in if event.phase == .began { press.modifiers = event.modifiers } }
      .gesture(
        TapGesture().onEnded {
          if isSwiped {
            closeSwipe()
          } else if anotherRowIsSwiped {
            openSwipe?.row = nil
          } else if let value {
            selection?.select(value, press.modifiers)
          }
        }, isEnabled: (selection != nil && value != nil) || isSwiped || anotherRowIsSwiped
      )
      // A list item holding the row's elements, selected with the list's selection; a screen reader selects it
      // as a click does.
      .accessibilityDefaults { [isSelected] in
        $0.role = .listItem
        if isSelected { $0.addedTraits = .isSelected }
        if let selection, let value { $0.actions[.default] = { selection.select(value, []) } }
      }
      .environment(\.listRowDeleteAction, info.delete)
      .environment(\.isListRow, true)
  }

  private func closeSwipe() {
    withAnimation(ListRowSwipe.animation) { (swipeOffset, restingSwipe) = (0, 0) }
  }

  @ViewBuilder private var rowBackground: some View {
    if isSelected {
      Rectangle().fill(ControlPalette.selection)
    } else if let background = traits.background {
      background
    } else if style.isGrouped {
      Rectangle().fill(ControlPalette.elevatedBackground)
    } else {
      Color.clear
    }
  }

  @ViewBuilder private var header: some View {
    if style.isGrouped {
      content
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding(
          EdgeInsets(top: 16, leading: 16 + style.horizontalMargin, bottom: 6, trailing: 16 + style.horizontalMargin)
        )
        .frame(maxWidth: .infinity, alignment: .leading)
    } else {
      content
        .font(.headline)
        .padding(EdgeInsets(top: 6, leading: 16 + style.horizontalMargin, bottom: 6, trailing: 16))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(style == .plain ? ControlPalette.groupedBackground : Color.clear)
    }
  }

  private var footer: some View {
    content
      .font(.footnote)
      .foregroundStyle(.secondary)
      .padding(
        EdgeInsets(top: 6, leading: 16 + style.horizontalMargin, bottom: 8, trailing: 16 + style.horizontalMargin)
      )
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}
