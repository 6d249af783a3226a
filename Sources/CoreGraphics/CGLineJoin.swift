/// The shape of the joins between stroked segments.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
