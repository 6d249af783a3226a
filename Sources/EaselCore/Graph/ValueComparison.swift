import Foundation

/// How two values of one type compare, worked out once per type from the type's metadata and kept.
///
/// Comparing a view on every update must not reflect: the plan lists, for each stored field, how it compares —
/// plain data by its bytes (object references too, which compares identity), `Equatable` values with `==`,
/// bindings by their current values, state owned by the node as equal, and closures as different — so a
/// comparison is a walk over a flat list of offsets with no casts. Existentials (`Any`, `any P`) and enums with
/// payloads that are not `Equatable` compare as different: their layout depends on the value, not the type. (The
/// `Mirror`-based comparison this replaces looked into them; a view holding one runs its body on every update.)
struct ValueComparison: @unchecked Sendable {
  /// Compares the values at two addresses of the plan's type.
  typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// How to compare, as the type's metadata is walked; made into ``steps`` once flattened.
  fileprivate indirect enum Plan {
    /// State that lives in the node, not in the value.
    case alwaysEqual
    /// Closures, and values the plan cannot see into.
    case neverEqual
    /// Plain data, or an object reference compared by identity: `count` bytes at `offset`.
    case bytes(offset: Int, count: Int)
    /// A comparison of the value at `offset` that needs its type: `==`, a binding's current value.
    case custom(offset: Int, Compare)
    /// Each of the parts must compare equal.
    case all([Plan])
  }

  /// One part of a flattened plan: `count` bytes at `offset` compared as bytes, or the value at `offset` compared
  /// by `compare`.
  private struct Step {
    let offset: Int
    let count: Int
    let compare: Compare?
  }

  /// The flattened plan, in order: empty when values always compare equal, `nil` when they never do. Kept as plain
  /// structures rather than as a `Plan`: comparisons live in a process-wide cache, and LeakSanitizer cannot read the
  /// references an indirect enum keeps with its case in their spare bits, so it would report every plan as leaked.
  private let steps: [Step]?

  private init(plan: Plan) {
    switch plan {
    case .alwaysEqual: steps = []
    case .neverEqual: steps = nil
    case .all(let parts): steps = parts.flatMap { ValueComparison(plan: $0).steps ?? [] }
    case .bytes(let offset, let count): steps = [Step(offset: offset, count: count, compare: nil)]
    case .custom(let offset, let compare): steps = [Step(offset: offset, count: 0, compare: compare)]
    }
  }

