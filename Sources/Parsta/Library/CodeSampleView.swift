import Easel
import Foundation

extension EnvironmentValues {
  /// How long a lesson's sample may run before it is stopped: 10 seconds, shorter in tests.
  public var snippetTimeout: TimeInterval {
    get { self[SnippetTimeoutKey.self] }
    set { self[SnippetTimeoutKey.self] = newValue }
  }
}

private struct SnippetTimeoutKey: EnvironmentKey { static let defaultValue: TimeInterval = 10 }

/// A lesson's code sample: highlighted Swift in a rounded monospaced block, and for a runnable sample a Run
/// button (or, without a toolchain, how to get one) and the panel of its output.
struct CodeSampleView: View {
  let code: String
  let runnable: Bool

  @EnvironmentObject private var model: ParstaModel
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.snippetTimeout) private var timeout
  @State private var isRunning = false
  @State private var result: SnippetRunner.Result?
  @State private var runTask: Task<Void, Never>?

  var body: some View {
    let palette = SwiftHighlighter.Palette(colorScheme)
    VStack(alignment: .leading, spacing: 0) {
      ScrollView(.horizontal, showsIndicators: false) {
        SwiftHighlighter.text(code, colorScheme: colorScheme)
          .font(.system(size: 13, design: .monospaced))
          .lineSpacing(2)
          .fixedSize(horizontal: true, vertical: true)
          .padding(12)
      }
      if runnable {
        Divider()
        runBar
        if let result {
          Divider()
          OutputPanel(result: result, timeout: timeout)
        }
      }
    }
    .background(palette.background, in: RoundedRectangle(cornerRadius: 10))
    .clipShape(RoundedRectangle(cornerRadius: 10))
    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.parstaGray.opacity(0.25), lineWidth: 1))
    .onDisappear { runTask?.cancel() }
  }

  @ViewBuilder private var runBar: some View {
    let runner = SnippetRunner(searchPath: model.environment.searchPath, timeout: timeout)
    if runner.swift == nil {
      HStack(alignment: .top, spacing: 8) {
        Image(systemName: "exclamationmark.triangle").foregroundStyle(Color.parstaGray)
        VStack(alignment: .leading, spacing: 2) {
          Text("Install Swift to run this sample.")
            .font(.footnote.weight(.semibold))
          Link(destination: URL(string: "https://www.swift.org/install/linux/")!) {
            Text(verbatim: "https://www.swift.org/install/linux/").font(.footnote)
          }
        }
        Spacer(minLength: 0)
      }
      .padding(10)
    } else {
      HStack(spacing: 10) {
        Button {
          start(runner)
        } label: {
          HStack(spacing: 6) {
            Image(systemName: "play.fill").font(.system(size: 11))
            Text("Run").font(.subheadline.weight(.semibold))
          }
          .foregroundStyle(Color.white)
          .padding(.horizontal, 14)
          .padding(.vertical, 6)
          .background(Color.parsta.opacity(isRunning ? 0.5 : 1), in: Capsule())
        }
        .buttonStyle(.plain)
        .disabled(isRunning)
        if isRunning {
          ProgressView().controlSize(.small)
          Text("Running…").font(.footnote).foregroundStyle(.secondary)
        }
        Spacer(minLength: 0)
      }
      .padding(.horizontal, 12)
      .padding(.vertical, 8)
    }
  }

  private func start(_ runner: SnippetRunner) {
    guard !isRunning else { return }
    isRunning = true
    result = nil
    let code = code
    runTask = Task { @MainActor in
      let outcome = await runner.run(code)
      result = outcome
      isRunning = false
    }
  }
}

/// What a sample printed, or why it printed nothing.
private struct OutputPanel: View {
  let result: SnippetRunner.Result
  let timeout: TimeInterval

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 6) {
        Image(systemName: icon).font(.system(size: 12)).foregroundStyle(tint)
        status.font(.caption.weight(.semibold)).foregroundStyle(tint)
      }
      if !result.output.isEmpty {
        ScrollView(.horizontal, showsIndicators: false) {
          Text(verbatim: result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output)
            .font(.system(size: 12, design: .monospaced))
            .fixedSize(horizontal: true, vertical: true)
        }
      }
      if result.truncated {
        Text("Output cut at 64 KB.").font(.caption).foregroundStyle(.secondary)
      }
    }
    .padding(12)
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  private var succeeded: Bool { result.outcome == .exited(0) }

  private var icon: String { succeeded ? "checkmark.circle.fill" : "exclamationmark.triangle" }

  private var tint: Color { succeeded ? Color.parstaGray : Color.parsta }

  private var status: Text {
    switch result.outcome {
    case .exited(0): Text("Output")
    case .exited: Text("The sample did not run")
    case .timedOut: Text("Stopped after \(Int(timeout.rounded())) seconds")
    case .failedToLaunch(let reason): Text("Swift could not start: \(reason)")
    }
  }
}
