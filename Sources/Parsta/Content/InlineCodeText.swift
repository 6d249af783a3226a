import Easel

/// Text whose `backticked` parts are code, set in the monospaced font, as the lesson and question files write them.
struct InlineCodeText: View {
  private let text: Text

  init(_ string: String) {
    var text = Text(verbatim: "")
    for (index, part) in string.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      let piece = Text(verbatim: String(part))
      text = text + (index.isMultiple(of: 2) ? piece : piece.monospaced())
    }
    self.text = text
  }

  var body: some View { text }

  /// `string` as a screen reader should say it: the code without its backticks, as the text shows it.
  static func spoken(_ string: String) -> String { string.replacingOccurrences(of: "`", with: "") }
}
