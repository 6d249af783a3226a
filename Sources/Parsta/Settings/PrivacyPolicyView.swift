import Easel

/// What parSta! stores, where, what it sends, and how to erase it.
struct PrivacyPolicyView: View {
  @EnvironmentObject private var model: ParstaModel

  var body: some View {
    SettingsPage(title: "Privacy Policy") {
      PageParagraph(
        heading: "What parSta! stores",
        text:
          "Your nickname, your profile picture, your XP and rank, your quiz answers and streaks, the lessons you read, the questions you flag with your notes, a copy of the news feed, and your language and appearance settings."
      )
      PageParagraph(
        heading: "Where",
        text:
          "Only on this computer, in \(model.environment.dataFolder.path): the database parsta.sqlite, your picture, and the news copy (news-feed.json and news-images). The language and appearance are in your user preferences. Nothing is kept anywhere else."
      )
      PageParagraph(
        heading: "What is sent over the network",
        text:
          "Only the request for the Swift news feed (swift.org) and the pictures of its posts. No account, no analytics, no tracking: your progress never leaves this computer."
      )
      PageParagraph(
        heading: "What happens to a flag",
        text:
          "A question you flag stays on this computer with your note; parSta! sends it nowhere. Setting ▸ Flagged questions lists your flags; Copy all or Export… writes them, with each question's text and the content's version, for you to send to parSta!'s maintainers on the project's issue tracker, who correct the question in the next version."
      )
      PageParagraph(
        heading: "How to erase it",
        text:
          "Setting ▸ Reset progress erases your profile and progress at once. To remove everything, quit parSta! and delete the folder \(model.environment.dataFolder.path)."
      )
    }
  }
}
