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

GdkContentProvider *easel_content_provider_new_for_text(const char *text) {
  return gdk_content_provider_new_typed(G_TYPE_STRING, text);
}

GdkContentProvider *easel_content_provider_new_for_texture(GdkTexture *texture) {
  return gdk_content_provider_new_typed(GDK_TYPE_TEXTURE, texture);
}

static gboolean easel_content_formats_have_gtype(GdkContentFormats *formats, GType type) {
  GdkContentFormats *readable = gdk_content_formats_union_deserialize_gtypes(gdk_content_formats_ref(formats));
  gboolean found = gdk_content_formats_contain_gtype(readable, type);
  gdk_content_formats_unref(readable);
  return found;
}

gboolean easel_content_formats_have_text(GdkContentFormats *formats) {
  return easel_content_formats_have_gtype(formats, G_TYPE_STRING);
}

gboolean easel_content_formats_have_texture(GdkContentFormats *formats) {
  return easel_content_formats_have_gtype(formats, GDK_TYPE_TEXTURE);
}

gboolean easel_object_get_boolean(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

void easel_object_set_boolean(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

gint easel_object_get_int(gpointer object, const char *name) {
  gint value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

gchar *easel_object_dup_string(gpointer object, const char *name) {
  gchar *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}
