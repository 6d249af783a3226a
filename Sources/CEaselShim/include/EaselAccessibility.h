#ifndef EASEL_ACCESSIBILITY_H
#define EASEL_ACCESSIBILITY_H

// The GTK side of Easel's accessibility bridge. Easel draws every view into one drawing area, the canvas; for
// assistive technologies it gives the canvas child widgets that draw nothing, the proxies, one per accessibility
// element, whose roles, names, states and actions GTK 4 publishes over AT-SPI. GObject subclasses and GTK's
// variadic accessibility calls cannot be written in Swift, so they are here.

#include <gtk/gtk.h>

/// The actions a proxy can offer, as bits of a mask.
typedef enum {
  EASEL_PROXY_ACTION_ACTIVATE = 1 << 0,
  EASEL_PROXY_ACTION_INCREMENT = 1 << 1,
  EASEL_PROXY_ACTION_DECREMENT = 1 << 2,
  EASEL_PROXY_ACTION_ESCAPE = 1 << 3,
  EASEL_PROXY_ACTION_DELETE = 1 << 4,
  EASEL_PROXY_ACTION_SHOW_MENU = 1 << 5,
  EASEL_PROXY_ACTION_MAGIC_TAP = 1 << 6,
} EaselProxyAction;

/// Called on the main thread when an assistive technology performs `action` on a proxy: "activate", "increment",
/// "decrement", "escape", "delete", "show-menu", "magic-tap", or a named action's name as the app gave it; "value"
/// when it set a range proxy's value, "text" when it edited a text proxy's text.
typedef void (*EaselProxyActionHandler)(const char *action, gpointer data);

/// A drawing area whose children (the proxies) are allocated at the rects `easel_accessible_set_rect` gives them.
/// It never draws its children.
GtkWidget *easel_canvas_new(void);

/// The widget a proxy is, for the AT-SPI interfaces GTK 4.8 gives only to its own widgets.
typedef enum {
  /// A plain widget, which holds the proxies of the elements inside.
  EASEL_PROXY_KIND_PLAIN,
  /// A scale: AT-SPI's Value interface, which a reader may set (reported as the action "value").
  EASEL_PROXY_KIND_RANGE,
  /// A progress bar: AT-SPI's Value interface, read only. It has no actions.
  EASEL_PROXY_KIND_PROGRESS,
  /// An entry: AT-SPI's Text and EditableText interfaces and their text and caret events. A reader's edit is
  /// reported as the action "text".
  EASEL_PROXY_KIND_TEXT,
  /// A spin button: AT-SPI's Value interface with a step, which a reader may set (reported as the action "value").
  EASEL_PROXY_KIND_SPIN,
} EaselProxyKind;

/// A proxy of `kind` and `role` that reports actions to `handler` (`destroy` frees `data` with the proxy). It has
/// no actions until `easel_proxy_set_actions` gives them.
GtkWidget *easel_proxy_new(EaselProxyKind kind, GtkAccessibleRole role, EaselProxyActionHandler handler,
                           gpointer data, GDestroyNotify destroy);

/// Shows `value` in `lower...upper`, moved by `step`, on a range proxy, which reports no action for it.
void easel_scale_proxy_set_value(GtkWidget *proxy, double value, double lower, double upper, double step);

/// Shows `value` in `lower...upper`, moved by `step`, on a spin proxy, which reports no action for it.
void easel_spin_proxy_set_value(GtkWidget *proxy, double value, double lower, double upper, double step);

/// The value of a range or spin proxy: after its action "value", the value a reader set.
double easel_value_proxy_get_value(GtkWidget *proxy);

/// Shows `fraction` (0 to 1) on a progress proxy.
void easel_progress_proxy_set_fraction(GtkWidget *proxy, double fraction);

/// Shows `text` on a text proxy, replacing only what changed, and selects the characters (Unicode code points)
/// from `selection_start` to `selection_end`: equal, the caret is there.
void easel_entry_proxy_set_text(GtkWidget *proxy, const char *text, int selection_start, int selection_end);

/// The text of a text proxy: after its action "text", the text as a reader edited it. Owned by the proxy.
const char *easel_entry_proxy_get_text(GtkWidget *proxy);

/// Gives `proxy` GTK's focus, keeping a text proxy's selection as it is.
void easel_proxy_grab_focus(GtkWidget *proxy);

/// Whether GTK's focus in `window` is in a range, spin or text proxy, whose own key handling must not see keys the
/// views did not use.
gboolean easel_focus_is_in_input_proxy(GtkWidget *window);

/// Puts `proxy` under `parent` (the canvas or another proxy), after `previous` (NULL: first), in a way that tells
/// an assistive technology which has already read `parent` that it arrived.
void easel_proxy_attach(GtkWidget *proxy, GtkWidget *parent, GtkWidget *previous, gboolean focusable);

/// Moves an attached proxy after `previous` among its siblings (NULL: first).
void easel_proxy_move_after(GtkWidget *proxy, GtkWidget *previous);

/// Offers the actions of `mask`, and no others.
void easel_proxy_set_actions(GtkWidget *proxy, guint mask);

/// Offers the named actions `names` (UTF-8), replacing earlier ones.
void easel_proxy_set_named_actions(GtkWidget *proxy, const char *const *names, guint count);

/// Places `widget` (a proxy) at a rect in its canvas's coordinates.
void easel_accessible_set_rect(GtkWidget *widget, double x, double y, double width, double height);

/// Sets a string property (LABEL, DESCRIPTION, PLACEHOLDER, VALUE_TEXT); NULL resets it.
void easel_accessible_set_string(GtkWidget *widget, GtkAccessibleProperty property, const char *value);

/// Sets a number property (VALUE_NOW, VALUE_MIN, VALUE_MAX).
void easel_accessible_set_double(GtkWidget *widget, GtkAccessibleProperty property, double value);

/// Sets an integer property (LEVEL).
void easel_accessible_set_int(GtkWidget *widget, GtkAccessibleProperty property, int value);

/// Sets CHECKED (a tristate: -1 resets it, 0 false, 1 true).
void easel_accessible_set_checked(GtkWidget *widget, int checked);

/// Sets a boolean state (EXPANDED, SELECTED…): -1 resets it, 0 false, 1 true.
void easel_accessible_set_bool_state(GtkWidget *widget, GtkAccessibleState state, int value);

/// Reads the boolean `property` ("IsEnabled", "ScreenReaderEnabled") of the desktop's accessibility status
/// (org.a11y.Status on the session bus): whether an assistive technology, or a screen reader, is running. FALSE when
/// no session bus or no accessibility bus answers within half a second.
gboolean easel_a11y_status_get(const char *property);

/// Calls `changed` with `data` on the main thread whenever the accessibility status changes (Orca starting or
/// stopping); returns the subscription, which `easel_a11y_status_unwatch` ends (0 when there is no session bus).
guint easel_a11y_status_watch(void (*changed)(gpointer data), gpointer data, GDestroyNotify destroy);

/// Ends a subscription of `easel_a11y_status_watch`.
void easel_a11y_status_unwatch(guint subscription);

#endif
