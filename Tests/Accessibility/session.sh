#!/usr/bin/env bash
# Runs a command as a desktop with assistive technologies has it: a virtual X display (Xvfb), a private D-Bus
# session, and the AT-SPI accessibility bus in it, so that an app started by the command publishes its
# accessibility tree and AT-SPI clients (Tests/Accessibility/atspi-check.py, Orca) read it.
# Usage: Tests/Accessibility/session.sh command [arguments…]
set -uo pipefail
if [ -z "${EASEL_A11Y_SESSION:-}" ]; then
  # Xvfb picks a free display and writes its number once it takes connections (-displayfd): a display number
  # drawn at random could be taken, and a loaded machine can take seconds to start it.
  ready=$(mktemp)
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$ready" >/dev/null 2>&1 &
  xvfb=$!
  # Waited for: a server still exiting when the next session's takes its display number removes the new server's
  # socket with its own ("cannot open display" for the next app, seen on a loaded machine).
  trap 'kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null; rm -f "$ready"' EXIT
  for _ in $(seq 1 600); do
    [ -s "$ready" ] && break
    kill -0 $xvfb 2>/dev/null || break
    sleep 0.1
  done
  if ! [ -s "$ready" ]; then
    echo "session.sh: Xvfb did not start" >&2
    exit 1
  fi
  export DISPLAY=":$(head -n 1 "$ready")" EASEL_A11Y_SESSION=1
  dbus-run-session -- "$0" "$@"
  exit $?
fi
# Inside the private session: the AT-SPI bus, started at once, marked enabled for the clients that ask.
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
trap 'kill $launcher 2>/dev/null' EXIT
for _ in $(seq 1 50); do
  gdbus call --session -d org.a11y.Bus -o /org/a11y/bus -m org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
  sleep 0.1
done
gdbus call --session -d org.a11y.Bus -o /org/a11y/bus -m org.freedesktop.DBus.Properties.Set \
  org.a11y.Status IsEnabled '<true>' >/dev/null
export GTK_A11Y=atspi NO_AT_BRIDGE=0
"$@"
