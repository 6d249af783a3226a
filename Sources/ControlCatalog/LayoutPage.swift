import Easel
import Foundation

extension VerticalAlignment {
  /// The guide a figure's caption lines up with the figure's marked line on.
  private struct MarkedLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
  }

  fileprivate static let markedLine = VerticalAlignment(MarkedLine.self)
}

/// A custom layout (a flow of tags), buttons of one width through a preference, a tab underline that follows the
/// selection through an anchor, `AnyLayout` switching between a row and a column, alignment guides, and a bar in a
/// scroll view's safe area.
struct LayoutPage: View {
  @State private var isVertical = false
  @State private var buttonWidth: CGFloat?
  @State private var tab = "Library"
  @State private var tags = ["Swift", "Layout", "Flow", "Alignment", "Guides", "Preferences", "Anchors", "Desktop"]

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      flow
      equalWidth
      underline
      switching
      HStack(alignment: .top, spacing: 32) {
        alignment
        safeAreaBar
      }
    }
  }

  private var flow: some View {
    CatalogGroup("Flow layout") {
      FlowLayout {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.accentColor.opacity(0.18)))
        }
      }
      .frame(width: 320, alignment: .leading)
    }
  }

  private var equalWidth: some View {
    CatalogGroup("Equal widths through a preference") {
      HStack {
        ForEach(["OK", "Cancel", "Don't Save"], id: \.self) { title in
          Button {
          } label: {
            Text(title)
              .background(
                GeometryReader { Color.clear.preference(key: WidestLabelKey.self, value: $0.size.width) }
              )
              .frame(width: buttonWidth)
          }
        }
      }
      .onPreferenceChange(WidestLabelKey.self) { buttonWidth = $0 }
    }
  }

  private var underline: some View {
    CatalogGroup("Underline through an anchor") {
      HStack(spacing: 20) {
        ForEach(["Home", "Library", "Settings"], id: \.self) { name in
          Text(name)
            .foregroundStyle(name == tab ? Color.accentColor : Color.primary)
            .padding(.vertical, 4)
            .anchorPreference(key: SelectedTabBoundsKey.self, value: .bounds) { name == tab ? $0 : nil }
            .onTapGesture { withAnimation { tab = name } }
        }
      }
      .overlayPreferenceValue(SelectedTabBoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let bounds = proxy[anchor]
            Capsule()
              .fill(Color.accentColor)
              .frame(width: bounds.width, height: 3)
              .offset(x: bounds.minX, y: bounds.maxY)
          }
        }
      }
    }
  }

  private var switching: some View {
    CatalogGroup("AnyLayout") {
      let layout = isVertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
      VStack(alignment: .leading, spacing: 8) {
        Toggle("Vertical", isOn: $isVertical)
        layout {
          ForEach(["One", "Two", "Three"], id: \.self) { name in
            Text(name).padding(6).background(RoundedRectangle(cornerRadius: 4).stroke(Color.secondary))
          }
        }
      }
    }
  }

  private var alignment: some View {
    CatalogGroup("Alignment guides") {
      HStack(alignment: .markedLine, spacing: 12) {
        Text("Caption →").font(.caption)
        VStack(alignment: .leading, spacing: 2) {
          Text("First line")
          Text("Marked line").bold().alignmentGuide(.markedLine) { $0[VerticalAlignment.center] }
          Text("Last line")
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.secondary.opacity(0.15)))
      }
      VStack(alignment: .leading, spacing: 4) {
        Text("Indented by a guide").alignmentGuide(.leading) { _ in -24 }
        Text("Left edge")
      }
    }
  }

  private var safeAreaBar: some View {
    CatalogGroup("Safe area inset") {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(1...12, id: \.self) { number in
            Text("Message \(number)").frame(maxWidth: .infinity, minHeight: 28, alignment: .leading).padding(
              .leading, 8)
          }
        }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Text("12 messages").font(.caption).frame(maxWidth: .infinity).padding(6).background(.bar)
      }
      .frame(width: 280, height: 120)
      .border(Color.secondary.opacity(0.4))
    }
  }
}
