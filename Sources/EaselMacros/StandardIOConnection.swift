import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler's plugin protocol over standard input and output: each message is JSON after its length as a
/// little-endian 64-bit count. swift-syntax's `SwiftCompilerPlugin` module has this, but the toolchain ships only
/// the message handling below it.
final class StandardIOConnection: MessageConnection {
  private let input = FileHandle.standardInput
  private let output = FileHandle.standardOutput

  func sendMessage<Message: Encodable>(_ message: Message) throws {
    let body = try JSONEncoder().encode(message)
    var header = Data(count: 8)
    header.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(body.count).littleEndian, as: UInt64.self) }
    try output.write(contentsOf: header + body)
  }

  func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
    guard let header = try read(count: 8) else { return nil }
    let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    // Swift 6.3's compiler now and then sends an empty message after the capability exchange, as it lets the plugin
    // go: it holds nothing to answer, so the conversation ends as if the pipe had closed, where decoding it failed
    // ("Internal Error: DecodingError … not valid JSON" in build logs).
    guard count > 0, let body = try read(count: Int(count)) else { return nil }
    return try JSONDecoder().decode(Message.self, from: body)
  }

  /// Exactly `count` bytes, or `nil` when the compiler closed the pipe first.
  private func read(count: Int) throws -> Data? {
    var data = Data()
    while data.count < count {
      guard let more = try input.read(upToCount: count - data.count), !more.isEmpty else { return nil }
      data += more
    }
    return data
  }
}
