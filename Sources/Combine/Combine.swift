// The module is named `Combine` so that an app's model files that `import Combine` compile on Linux unchanged;
// Apple's Combine does not exist there. Easel re-exports it, as SwiftUI makes Combine's names visible.
