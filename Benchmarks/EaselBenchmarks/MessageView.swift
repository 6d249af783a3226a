import Easel

/// One message: an avatar circle, then the author and time above the text.
struct MessageView: View {
  static let avatarColors: [Color] = [.blue, .green, .orange, .pink, .purple, .teal, .indigo]

  let message: Message

  var body: some View {
    HStack(alignment: .top) {
      Circle()
        .fill(Self.avatarColors[message.authorIndex % Self.avatarColors.count])
        .frame(width: 40, height: 40)
      VStack(alignment: .leading) {
        HStack {
          Text(message.author).bold()
          Text(message.time).foregroundColor(.gray)
        }
        Text(message.text)
      }
    }
  }
}
