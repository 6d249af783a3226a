#ifndef CEASELSHIM_H
#define CEASELSHIM_H

// What Swift cannot call directly: GObject signal connection (a macro with a function-pointer cast), GObject
// type-checked casts and the GType macros. Everything else EaselCairo and EaselGTK call through CGtk.

#include <gdk/gdk.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include "EaselAccessibility.h"
#include "EaselMainLoop.h"

/// What a pixbuf loader reported about an image's size, and whether decoding was stopped because of it.
typedef struct {
  /// The largest pixel count (width × height) to decode.
  gint64 max_pixels;
  /// The largest width or height to decode (cairo image surfaces are limited to 32767).
  gint max_dimension;
  /// The image's size in pixels, once the loader has read the header; 0 before.
  gint width;
  gint height;
  /// Nonzero when the image exceeded a limit and the loader was told to stop.
  gint too_large;
} EaselImageSizeLimit;

/// Watches `loader`'s "size-prepared" signal: records the size in `limit` and, when the image exceeds it,
/// asks the loader for a 0×0 image, which makes gdk-pixbuf's loaders fail before allocating the full bitmap
/// (gdk_pixbuf_get_file_info stops loaders the same way). `limit` must outlive the loader's writes.
/// Returns the handler id.
gulong easel_pixbuf_loader_limit_size(GdkPixbufLoader *loader, EaselImageSizeLimit *limit);

/// `font_map` as a fontconfig font map, or NULL when it is not one.
PangoFcFontMap *easel_pango_fc_font_map(PangoFontMap *font_map);

/// A clipboard content provider of `text` (UTF-8), which GDK offers in every text format other applications ask
/// for, as gdk_clipboard_set_text does.
GdkContentProvider *easel_content_provider_new_for_text(const char *text);

/// A clipboard content provider of `texture`, which GDK offers as image/png and the other image formats it
/// serializes textures to.
GdkContentProvider *easel_content_provider_new_for_texture(GdkTexture *texture);

/// Whether `formats` can be read as text, directly or through a GDK deserializer.
gboolean easel_content_formats_have_text(GdkContentFormats *formats);

/// Whether `formats` can be read as a texture (an image in any format GDK decodes).
gboolean easel_content_formats_have_texture(GdkContentFormats *formats);

/// `object`'s boolean property `name` (g_object_get is variadic, which Swift cannot call).
gboolean easel_object_get_boolean(gpointer object, const char *name);

/// Sets `object`'s boolean property `name` (g_object_set is variadic too).
void easel_object_set_boolean(gpointer object, const char *name, gboolean value);

/// `object`'s integer property `name`.
gint easel_object_get_int(gpointer object, const char *name);

/// `object`'s string property `name`, to be freed with g_free; NULL when unset.
gchar *easel_object_dup_string(gpointer object, const char *name);

#endif
