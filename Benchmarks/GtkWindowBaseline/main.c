// The memory and idle benchmarks' baseline: a plain GTK 4 window with one drawing area, as a C program would write it,
// so an Easel app's resident memory and CPU time at rest can be read next to what GTK itself costs in the same run.
//
// It prints "first-frame" once its first frame has been painted (as Easel apps do with EASEL_REPORT_FIRST_FRAME=1),
// then stays at rest until SIGTERM, or quits by itself a few seconds later (BASELINE_REST_SECONDS, 5 unless set) so
// that it never outlives its reader.
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

// Long enough for a reader to look at /proc/<pid>/status at rest; short enough not to linger when run by hand. The
// idle benchmark, which watches the window for longer, sets BASELINE_REST_SECONDS.
enum { REST_SECONDS = 5 };

static guint rest_seconds(void) {
  const char *value = getenv("BASELINE_REST_SECONDS");
  int seconds = value ? atoi(value) : 0;
  return seconds > 0 ? (guint)seconds : REST_SECONDS;
}

static gboolean quit(gpointer application) {
  g_application_quit(G_APPLICATION(application));
  return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer application) {
  g_signal_handlers_disconnect_by_func(clock, after_paint, application);
  puts("first-frame");
  fflush(stdout);
  g_timeout_add_seconds(rest_seconds(), quit, application);
}

static void draw(GtkDrawingArea *area, cairo_t *cairo, int width, int height, gpointer application) {
  (void)area;
  cairo_set_source_rgb(cairo, 1, 1, 1);
  cairo_paint(cairo);
  cairo_set_source_rgb(cairo, 0.2, 0.4, 0.9);
  cairo_rectangle(cairo, width / 4.0, height / 4.0, width / 2.0, height / 2.0);
  cairo_fill(cairo);
  // The frame being painted is the first one: report it once it has been painted.
  static gboolean reported = FALSE;
  if (!reported) {
    reported = TRUE;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(area));
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), application);
  }
}

static void activate(GtkApplication *application, gpointer data) {
  (void)data;
  GtkWidget *window = gtk_application_window_new(application);
  gtk_window_set_title(GTK_WINDOW(window), "GTK window baseline");
  gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
  GtkWidget *area = gtk_drawing_area_new();
  gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, application, NULL);
  gtk_window_set_child(GTK_WINDOW(window), area);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  GtkApplication *application = gtk_application_new("org.easel.GtkWindowBaseline", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
  g_unix_signal_add(SIGTERM, quit, application);
  int status = g_application_run(G_APPLICATION(application), argc, argv);
  g_object_unref(application);
  return status;
}
