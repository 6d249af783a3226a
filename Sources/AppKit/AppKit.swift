// AppKit does not exist on Linux. This module has its name so that SwiftUI code written for macOS that reaches
// for AppKit's everyday pieces (`NSColor`, `NSFont`, `NSPasteboard`, `NSWorkspace`) compiles unchanged. AppKit's
// colors, fonts and images are UIKit's here under their AppKit names (Mac Catalyst bridges them the same way), so a
// value made by iOS-style code is one macOS-style code can use. `import SwiftUI` re-exports this module.
@_exported import CoreGraphics
@_exported import Foundation
import UIKit

@_exported import typealias EaselCore.NSImage
@_exported import class EaselCore.UIImage

/// A color, as AppKit's `NSColor`: the same type as ``UIColor``.
public typealias NSColor = UIColor

/// A font, as AppKit's `NSFont`: the same type as ``UIFont``.
public typealias NSFont = UIFont
