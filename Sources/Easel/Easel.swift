// SwiftUI code expects `import SwiftUI` to bring Foundation's geometry types and the Observation macros.
@_exported import Foundation
@_exported import Observation
