import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

extension ViewHost {
  /// Clicks the palette editor's text field under the label `label` ("Name", "Add Emojis"), which focuses it. The
  /// field is found by its label: its text may be shown elsewhere too (the chooser shows the palette's name).
  func tapEditorField(_ label: String) throws {
    let frame = try #require(find(text: label))
    tap(at: CGPoint(x: frame.minX + 60, y: frame.maxY + 21))
  }

  /// Replaces the text of the editor's field under `label` with `text`, typed as a user selects all and types.
  func retypeEditorField(_ label: String, _ text: String) throws {
    try tapEditorField(label)
    #expect(key("a", modifiers: .control))
    type(text)
  }

  /// The texts of the shown text fields, in drawing order (of the root view, not of sheets).
  var fieldTexts: [String] {
    layout()
    var texts: [String] = []
    graph.root?.visitDisplayed { node in
      if let field = node as? TextFieldNode { texts.append(field.model.text) }
      return true
    }
    return texts
  }
}