  /// Whether the values at `lhs` and `rhs`, both of the plan's type, are equal.
  func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    guard let steps else { return false }
    for step in steps {
      if let compare = step.compare {
        guard compare(lhs + step.offset, rhs + step.offset) else { return false }
      } else {
        guard memcmp(lhs + step.offset, rhs + step.offset, step.count) == 0 else { return false }
      }
    }
    return true
  }

  /// Whether two values of the plan's type are equal.
  func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in equal(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
    }
  }

  /// Whether every value of the type compares equal (the type holds only node-owned state, or nothing).
  var isAlwaysEqual: Bool { steps?.isEmpty == true }

  // MARK: Plans per type

  /// The comparison of values of `type` as fields of a view, made on first use and kept.
  static func of(_ type: Any.Type) -> ValueComparison {
    cached(type, in: \.fields) { plan(for: type, depth: 0) }
  }

  /// The comparison of views of `type`, made on first use and kept: as ``of(_:)``, except that an `Equatable`
  /// view compares with its own `==` (never by bytes), and a view that is a class always compares as changed.
  static func ofView(_ type: Any.Type) -> ValueComparison {
    cached(type, in: \.views) {
      if let equatable = type as? any Equatable.Type { return .custom(offset: 0, equalityComparison(equatable)) }
      if isReference(type) { return .neverEqual }
      return plan(for: type, depth: 0)
    }
  }

  private static func cached(
    _ type: Any.Type, in table: ReferenceWritableKeyPath<Known, [ObjectIdentifier: ValueComparison]>,
    make: () -> Plan
  ) -> ValueComparison {
    let id = ObjectIdentifier(type)
    if let comparison = known.withLock({ $0[keyPath: table][id] }) { return comparison }
    let comparison = ValueComparison(plan: make().flattened())
    known.withLock { $0[keyPath: table][id] = comparison }
    return comparison
  }

  /// The plans made so far, shared by every thread (styles compare off the main actor).
  private final class Known: @unchecked Sendable {
    var fields: [ObjectIdentifier: ValueComparison] = [:]
    var views: [ObjectIdentifier: ValueComparison] = [:]
    private let lock = NSLock()

    func withLock<T>(_ body: (Known) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(self)
    }
  }

  private static let known = Known()

  /// Nested plain structures deeper than this compare as different, as a bound on pathological types.
  private static let maximumDepth = 6

  private static func plan(for type: Any.Type, depth: Int) -> Plan {
    if type is NodeOwnedProperty.Type { return .alwaysEqual }
    if let binding = type as? any ComparableBinding.Type {
      return binding.currentValueComparison.map { .custom(offset: 0, $0) } ?? .neverEqual
    }
    let size = byteCount(of: type)
    if _isPOD(type) || isReference(type) { return size == 0 ? .alwaysEqual : .bytes(offset: 0, count: size) }
    if let equatable = type as? any Equatable.Type { return .custom(offset: 0, equalityComparison(equatable)) }
    if let optional = type as? any OptionalComparison.Type {
      // An optional reference (also how `weak` fields are stored) is one word: nil or the object.
      if isReference(optional.wrappedType) { return .bytes(offset: 0, count: size) }
      let wrapped = plan(for: optional.wrappedType, depth: depth + 1).flattened()
      if case .neverEqual = wrapped { return .neverEqual }
      return .custom(offset: 0, optional.comparison(wrapped: ValueComparison(plan: wrapped)))
    }
    guard depth < maximumDepth, let fields = fieldPlans(of: type, depth: depth) else { return .neverEqual }
    return .all(fields)
  }

  /// The plans of the stored fields of a structure or tuple, or nil for other kinds of types (enums with
  /// payloads, existentials, functions), which compare as different unless they are `Equatable`.
  private static func fieldPlans(of type: Any.Type, depth: Int) -> [Plan]? {
    var plans: [Plan] = []
    let walked = StoredFields.forEach(of: type) { offset, fieldType in
      plans.append(plan(for: fieldType, depth: depth + 1).moved(by: offset))
    }
    return walked ? plans : nil
  }

  private static func isReference(_ type: Any.Type) -> Bool { type is AnyObject.Type }

  private static func byteCount<T>(of type: T.Type) -> Int { MemoryLayout<T>.size }

  private static func equalityComparison<T: Equatable>(_ type: T.Type) -> Compare {
    { lhs, rhs in lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee }
  }
}

extension ValueComparison.Plan {
  /// The plan for the same value stored `offset` bytes further.
  fileprivate func moved(by offset: Int) -> Self {
    switch self {
    case .alwaysEqual, .neverEqual: self
    case .bytes(let start, let count): .bytes(offset: start + offset, count: count)
    case .custom(let start, let compare): .custom(offset: start + offset, compare)
    case .all(let parts): .all(parts.map { $0.moved(by: offset) })
    }
  }

  /// The same plan as one flat list: nested parts spliced in, node-owned parts dropped, adjacent byte ranges
  /// merged, and any part that never compares equal making the whole plan so.
  fileprivate func flattened() -> Self {
    var parts: [Self] = []
    func add(_ plan: Self) -> Bool {
      switch plan {
      case .alwaysEqual: return true
      case .neverEqual: return false
      case .all(let nested): return nested.allSatisfy(add)
      case .bytes(let offset, let count):
        if case .bytes(let previousOffset, let previousCount) = parts.last, previousOffset + previousCount == offset {
          parts[parts.count - 1] = .bytes(offset: previousOffset, count: previousCount + count)
        } else {
          parts.append(plan)
        }
        return true
      case .custom:
        parts.append(plan)
        return true
      }
    }
    guard add(self) else { return .neverEqual }
    switch parts.count {
    case 0: return .alwaysEqual
    case 1: return parts[0]
    default: return .all(parts)
    }
  }
}

/// Lets a comparison plan look inside optionals of any wrapped type.
protocol OptionalComparison {
  static var wrappedType: Any.Type { get }
  static func comparison(wrapped: ValueComparison) -> ValueComparison.Compare
}

extension Optional: OptionalComparison {
  static var wrappedType: Any.Type { Wrapped.self }

  static func comparison(wrapped: ValueComparison) -> ValueComparison.Compare {
    { lhs, rhs in
      switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
      case (nil, nil): true
      case (let left?, let right?): wrapped.equal(left, right)
      default: false
      }
    }
  }
}
