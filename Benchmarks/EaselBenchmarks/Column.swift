import Easel

/// The grid's cell: an orange bar and a short sentence.
struct Column: View {
  var body: some View {
    HStack {
      Color.orange.frame(width: 5)
      Text("Lorem ipsum dolor sit amet.")
    }
  }
}
