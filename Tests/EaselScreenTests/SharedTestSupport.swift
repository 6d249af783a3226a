// The helpers the Easel test targets share (`hosting`, `Log`, `ControlLog`, `renderScreen`, `fixture`…) are in
// Tests/EaselTestSupport; re-exporting it here lets every file of this target use them without an import.
@_exported import EaselTestSupport
