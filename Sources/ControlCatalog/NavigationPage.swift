import Easel

/// A navigation stack with value links and a toolbar, and a paged tab view, each in a small frame.
struct NavigationPage: View {
  @State private var path: [Int] = []
  @State private var page = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Navigation stack") {
        NavigationStack(path: $path) {
          List(1..<6, id: \.self) { number in
            NavigationLink("Chapter \(number)", value: number)
          }
          .navigationTitle("Book")
          .navigationDestination(for: Int.self) { number in
            ChapterView(number: number)
          }
          .toolbar {
            Button {
              path = [1, 2]
            } label: {
              Image(systemName: "bookmark")
            }
          }
        }
        .frame(width: 380, height: 300)
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.3)))
      }
      CatalogGroup("Paged tab view (swipe, or pick a page)") {
        TabView(selection: $page) {
          ForEach(0..<3, id: \.self) { index in
            RoundedRectangle(cornerRadius: 12)
              .fill([Color.blue, Color.orange, Color.green][index])
              .overlay(Text("Page \(index + 1)").font(.title).foregroundStyle(.white))
              .padding(12)
              .tag(index)
          }
        }
        .tabViewStyle(.page)
        .frame(width: 380, height: 180)
        HStack {
          ForEach(0..<3, id: \.self) { index in
            Button("Page \(index + 1)") { withAnimation { page = index } }
          }
        }
      }
    }
  }
}

/// A pushed screen that can go deeper or dismiss itself.
struct ChapterView: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 12) {
      Text("Chapter \(number)").font(.title2)
      NavigationLink("Next chapter", value: number + 1)
      Button("Back to the previous screen") { dismiss() }
    }
    .navigationTitle("Chapter \(number)")
  }
}
