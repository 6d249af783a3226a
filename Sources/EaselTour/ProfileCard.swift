import Easel

/// A profile card: stacks, shapes, gradients, text with Korean and emoji, overlays and shadows.
struct ProfileCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Circle().fill(Color.orange).frame(width: 44, height: 44).overlay(Text("🦊").font(.title2))
        VStack(alignment: .leading) {
          Text("Swift Learner").font(.headline)
          Text("안녕하세요 · Rank Gold 🥇").font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        Text("1,280 XP").font(.title3).bold().foregroundColor(.blue)
      }
      RoundedRectangle(cornerRadius: 12)
        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
        .frame(height: 56)
        .overlay(Text("Daily quiz: 3 of 5 done").foregroundColor(.white).bold())
      HStack(spacing: 12) {
        ForEach(["Closures", "Generics", "Actors"], id: \.self) { topic in
          Text(topic).font(.caption).padding(8)
            .background(Capsule().fill(Color.teal.opacity(0.2)))
        }
      }
      Divider()
      Text("Study notes wrap over several lines and stop at two, with an ellipsis where the text is cut short.")
        .lineLimit(2)
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 16).fill(Color.white).shadow(radius: 6, y: 3))
    .padding()
  }
}
