# Reads the desktop clipboard as another application would paste it, and prints what it got, in the real-window
# tests. Usage: /usr/bin/python3 clipboard-read.py              prints "CLIPBOARD: <text>", or "CLIPBOARD EMPTY"
#               /usr/bin/python3 clipboard-read.py --image      prints "IMAGE: <width>x<height>", or "NO IMAGE"
#               /usr/bin/python3 clipboard-read.py --mime TYPE  prints "DATA: <the bytes as UTF-8>", or "NO DATA"
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

Gtk.init()
loop = GLib.MainLoop()
clipboard = Gdk.Display.get_default().get_clipboard()


def received_text(clipboard, result):
    try:
        text = clipboard.read_text_finish(result)
    except GLib.Error:
        text = None
    print("CLIPBOARD: " + text if text else "CLIPBOARD EMPTY", flush=True)
    loop.quit()


def received_texture(clipboard, result):
    try:
        texture = clipboard.read_texture_finish(result)
    except GLib.Error:
        texture = None
    # What other applications get as image/png, decoded.
    print("IMAGE: %dx%d" % (texture.get_width(), texture.get_height()) if texture else "NO IMAGE", flush=True)
    loop.quit()


def received_stream(clipboard, result):
    try:
        stream, _ = clipboard.read_finish(result)
    except GLib.Error:
        print("NO DATA", flush=True)
        loop.quit()
        return
    chunks = []

    # Read asynchronously: the data arrives through this process's main loop.
    def received_chunk(stream, result):
        try:
            chunk = stream.read_bytes_finish(result).get_data()
        except GLib.Error:
            print("NO DATA", flush=True)
            loop.quit()
            return
        if chunk:
            chunks.append(chunk)
            stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, received_chunk)
        else:
            print("DATA: " + b"".join(chunks).decode("utf-8"), flush=True)
            loop.quit()

    stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, received_chunk)


if sys.argv[1:2] == ["--image"]:
    clipboard.read_texture_async(None, received_texture)
elif sys.argv[1:2] == ["--mime"]:
    clipboard.read_async([sys.argv[2]], GLib.PRIORITY_DEFAULT, None, received_stream)
else:
    clipboard.read_text_async(None, received_text)
GLib.timeout_add(5000, loop.quit)
loop.run()
