import CGtk
import Easel
import Foundation
import Testing

@testable import EaselGTK

/// How GDK's key events become the modifier keys views see held.
@MainActor
@Suite struct InputTranslatorTests {
  @Test func aModifierKeysOwnPressOrReleaseChangesTheStateGDKGivesFromBeforeIt() {
    let altDown = InputTranslator.modifierKeys(after: guint(GDK_KEY_Alt_L), isPressed: true, state: .shift)
    #expect(altDown == [.shift, .option])
    #expect(InputTranslator.modifierKeys(after: guint(GDK_KEY_Alt_R), isPressed: false, state: altDown) == .shift)
    #expect(InputTranslator.modifierKeys(after: guint(GDK_KEY_Control_R), isPressed: true, state: []) == .control)
    #expect(InputTranslator.modifierKeys(after: guint(GDK_KEY_Super_L), isPressed: true, state: []) == .command)
    let letter = guint(GDK_KEY_a)
    #expect(InputTranslator.modifierKeys(after: letter, isPressed: true, state: .shift) == .shift, "a letter: as held")
    #expect(InputTranslator.modifierKeys(after: letter, isPressed: false, state: .option) == .option)
  }
}
