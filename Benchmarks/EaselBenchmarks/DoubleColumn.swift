import Easel

/// Two cells side by side.
struct DoubleColumn: View {
  var body: some View {
    HStack {
      Column()
      Column()
    }
  }
}
