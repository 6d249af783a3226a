# A settings portal that answers badly, for PortalSettingsSourceTests: it owns org.freedesktop.portal.Desktop on the
# session bus it is given and answers ReadAll in the way MODE names; a client's ReadAll also makes it send hostile
# SettingChanged signals, then one valid one (color-scheme 1) that says the hostile ones were sent before it.
# Usage: /usr/bin/python3 hostile-portal.py MODE
#   wrong-types  every value of another type than the specification's (a string scheme, a boolean contrast, …)
#   huge         the largest numbers the types hold, and colours of ±1e308 and NaN
#   wrong-reply  a reply that is not a{sa{sv}} at all
#   silent       never answers ReadAll (the caller times out)
import math
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

MODE = sys.argv[1]
# GIO checks a reply against the method's declared type: the wrong reply needs a wrong declaration to be sent.
REPLY = "s" if MODE == "wrong-reply" else "a{sa{sv}}"
XML = f"""
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="{REPLY}" name="value" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
  </interface>
</node>
"""
PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"
APPEARANCE = "org.freedesktop.appearance"

VALUES = {
    "wrong-types": {
        "color-scheme": GLib.Variant("s", "prefer-dark"),
        "contrast": GLib.Variant("b", True),
        "accent-color": GLib.Variant("(iii)", (255, 0, 0)),
    },
    "huge": {
        "color-scheme": GLib.Variant("u", 4294967295),
        "contrast": GLib.Variant("u", 4294967295),
        "accent-color": GLib.Variant("(ddd)", (1e308, -1e308, math.nan)),
    },
}


def hostile_signals(connection):
    def changed(signature, *values):
        connection.emit_signal(None, PATH, INTERFACE, "SettingChanged", GLib.Variant(signature, values))

    changed("(ssv)", APPEARANCE, "color-scheme", GLib.Variant("s", "dark"))
    changed("(ssv)", APPEARANCE, "contrast", GLib.Variant("t", 2**64 - 1))
    changed("(ssv)", APPEARANCE, "accent-color", GLib.Variant("(ddd)", (math.inf, -math.inf, math.nan)))
    changed("(ssv)", APPEARANCE, "accent-color", GLib.Variant("(dd)", (0.5, 0.5)))
    changed("(ssv)", APPEARANCE, "contrast", GLib.Variant("v", GLib.Variant("v", GLib.Variant("s", "high"))))
    changed("(ssv)", APPEARANCE + ".elsewhere", "contrast", GLib.Variant("u", 1))
    changed("(sss)", APPEARANCE, "contrast", "1")
    changed("(s)", APPEARANCE)
    changed("(ssv)", APPEARANCE, "color-scheme", GLib.Variant("u", 1))


def call(connection, sender, path, interface, method, parameters, invocation):
    if MODE == "silent":
        # Keep the invocation so that GLib does not answer for us; the caller gives up after its timeout.
        pending.append(invocation)
        return
    if MODE == "wrong-reply":
        invocation.return_value(GLib.Variant("(s)", ("nonsense",)))
    else:
        invocation.return_value(GLib.Variant("(a{sa{sv}})", ({APPEARANCE: VALUES[MODE]},)))
    hostile_signals(connection)


pending = []


def bus_acquired(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    connection.register_object(PATH, info, call, None, None)


def acquired(connection, name):
    print("portal ready", flush=True)


Gio.bus_own_name(
    Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, bus_acquired, acquired, None
)
GLib.MainLoop().run()
