#include "EaselAccessibility.h"

#include <math.h>

#define EASEL_TYPE_PROXY (easel_proxy_get_type())
G_DECLARE_FINAL_TYPE(EaselProxy, easel_proxy, EASEL, PROXY, GtkWidget)

static gboolean easel_is_proxy(GtkWidget *widget);

// Where a proxy sits, in its canvas's coordinates; a widget's children are allocated relative to it.
typedef struct {
  double x, y, width, height;
} EaselRect;

static GQuark easel_rect_quark(void) { return g_quark_from_static_string("easel-accessible-rect"); }

static EaselRect easel_rect_of(GtkWidget *widget) {
  EaselRect *rect = g_object_get_qdata(G_OBJECT(widget), easel_rect_quark());
  return rect ? *rect : (EaselRect){0, 0, 0, 0};
}

// Allocates each child of `widget` at its rect, relative to `widget`'s own (the canvas is at the origin).
static void easel_allocate_children(GtkWidget *widget, EaselRect origin) {
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    // Other children (a popover the app attached, such as the emoji chooser) are their owners' to place.
    if (!easel_is_proxy(child)) continue;
    int minimum, natural;
    // GTK wants a measure before an allocation.
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
    EaselRect rect = easel_rect_of(child);
    GtkAllocation allocation = {(int)(rect.x - origin.x), (int)(rect.y - origin.y), (int)rect.width,
                                (int)rect.height};
    gtk_widget_size_allocate(child, &allocation, -1);
  }
}

// The style that keeps a proxy's box exactly its rect: no margin, padding, border or minimum size.
static void easel_install_proxy_style(GtkWidget *widget) {
  GdkDisplay *display = gtk_widget_get_display(widget);
  if (g_object_get_data(G_OBJECT(display), "easel-proxy-style")) return;
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider,
                                  ".easel-proxy { margin: 0; padding: 0; border: none; min-width: 0; "
                                  "min-height: 0; box-shadow: none; outline: none; }",
                                  -1);
  gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  g_object_set_data_full(G_OBJECT(display), "easel-proxy-style", provider, g_object_unref);
}

// MARK: The canvas

#define EASEL_TYPE_CANVAS (easel_canvas_get_type())
G_DECLARE_FINAL_TYPE(EaselCanvas, easel_canvas, EASEL, CANVAS, GtkDrawingArea)

struct _EaselCanvas {
  GtkDrawingArea parent_instance;
};

G_DEFINE_TYPE(EaselCanvas, easel_canvas, GTK_TYPE_DRAWING_AREA)

static void easel_canvas_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  GTK_WIDGET_CLASS(easel_canvas_parent_class)->size_allocate(widget, width, height, baseline);
  easel_allocate_children(widget, (EaselRect){0, 0, width, height});
}

static void easel_canvas_dispose(GObject *object) {
  GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(object));
  while (child) {
    GtkWidget *next = gtk_widget_get_next_sibling(child);
    if (easel_is_proxy(child)) gtk_widget_unparent(child);
    child = next;
  }
  G_OBJECT_CLASS(easel_canvas_parent_class)->dispose(object);
}

static void easel_canvas_class_init(EaselCanvasClass *klass) {
  GTK_WIDGET_CLASS(klass)->size_allocate = easel_canvas_size_allocate;
  G_OBJECT_CLASS(klass)->dispose = easel_canvas_dispose;
}

static void easel_canvas_init(EaselCanvas *canvas) { (void)canvas; }

GtkWidget *easel_canvas_new(void) { return g_object_new(EASEL_TYPE_CANVAS, NULL); }

// MARK: Proxies

// What a proxy reports its actions to, whichever widget class it is.
typedef struct {
  EaselProxyActionHandler handler;
  gpointer data;
  GDestroyNotify destroy;
} EaselProxyHandler;

static GQuark easel_handler_quark(void) { return g_quark_from_static_string("easel-proxy-handler"); }

static void easel_handler_free(gpointer data) {
  EaselProxyHandler *handler = data;
  if (handler->destroy && handler->data) handler->destroy(handler->data);
  g_free(handler);
}

static gboolean easel_is_proxy(GtkWidget *widget) {
  return g_object_get_qdata(G_OBJECT(widget), easel_handler_quark()) != NULL;
}

