import Foundation

/// Draws a list item in its list's style: a row with its insets, minimum height, background, selection highlight
/// and separator (inset from the leading edge like the content, none below a section's last row), or a section
/// header or footer. A click on a row with a selection value selects it. A row its `ForEach` can delete (`onDelete`)
/// has a context menu with a destructive "Delete" item, unless the row brings its own `contextMenu`, which then is the
/// one that opens.
struct ListRowChrome<Content: View>: View {
  let content: Content
  let info: ListRowInfo
  let traits: ListRowTraits

  @Environment(\.listStyleKind) private var style
  @Environment(\.listSelectionContext) private var selection
  @Environment(\.displayScale) private var displayScale
  @State private var press = PressModifiers()

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
    if let delete = info.delete, !((Content.self as? any ContextMenuCarrier.Type)?.hasContextMenu ?? false) {
      rowBody.contextMenu { Button("Delete", role: .destructive, action: delete) }
    } else {
      rowBody
    }
  }

  private var rowBody: some View {
    let insets = traits.insets ?? Self.defaultInsets
    let selection = self.selection
    let value = info.selectionValue
    let press = self.press
    return
      content
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
      .clipShape(shape)
      .padding(.horizontal, style.horizontalMargin)
      .contentShape(Rectangle())
      .onPointerEvent { event in if event.phase == .began { press.modifiers = event.modifiers } }
      .gesture(
        TapGesture().onEnded {
          if let value { selection?.select(value, press.modifiers) }
        }, isEnabled: selection != nil && value != nil
      )
      .environment(\.listRowDeleteAction, info.delete)
      .environment(\.isListRow, true)
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
