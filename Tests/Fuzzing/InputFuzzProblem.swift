/// A read that went wrong without refusing the input: a broken model, or the user's data changed.
public struct InputFuzzProblem: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