static void easel_proxy_report(GtkWidget *widget, const char *action) {
  EaselProxyHandler *handler = g_object_get_qdata(G_OBJECT(widget), easel_handler_quark());
  if (handler && handler->handler) handler->handler(action, handler->data);
}

// Lets the handler go when the proxy is disposed, so that nothing reaches it from a proxy on its way out.
static void easel_proxy_release(GObject *object) { g_object_set_qdata(object, easel_handler_quark(), NULL); }

static const struct {
  guint bit;
  const char *name;
} easel_proxy_actions[] = {
    {EASEL_PROXY_ACTION_ACTIVATE, "activate"},   {EASEL_PROXY_ACTION_INCREMENT, "increment"},
    {EASEL_PROXY_ACTION_DECREMENT, "decrement"}, {EASEL_PROXY_ACTION_ESCAPE, "escape"},
    {EASEL_PROXY_ACTION_DELETE, "delete"},       {EASEL_PROXY_ACTION_SHOW_MENU, "show-menu"},
    {EASEL_PROXY_ACTION_MAGIC_TAP, "magic-tap"},
};

static void easel_proxy_on_action(GtkWidget *widget, const char *action_name, GVariant *parameter) {
  (void)parameter;
  // "proxy.activate" reports "activate".
  easel_proxy_report(widget, action_name + strlen("proxy."));
}

static void easel_install_proxy_actions(GtkWidgetClass *widget_class) {
  for (gsize i = 0; i < G_N_ELEMENTS(easel_proxy_actions); i++) {
    char *name = g_strconcat("proxy.", easel_proxy_actions[i].name, NULL);
    gtk_widget_class_install_action(widget_class, name, NULL, easel_proxy_on_action);
    g_free(name);
  }
}

static void easel_init_proxy(GtkWidget *widget) {
  gtk_widget_add_css_class(widget, "easel-proxy");
  // A proxy takes no clicks: they go to the canvas beneath, which draws what the proxy stands for.
  gtk_widget_set_can_target(widget, FALSE);
}

// A proxy of any role: a plain widget, whose children are the proxies of the elements inside.
struct _EaselProxy {
  GtkWidget parent_instance;
};

G_DEFINE_TYPE(EaselProxy, easel_proxy, GTK_TYPE_WIDGET)

static void easel_proxy_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  (void)width, (void)height, (void)baseline;
  easel_allocate_children(widget, easel_rect_of(widget));
}

static void easel_proxy_dispose(GObject *object) {
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
  easel_proxy_release(object);
  G_OBJECT_CLASS(easel_proxy_parent_class)->dispose(object);
}

static void easel_proxy_class_init(EaselProxyClass *klass) {
  GTK_WIDGET_CLASS(klass)->size_allocate = easel_proxy_size_allocate;
  G_OBJECT_CLASS(klass)->dispose = easel_proxy_dispose;
  easel_install_proxy_actions(GTK_WIDGET_CLASS(klass));
}

static void easel_proxy_init(EaselProxy *proxy) { easel_init_proxy(GTK_WIDGET(proxy)); }

// A slider's proxy: GTK 4.8 gives AT-SPI's Value interface only to its own range widgets, so it is a scale, whose
// adjustment holds the slider's value and range; a value a reader sets is reported as the action "value".
#define EASEL_TYPE_SCALE_PROXY (easel_scale_proxy_get_type())
G_DECLARE_FINAL_TYPE(EaselScaleProxy, easel_scale_proxy, EASEL, SCALE_PROXY, GtkScale)

struct _EaselScaleProxy {
  GtkScale parent_instance;
  // Set while the proxy shows a new value, which is no reader's.
  gboolean is_updating;
};

G_DEFINE_TYPE(EaselScaleProxy, easel_scale_proxy, GTK_TYPE_SCALE)

static void easel_scale_proxy_dispose(GObject *object) {
  easel_proxy_release(object);
  G_OBJECT_CLASS(easel_scale_proxy_parent_class)->dispose(object);
}

static void easel_scale_proxy_class_init(EaselScaleProxyClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = easel_scale_proxy_dispose;
  easel_install_proxy_actions(GTK_WIDGET_CLASS(klass));
}

static void easel_scale_proxy_value_changed(GtkRange *range, gpointer data) {
  (void)data;
  if (!EASEL_SCALE_PROXY(range)->is_updating) easel_proxy_report(GTK_WIDGET(range), "value");
}

