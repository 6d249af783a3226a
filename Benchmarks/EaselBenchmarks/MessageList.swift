import Easel

/// A non-lazy scrolling list of messages.
///
/// Not in a `ScrollView`: written before Easel had one, it stays as it was so its numbers compare with earlier runs.
/// A vertical scroll view proposes its content the width it is given and no height, which
/// `fixedSize(horizontal: false, vertical: true)` reproduces, so the content is laid out exactly as it would be
/// inside `ScrollView { … }`; it is taller than the window and simply overflows.
struct MessageList: View {
  let messages: [Message]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(messages) { message in
        MessageView(message: message)
      }
    }
    .frame(maxWidth: .infinity)
    .padding(20)
    .fixedSize(horizontal: false, vertical: true)
  }
}
