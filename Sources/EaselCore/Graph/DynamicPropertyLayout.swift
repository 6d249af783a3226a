import Foundation

/// Where a view type keeps its dynamic properties, worked out once per type and kept, so linking them to the
/// node before each body run is a walk over a list of offsets rather than a reflection of the view.
@MainActor
package struct DynamicPropertyLayout {
  /// Connects the property at an address to a node and its slot.
  typealias Link = @MainActor (UnsafeRawPointer, ViewNode, inout AnyObject?) -> Void

  /// The properties that connect to the node, in field order (nested dynamic properties' own fields included),
  /// each with its offset in the view.
  let links: [(offset: Int, link: Link)]
  /// Whether the type has any `DynamicProperty` field, even one that needs no node.
  package let hasDynamicProperties: Bool

  /// The layout of `type`, made on first use and kept.
  package static func of(_ type: Any.Type) -> DynamicPropertyLayout {
    let id = ObjectIdentifier(type)
    if let layout = known[id] { return layout }
    var links: [(offset: Int, link: Link)] = []
    let hasDynamicProperties = collect(in: type, at: 0, into: &links)
    let layout = DynamicPropertyLayout(links: links, hasDynamicProperties: hasDynamicProperties)
    known[id] = layout
    return layout
  }

  private static var known: [ObjectIdentifier: DynamicPropertyLayout] = [:]

  /// Appends the links of `type`'s fields stored at `base`; returns whether any field is a dynamic property.
  private static func collect(in type: Any.Type, at base: Int, into links: inout [(offset: Int, link: Link)]) -> Bool {
    var found = false
    StoredFields.forEach(of: type) { offset, fieldType in
      if let linked = fieldType as? any NodeLinkedProperty.Type {
        links.append((base + offset, link(for: linked)))
        found = true
      } else if fieldType is DynamicProperty.Type || (type is ModifierBody.Type && fieldType is any ViewModifier.Type) {
        _ = collect(in: fieldType, at: base + offset, into: &links)
        found = true
      }
    }
    return found
  }

  private static func link<P: NodeLinkedProperty>(for _: P.Type) -> Link {
    { address, node, slot in address.assumingMemoryBound(to: P.self).pointee.link(to: node, slot: &slot) }
  }

  /// Links each property of `view`, a value of the layout's type, to `node`, the property's slot being its
  /// place in `slots`.
  func link<V>(_ view: V, to node: ViewNode, slots: inout [AnyObject?]) {
    guard !links.isEmpty else { return }
    if slots.count < links.count { slots.append(contentsOf: repeatElement(nil, count: links.count - slots.count)) }
    withUnsafePointer(to: view) { address in
      let raw = UnsafeRawPointer(address)
      for (index, entry) in links.enumerated() { entry.link(raw + entry.offset, node, &slots[index]) }
    }
  }
}
