#include "CEaselShim.h"

static void easel_on_size_prepared(GdkPixbufLoader *loader, gint width, gint height, gpointer user_data) {
  EaselImageSizeLimit *limit = user_data;
  limit->width = width;
  limit->height = height;
  gboolean too_many_pixels = (gint64)width * (gint64)height > limit->max_pixels;
  gboolean too_wide = width > limit->max_dimension || height > limit->max_dimension;
  if (too_many_pixels || too_wide) {
    limit->too_large = 1;
    // A 0×0 target size is the loaders' agreed signal to stop before decoding pixels.
    gdk_pixbuf_loader_set_size(loader, 0, 0);
  }
}

gulong easel_pixbuf_loader_limit_size(GdkPixbufLoader *loader, EaselImageSizeLimit *limit) {
  return g_signal_connect(loader, "size-prepared", G_CALLBACK(easel_on_size_prepared), limit);
}

PangoFcFontMap *easel_pango_fc_font_map(PangoFontMap *font_map) {
  return PANGO_IS_FC_FONT_MAP(font_map) ? PANGO_FC_FONT_MAP(font_map) : NULL;
}
