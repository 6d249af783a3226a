# A stand-in for xdg-desktop-portal's Settings interface on a private session bus, for the desktop-settings test:
# it owns org.freedesktop.portal.Desktop, answers ReadAll, Read and ReadOne for the org.freedesktop.appearance
# namespace as the portal's specification gives them, and emits SettingChanged when the test changes a value
# through its extra method Set(namespace, key, value).
# Usage: /usr/bin/python3 fake-portal.py COLOR_SCHEME CONTRAST   (unsigned integers, as the portal sends them)
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <method name="ReadOne">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    <method name="Set">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="in"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"
APPEARANCE = "org.freedesktop.appearance"

values = {
    APPEARANCE: {
        "color-scheme": GLib.Variant("u", int(sys.argv[1])),
        "contrast": GLib.Variant("u", int(sys.argv[2])),
        "accent-color": GLib.Variant("(ddd)", (0.2, 0.5, 0.9)),
    }
}


def call(connection, sender, path, interface, method, parameters, invocation):
    if method == "ReadAll":
        (namespaces,) = parameters.unpack()
        chosen = {n: v for n, v in values.items() if not namespaces or n in namespaces}
        invocation.return_value(GLib.Variant("(a{sa{sv}})", (chosen,)))
    elif method in ("Read", "ReadOne"):
        namespace, key = parameters.unpack()
        value = values.get(namespace, {}).get(key)
        if value is None:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", f"{namespace} {key}")
        elif method == "Read":
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value),)))
        else:
            invocation.return_value(GLib.Variant("(v)", (value,)))
    elif method == "Set":
        namespace = parameters.get_child_value(0).get_string()
        key = parameters.get_child_value(1).get_string()
        value = parameters.get_child_value(2).get_variant()
        values.setdefault(namespace, {})[key] = value
        connection.emit_signal(None, PATH, INTERFACE, "SettingChanged", GLib.Variant("(ssv)", (namespace, key, value)))
        invocation.return_value(None)


def get_property(connection, sender, path, interface, name):
    return GLib.Variant("u", 2)


def acquired(connection, name):
    print("portal ready", flush=True)


def bus_acquired(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    connection.register_object(PATH, info, call, get_property, None)


Gio.bus_own_name(
    Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, bus_acquired, acquired, None
)
GLib.MainLoop().run()
