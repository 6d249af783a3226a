import CGtk
import Easel
import EaselCairo

/// The canvas benchmark's baseline: the same glyphs drawn straight through Cairo and Pango, from the text engine's
/// cached layouts, with no views, layout or display list — what a hand-written renderer would do.
@MainActor
final class DirectCanvasRenderer {
  private struct Glyphs {
    let request: TextLayoutRequest
    let origin: CGPoint
  }

  private let engine: PangoTextEngine
  private let glyphs: [Glyphs]

  /// A renderer for the text items of `list`: their requests and positions are taken once, before timing, so
  /// the baseline draws exactly what Easel draws.
  ///
  /// The requests come from a display list because `TextRun` cannot be made outside Easel (`ResolvedFont` has no
  /// public initializer).
  init(engine: PangoTextEngine, drawing list: DisplayList) {
    self.engine = engine
    glyphs = list.items.compactMap { item in
      guard case .text(let request, let rect) = item.content else { return nil }
      return Glyphs(request: request, origin: rect.origin.applying(item.transform))
    }
  }

  /// The number of texts drawn per frame.
  var count: Int { glyphs.count }

  /// Fills `bitmap` with `background` and draws every glyph run.
  func draw(into bitmap: CairoBitmap, background: Color.Resolved) {
    let context = cairo_create(bitmap.surface)!
    cairo_set_source_rgba(
      context, Double(background.red), Double(background.green), Double(background.blue), Double(background.opacity))
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    for glyph in glyphs {
      engine.withLayout(for: glyph.request) { layout, scale in
        cairo_save(context)
        cairo_translate(context, glyph.origin.x, glyph.origin.y)
        cairo_scale(context, scale, scale)
        cairo_move_to(context, 0, 0)
        pango_cairo_show_layout(context, layout)
        cairo_restore(context)
      }
    }
    cairo_destroy(context)
    cairo_surface_flush(bitmap.surface)
  }
}
