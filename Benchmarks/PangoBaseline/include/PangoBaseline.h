#ifndef PANGOBASELINE_H
#define PANGOBASELINE_H

// Raw Pango from C, the baseline the layout benchmarks compare Easel's Pango text measurement with: the same
// texts, fonts and wrap widths, with none of Easel's work around them.

#include <stdint.h>

/// A font as Easel's PangoTextEngine describes it: a fontconfig family list, an absolute size in points, a
/// PangoWeight and whether it is italic.
typedef struct {
  const char *family;
  double size;
  int weight;
  int italic;
} EaselBaselineFont;

/// One text to lay out: UTF-8, an index into the fonts, and a wrap width in Pango units (-1: one line).
typedef struct {
  const char *text;
  int font;
  int width;
} EaselBaselineText;

/// Lays out every text in its own PangoLayout (word-char wrapping at its width, as Easel does) and asks for its
/// logical extents, on a new PangoCairo font map with Easel's font options, so its font caches start cold as a
/// new PangoTextEngine's do. Returns the nanoseconds the layouts took, without making the font map and the font
/// descriptions; `total_height` receives the sum of the layouts' heights in Pango units, so the work is used.
int64_t easel_pango_baseline_layout(
    const EaselBaselineFont *fonts, int font_count, const EaselBaselineText *texts, int text_count,
    int64_t *total_height);

#endif
