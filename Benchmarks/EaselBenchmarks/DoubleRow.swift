import Easel

/// Two lines of the grid.
struct DoubleRow: View {
  var body: some View {
    VStack {
      Row()
      Row()
    }
  }
}
