/// The shape of the ends of stroked lines.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
