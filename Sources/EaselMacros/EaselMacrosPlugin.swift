@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin provides, as the compiler names them (`#externalMacro(module:type:)`).
struct EaselMacrosProvider: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard typeName == "PreviewMacro" else { throw UnknownMacro(name: "\(moduleName).\(typeName)") }
    return PreviewMacro.self
  }
}

/// A macro the compiler asked for that this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let name: String
  var description: String { "EaselMacros has no macro \(name)" }
}
