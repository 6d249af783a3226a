import Easel

/// A scrolling list whose rows also follow a horizontal drag: the ScrollView pages' example.
struct SwipeList: View {
  /// How the rows' drag is attached.
  enum Attachment { case gesture, highPriorityOnList, simultaneousOnList }

  let minimumDistance: CGFloat
  let attachment: Attachment
  @GestureState private var drag = RowDrag.none
  @State private var drags = 0

  /// Which row is being dragged, and how far across.
  struct RowDrag: Equatable, CustomStringConvertible {
    var row: Int?
    var width: CGFloat

    static let none = RowDrag(row: nil, width: 0)

    var description: String {
      guard self != .none else { return "none" }
      return "\(row.map { "row \($0), " } ?? "")x \(Int(width))"
    }
  }

  private func rowDrag(_ row: Int?) -> some Gesture {
    DragGesture(minimumDistance: minimumDistance)
      .updating($drag) { value, state, _ in state = RowDrag(row: row, width: value.translation.width) }
      .onEnded { _ in drags += 1 }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      if attachment == .gesture {
        list { index in row(index).gesture(rowDrag(index)) }
      } else if attachment == .highPriorityOnList {
        list { index in row(index) }.highPriorityGesture(rowDrag(nil))
      } else {
        list { index in row(index) }.simultaneousGesture(rowDrag(nil))
      }
      StateReadout(gestureState: "drag \(drag)", state: "drags ended \(drags)")
    }
  }

  private func list<Row: View>(@ViewBuilder row: @escaping (Int) -> Row) -> some View {
    ScrollView {
      VStack(spacing: 4) {
        ForEach(1...12, id: \.self) { index in row(index) }
      }
      .padding(4)
    }
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.08)))
    .clipped()
  }

  private func row(_ index: Int) -> some View {
    let moved = drag.row == index
    return HStack {
      Text("Row \(index)").font(.callout)
      Spacer()
      Text("⇆").font(.callout).foregroundStyle(.secondary)
    }
    .padding(.horizontal, 10)
    .frame(height: 30)
    .background(RoundedRectangle(cornerRadius: 6).fill(moved ? Color.blue.opacity(0.25) : Color.gray.opacity(0.14)))
    .offset(x: drag.row == index ? drag.width : 0)
  }
}
