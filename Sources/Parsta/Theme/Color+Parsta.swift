import Easel
import Foundation

/// parSta!'s palette, from the app's asset catalog, each with a light and a dark appearance.
extension Color {
  /// The brand colour: a warm coral red that stays readable on white and on near-black.
  public static let parsta = Color("parsta", bundle: .module)
  /// Inactive tabs, icons and secondary text.
  public static let parstaGray = Color("parstaGray", bundle: .module)
  /// Bars and wells: the tab bar's strip, progress tracks.
  public static let parstaGray200 = Color("parstaGray200", bundle: .module)
  /// Cards on the background.
  public static let parstaCard = Color("parstaCard", bundle: .module)
  /// The window's background behind the cards.
  public static let parstaBackground = Color("parstaBackground", bundle: .module)
}
