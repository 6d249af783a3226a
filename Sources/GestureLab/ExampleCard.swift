import Easel

/// One live example on a page: a title, the example, and the code that makes it.
struct ExampleCard<Content: View>: View {
  let title: String
  let code: String
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack(spacing: 6) {
      Text(title).font(.subheadline).bold()
      Text(code).font(.caption2.monospaced()).foregroundStyle(.secondary).lineLimit(1)
      content().frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .padding(10)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.3), lineWidth: 1))
  }
}
