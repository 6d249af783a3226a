import Foundation

/// Where a toolbar item goes in the navigation bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The region of the bar an item is placed in.
  enum Region: Hashable, Sendable {
    case leading, trailing, principal, bottom
    /// Above an on-screen keyboard, which desktops do not show: such items are not shown.
    case keyboard
  }

  let region: Region

  /// The platform's default place: the trailing end of the navigation bar.
  public static let automatic = ToolbarItemPlacement(region: .trailing)
  /// The centre of the bar, instead of the title.
  public static let principal = ToolbarItemPlacement(region: .principal)
  /// Navigation controls: the leading end, after the back button.
  public static let navigation = ToolbarItemPlacement(region: .leading)
  /// The most frequent action: the trailing end.
  public static let primaryAction = ToolbarItemPlacement(region: .trailing)
  /// A less frequent action: the trailing end.
  public static let secondaryAction = ToolbarItemPlacement(region: .trailing)
  /// Status information: the bottom bar.
  public static let status = ToolbarItemPlacement(region: .bottom)
  /// Confirms a modal task (Done, Save): the trailing end.
  public static let confirmationAction = ToolbarItemPlacement(region: .trailing)
  /// Cancels a modal task: the leading end.
  public static let cancellationAction = ToolbarItemPlacement(region: .leading)
  /// A destructive action in a modal task: the trailing end.
  public static let destructiveAction = ToolbarItemPlacement(region: .trailing)
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(region: .leading)
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(region: .trailing)
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(region: .leading)
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(region: .trailing)
  /// The toolbar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(region: .bottom)
  /// Above the on-screen keyboard; desktops show no on-screen keyboard, so these items are not shown.
  public static let keyboard = ToolbarItemPlacement(region: .keyboard)
}
