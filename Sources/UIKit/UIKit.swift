// UIKit does not exist on Linux. This module has its name so that SwiftUI code that reaches for UIKit's everyday
// pieces (`UIColor`, `UIFont`, `UIDevice`, `UIPasteboard`, `UITextChecker`…) compiles unchanged; `UIImage` is
// Easel's own, which `Image(uiImage:)` and `ImageRenderer` use, re-exported here. `import SwiftUI` re-exports this
// module, as it does on iOS.
@_exported import CoreGraphics
@_exported import Foundation

@_exported import class EaselCore.UIImage
