"""A stand-in for the desktop's settings portal (org.freedesktop.portal.Settings), so a test
can change the desktop's colour scheme and contrast under a running window, as GNOME or KDE
would. Qt's xdgdesktopportal platform theme reads these settings and follows SettingChanged.

Run it with a Python that has PyGObject (``gi``), on a private session bus:
``python3 fake_portal.py color-scheme=1 contrast=0``. It prints ``ready`` once it owns the
portal's name; each line ``key=value`` on stdin then changes that setting and emits
SettingChanged, and prints ``changed key``.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path


class PortalProcess:
    """This stand-in run by a probe (portal_motion_probe.py, system_look_probe.py): started
    with its first setting under ``python`` (one with PyGObject), then told what changes."""

    def __init__(self, python: str, setting: str) -> None:
        self.process = subprocess.Popen(
            [python, str(Path(__file__)), setting],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "ready"

    def change(self, setting: str) -> None:
        """Change one ``key=value`` setting; returns once the portal has signalled it."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(setting + "\n")
        self.process.stdin.flush()
        assert self.process.stdout.readline().startswith("changed")

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(10)


NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
APPEARANCE = "org.freedesktop.appearance"
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
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""


def main(argv: list[str]) -> int:
    from gi.repository import Gio, GLib  # type: ignore[import-not-found]  # only the portal's own Python needs PyGObject

    settings = {k: int(v) for k, v in (a.split("=") for a in argv)}
    node = Gio.DBusNodeInfo.new_for_xml(XML)
    loop = GLib.MainLoop()
    bus: list[Gio.DBusConnection] = []

    def call(conn, sender, path, iface, method, params, invocation) -> None:  # type: ignore[no-untyped-def]
        if method == "ReadAll":
            values = {k: GLib.Variant("u", v) for k, v in settings.items()}
            invocation.return_value(GLib.Variant("(a{sa{sv}})", ({APPEARANCE: values},)))
            return
        namespace, key = params.unpack()
        if namespace != APPEARANCE or key not in settings:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", key)
            return
        value = GLib.Variant("u", settings[key])
        wrapped = GLib.Variant("v", value) if method == "Read" else value  # Read nests it twice
        invocation.return_value(GLib.Variant("(v)", (wrapped,)))

    def prop(conn, sender, path, iface, name):  # type: ignore[no-untyped-def]
        return GLib.Variant("u", 2)

    def acquired(conn, name) -> None:  # type: ignore[no-untyped-def]
        bus.append(conn)
        conn.register_object(PATH, node.interfaces[0], call, prop, None)

    def owned(conn, name) -> None:  # type: ignore[no-untyped-def]
        print("ready", flush=True)

    def change(line: str) -> bool:
        key, value = line.strip().split("=")
        settings[key] = int(value)
        bus[0].emit_signal(
            None,
            PATH,
            "org.freedesktop.portal.Settings",
            "SettingChanged",
            GLib.Variant("(ssv)", (APPEARANCE, key, GLib.Variant("u", settings[key]))),
        )
        bus[0].flush_sync(None)
        print("changed", key, flush=True)
        return False

    def read_stdin() -> None:
        for line in sys.stdin:
            if line.strip():
                GLib.idle_add(change, line)
        GLib.idle_add(loop.quit)

    Gio.bus_own_name(Gio.BusType.SESSION, NAME, Gio.BusNameOwnerFlags.NONE, acquired, owned, None)
    threading.Thread(target=read_stdin, daemon=True).start()
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
