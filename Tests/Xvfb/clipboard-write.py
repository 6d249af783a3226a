# Puts text on the desktop clipboard as another application's copy would, and keeps owning it for a few seconds
# so the app under test can paste it. Usage: /usr/bin/python3 clipboard-write.py TEXT   (prints "COPIED")
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk  # noqa: E402

Gtk.init()
value = GObject.Value(GObject.TYPE_STRING, sys.argv[1])
Gdk.Display.get_default().get_clipboard().set_content(Gdk.ContentProvider.new_for_value(value))
print("COPIED", flush=True)
loop = GLib.MainLoop()
GLib.timeout_add(6000, loop.quit)
loop.run()
