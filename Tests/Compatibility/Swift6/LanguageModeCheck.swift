import Testing

/// Shows that this target's links to the snippets compiled them in Swift 6 mode.
@Suite struct LanguageModeCheck {
  @Test func theSnippetsBuildInSwift6Mode() {
    #if !swift(>=6)
      Issue.record("This target must build in Swift 6 mode.")
    #endif
  }
}
