// Layout code as intermediate SwiftUI code writes it: a flow layout for tags, buttons of one width through a
// preference, a tab bar whose underline follows the selection through an anchor preference, and a form whose
// colons line up on a custom alignment.
import Easel
import Foundation

struct TagFlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxWidth = proposal.width ?? .infinity
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > maxWidth {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      x += size.width + spacing
      widest = max(widest, x - spacing)
      rowHeight = max(rowHeight, size.height)
    }
    return CGSize(width: widest, height: y + rowHeight)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    var y = bounds.minY
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > bounds.minX && x + size.width > bounds.maxX {
        x = bounds.minX
        y += rowHeight + spacing
        rowHeight = 0
      }
      subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
  }
}

struct TagCloud: View {
  let tags = ["SwiftUI", "Layout", "Linux", "GTK", "Cairo", "Preferences", "Anchors", "Alignment"]

  var body: some View {
    TagFlowLayout(spacing: 6) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.blue.opacity(0.2)))
      }
    }
    .frame(width: 240)
  }
}

struct MaxWidthPreferenceKey: PreferenceKey {
  static var defaultValue: CGFloat { 0 }

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct EqualWidthButtons: View {
  @State private var buttonWidth: CGFloat?

  var body: some View {
    HStack {
      ForEach(["OK", "Cancel", "Don't Save"], id: \.self) { title in
        Button {
        } label: {
          Text(title)
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthPreferenceKey.self, value: proxy.size.width)
              }
            )
            .frame(width: buttonWidth)
        }
      }
    }
    .onPreferenceChange(MaxWidthPreferenceKey.self) { width in
      buttonWidth = width
    }
  }
}

struct SelectedTabKey: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? { nil }

  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

struct UnderlinedTabBar: View {
  let tabs = ["Home", "Library", "Settings"]
  @State var selection = 0

  var body: some View {
    HStack(spacing: 24) {
      ForEach(tabs.indices, id: \.self) { index in
        Text(tabs[index])
          .padding(.vertical, 6)
          .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
            index == selection ? anchor : nil
          }
          .onTapGesture {
            withAnimation(.easeInOut) { selection = index }
          }
      }
    }
    .overlayPreferenceValue(SelectedTabKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Rectangle()
            .fill(Color.accentColor)
            .frame(width: rect.width, height: 2)
            .offset(x: rect.minX, y: rect.maxY)
        }
      }
    }
  }
}

extension HorizontalAlignment {
  private enum ColonAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[.leading]
    }
  }

  static let colon = HorizontalAlignment(ColonAlignment.self)
}

struct ColonAlignedForm: View {
  var body: some View {
    VStack(alignment: .colon, spacing: 6) {
      row("Name", "Taylor Swift")
      row("Occupation", "Singer")
      row("Hometown", "West Reading")
    }
  }

  private func row(_ label: String, _ value: String) -> some View {
    HStack {
      Text(label + ":")
        .alignmentGuide(.colon) { d in d[.trailing] }
      Text(value)
    }
  }
}
