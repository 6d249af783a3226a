import Easel

/// One line of the grid: two groups of four double columns, 16 cells.
struct Row: View {
  var body: some View {
    HStack {
      HStack {
        DoubleColumn()
        DoubleColumn()
        DoubleColumn()
        DoubleColumn()
      }
      HStack {
        DoubleColumn()
        DoubleColumn()
        DoubleColumn()
        DoubleColumn()
      }
    }
  }
}
