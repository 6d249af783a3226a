import Foundation
import Observation

/// Writes one environment value for its content: `environment(_:_:)` and the modifiers built on it.
package struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
  package let write: (inout EnvironmentValues) -> Void
  /// Compares the written value with the previous one; `nil` when the value is not `Equatable`.
  let isSameWrite: ((EnvironmentWritingModifier) -> Bool)?
  let value: Any

  init<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
    write = { $0[keyPath: keyPath] = value }
    self.value = value
    if let equatable = value as? any Equatable {
      isSameWrite = { other in
        other.writtenKeyPath == keyPath && equatable.isEqual(toAny: other.value)
      }
    } else {
      isSameWrite = nil
    }
    writtenKeyPath = keyPath
  }

  package init(transform: @escaping (inout EnvironmentValues) -> Void) {
    write = transform
    isSameWrite = nil
    value = ()
    writtenKeyPath = nil
  }

  let writtenKeyPath: AnyKeyPath?

  package typealias Body = Never
  package func makeNode(graph: ViewGraph) -> EnvironmentWritingNode { EnvironmentWritingNode(graph: graph) }
  package func apply(to node: EnvironmentWritingNode) { node.apply(self) }
}

/// Gives its content the parent's environment with one value written. The written environment is kept while
/// neither the parent's environment nor an `Equatable` written value changes, so descendants see no change.
package final class EnvironmentWritingNode: TransparentModifierNode {
  private var lastModifier: EnvironmentWritingModifier?
  private var lastInput: EnvironmentValues?
  private var output = EnvironmentValues()

  package override var contentEnvironment: EnvironmentValues { output }
  /// It draws and describes nothing itself; a content the written value changes is updated with the new environment,
  /// and says so itself.
  override var lastUpdateMayChangeDrawing: Bool { false }
  package override var lastUpdateMayChangeDisplay: Bool { false }

  func apply(_ modifier: EnvironmentWritingModifier) {
    if let lastInput, lastInput.isIdentical(to: environment), let lastModifier,
      modifier.isSameWrite?(lastModifier) == true
    {
      return
    }
    var written = environment
    modifier.write(&written)
    output = written
    lastInput = environment
    lastModifier = modifier
  }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWritingModifier(keyPath, value))
  }

  /// Changes environment values for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier(transform: { transform(&$0[keyPath: keyPath]) }))
  }

  /// Places an observable object in the environment, for `@EnvironmentObject` in descendants.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0[id: ObjectIdentifier(T.self)] = object }))
  }

  /// Places an `@Observable` object in the environment, for `@Environment(T.self)` in descendants.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0[id: ObjectIdentifier(T.self)] = object }))
  }

  /// Sets the style of text and shapes.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      EnvironmentWritingModifier(transform: { environment in
        environment.foregroundStyle = AnyShapeStyle(
          InheritingShapeStyle(style: style, parent: environment.foregroundStyle))
      }))
  }
  /// Sets the color of text and shapes.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.foregroundStyle = color.map(AnyShapeStyle.init) }))
  }
  /// Sets the default font of text.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  /// Sets the weight of text.
  public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
  /// Makes text bold.
  public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }
  /// Makes text italic.
  public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
  /// Limits text to a number of lines.
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
  /// Aligns the lines of multiline text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
  /// Chooses where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
  /// Adds space between lines of text.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
  /// Disables interaction with this view and its descendants.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.isEnabled = $0.isEnabled && !disabled }))
  }
  /// Sets light or dark appearance for this view and its descendants.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(EnvironmentWritingModifier(transform: { if let colorScheme { $0.colorScheme = colorScheme } }))
  }
}

/// A foreground style that resolves hierarchical levels (`.secondary`…) against the style it replaced.
struct InheritingShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let parent: AnyShapeStyle?

  func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    var inherited = environment
    inherited.foregroundStyle = parent
    return style._paint(in: inherited, bounds: bounds)
  }
}
