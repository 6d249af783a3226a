// Apple's systems declare the geometry types in CoreGraphics. On Linux, Foundation has `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect`, which this module re-exports, and the module adds what Foundation lacks
// (`CGAffineTransform`, `CGColor`, `CGLineCap`, `CGLineJoin`, `CGVector`), so files that `import CoreGraphics`
// compile unchanged.
@_exported import Foundation
