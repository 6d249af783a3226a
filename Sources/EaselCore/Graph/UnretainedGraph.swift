/// A stored property that refers to a graph through its ``GraphReference``: it reads the graph while the graph exists
/// and `nil` after, as a `weak` property would, without giving the graph a side table.
@propertyWrapper
package struct UnretainedGraph {
  private var reference: GraphReference?

  package init(wrappedValue: ViewGraph?) { reference = wrappedValue?.reference }

  package var wrappedValue: ViewGraph? {
    get { reference?.graph }
    set { reference = newValue?.reference }
  }
}
