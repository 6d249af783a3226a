import Easel
import EaselCairo
import EaselPreviewInterface
import Foundation

/// Renders the previews `easel-preview` asks for, in place of the app: an app started with
/// ``PreviewRenderRequest/environmentVariable`` set renders each requested preview to a PNG, reports it on standard
/// output and exits, opening no window.
///
/// A `#Preview` is found by its C symbol (the program must be linked with `--export-dynamic`, which `easel-preview`
/// asks for), a `PreviewProvider` by its mangled type name.
@MainActor
enum PreviewRenderHost {
  /// Renders the requested previews and exits, when the app was started to; returns otherwise.
  static func runIfRequested() {
    guard let path = ProcessInfo.processInfo.environment[PreviewRenderRequest.environmentVariable] else { return }
    do {
      let request = try JSONDecoder().decode(
        PreviewRenderRequest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
      CairoPlatform.install()
      for item in request.items { report(render(item, request: request)) }
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("easel-preview: cannot read \(path): \(error)\n".utf8))
      exit(2)
    }
  }

  private static func render(_ item: PreviewRenderRequest.Item, request: PreviewRenderRequest) -> PreviewRenderResult {
    guard let registration = registration(of: item) else {
      let what = item.symbol ?? item.mangledTypeName ?? item.id
      return PreviewRenderResult(
        id: item.id, name: nil, width: nil, height: nil,
        failure: "\(what) is not in the program: is \(item.fileID) built into it?")
    }
    let scheme: ColorScheme = request.dark ? .dark : .light
    let proposal = registration.size.map { ProposedViewSize($0) } ?? .unspecified
    let content = registration.makeView()
      .frame(width: registration.size?.width, height: registration.size?.height)
      .background(request.dark ? Color.black : Color.white)
      .environment(\.colorScheme, scheme)
    let renderer = ImageRenderer(content: content)
    renderer.proposedSize = proposal
    renderer.scale = request.scale
    guard let image = renderer.uiImage, let png = image.pngData() else {
      return PreviewRenderResult(
        id: item.id, name: registration.name, width: nil, height: nil, failure: "The preview has no area to draw.")
    }
    do {
      try png.write(to: URL(fileURLWithPath: request.directory).appendingPathComponent(item.id + ".png"))
    } catch {
      return PreviewRenderResult(
        id: item.id, name: registration.name, width: nil, height: nil, failure: "Cannot write the PNG: \(error)")
    }
    return PreviewRenderResult(
      id: item.id, name: registration.name, width: Double(image.size.width), height: Double(image.size.height),
      failure: nil)
  }

  /// The preview `item` names in this program.
  private static func registration(of item: PreviewRenderRequest.Item) -> PreviewRegistration? {
    if let symbol = item.symbol {
      guard let address = dlsym(dlopen(nil, RTLD_NOW), symbol) else { return nil }
      let register = unsafeBitCast(address, to: (@convention(c) () -> UnsafeMutableRawPointer).self)
      return Unmanaged<PreviewRegistration>.fromOpaque(register()).takeRetainedValue()
    }
    guard let name = item.mangledTypeName, let provider = _typeByName(name) as? any PreviewProvider.Type else {
      return nil
    }
    return PreviewRegistration(provider, fileID: item.fileID, line: item.line)
  }

  private static func report(_ result: PreviewRenderResult) {
    guard let json = try? JSONEncoder().encode(result) else { return }
    FileHandle.standardOutput.write(Data(PreviewRenderRequest.resultPrefix.utf8) + json + Data("\n".utf8))
  }
}
