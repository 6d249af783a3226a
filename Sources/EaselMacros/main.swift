@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

// The compiler starts this plugin and talks to it until it closes the pipe.
let listener = CompilerPluginMessageListener(
  connection: StandardIOConnection(), messageHandler: PluginProviderMessageHandler(provider: EaselMacrosProvider()))
do {
  try listener.main()
} catch {
  fatalError("EaselMacros: \(error)")
}
