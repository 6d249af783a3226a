// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax (`usr/lib/swift/host`): its modules and shared libraries, which the compiler's
/// plugins use. SwiftPM cannot fetch swift-syntax here, so `#Preview`'s macro and `easel-preview`'s source reader
/// build against these; the toolchain is the one that runs `swift` from `PATH`.
let toolchainHostLibraries: String = {
  let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  let swift = paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  let usr = (swift ?? URL(fileURLWithPath: "/usr/bin/swift")).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent()
  return usr.appendingPathComponent("lib/swift/host").path
}()
let swiftSyntaxModules = ["-I", toolchainHostLibraries]
func swiftSyntaxLibraries(_ names: [String]) -> [String] {
  ["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries] + names.map { "-l" + $0 }
}

let package = Package(
  name: "Easel",
  defaultLocalization: "en",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Easel", targets: ["Easel"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "AppKit", targets: ["AppKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "EaselCairo", targets: ["EaselCairo"]),
    .library(name: "EaselTesting", targets: ["EaselTesting"]),
    .library(name: "CGtk", targets: ["CGtk"]),
    .library(name: "CEaselShim", targets: ["CEaselShim"]),
    .library(name: "EaselGTK", targets: ["EaselGTK"]),
    .library(name: "GestureLab", targets: ["GestureLab"]),
    .executable(name: "gesture-lab", targets: ["GestureLabApp"]),
    .executable(name: "easel-tour", targets: ["EaselTour"]),
    .library(name: "ControlCatalog", targets: ["ControlCatalog"]),
    .executable(name: "control-catalog", targets: ["ControlCatalogApp"]),
    .library(name: "StickerBoard", targets: ["StickerBoard"]),
    .executable(name: "sticker-board", targets: ["StickerBoardApp"]),
    .library(name: "EmojiArt", targets: ["EmojiArt"]),
    .executable(name: "emojiart", targets: ["EmojiArtApp"]),
    .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
    .library(name: "EaselNetworking", targets: ["EaselNetworking"]),
    .library(name: "Parsta", targets: ["Parsta"]),
    .executable(name: "parsta", targets: ["ParstaApp"]),
    .executable(name: "gtk-window-baseline", targets: ["GtkWindowBaseline"]),
    .executable(name: "easel-fuzz", targets: ["EaselFuzz"]),
    .executable(name: "easel-preview", targets: ["EaselPreview"]),
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev", "libcairo2-dev", "libpango1.0-dev", "libgdk-pixbuf-2.0-dev"])]
    ),
    .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    .systemLibrary(
      name: "CEnchant", pkgConfig: "enchant-2", providers: [.apt(["libenchant-2-dev", "hunspell-en-us"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "CEaselShim", dependencies: ["CGtk"]),
    // Combine and CoreGraphics do not exist on Linux: these stand-ins let app code import them unchanged.
    .target(name: "Combine"),
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    // Swift Testing's cross-import overlay for CoreGraphics, which the Linux toolchain names but does not ship.
    .target(name: "_Testing_CoreGraphics"),
    // The layers are targets, so a dependency that points up does not compile: EaselCore (the graph, state,
    // environment, layout, display model, input, gestures, animation) cannot import Easel (the SwiftUI vocabulary,
    // the components, the desktop pieces), which re-exports it.
    // Apple's UTType lives in its own framework; so it does here, and EaselCore re-exports it.
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "EaselCore", dependencies: ["Combine", "CoreGraphics", "UniformTypeIdentifiers"]),
    // `#Preview`'s macro: a compiler plugin executable built against the toolchain's swift-syntax.
    .macro(
      name: "EaselMacros", dependencies: ["EaselPreviewInterface"], swiftSettings: [.unsafeFlags(swiftSyntaxModules)],
      linkerSettings: [
        .unsafeFlags(
          swiftSyntaxLibraries([
            "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
            "SwiftCompilerPluginMessageHandling",
          ]))
      ]),
    // What `#Preview`'s macro, `easel-preview` and the program it renders agree on: symbols and render requests.
    .target(name: "EaselPreviewInterface"),
    .target(name: "Easel", dependencies: ["EaselCore", "EaselMacros"]),
    // SwiftUI code compiles unchanged: `import SwiftUI` is Easel with the UIKit and AppKit stand-ins, which the
    // toolchain's Swift Testing asks cross-import overlays of (empty modules, as for CoreGraphics).
    .target(name: "UIKit", dependencies: ["Easel", "CEnchant", "_Testing_UIKit"]),
    .target(name: "AppKit", dependencies: ["Easel", "UIKit", "_Testing_AppKit"]),
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_AppKit"),
    .target(name: "SwiftUI", dependencies: ["Easel", "UIKit", "AppKit"]),
    .target(name: "EaselCairo", dependencies: ["Easel", "CGtk", "CEaselShim", "CRsvg"]),
    .target(name: "EaselTesting", dependencies: ["Easel", "EaselCairo"], resources: [.copy("Fonts")]),
    .target(name: "EaselGTK", dependencies: ["Easel", "EaselCairo", "CGtk", "CEaselShim", "EaselPreviewInterface"]),
    .target(name: "GestureLab", dependencies: ["Easel"], resources: [.copy("Traces")]),
    .executableTarget(name: "GestureLabApp", dependencies: ["EaselGTK", "GestureLab"]),
    .target(name: "ControlCatalog", dependencies: ["Easel"], resources: [.process("Resources")]),
    .executableTarget(name: "ControlCatalogApp", dependencies: ["EaselGTK", "ControlCatalog"]),
    .target(name: "StickerBoard", dependencies: ["Easel"]),
    .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
    .target(name: "EaselNetworking"),
    .executableTarget(name: "StickerBoardApp", dependencies: ["EaselGTK", "StickerBoard"]),
    .target(name: "EmojiArt", dependencies: ["Easel", "EaselNetworking"]),
    .executableTarget(name: "EmojiArtApp", dependencies: ["EaselGTK", "EmojiArt"]),
    .target(
      name: "Parsta", dependencies: ["Easel", "SQLiteStore", "EaselNetworking"],
      resources: [.copy("Assets.xcassets"), .process("Resources")]),
    .executableTarget(name: "ParstaApp", dependencies: ["EaselGTK", "Parsta"]),
    .executableTarget(
      name: "EaselTour",
      dependencies: ["Easel", "EaselTesting", "GestureLab", "ControlCatalog", "StickerBoard", "Parsta", "EmojiArt"]),
    // The course's lecture-8 EmojiArt code as written, which is Swift 5 code; shared by its tests and the benchmarks.
    .target(name: "EmojiArtLecture8", dependencies: ["Easel"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "SaveProbe", dependencies: ["Easel"], path: "Tests/SaveProbe"),
    .executableTarget(
      name: "EmojiArtSaveProbe", dependencies: ["EmojiArt", "EaselTesting"], path: "Tests/EmojiArtSaveProbe"),
    .executableTarget(name: "ParstaSaveProbe", dependencies: ["Parsta"], path: "Tests/ParstaSaveProbe"),
    // parSta!'s content check (`make content-check`): the content's structure and references, and every claim about
    // code compiled and run by the toolchain in both language modes.
    .target(name: "ContentChecking", dependencies: ["Parsta"], path: "Tests/ContentChecking"),
    .executableTarget(
      name: "ParstaContentCheck", dependencies: ["ContentChecking", "Parsta"], path: "Tests/ParstaContentCheck"),
    // Kills the save probes at random moments, for the crash-safety tests of Easel and of EmojiArt.
    .target(name: "CrashProbe", path: "Tests/CrashProbe"),
    // glibc's count of the heap in use, which the soak samples beside resident memory.
    .target(name: "CHeapUsage", path: "Tests/CHeapUsage"),
    // The fuzz engine: seeded input streams, mutated files, kills and full disks, with the invariants they must keep.
    // `ReliabilityTests` runs a bounded share of it, `easel-fuzz` (`make fuzz`) the full campaign.
    .target(
      name: "Fuzzing",
      dependencies: [
        "Easel", "EaselCairo", "EaselTesting", "GestureLab", "ControlCatalog", "EmojiArt", "Parsta", "SQLiteStore",
        "CrashProbe", "EaselPreviewKit", "EaselPreviewWindow", "CHeapUsage",
      ],
      path: "Tests/Fuzzing", swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    // easel-preview: finds a target's previews (with the toolchain's SwiftParser), builds and renders them.
    .target(
      name: "EaselPreviewKit", dependencies: ["EaselPreviewInterface"],
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)],
      linkerSettings: [.unsafeFlags(swiftSyntaxLibraries(["SwiftSyntax", "SwiftParser"]))]),
    // The preview window: the previews of a target beside the list to pick them from; the fuzzer plays into it too.
    .target(
      name: "EaselPreviewWindow", dependencies: ["Easel", "EaselPreviewKit"],
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    .executableTarget(
      name: "EaselPreview", dependencies: ["EaselPreviewKit", "EaselPreviewWindow", "EaselGTK"],
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    // The program `EaselPreviewTests` renders: previews in Swift 6 and Swift 5 modes, linked with its symbols exported as
    // `easel-preview` builds it, so the tests render without building.
    .target(
      name: "PreviewFixtureSwift5", dependencies: ["Easel"], path: "Tests/PreviewFixtureSwift5",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "PreviewFixture", dependencies: ["EaselGTK", "PreviewFixtureSwift5"], path: "Tests/PreviewFixture",
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    // The fuzzer's preview screen brings EaselPreviewKit, whose importers find the toolchain's swift-syntax modules.
    .executableTarget(
      name: "EaselFuzz", dependencies: ["Fuzzing", "Parsta"], path: "Tests/EaselFuzz",
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    // The HTTP server on 127.0.0.1 that the tests of downloads start: good answers and hostile ones.
    .target(name: "LocalHTTPServer", path: "Tests/LocalHTTPServer"),
    .executableTarget(
      name: "EaselBenchmarks",
      dependencies: [
        "Easel", "EaselCairo", "EaselTesting", "CGtk", "PangoBaseline", "Parsta", "EmojiArtLecture8",
        "EmojiArt",
      ],
      path: "Benchmarks/EaselBenchmarks"
    ),
    // The memory benchmark's baseline: a plain GTK 4 window with one drawing area.
    .executableTarget(name: "GtkWindowBaseline", dependencies: ["CGtk"], path: "Benchmarks/GtkWindowBaseline"),
    // Raw Pango from C: the layout benchmarks' baseline for Easel's Pango text measurement.
    .target(name: "PangoBaseline", dependencies: ["CGtk"], path: "Benchmarks/PangoBaseline"),
    // The helpers the Easel test targets share; each of them re-exports it (`SharedTestSupport.swift`).
    .target(
      name: "EaselTestSupport", dependencies: ["Easel", "EaselCairo", "EaselTesting"], path: "Tests/EaselTestSupport"),
    .testTarget(
      name: "EaselTests",
      dependencies: ["Easel", "EaselCore", "EaselCairo", "EaselTesting", "EaselTestSupport", "CrashProbe"],
      resources: [.copy("Localization")]),
    .testTarget(
      name: "GestureLabTests", dependencies: ["GestureLab", "Easel", "EaselCore", "EaselTesting"],
      exclude: ["ReferenceImages"]),
    .testTarget(
      name: "ControlCatalogTests", dependencies: ["ControlCatalog", "Easel", "EaselTesting"],
      exclude: ["ReferenceImages"]),
    .testTarget(
      name: "StickerBoardTests", dependencies: ["StickerBoard", "Easel", "EaselCore", "EaselCairo", "EaselTesting"],
      exclude: ["ReferenceImages"]),
    .testTarget(
      name: "EmojiArtTests",
      dependencies: ["EmojiArt", "Easel", "EaselCore", "EaselCairo", "EaselTesting", "LocalHTTPServer", "CrashProbe"],
      exclude: ["ReferenceImages"], resources: [.copy("Fixtures")]),
    .testTarget(name: "EaselGestureTests", dependencies: ["Easel", "EaselCore", "EaselTesting", "EaselTestSupport"]),
    .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore"]),
    .testTarget(
      name: "ParstaTests",
      dependencies: [
        "Parsta", "Easel", "EaselCairo", "EaselTesting", "SQLiteStore", "LocalHTTPServer", "ContentChecking",
      ],
      exclude: ["ReferenceImages"], resources: [.copy("Fixtures")]),
    // Its tests build in the course's language mode too: they `@testable import` its internal, non-Sendable types.
    .testTarget(
      name: "EmojiArtSeedTests", dependencies: ["EmojiArtLecture8", "Easel", "EaselTesting"],
      resources: [.copy("Fixtures")], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["Fuzzing", "CrashProbe", "Easel", "EaselCairo", "EaselTesting", "EmojiArt", "Parsta"],
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    .testTarget(
      name: "EaselScreenTests", dependencies: ["Easel", "EaselCairo", "EaselTesting", "EaselTestSupport"],
      exclude: ["ReferenceImages"]),
    // Its fixtures are read from the source tree (`fixture(_:)`), so that the other test targets can read them too.
    .testTarget(
      name: "EaselCairoTests",
      dependencies: ["Easel", "EaselCore", "EaselCairo", "EaselTesting", "EaselTestSupport"],
      exclude: ["Fixtures"], resources: [.copy("ReferenceImages")]
    ),
    // Everyday SwiftUI code of 2020–2025, compiled in both language modes. Each target's folder links to the shared
    // Snippets and Checks folders: SwiftPM does not let two targets list the same files.
    .testTarget(
      name: "CompatibilitySwift5Tests",
      dependencies: ["SwiftUI", "Easel", "EaselCore", "EaselTesting", "LocalHTTPServer"],
      path: "Tests/Compatibility/Swift5", exclude: ["Checks/ReferenceImages"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "CompatibilitySwift6Tests",
      dependencies: ["SwiftUI", "Easel", "EaselCore", "EaselTesting", "LocalHTTPServer"],
      path: "Tests/Compatibility/Swift6", exclude: ["Checks/ReferenceImages"]),
    // Debug builds import EaselPreviewKit's swift-syntax modules wherever it is imported, so its clients find them too.
    .testTarget(
      name: "EaselPreviewTests",
      dependencies: ["EaselPreviewKit", "EaselPreviewInterface", "EaselPreviewWindow", "EaselCairo", "EaselTesting"],
      swiftSettings: [.unsafeFlags(swiftSyntaxModules)]),
    // The desktop clipboard against another process; needs an X display (xvfb-run), skipped without one.
    .testTarget(name: "EaselGTKTests", dependencies: ["Easel", "EaselGTK", "EaselTesting", "CGtk"]),
  ],
  swiftLanguageModes: [.v6]
)
