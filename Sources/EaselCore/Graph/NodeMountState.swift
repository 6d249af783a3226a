/// Where a node is in its life in the tree.
enum NodeMountState {
  /// Made but not in the tree yet, or taken out of it.
  case detached
  /// In the tree, taking its first view: views inserted along with it are part of its insertion, so their own
  /// transitions do not play (SwiftUI animates only the outermost inserted view).
  case beingMade
  /// In the tree.
  case mounted
}
