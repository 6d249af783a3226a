# Reads the desktop clipboard's text as another application would paste it, and prints it, in the real-window
# tests. Usage: /usr/bin/python3 clipboard-read.py   (prints "CLIPBOARD: <text>", or "CLIPBOARD EMPTY")
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

Gtk.init()
loop = GLib.MainLoop()


def received(clipboard, result):
    try:
        text = clipboard.read_text_finish(result)
    except GLib.Error:
        text = None
    print("CLIPBOARD: " + text if text else "CLIPBOARD EMPTY", flush=True)
    loop.quit()


Gdk.Display.get_default().get_clipboard().read_text_async(None, received)
GLib.timeout_add(5000, loop.quit)
loop.run()
