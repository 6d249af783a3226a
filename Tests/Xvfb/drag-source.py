# A minimal GTK 4 application that offers a file by drag and drop, standing in for a file manager in the
# real-window tests. Usage: /usr/bin/python3 drag-source.py FILE
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402

path = sys.argv[1]


def prepare(_source, _x, _y):
    files = Gdk.FileList.new_from_list([Gio.File.new_for_path(path)])
    return Gdk.ContentProvider.new_for_value(files)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drag Source")
    window.set_default_size(200, 120)
    label = Gtk.Label(label="DRAG ME")
    source = Gtk.DragSource()
    source.set_actions(Gdk.DragAction.COPY)
    source.connect("prepare", prepare)
    label.add_controller(source)
    window.set_child(label)
    window.present()


app = Gtk.Application(application_id="org.easel.DragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run([])
