import Foundation

/// A decoder of whole values from one input, as Combine's: what `decode(type:decoder:)` takes.
public protocol TopLevelDecoder {
  /// What the decoder reads, such as `Data`.
  associatedtype Input
  /// Decodes a value of `type` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