static void easel_scale_proxy_init(EaselScaleProxy *proxy) {
  easel_init_proxy(GTK_WIDGET(proxy));
  g_signal_connect(proxy, "value-changed", G_CALLBACK(easel_scale_proxy_value_changed), NULL);
}

// A text field's proxy: GTK 4.8 gives AT-SPI's Text and EditableText interfaces only to its own text widgets, so it
// is an entry, whose text and selection follow the field's; its edits send the text-changed and caret-moved events
// by which readers echo typing and follow the caret.
#define EASEL_TYPE_ENTRY_PROXY (easel_entry_proxy_get_type())
G_DECLARE_FINAL_TYPE(EaselEntryProxy, easel_entry_proxy, EASEL, ENTRY_PROXY, GtkEntry)

struct _EaselEntryProxy {
  GtkEntry parent_instance;
  // Set while the proxy shows the field's text, which is no reader's edit.
  gboolean is_updating;
};

G_DEFINE_TYPE(EaselEntryProxy, easel_entry_proxy, GTK_TYPE_ENTRY)

static void easel_entry_proxy_dispose(GObject *object) {
  easel_proxy_release(object);
  G_OBJECT_CLASS(easel_entry_proxy_parent_class)->dispose(object);
}

static void easel_entry_proxy_class_init(EaselEntryProxyClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = easel_entry_proxy_dispose;
  easel_install_proxy_actions(GTK_WIDGET_CLASS(klass));
}

static void easel_entry_proxy_changed(GtkEditable *editable, gpointer data) {
  (void)data;
  if (!EASEL_ENTRY_PROXY(editable)->is_updating) easel_proxy_report(GTK_WIDGET(editable), "text");
}

static void easel_entry_proxy_init(EaselEntryProxy *proxy) {
  easel_init_proxy(GTK_WIDGET(proxy));
  // A reader's edit through AT-SPI's EditableText (insert, delete, set the contents) is reported as the action
  // "text", for the field to take.
  g_signal_connect(proxy, "changed", G_CALLBACK(easel_entry_proxy_changed), NULL);
  // The drawing area's input method composes the field's text: this entry's own must not take the desktop's
  // input method (IBus) from it when the entry takes GTK's focus for readers to follow.
  g_object_set(proxy, "im-module", "gtk-im-context-simple", NULL);
}

static gboolean easel_takes_actions(GtkWidget *widget) {
  return EASEL_IS_PROXY(widget) || EASEL_IS_SCALE_PROXY(widget) || EASEL_IS_ENTRY_PROXY(widget);
}

// A stepper's proxy: GTK 4.8 gives AT-SPI's Value interface with a step only to its own spin button, which cannot be
// subclassed, so it is one, marked while the proxy shows a new value, which is no reader's.
static GQuark easel_updating_quark(void) { return g_quark_from_static_string("easel-proxy-updating"); }

static gboolean easel_is_spin_proxy(GtkWidget *widget) { return GTK_IS_SPIN_BUTTON(widget) && easel_is_proxy(widget); }

static void easel_spin_proxy_value_changed(GtkSpinButton *spin, gpointer data) {
  (void)data;
  if (!g_object_get_qdata(G_OBJECT(spin), easel_updating_quark())) easel_proxy_report(GTK_WIDGET(spin), "value");
}

static GtkWidget *easel_spin_proxy_new(GtkAccessibleRole role) {
  GtkWidget *widget = g_object_new(GTK_TYPE_SPIN_BUTTON, "accessible-role", role, "numeric", TRUE, NULL);
  easel_init_proxy(widget);
  // Its text and its − and + buttons are its own parts: readers reach the value through the Value interface, and
  // unnamed buttons would be read by their class names.
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  }
  // The drawing area's input method stays the desktop's (IBus), as for a field's proxy.
  GtkEditable *text = gtk_editable_get_delegate(GTK_EDITABLE(widget));
  if (text) g_object_set(text, "im-module", "gtk-im-context-simple", NULL);
  g_signal_connect(widget, "value-changed", G_CALLBACK(easel_spin_proxy_value_changed), NULL);
  return widget;
}

static void easel_spin_action_activated(GSimpleAction *action, GVariant *parameter, gpointer data) {
  (void)parameter;
  easel_proxy_report(GTK_WIDGET(data), g_action_get_name(G_ACTION(action)));
}

