/// Namespace of publisher operators, as in Combine.
public enum Publishers {}
