import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A settings form: two sections of rows with a header and a footer.
private struct SettingsForm: View {
  @State var previews = true
  var body: some View {
    Form {
      Section("Notifications") {
        Toggle("Show previews", isOn: $previews)
        LabeledContent("Sound", value: "Chime")
      }
      Section {
        LabeledContent("Version", value: "2.1")
      } footer: {
        Text("Updates install overnight.")
      }
    }
  }
}

@MainActor
@Suite struct FormTests {
  @Test func sectionsAreCardsOfRowsWithHeadersAndFooters() throws {
    let host = ViewHost(SettingsForm(), size: CGSize(width: 400, height: 400))
    let header = try #require(host.find(text: "Notifications"))
    let previews = try #require(host.find(text: "Show previews"))
    let sound = try #require(host.find(text: "Sound"))
    let footer = try #require(host.find(text: "Updates install overnight."))
    let version = try #require(host.find(text: "Version"))
    // Rows are inset in their card (16-point card margin, 16-point row inset) and at least 44 points apart.
    #expect(previews.minX == 32)
    #expect(header.maxY < previews.minY)
    #expect(sound.minY - previews.minY >= 44)
    #expect(version.maxY < footer.minY)
  }

  @Test func labeledContentPutsTheValueOnTheTrailingEdge() throws {
    let host = ViewHost(SettingsForm(), size: CGSize(width: 400, height: 400))
    let label = try #require(host.find(text: "Sound"))
    let value = try #require(host.find(text: "Chime"))
    #expect(abs(label.midY - value.midY) < 1)
    // The value ends at the row's trailing inset: 400 − 16 (card margin) − 16 (row inset).
    #expect(abs(value.maxX - 368) < 1)
  }

  @Test func togglesInAFormStillToggle() throws {
    let host = ViewHost(SettingsForm(), size: CGSize(width: 400, height: 400))
    let label = try #require(host.find(text: "Show previews"))
    host.tap(at: CGPoint(x: 368 - 20, y: label.midY))
    host.advance(by: 1)
    let image = host.render()
    // Off: the switch's track is grey where the knob was not.
    #expect(!image.pixel(at: CGPoint(x: 368 - 30, y: label.midY)).isBluish)
  }

  @Test func onAWideWindowTheCardsKeepAReadableWidthCentred() throws {
    let host = ViewHost(SettingsForm(), size: CGSize(width: 1000, height: 400))
    let previews = try #require(host.find(text: "Show previews"))
    let value = try #require(host.find(text: "Chime"))
    // The 640-point column is centred: it starts at 180, cards 16 in, rows 16 more.
    #expect(abs(previews.minX - (180 + 32)) < 0.5)
    #expect(abs(value.maxX - (180 + 640 - 32)) < 1)
  }

  @Test func theColumnsStyleStacksRowsWithoutCards() throws {
    let host = ViewHost(SettingsForm().formStyle(.columns), size: CGSize(width: 400, height: 400))
    let previews = try #require(host.find(text: "Show previews"))
    #expect(previews.minX == 20)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 200, y: 5)).luminance > 250, "the window background, not the grouped one")
  }

  @Test func labeledContentFormatsItsValue() throws {
    let host = ViewHost(
      LabeledContent("Ratio", value: 0.25, format: .percent).frame(width: 200), size: CGSize(width: 240, height: 60))
    #expect(host.find(text: "25%") != nil)
  }
}