// A spin button has no actions of its class to enable: its actions are a group of the same names ("proxy.increment").
static void easel_spin_proxy_set_actions(GtkWidget *proxy, guint mask) {
  GSimpleActionGroup *group = g_simple_action_group_new();
  for (gsize i = 0; i < G_N_ELEMENTS(easel_proxy_actions); i++) {
    if (!(mask & easel_proxy_actions[i].bit)) continue;
    GSimpleAction *action = g_simple_action_new(easel_proxy_actions[i].name, NULL);
    g_signal_connect(action, "activate", G_CALLBACK(easel_spin_action_activated), proxy);
    g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
    g_object_unref(action);
  }
  gtk_widget_insert_action_group(proxy, "proxy", G_ACTION_GROUP(group));
  g_object_unref(group);
}

GtkWidget *easel_proxy_new(EaselProxyKind kind, GtkAccessibleRole role, EaselProxyActionHandler handler,
                           gpointer data, GDestroyNotify destroy) {
  GtkWidget *widget;
  switch (kind) {
  case EASEL_PROXY_KIND_RANGE:
    widget = g_object_new(EASEL_TYPE_SCALE_PROXY, "accessible-role", role, NULL);
    break;
  case EASEL_PROXY_KIND_PROGRESS:
    widget = g_object_new(GTK_TYPE_PROGRESS_BAR, "accessible-role", role, NULL);
    easel_init_proxy(widget);
    break;
  case EASEL_PROXY_KIND_TEXT:
    widget = g_object_new(EASEL_TYPE_ENTRY_PROXY, "accessible-role", role, NULL);
    break;
  case EASEL_PROXY_KIND_SPIN:
    widget = easel_spin_proxy_new(role);
    break;
  default:
    widget = g_object_new(EASEL_TYPE_PROXY, "accessible-role", role, NULL);
    break;
  }
  EaselProxyHandler *proxy_handler = g_new0(EaselProxyHandler, 1);
  *proxy_handler = (EaselProxyHandler){handler, data, destroy};
  g_object_set_qdata_full(G_OBJECT(widget), easel_handler_quark(), proxy_handler, easel_handler_free);
  easel_proxy_set_actions(widget, 0);
  return widget;
}

void easel_scale_proxy_set_value(GtkWidget *proxy, double value, double lower, double upper, double step) {
  EaselScaleProxy *scale = EASEL_SCALE_PROXY(proxy);
  scale->is_updating = TRUE;
  gtk_adjustment_configure(gtk_range_get_adjustment(GTK_RANGE(proxy)), value, lower, upper, step, step * 10, 0);
  scale->is_updating = FALSE;
}

void easel_spin_proxy_set_value(GtkWidget *proxy, double value, double lower, double upper, double step) {
  g_object_set_qdata(G_OBJECT(proxy), easel_updating_quark(), GINT_TO_POINTER(1));
  GtkSpinButton *spin = GTK_SPIN_BUTTON(proxy);
  // Enough digits to show a fractional step.
  guint digits = step > 0 && step < 1 ? (guint)MIN(6, ceil(-log10(step) - 1e-9)) : 0;
  if (gtk_spin_button_get_digits(spin) != digits) gtk_spin_button_set_digits(spin, digits);
  gtk_adjustment_configure(gtk_spin_button_get_adjustment(spin), value, lower, upper, step, step * 10, 0);
  g_object_set_qdata(G_OBJECT(proxy), easel_updating_quark(), NULL);
}

double easel_value_proxy_get_value(GtkWidget *proxy) {
  if (GTK_IS_SPIN_BUTTON(proxy)) return gtk_spin_button_get_value(GTK_SPIN_BUTTON(proxy));
  return gtk_range_get_value(GTK_RANGE(proxy));
}

void easel_progress_proxy_set_fraction(GtkWidget *proxy, double fraction) {
  gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(proxy), fraction);
}

