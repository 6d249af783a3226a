import Foundation

/// The table from SF Symbols names to the Adwaita icon theme's symbolic icons, which ``CairoSymbolRenderer`` draws
/// for `Image(systemName:)`.
///
/// Each name maps to the closest Adwaita symbolic icon (`/usr/share/icons/Adwaita/scalable/<icon>-symbolic.svg`,
/// from Debian's `adwaita-icon-theme`). Where Adwaita has nothing close, or only an outline where SF Symbols has a
/// filled variant (Adwaita's `non-starred` is a faded filled star, not an outline), the symbol is drawn here as a small SVG on Adwaita's 16×16 grid in the same line weight.
public enum AdwaitaSymbols {
  /// Where a symbol's drawing comes from.
  public enum Source: Hashable, Sendable {
    /// An Adwaita symbolic icon, by its path under the theme's `scalable` folder without `-symbolic.svg`.
    case icon(String)
    /// SVG elements drawn on a 16×16 grid; outlines by default (`s`), filled shapes marked `f`.
    case drawn(String)
  }

  /// The folder of Adwaita's scalable icons.
  public static let iconDirectory = URL(fileURLWithPath: "/usr/share/icons/Adwaita/scalable")

  /// The file of an Adwaita symbolic icon.
  public static func fileURL(forIcon icon: String) -> URL {
    iconDirectory.appendingPathComponent(icon + "-symbolic.svg")
  }

