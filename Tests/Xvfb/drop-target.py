# A minimal GTK 4 application that takes dropped text and prints it, standing in for a text editor in the
# real-window tests. Usage: /usr/bin/python3 drop-target.py   (prints "DROPPED: <text>" and exits on a drop)
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drop Target")
    window.set_default_size(200, 120)
    label = Gtk.Label(label="DROP HERE")
    target = Gtk.DropTarget.new(GObject.TYPE_STRING, Gdk.DragAction.COPY)

    def dropped(_target, value, _x, _y):
        print("DROPPED: " + str(value), flush=True)
        GLib.timeout_add(100, app.quit)
        return True

    target.connect("drop", dropped)
    label.add_controller(target)
    window.set_child(label)
    window.present()


app = Gtk.Application(application_id="org.easel.DropTarget", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run([])