void easel_entry_proxy_set_text(GtkWidget *proxy, const char *text, int selection_start, int selection_end) {
  GtkEditable *editable = GTK_EDITABLE(proxy);
  EASEL_ENTRY_PROXY(proxy)->is_updating = TRUE;
  const char *old = gtk_editable_get_text(editable);
  if (strcmp(old, text) != 0) {
    // Only the part that changed is replaced, so that readers hear what was typed or deleted, not the whole text.
    glong old_length = g_utf8_strlen(old, -1), new_length = g_utf8_strlen(text, -1);
    glong prefix = 0;
    const char *o = old, *n = text;
    while (*o && *n && g_utf8_get_char(o) == g_utf8_get_char(n)) {
      o = g_utf8_next_char(o), n = g_utf8_next_char(n), prefix++;
    }
    glong suffix = 0;
    const char *old_end = old + strlen(old), *new_end = text + strlen(text);
    while (suffix < old_length - prefix && suffix < new_length - prefix) {
      const char *o_prev = g_utf8_prev_char(old_end), *n_prev = g_utf8_prev_char(new_end);
      if (g_utf8_get_char(o_prev) != g_utf8_get_char(n_prev)) break;
      old_end = o_prev, new_end = n_prev, suffix++;
    }
    if (old_length - suffix > prefix) gtk_editable_delete_text(editable, (int)prefix, (int)(old_length - suffix));
    if (new_end > n) {
      int position = (int)prefix;
      gtk_editable_insert_text(editable, n, (int)(new_end - n), &position);
    }
  }
  gtk_editable_select_region(editable, selection_start, selection_end);
  EASEL_ENTRY_PROXY(proxy)->is_updating = FALSE;
}

const char *easel_entry_proxy_get_text(GtkWidget *proxy) { return gtk_editable_get_text(GTK_EDITABLE(proxy)); }

void easel_proxy_grab_focus(GtkWidget *proxy) {
  // An entry selects all its text when it takes the focus; a field's proxy shows the field's selection instead.
  if (EASEL_IS_ENTRY_PROXY(proxy))
    gtk_entry_grab_focus_without_selecting(GTK_ENTRY(proxy));
  else
    gtk_widget_grab_focus(proxy);
}

gboolean easel_focus_is_in_input_proxy(GtkWidget *window) {
  for (GtkWidget *widget = gtk_root_get_focus(GTK_ROOT(window)); widget; widget = gtk_widget_get_parent(widget)) {
    if (EASEL_IS_SCALE_PROXY(widget) || EASEL_IS_ENTRY_PROXY(widget) || easel_is_spin_proxy(widget)) return TRUE;
  }
  return FALSE;
}

void easel_proxy_attach(GtkWidget *proxy, GtkWidget *parent, GtkWidget *previous, gboolean focusable) {
  easel_install_proxy_style(parent);
  // GTK 4.8 announces a new child only once its accessible context is realized; toggling `focusable` realizes
  // it, and showing it then sends children-changed.
  gtk_widget_set_visible(proxy, FALSE);
  gtk_widget_insert_after(proxy, parent, previous);
  gtk_widget_set_focusable(proxy, !focusable);
  gtk_widget_set_focusable(proxy, focusable);
  gtk_widget_set_visible(proxy, TRUE);
}

void easel_proxy_move_after(GtkWidget *proxy, GtkWidget *previous) {
  gtk_widget_insert_after(proxy, gtk_widget_get_parent(proxy), previous);
}

void easel_proxy_set_actions(GtkWidget *proxy, guint mask) {
  if (easel_is_spin_proxy(proxy)) {
    easel_spin_proxy_set_actions(proxy, mask);
    return;
  }
  // A progress bar's proxy is GTK's own, which has no actions to offer.
  if (!easel_takes_actions(proxy)) return;
  for (gsize i = 0; i < G_N_ELEMENTS(easel_proxy_actions); i++) {
    char *name = g_strconcat("proxy.", easel_proxy_actions[i].name, NULL);
    gtk_widget_action_set_enabled(proxy, name, (mask & easel_proxy_actions[i].bit) != 0);
    g_free(name);
  }
}

static void easel_named_action_activated(GSimpleAction *action, GVariant *parameter, gpointer data) {
  (void)parameter;
  easel_proxy_report(GTK_WIDGET(data), g_object_get_data(G_OBJECT(action), "easel-action-name"));
}

