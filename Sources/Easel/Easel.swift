// SwiftUI code expects `import SwiftUI` to bring Foundation, the geometry types, the Observation macros and
// Combine's ObservableObject, @Published and publishers.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
