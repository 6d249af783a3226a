#include "PangoBaseline.h"

#include <pango/pangocairo.h>
#include <time.h>

static int64_t now_ns(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

int64_t easel_pango_baseline_layout(
    const EaselBaselineFont *fonts, int font_count, const EaselBaselineText *texts, int text_count,
    int64_t *total_height) {
  // pango_cairo_font_map_new uses fontconfig's current configuration: the pinned test fonts once Easel pinned them.
  PangoFontMap *font_map = pango_cairo_font_map_new();
  PangoContext *context = pango_font_map_create_context(font_map);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);

  PangoFontDescription **descriptions = g_new(PangoFontDescription *, font_count);
  for (int i = 0; i < font_count; i++) {
    descriptions[i] = pango_font_description_new();
    pango_font_description_set_family(descriptions[i], fonts[i].family);
    pango_font_description_set_absolute_size(descriptions[i], fonts[i].size * PANGO_SCALE);
    pango_font_description_set_weight(descriptions[i], (PangoWeight)fonts[i].weight);
    pango_font_description_set_style(descriptions[i], fonts[i].italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  }

  int64_t height = 0;
  int64_t start = now_ns();
  for (int i = 0; i < text_count; i++) {
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_text(layout, texts[i].text, -1);
    pango_layout_set_font_description(layout, descriptions[texts[i].font]);
    if (texts[i].width >= 0) {
      pango_layout_set_width(layout, texts[i].width);
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    }
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    height += logical.height;
    g_object_unref(layout);
  }
  int64_t elapsed = now_ns() - start;

  for (int i = 0; i < font_count; i++) pango_font_description_free(descriptions[i]);
  g_free(descriptions);
  g_object_unref(context);
  g_object_unref(font_map);
  *total_height = height;
  return elapsed;
}
