import Easel

/// 256 cells in nested stacks: two `VStack`s of four double rows, stacked vertically (16 rows of 16 cells), so the
/// grid is square and every row is offered the window's full width.
struct GridView: View {
  var body: some View {
    VStack {
      VStack {
        DoubleRow()
        DoubleRow()
        DoubleRow()
        DoubleRow()
      }
      VStack {
        DoubleRow()
        DoubleRow()
        DoubleRow()
        DoubleRow()
      }
    }
  }
}
