# Puts something on the desktop clipboard as another application's copy would, and keeps owning it for a few
# seconds so the app under test can paste it. Prints "COPIED".
# Usage: /usr/bin/python3 clipboard-write.py TEXT              text
#        /usr/bin/python3 clipboard-write.py --image FILE      an image (offered as image/png and the other formats
#                                                             GTK encodes textures to)
#        /usr/bin/python3 clipboard-write.py --mime TYPE TEXT  the bytes of TEXT as data of a MIME type
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, GObject, Gtk  # noqa: E402

Gtk.init()
if sys.argv[1:2] == ["--image"]:
    texture = Gdk.Texture.new_from_filename(sys.argv[2])
    provider = Gdk.ContentProvider.new_for_value(GObject.Value(Gdk.Texture, texture))
elif sys.argv[1:2] == ["--mime"]:
    provider = Gdk.ContentProvider.new_for_bytes(sys.argv[2], GLib.Bytes.new(sys.argv[3].encode("utf-8")))
else:
    provider = Gdk.ContentProvider.new_for_value(GObject.Value(GObject.TYPE_STRING, sys.argv[1]))
Gdk.Display.get_default().get_clipboard().set_content(provider)
print("COPIED", flush=True)
loop = GLib.MainLoop()
GLib.timeout_add(6000, loop.quit)
loop.run()
