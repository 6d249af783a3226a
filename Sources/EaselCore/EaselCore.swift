// SwiftUI code expects `import SwiftUI` to bring Foundation, the geometry types, the Observation macros and
// Combine's ObservableObject, @Published and publishers.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers

// Apple's Foundation has URLSession; on Linux it lives in FoundationNetworking, which iOS code never imports.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
