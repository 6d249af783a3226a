import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The deprecated and platform forms in `FidelitySnippets` compile (this target builds them) and do what SwiftUI
/// does with them.
@MainActor
@Suite struct FidelityChecks {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  @Test func anIsActiveLinkPushesWhileItsBindingIsTrue() {
    let host = ViewHost(LegacyInboxView(), size: CGSize(width: 400, height: 600))
    #expect(host.tap(text: "Open detail"))
    host.advance(by: 1)
    #expect(host.find(text: "Detail screen") != nil)
    #expect(host.tap(text: "Inbox"), "the back button is named by the screen below")
    host.advance(by: 1)
    #expect(host.find(text: "Detail screen") == nil)
    #expect(host.tap(text: "Open detail"), "going back cleared the binding, so the link pushes again")
    host.advance(by: 1)
    #expect(host.find(text: "Detail screen") != nil)
  }

  @Test func aTaggedLinkPushesWhileTheSelectionIsItsTag() {
    let host = ViewHost(LegacyInboxView(), size: CGSize(width: 400, height: 600))
    #expect(host.tap(text: "Open tagged"))
    host.advance(by: 1)
    #expect(host.find(text: "Tagged screen") != nil)
    #expect(host.find(text: "Detail screen") == nil)
  }

  @Test func anActionSheetShowsItsButtonsAndRunsTheChosenOne() {
    let host = ViewHost(LegacyInboxView(), size: CGSize(width: 400, height: 600))
    #expect(host.tap(text: "Delete…"))
    host.advance(by: 1)
    #expect(host.find(text: "Delete the message?") != nil)
    #expect(host.find(text: "This cannot be undone.") != nil)
    #expect(host.tap(text: "Delete"))
    host.advance(by: 1)
    #expect(host.find(text: "Delete the message?") == nil)
    #expect(host.find(text: "deleted") != nil)
  }

  @Test func aLabelledImageIsNamedByItsLabel() {
    let host = ViewHost(LegacyInboxView(), size: CGSize(width: 400, height: 600))
    #expect(host.find(accessibilityLabel: "Next page") != nil)
  }

  @Test func accentColorTintsControlsAndTheAccentColor() {
    let orange = Color.orange.resolve(in: EnvironmentValues())
    let host = ViewHost(
      Color.accentColor.frame(width: 20, height: 20).accentColor(.orange), size: CGSize(width: 20, height: 20))
    let pixel = host.render().pixel(x: 10, y: 10)
    #expect(abs(Int(pixel.r) - Int(orange.red * 255)) < 3 && abs(Int(pixel.g) - Int(orange.green * 255)) < 3)
  }

  @Test func subtitleAndBarBackgroundShowOnTheBar() {
    let host = ViewHost(ToolbarFormsView(), size: CGSize(width: 400, height: 300))
    #expect(host.find(text: "Untitled") != nil, "the bound title shows")
    #expect(host.find(text: "0 items") != nil)
    #expect(host.find(text: "Add") != nil && host.find(text: "Share") != nil && host.find(text: "Reset") != nil)
    #expect(host.tap(text: "Add"))
    #expect(host.find(text: "1 items") != nil)
    let comparison = ReferenceImage.compare(host.render(), named: "toolbar-forms", in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func aLiftHoverEffectGrowsTheViewUnderThePointer() throws {
    let host = ViewHost(
      Color.red.frame(width: 40, height: 40).hoverEffect(.lift).frame(width: 60, height: 60),
      size: CGSize(width: 60, height: 60))
    func isRed(_ pixel: Pixel) -> Bool { pixel.r > 200 && pixel.g < 80 }
    #expect(!isRed(host.render().pixel(x: 9, y: 30)), "at rest the square starts at x = 10")
    host.hover(at: CGPoint(x: 30, y: 30))
    host.advance(by: 1)
    #expect(isRed(host.render().pixel(x: 9, y: 30)), "lifted, it grows by a twentieth")
    host.hover(at: nil)
    host.advance(by: 1)
    #expect(!isRed(host.render().pixel(x: 9, y: 30)))
  }

  @Test func rightToLeftFlipsOnlyWhenAsked() {
    func leftPixel(flips: Bool, direction: LayoutDirection) -> Pixel {
      let view = HStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10)
      }
      .flipsForRightToLeftLayoutDirection(flips)
      .environment(\.layoutDirection, direction)
      return ViewHost(view, size: CGSize(width: 20, height: 10)).render().pixel(x: 2, y: 5)
    }
    #expect(leftPixel(flips: true, direction: .leftToRight).r == 255)
    #expect(leftPixel(flips: false, direction: .rightToLeft).r == 255)
    #expect(leftPixel(flips: true, direction: .rightToLeft).b == 255, "mirrored: blue comes first")
  }

  @Test func axesPrintTheirNames() {
    #expect("\(Axis.horizontal)" == "horizontal")
    #expect(Axis.vertical.description == "vertical")
    let host = ViewHost(AxisLabel(axis: .vertical), size: CGSize(width: 200, height: 40))
    #expect(host.find(text: "Scrolls vertical") != nil)
  }
}
