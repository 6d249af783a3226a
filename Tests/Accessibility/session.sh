#!/usr/bin/env bash
# Runs a command as a desktop with assistive technologies has it: a virtual X display (Xvfb), a private D-Bus
# session, and the AT-SPI accessibility bus in it, so that an app started by the command publishes its
# accessibility tree and AT-SPI clients (Tests/Accessibility/atspi-check.py, Orca) read it.
# Usage: Tests/Accessibility/session.sh command [arguments…]
set -uo pipefail
if [ -z "${EASEL_A11Y_SESSION:-}" ]; then
  display=":$((100 + RANDOM % 800))"
  Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null' EXIT
  for _ in $(seq 1 50); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done
  export DISPLAY="$display" EASEL_A11Y_SESSION=1
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
