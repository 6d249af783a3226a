import Easel

/// A page pushed from Settings: the custom back button, a title, and scrolling content in a card.
struct SettingsPage<Content: View>: View {
  let title: LocalizedStringKey
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 4) {
        ParstaBackButton()
        Text(title)
          .font(.title2.bold())
        Spacer()
      }
      .padding(.horizontal, 8)
      .padding(.top, 8)

      ScrollView {
        VStack(alignment: .leading, spacing: 14) {
          content
        }
        .frame(maxWidth: 350, alignment: .leading)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
      }
    }
    .background(Color.parstaBackground)
    .navigationBarHidden(true)
  }
}

/// A heading and a paragraph of a settings page.
struct PageParagraph: View {
  let heading: LocalizedStringKey
  let text: LocalizedStringKey

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(heading)
        .font(.headline)
      Text(text)
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
    }
    .parstaCard()
  }
}
