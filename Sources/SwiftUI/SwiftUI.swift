// The module SwiftUI code imports. Easel is SwiftUI's vocabulary on Linux; this module re-exports it with what
// `import SwiftUI` brings on Apple's systems (Foundation, the CoreGraphics types, Combine, Observation, and
// UniformTypeIdentifiers, all through Easel).
//
// On iOS `import SwiftUI` also brings UIKit, on macOS AppKit. Here it brings both stand-ins: their names do not
// collide (AppKit's colors, fonts and images are UIKit's under AppKit's names), so a view written for either
// platform that uses `UIColor` or `NSColor` with only `import SwiftUI` compiles, and `#if canImport(UIKit)` and
// `#if canImport(AppKit)` are both true, so `#if canImport(UIKit) … #elseif canImport(AppKit)` takes its first
// branch, which works.
@_exported import AppKit
@_exported import Easel
@_exported import UIKit