  /// The SVG document of a drawn symbol.
  static func document(drawing elements: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">\
    <style>.s{fill:none;stroke:#000;stroke-width:1.6;stroke-linecap:round;stroke-linejoin:round}\
    .f{fill:#000;stroke:none}</style>\(elements)</svg>
    """
  }

  private static func outline(_ d: String) -> String { #"<path class="s" d="\#(d)"/>"# }
  private static func fill(_ d: String) -> String { #"<path class="f" d="\#(d)"/>"# }
  private static let ring = #"<circle class="s" cx="8" cy="8" r="6.2"/>"#

  /// A filled disc with `cut` (outline path data) cut out of it, as SF Symbols' `.circle.fill` variants.
  private static func disc(cutting cut: String) -> String {
    ##"<mask id="m"><rect width="16" height="16" fill="#fff"/><path d="\##(cut)" fill="none" stroke="#000" "##
      + #"stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></mask>"#
      + #"<circle class="f" cx="8" cy="8" r="7" mask="url(#m)"/>"#
  }

  private static let cross = "M5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8"
  private static let plusSign = "M8 4.8v6.4M4.8 8h6.4"
  private static let minusSign = "M4.8 8h6.4"
  private static let tick = "M5 8.2l2 2 4-4.4"
  private static let heart =
    "M8 13.6C5 11.4 1.8 8.9 1.8 5.9 1.8 4 3.3 2.5 5 2.5c1.3 0 2.4.7 3 1.8.6-1.1 1.7-1.8 3-1.8 1.7 0 3.2 1.5 3.2 3.4 "
    + "0 3-3.2 5.5-6.2 7.7z"
  /// A hand with the index finger pointing up.
  private static let pointingHand =
    "M6 9.5V3a1 1 0 0 1 2 0v4.5M8 7a1 1 0 0 1 2 0v1M10 7.5a1 1 0 0 1 2 0v1.5M12 8.5a1 1 0 0 1 2 0V11c0 2-1.5 3.5-3.5 "
    + "3.5H8c-1.5 0-2.3-.7-3-1.7L2.8 9.8c-.4-.6.3-1.4 1-1L6 10.5"
  /// An eight-toothed gear around the centre.
  private static let gear =
    "M15.14 7.04L15.14 8.96L13.24 9.30L12.63 10.79L13.72 12.37L12.37 13.72L10.79 12.63L9.30 13.24L8.96 15.14L7.04 "
    + "15.14L6.70 13.24L5.21 12.63L3.63 13.72L2.28 12.37L3.37 10.79L2.76 9.30L0.86 8.96L0.86 7.04L2.76 6.70L3.37 "
    + "5.21L2.28 3.63L3.63 2.28L5.21 3.37L6.70 2.76L7.04 0.86L8.96 0.86L9.30 2.76L10.79 3.37L12.37 2.28L13.72 3.63L12.63 "
    + "5.21L13.24 6.70z"
  /// A head and shoulders, as SF Symbols' `person`.
  private static let bust = "M2.8 14.6c0-3.1 2.3-5 5.2-5s5.2 1.9 5.2 5z"
  private static let person =
    #"<circle class="f" cx="8" cy="6.2" r="2.4"/>"# + outline("M3.9 12.8c.9-1.9 2.3-2.8 4.1-2.8s3.2.9 4.1 2.8")

  /// SF Symbols names and where their drawings come from.
  public static let table: [String: Source] = [
    // Chevrons and arrows.
    "chevron.left": .icon("actions/go-previous"),
    "chevron.backward": .icon("actions/go-previous"),
    "chevron.right": .icon("actions/go-next"),
    "chevron.forward": .icon("actions/go-next"),
    "chevron.up": .icon("actions/go-up"),
    "chevron.down": .icon("actions/go-down"),
    "arrow.left": .drawn(outline("M13 8H3M7.5 3.5L3 8l4.5 4.5")),
    "arrow.backward": .drawn(outline("M13 8H3M7.5 3.5L3 8l4.5 4.5")),
    "arrow.right": .drawn(outline("M3 8h10M8.5 3.5L13 8l-4.5 4.5")),
    "arrow.forward": .drawn(outline("M3 8h10M8.5 3.5L13 8l-4.5 4.5")),
    "arrow.up": .drawn(outline("M8 13V3M3.5 7.5L8 3l4.5 4.5")),
    "arrow.down": .drawn(outline("M8 3v10M3.5 8.5L8 13l4.5-4.5")),
    "arrow.clockwise": .icon("actions/view-refresh"),
    "arrow.counterclockwise": .icon("actions/object-rotate-left"),
    "arrow.uturn.backward": .icon("actions/edit-undo"),
    "arrow.uturn.left": .icon("actions/edit-undo"),
    "arrow.uturn.forward": .icon("actions/edit-redo"),
    "arrow.uturn.right": .icon("actions/edit-redo"),
    "arrow.up.left.and.arrow.down.right": .icon("actions/view-fullscreen"),
    "arrow.down.right.and.arrow.up.left": .icon("actions/view-restore"),
    "arrow.triangle.2.circlepath": .icon("emblems/emblem-synchronizing"),
    "rotate.left": .icon("actions/object-rotate-left"),
    "rotate.right": .icon("actions/object-rotate-right"),
    // Marks.
    "xmark": .icon("ui/window-close"),
    "xmark.circle": .drawn(ring + outline(cross)),
    "xmark.circle.fill": .drawn(disc(cutting: cross)),
    "plus": .icon("actions/list-add"),
    "plus.circle": .drawn(ring + outline(plusSign)),
    "plus.circle.fill": .drawn(disc(cutting: plusSign)),
    "minus": .icon("actions/list-remove"),
    "minus.circle": .drawn(ring + outline(minusSign)),
    "minus.circle.fill": .drawn(disc(cutting: minusSign)),
    "checkmark": .icon("actions/object-select"),
    "checkmark.circle": .drawn(ring + outline(tick)),
    "checkmark.circle.fill": .drawn(disc(cutting: tick)),
    "ellipsis": .icon("actions/view-more-horizontal"),
    "ellipsis.circle": .drawn(
      ring + #"<circle class="f" cx="5" cy="8" r="1"/><circle class="f" cx="8" cy="8" r="1"/>"#
        + #"<circle class="f" cx="11" cy="8" r="1"/>"#),
    "info.circle": .icon("actions/help-about"),
    "questionmark.circle": .icon("status/dialog-question"),
    "questionmark.circle.fill": .icon("status/dialog-question"),
    "exclamationmark.triangle": .icon("status/dialog-warning"),
    "exclamationmark.triangle.fill": .icon("status/dialog-warning"),
    // Favourites.
    "star": .drawn(
      outline("M8 2l1.7 4.25 4.58.31-3.52 2.94 1.12 4.44L8 11.5l-3.88 2.44 1.12-4.44-3.52-2.94 4.58-.31z")),
    "star.fill": .icon("status/starred"),
    "heart": .drawn(outline(heart)),
    "heart.fill": .drawn(fill(heart)),
    "bookmark": .icon("places/user-bookmarks"),
    "flag": .icon("categories/emoji-flags"),
    "tag": .drawn(outline("M2 2h5.4L14 8.6 8.6 14 2 7.4z") + #"<circle class="f" cx="5" cy="5" r="1.1"/>"#),
    // Editing and documents.
    "trash": .icon("places/user-trash"),
    "pencil": .icon("actions/document-edit"),
    "square.and.pencil": .drawn(outline("M7 3H3v10h10V9") + outline("M12 1.8l2.2 2.2-5.7 5.7-2.5.3.3-2.5z")),
    "folder": .icon("places/folder"),
    "folder.fill": .icon("places/folder"),
    "doc": .icon("mimetypes/text-x-generic"),
    "doc.text": .icon("mimetypes/x-office-document"),
    "doc.on.doc": .icon("actions/edit-copy"),
    "doc.on.clipboard": .icon("actions/edit-paste"),
    "scissors": .icon("actions/edit-cut"),
    "square.and.arrow.up": .icon("actions/send-to"),
    "square.and.arrow.down": .drawn(outline("M5.5 5.5h-2v8.5h9V5.5h-2M8 1.5v8M5.3 7l2.7 2.7L10.7 7")),
    "paperplane": .drawn(outline("M14.5 1.5L1.5 7l5 2 2 5.5zM6.5 9l8-7.5")),
    "paperclip": .icon("status/mail-attachment"),
    "envelope": .icon("status/mail-unread"),
    "printer": .icon("devices/printer"),
    "list.bullet": .icon("actions/view-list-bullet"),
    "line.3.horizontal": .icon("actions/open-menu"),
    "square.grid.2x2": .icon("actions/view-grid"),
    "sidebar.left": .icon("actions/sidebar-show"),
    "text.cursor": .drawn(
      outline("M8 3v10M5.5 2H7c.6 0 1 .4 1 1 0-.6.4-1 1-1h1.5M5.5 14H7c.6 0 1-.4 1-1 0 .6.4 1 1 1h1.5")),
    "magnifyingglass": .icon("actions/system-search"),
    "plus.magnifyingglass": .icon("actions/zoom-in"),
    "minus.magnifyingglass": .icon("actions/zoom-out"),
    "link": .icon("actions/insert-link"),
    // Places and people.
    "house": .icon("actions/go-home"),
    "house.fill": .drawn(fill("M8 1.4L.8 8.2h2.2v6.4h3.8v-4.2h2.4v4.2h3.8V8.2h2.2z")),
    "person": .drawn(#"<circle class="s" cx="8" cy="4.6" r="2.8"/>"# + outline(bust)),
    "person.fill": .drawn(#"<circle class="f" cx="8" cy="4.6" r="3.1"/>"# + fill(bust)),
    "person.circle": .drawn(ring + person),
    "person.crop.circle": .drawn(ring + person),
    "person.2": .icon("legacy/system-users"),
    "globe": .drawn(
      ring + #"<ellipse class="s" cx="8" cy="8" rx="2.6" ry="6.2"/>"#
        + outline("M1.8 8h12.4M2.8 4.8h10.4M2.8 11.2h10.4")
    ),
    "location": .drawn(fill("M14.5 1.5L1.5 7l6 1.5 1.5 6z")),
    "gear": .icon("emblems/emblem-system"),
    "gearshape": .drawn(outline(gear) + #"<circle class="s" cx="8" cy="8" r="2.3"/>"#),
    "gearshape.fill": .drawn(
      #"<path class="f" fill-rule="evenodd" d="\#(gear)M10.3 8a2.3 2.3 0 1 0-4.6 0 2.3 2.3 0 1 0 4.6 0z"/>"#),
    "cart": .drawn(
      outline("M1.5 2h2l1.6 8h7.4l1.5-5.5H4.2") + #"<circle class="f" cx="6" cy="13" r="1.2"/>"#
        + #"<circle class="f" cx="11.5" cy="13" r="1.2"/>"#),
    "lock": .icon("status/changes-prevent"),
    "lock.fill": .icon("status/changes-prevent"),
    "lock.open": .icon("status/changes-allow"),
    "lock.shield": .icon("status/security-high"),
    "eye": .icon("actions/view-reveal"),
    "eye.slash": .icon("actions/view-conceal"),
    "power": .icon("actions/system-shutdown"),
    // Time.
    "bell": .icon("legacy/preferences-system-notifications"),
    "bell.slash": .icon("status/notifications-disabled"),
    "calendar": .icon("mimetypes/x-office-calendar"),
    "clock": .icon("legacy/preferences-system-time"),
    "alarm": .icon("status/alarm"),
    // Media and devices.
    "play.fill": .icon("actions/media-playback-start"),
    "pause.fill": .icon("actions/media-playback-pause"),
    "stop.fill": .icon("actions/media-playback-stop"),
    "forward.fill": .icon("actions/media-seek-forward"),
    "backward.fill": .icon("actions/media-seek-backward"),
    "photo": .icon("mimetypes/image-x-generic"),
    "camera": .icon("devices/camera-photo"),
    "video": .icon("devices/camera-video"),
    "mic": .icon("devices/audio-input-microphone"),
    "speaker.wave.2": .icon("status/audio-volume-medium"),
    "speaker.slash": .icon("status/audio-volume-muted"),
    "music.note": .icon("emblems/emblem-music"),
    "keyboard": .icon("devices/input-keyboard"),
    "desktopcomputer": .icon("devices/computer"),
    "iphone": .icon("devices/phone"),
    "gamecontroller": .icon("devices/input-gaming"),
    "wifi": .icon("status/network-wireless-signal-excellent"),
    "battery.100": .icon("status/battery-level-100"),
    // Weather and nature.
    "cloud": .icon("status/weather-overcast"),
    "sun.max": .icon("status/weather-clear"),
    "moon": .icon("status/weather-clear-night"),
    "circle.lefthalf.filled": .drawn(ring + fill("M8 1.8a6.2 6.2 0 0 0 0 12.4z")),
    "lightbulb": .icon("categories/emoji-objects"),
    "flame": .drawn(fill("M8 1c.5 2.5 4 4 4 8a4 4 0 0 1-8 0c0-2 1-3 2-4 0 1.5.5 2.3 1.3 2.5C6.8 5.8 7.8 3.6 8 1z")),
    "bolt.fill": .drawn(fill("M9.5 1L3 9h4.5L6.5 15 13 7H8.5z")),
    "sparkles": .drawn(
      fill("M6 2l1.2 3.8L11 7 7.2 8.2 6 12 4.8 8.2 1 7l3.8-1.2z")
        + fill("M12 9l.6 1.9 1.9.6-1.9.6L12 14l-.6-1.9-1.9-.6 1.9-.6z")),
    // Gestures and drawing.
    "hand.tap": .drawn(
      #"<g transform="translate(1.2 2.4) scale(.85)">"# + outline(pointingHand) + "</g>"
        + outline("M4.4 3.6a3 3 0 0 1 5.2 0")),
    "hand.draw": .drawn(
      #"<g transform="translate(2 -.5) rotate(-25 8 8) scale(.85)">"# + outline(pointingHand) + "</g>"
        + outline("M1 14.5c1.2-1.8 2.4 1 3.8-.8")),
    "hand.point.up.left": .drawn(
      #"<g transform="rotate(-40 8 8) scale(.9) translate(.9 .9)">"# + outline(pointingHand) + "</g>"),
    "face.smiling": .icon("emotes/face-smile"),
    "paintbrush": .drawn(
      fill("M14.2 1.3c-.4-.4-1-.4-1.4 0L6.9 7.2l1.9 1.9 5.9-5.9c.4-.4.4-1 0-1.4z")
        + fill("M6 8.3c-1.7 0-3 1.3-3 3 0 1-.6 1.8-1.5 2.2 0 0 1.2 1 3 1 2 0 3.5-1.3 3.5-3.2z")),
    "paintpalette": .icon("categories/applications-graphics"),
    "eyedropper": .icon("actions/color-select"),
    // Learning and achievement.
    "book": .icon("legacy/accessories-dictionary"),
    "book.fill": .icon("legacy/accessories-dictionary"),
    "character.book.closed": .icon("legacy/accessories-dictionary"),
    "note.text": .icon("legacy/accessories-text-editor"),
    "graduationcap": .drawn(
      fill("M8 2L.5 6 8 10l7.5-4z") + outline("M3.5 8v3.5c1 1 2.7 1.5 4.5 1.5s3.5-.5 4.5-1.5V8M14.5 6.5v4")),
    "trophy": .drawn(
      outline("M4.5 2h7v4a3.5 3.5 0 0 1-7 0zM4.5 3.5h-2c0 2 .8 3 2.2 3.3M11.5 3.5h2c0 2-.8 3-2.2 3.3M8 9.5v3M5 14h6")
    ),
    "crown": .drawn(fill("M2 5l3 3 3-5 3 5 3-3-1 8H3z")),
    "chart.bar": .drawn(
      #"<rect class="f" x="2" y="9" width="3" height="5" rx=".6"/><rect class="f" x="6.5" y="5" width="3" "#
        + #"height="9" rx=".6"/><rect class="f" x="11" y="2" width="3" height="12" rx=".6"/>"#),
    "swift": .drawn(
      fill(
        "M13.8 10.6c.6-2.6-.6-5.4-3.6-7.6 1.6 2.2 2 4.3 1.3 6C9 7.4 5.5 5 2.5 2.3c1.9 2.5 4.1 4.6 6.2 6.2C6.2 7.2 3.9 "
          + "5.7 2 4.2c2 2.8 5 5.9 8.2 7.6-2.8 1.2-5.4.8-8.3-.8 2.1 2.4 5.7 3.5 8.8 2.4 1.6-.6 2.5-.3 3.3.6.2-1.3-.1-2.4"
          + "-.2-3.4z")),
  ]
}
