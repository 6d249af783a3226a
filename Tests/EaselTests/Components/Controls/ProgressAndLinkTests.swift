import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct ProgressAndLinkTests {
  private let size = CGSize(width: 240, height: 120)

  // MARK: Progress

  @Test func aDeterminateBarFillsItsFraction() throws {
    let host = ViewHost(ProgressView(value: 30, total: 120).frame(width: 200), size: size)
    let image = host.render()
    // The bar spans x = 20…220 at the centre line; a quarter of it is tinted.
    let y: CGFloat = 60
    #expect(image.pixel(at: CGPoint(x: 25, y: y)).isBluish)
    #expect(image.pixel(at: CGPoint(x: 65, y: y)).isBluish)
    #expect(!image.pixel(at: CGPoint(x: 75, y: y)).isBluish)
    let track = image.pixel(at: CGPoint(x: 200, y: y))
    #expect(track.luminance < 245 && track.luminance > 200, "the rest is the gray track: \(track)")
    #expect(image.pixel(at: CGPoint(x: 120, y: y - 5)).luminance > 250, "the bar is 6 points thick")
  }

  @Test func labelsSitAboveAndBelowTheBar() throws {
    let host = ViewHost(
      ProgressView(value: 0.5) {
        Text("Downloading")
      } currentValueLabel: {
        Text("50%")
      }.frame(width: 200),
      size: size, textEngine: FixedMetricsTextEngine())
    let title = try #require(host.find(text: "Downloading"))
    let value = try #require(host.find(text: "50%"))
    #expect(title.minX == 20 && value.minX == 20)
    #expect(abs(value.minY - title.maxY - (4 + 6 + 4)) < 0.01, "label, bar and value label 4 points apart")
  }

  @Test func theSpinnerTurnsOverVirtualTime() throws {
    let host = ViewHost(ProgressView(), size: size)
    let first = host.render().pngData()
    #expect(host.graph.hasRunningAnimations)
    host.advance(by: ActivityIndicatorNode.spinnerPeriod / 8)
    let second = host.render().pngData()
    #expect(first != second)
    host.advance(by: ActivityIndicatorNode.spinnerPeriod * 7 / 8)
    #expect(host.render().pngData() == first, "a whole turn later it looks the same")
  }

  @Test func aHiddenOrRemovedSpinnerStopsTakingFrames() throws {
    struct Loading: View {
      @State var isLoading = true
      @State var isVisible = true
      var body: some View {
        VStack {
          if isLoading { ProgressView("Loading") }
          ProgressView().opacity(isVisible ? 1 : 0)
          Button("Done") { isLoading = false }
          Button("Hide") { isVisible = false }
        }
      }
    }
    let host = ViewHost(Loading(), size: CGSize(width: 240, height: 240))
    _ = host.render()
    #expect(host.tap(text: "Done"))
    _ = host.render()
    #expect(host.tap(text: "Hide"))
    _ = host.render()
    for _ in 0..<3 {
      host.advance(by: 0.2)
      _ = host.render()
    }
    #expect(!host.graph.hasRunningAnimations, "neither the removed nor the invisible spinner animates")
  }

  @Test func indeterminateLinearProgressSweeps() throws {
    let host = ViewHost(ProgressView(value: nil as Double?).progressViewStyle(.linear).frame(width: 200), size: size)
    let first = host.render()
    host.advance(by: ActivityIndicatorNode.barPeriod / 2)
    let second = host.render()
    let probe = CGPoint(x: 120, y: 60)
    #expect(!first.pixel(at: probe).isBluish && second.pixel(at: probe).isBluish, "the segment moved to the middle")
  }

  @Test func circularDeterminateProgressIsARing() throws {
    let host = ViewHost(ProgressView(value: 0.25).progressViewStyle(.circular), size: size, scale: 2)
    let image = host.render()
    // The ring (20 points across, centred at 120, 60) is tinted from 12 o'clock to 3 o'clock.
    #expect(image.pixel(at: CGPoint(x: 120 + 7, y: 60 - 7)).isBluish)
    #expect(!image.pixel(at: CGPoint(x: 120 - 7, y: 60 + 7)).isBluish)
  }

  // MARK: Labels

  @Test func labelStylesChooseTitleIconOrBoth() throws {
    struct Icon: View {
      var body: some View { Text("[i]") }
    }
    func host(_ style: some LabelStyle) -> ViewHost {
      ViewHost(
        Label {
          Text("Title")
        } icon: {
          Icon()
        }.labelStyle(style), size: size, textEngine: FixedMetricsTextEngine())
    }
    let both = host(.titleAndIcon)
    let icon = try #require(both.find(text: "[i]"))
    let title = try #require(both.find(text: "Title"))
    #expect(icon.maxX + 6 == title.minX)
    #expect(host(.automatic).find(text: "[i]") != nil)
    #expect(host(.titleOnly).find(text: "[i]") == nil && host(.titleOnly).find(text: "Title") != nil)
    #expect(host(.iconOnly).find(text: "Title") == nil && host(.iconOnly).find(text: "[i]") != nil)
  }

  // MARK: Links

  @Test func aLinkOpensItsDestinationThroughOpenURL() throws {
    let log = ControlLog()
    let url = try #require(URL(string: "https://www.swift.org"))
    let host = ViewHost(
      VStack {
        Link("Swift", destination: url)
        Link(destination: url) { Text("Again") }.disabled(true)
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          MainActor.assumeIsolated { log.record(url.absoluteString) }
          return .handled
        }), size: size)
    let image = host.render()
    let frame = try #require(host.find(text: "Swift"))
    #expect(image.pixels(in: frame).contains { $0.isBluish }, "links are tinted")
    #expect(host.graph.pointerStyle(at: CGPoint(x: frame.midX, y: frame.midY)) == .link)
    #expect(host.tap(text: "Swift"))
    #expect(host.tap(text: "Again"))
    #expect(log.entries == ["https://www.swift.org"])
  }

  @Test func openURLFallsBackToThePlatform() throws {
    let saved = PlatformServices.urlOpener
    defer { PlatformServices.urlOpener = saved }
    let opened = OpenedURLs()
    PlatformServices.urlOpener = { url in
      opened.append(url)
      return true
    }
    let web = try #require(URL(string: "https://example.org/a"))
    let redirected = try #require(URL(string: "https://example.org/b"))
    var results: [Bool] = []
    OpenURLAction { _ in .systemAction }(web) { results.append($0) }
    OpenURLAction { _ in .systemAction(redirected) }(web) { results.append($0) }
    OpenURLAction { _ in .discarded }(web) { results.append($0) }
    EnvironmentValues().openURL(web)
    #expect(opened.all == [web, redirected, web])
    #expect(results == [true, true, false])
  }
}

/// The URLs a test's platform opener received.
final class OpenedURLs: @unchecked Sendable {
  private let lock = NSLock()
  private var urls: [URL] = []
  func append(_ url: URL) { lock.withLock { urls.append(url) } }
  var all: [URL] { lock.withLock { urls } }
}