void easel_proxy_set_named_actions(GtkWidget *proxy, const char *const *names, guint count) {
  if (count == 0) {
    gtk_widget_insert_action_group(proxy, "custom", NULL);
    return;
  }
  GSimpleActionGroup *group = g_simple_action_group_new();
  for (guint i = 0; i < count; i++) {
    // Action names allow only letters, digits, '-' and '.': the name is kept whole beside it for the handler.
    GString *valid = g_string_new(NULL);
    for (const char *c = names[i]; *c; c++) g_string_append_c(valid, g_ascii_isalnum(*c) ? *c : '-');
    if (valid->len == 0) g_string_append(valid, "action");
    // Two names alike once cleaned keep apart by their place.
    if (g_action_map_lookup_action(G_ACTION_MAP(group), valid->str)) g_string_append_printf(valid, "-%u", i);
    GSimpleAction *action = g_simple_action_new(valid->str, NULL);
    g_object_set_data_full(G_OBJECT(action), "easel-action-name", g_strdup(names[i]), g_free);
    g_signal_connect(action, "activate", G_CALLBACK(easel_named_action_activated), proxy);
    g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
    g_object_unref(action);
    g_string_free(valid, TRUE);
  }
  gtk_widget_insert_action_group(proxy, "custom", G_ACTION_GROUP(group));
  g_object_unref(group);
}

void easel_accessible_set_rect(GtkWidget *widget, double x, double y, double width, double height) {
  EaselRect *rect = g_object_get_qdata(G_OBJECT(widget), easel_rect_quark());
  if (rect && rect->x == x && rect->y == y && rect->width == width && rect->height == height) return;
  if (!rect) {
    rect = g_new0(EaselRect, 1);
    g_object_set_qdata_full(G_OBJECT(widget), easel_rect_quark(), rect, g_free);
  }
  *rect = (EaselRect){x, y, width, height};
  GtkWidget *parent = gtk_widget_get_parent(widget);
  if (parent) gtk_widget_queue_allocate(parent);
}

void easel_accessible_set_string(GtkWidget *widget, GtkAccessibleProperty property, const char *value) {
  if (value)
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
  else
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
}

void easel_accessible_set_double(GtkWidget *widget, GtkAccessibleProperty property, double value) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}

void easel_accessible_set_int(GtkWidget *widget, GtkAccessibleProperty property, int value) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}

void easel_accessible_set_checked(GtkWidget *widget, int checked) {
  if (checked < 0)
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED);
  else
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

void easel_accessible_set_bool_state(GtkWidget *widget, GtkAccessibleState state, int value) {
  if (value < 0)
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), state);
  else
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, (gboolean)value, -1);
}

// MARK: The desktop's accessibility status

gboolean easel_a11y_status_get(const char *property) {
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
  if (!bus) return FALSE;
  GVariant *reply = g_dbus_connection_call_sync(
      bus, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
      g_variant_new("(ss)", "org.a11y.Status", property), G_VARIANT_TYPE("(v)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 500,
      NULL, NULL);
  g_object_unref(bus);
  if (!reply) return FALSE;
  GVariant *value = NULL;
  g_variant_get(reply, "(v)", &value);
  gboolean result = value && g_variant_is_of_type(value, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(value);
  if (value) g_variant_unref(value);
  g_variant_unref(reply);
  return result;
}

typedef struct {
  void (*changed)(gpointer);
  gpointer data;
  GDestroyNotify destroy;
} EaselStatusWatch;

static void easel_status_changed(GDBusConnection *bus, const char *sender, const char *path, const char *interface,
                                 const char *signal, GVariant *parameters, gpointer user_data) {
  (void)bus, (void)sender, (void)path, (void)interface, (void)signal, (void)parameters;
  EaselStatusWatch *watch = user_data;
  watch->changed(watch->data);
}

static void easel_status_watch_free(gpointer user_data) {
  EaselStatusWatch *watch = user_data;
  if (watch->destroy) watch->destroy(watch->data);
  g_free(watch);
}

// GIO keeps one session bus connection per process: each call here gets that one.
guint easel_a11y_status_watch(void (*changed)(gpointer data), gpointer data, GDestroyNotify destroy) {
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
  if (!bus) {
    if (destroy) destroy(data);
    return 0;
  }
  EaselStatusWatch *watch = g_new0(EaselStatusWatch, 1);
  *watch = (EaselStatusWatch){changed, data, destroy};
  guint subscription = g_dbus_connection_signal_subscribe(
      bus, NULL, "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus", "org.a11y.Status",
      G_DBUS_SIGNAL_FLAGS_NONE, easel_status_changed, watch, easel_status_watch_free);
  g_object_unref(bus);
  return subscription;
}

void easel_a11y_status_unwatch(guint subscription) {
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
  if (!bus) return;
  if (subscription) g_dbus_connection_signal_unsubscribe(bus, subscription);
  g_object_unref(bus);
}
