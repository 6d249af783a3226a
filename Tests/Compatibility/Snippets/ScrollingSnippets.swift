// Scrolling as iOS 17 and 18 code writes it: a feed that remembers its top-most post, a chat that starts at the
// bottom and jumps there, a header that shrinks with the scroll offset, cards with scroll transitions, a
// refreshable list with a refresh button, clips that play while they are in view, and a log that jumps to its
// bottom with the transaction's scroll target anchor. Exactly as written for SwiftUI.
import SwiftUI

struct ScrollingSnippetPost: Identifiable, Hashable {
  let id: Int
  var title: String
}

struct ScrollingSnippetFeed: View {
  let posts: [ScrollingSnippetPost]
  @State private var scrolledID: ScrollingSnippetPost.ID?

  var body: some View {
    VStack {
      Text("Reading post \(scrolledID ?? 0)")
      ScrollView {
        LazyVStack(spacing: 12) {
          ForEach(posts) { post in
            Text(post.title)
              .frame(maxWidth: .infinity, minHeight: 80)
              .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
              .scrollTransition { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.4)
                  .scaleEffect(phase.isIdentity ? 1 : 0.9)
              }
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $scrolledID)
      Button("Back to top") {
        withAnimation { scrolledID = posts.first?.id }
      }
    }
  }
}

struct ScrollingSnippetChat: View {
  let messages: [String]
  @State private var position = ScrollPosition(edge: .bottom)
  @State private var isScrolling = false
  @State private var showsJumpButton = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        ForEach(messages.indices, id: \.self) { index in
          Text(messages[index]).padding(8)
        }
      }
    }
    .scrollPosition($position)
    .onScrollPhaseChange { _, newPhase in
      isScrolling = newPhase.isScrolling
    }
    .onScrollGeometryChange(for: Bool.self) { geometry in
      geometry.contentOffset.y + geometry.containerSize.height < geometry.contentSize.height - 40
    } action: { _, isAwayFromBottom in
      showsJumpButton = isAwayFromBottom
    }
    .overlay(alignment: .bottomTrailing) {
      if showsJumpButton {
        Button("Latest") { withAnimation { position.scrollTo(edge: .bottom) } }
          .padding()
      }
    }
    .scrollClipDisabled()
    .scrollBounceBehavior(.basedOnSize)
  }
}

struct ScrollingSnippetShrinkingHeader: View {
  @State private var headerHeight: CGFloat = 120

  var body: some View {
    VStack(spacing: 0) {
      Color.indigo.frame(height: headerHeight)
      ScrollView {
        ForEach(0..<40) { Text("Line \($0)").frame(maxWidth: .infinity, alignment: .leading) }
      }
      .onScrollGeometryChange(for: CGFloat.self) { geometry in
        geometry.contentOffset.y
      } action: { _, offset in
        headerHeight = max(44, 120 - offset)
      }
    }
  }
}

struct ScrollingSnippetInbox: View {
  @State private var mail = ["Welcome", "Your order shipped"]

  var body: some View {
    VStack {
      ScrollingSnippetRefreshButton()
      List(mail, id: \.self) { Text($0) }
    }
    .refreshable {
      try? await Task.sleep(nanoseconds: 1_000_000)
      mail.insert("New message", at: 0)
    }
  }
}

struct ScrollingSnippetRefreshButton: View {
  @Environment(\.refresh) private var refresh

  var body: some View {
    Button("Refresh") {
      Task { await refresh?() }
    }
    .disabled(refresh == nil)
  }
}

struct ScrollingSnippetCarousel: View {
  @State private var position = ScrollPosition(idType: Int.self)

  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(0..<10, id: \.self) { index in
          RoundedRectangle(cornerRadius: 20)
            .fill(.blue)
            .frame(width: 200, height: 140)
            .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.5)
                .offset(y: phase.isIdentity ? 0 : 20)
            }
            .id(index)
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition($position, anchor: .center)
    .onChange(of: position) {
      print(position.viewID(type: Int.self) ?? -1, position.isPositionedByUser)
    }
    .scrollTargetBehavior(.viewAligned)
    .padding(.horizontal, 40)
  }
}

struct ScrollingSnippetClipFeed: View {
  let clips: [String]
  @State private var playing: Set<String> = []

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 16) {
        ForEach(clips, id: \.self) { clip in
          Label(clip, systemImage: playing.contains(clip) ? "play.fill" : "pause.fill")
            .frame(maxWidth: .infinity, minHeight: 180)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
            .onScrollVisibilityChange(threshold: 0.6) { isVisible in
              if isVisible {
                playing.insert(clip)
              } else {
                playing.remove(clip)
              }
            }
        }
      }
      .padding()
    }
  }
}

struct ScrollingSnippetLog: View {
  let entries: [ScrollingSnippetPost]
  @State private var position: ScrollingSnippetPost.ID?

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(entries) { entry in
          Text(entry.title).frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition(id: $position)
    .safeAreaInset(edge: .bottom) {
      Button("Scroll to Bottom") {
        withAnimation {
          withTransaction(\.scrollTargetAnchor, .bottom) {
            position = entries.last?.id
          }
        }
      }
    }
  }
}
