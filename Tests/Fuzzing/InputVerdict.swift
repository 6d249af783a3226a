/// What an app made of an input: it read it, or it refused it with a message a person can act on.
public enum InputVerdict: Hashable, Sendable {
  case accepted
  case refused(String)
}
