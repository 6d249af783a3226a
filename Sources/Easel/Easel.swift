// Apps import Easel alone: it brings the core layer under the vocabulary (and, through it, Foundation, the
// geometry types, Observation and Combine, as `import SwiftUI` does).
@_exported import EaselCore
