import Testing

/// Shows that this target's links to the snippets compiled them in Swift 5 mode.
@Suite struct LanguageModeCheck {
  @Test func theSnippetsBuildInSwift5Mode() {
    #if swift(>=6)
      Issue.record("This target must build in Swift 5 mode.")
    #endif
  }
}
