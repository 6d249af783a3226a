#!/usr/bin/env bash
# What the real-window tests share: a private Xvfb display, a scratch folder, checks that count, screenshots.
# Sourced by the scripts in this folder, from the package's root.

work="$(mktemp -d)"
passed=0
failed=0

cleanup() {
  [ -n "${source:-}" ] && kill "$source" 2>/dev/null
  [ -n "${copier:-}" ] && kill "$copier" 2>/dev/null
  [ -n "${target:-}" ] && kill "$target" 2>/dev/null
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null
  # A failed run shows what the apps printed, so that a failure on another machine can be understood.
  if [ "$failed" -gt 0 ]; then
    for log in "$work"/*.log; do
      [ -s "$log" ] && { echo "--- $(basename "$log")"; tail -40 "$log"; }
    done
  fi
  rm -rf "$work"
}
trap cleanup EXIT

check() { # name, command...
  local name="$1"
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "✔ $name"
  else
    failed=$((failed + 1))
    echo "✘ $name"
  fi
}

# The colour of one screen pixel, as "r,g,b".
pixel() {
  import -display "$display" -window root "$work/shot.png"
  convert "$work/shot.png" -crop "1x1+$1+$2" -depth 8 txt:- | tail -1 | sed -E 's/.*\(([0-9]+),([0-9]+),([0-9]+).*/\1,\2,\3/'
}

# Whether pixel ($1, $2) is within 12 of the colour $3 ("r,g,b").
near() {
  local actual
  actual="$(pixel "$1" "$2")"
  python3 - "$actual" "$3" <<'PY'
import sys
a = [int(v) for v in sys.argv[1].split(",")]
b = [int(v) for v in sys.argv[2].split(",")]
sys.exit(0 if all(abs(x - y) <= 12 for x, y in zip(a, b)) else 1)
PY
}

differs() { ! cmp -s "$1" "$2"; }

# Checks that the app ($app) exits within three seconds with status 0.
expect_quit() {
  for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then
    check "$1" false
  else
    wait "$app"
    check "$1" test $? -eq 0
    app=""
  fi
}

# Starts an Xvfb server with `Xvfb` arguments "$@" on a display number it picks itself (so two runs never share a
# display, whatever else runs on the machine), prints the display once it answers, and sets $started_xvfb to its
# process. Run it with its output redirected, not in $(…), so that $started_xvfb stays set.
start_xvfb() {
  local file="$work/display-$RANDOM"
  Xvfb -displayfd 3 "$@" -nolisten tcp 3>"$file" >/dev/null 2>&1 &
  started_xvfb=$!
  for _ in $(seq 100); do [ -s "$file" ] && break; sleep 0.05; done
  local shown=":$(tr -d '[:space:]' <"$file")"
  for _ in $(seq 50); do DISPLAY="$shown" xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  echo "$shown"
}

start_xvfb -screen 0 1280x900x24 >"$work/main-display"
xvfb=$started_xvfb
display="$(cat "$work/main-display")"
export DISPLAY="$display" GDK_BACKEND=x11 NO_AT_BRIDGE=1
# The apps follow the desktop's settings and run once per session bus: a test's apps use the bus GLib starts for the
# test's own display, never the user's session, whose settings portal may say dark and whose apps may be running.
unset DBUS_SESSION_BUS_ADDRESS

# Prints the id of a visible window whose name matches $1, other than the app's $window, once one is mapped (empty
# after thirty seconds: a debug build started cold on a busy machine can take over ten). Unlike `xdotool search
# --sync`, it skips windows that vanish while it looks (GTK's short-lived ones) and hidden leader windows.
find_window() {
  for _ in $(seq 300); do
    local id
    id="$(xdotool search --onlyvisible --name "$1" 2>/dev/null | grep -vx "${window:-}" | head -1)"
    [ -n "$id" ] && { echo "$id"; return; }
    sleep 0.1
  done
}

# Starts $binary (with the arguments after $1) with its settings in the scratch folder (not the user's home), waits
# for its window titled $1, moves it to the screen's corner and focuses it. Sets $app and $window.
#
# Fresh-clone runs have twice seen an app show no window at all (unreproduced since): then its log is printed and it
# is started once more, so the run still tests the app and the report says it happened.
open_app() {
  for attempt in 1 2; do
    HOME="$work" "$binary" "${@:2}" >"$work/app.log" 2>&1 &
    app=$!
    window=""
    window="$(find_window "$1")"
    [ -n "$window" ] && break
    echo "  NOTE: no window titled '$1' after 30 s (attempt $attempt); its log:"
    sed 's/^/    /' "$work/app.log" | tail -20
    kill -9 "$app" 2>/dev/null
    wait "$app" 2>/dev/null
  done
  xdotool windowmove "$window" 0 0 windowfocus "$window"
  sleep 1.5
}

# Answers the file chooser titled $1 with the path $2 typed after Ctrl+L (and Ctrl+A, as a save chooser's name field
# has its proposed name in it); fails when no chooser opens.
choose() {
  local dialog
  dialog="$(find_window "$1")"
  [ -n "$dialog" ] || return 1
  sleep 0.5
  xdotool windowfocus --sync "$dialog" key ctrl+l ctrl+a
  sleep 0.3
  # Slow enough that the location bar's completion, which runs as each character arrives, keeps up on a loaded
  # machine: a clean clone's run once lost the typed path this way.
  xdotool type --delay 40 "$2"
  sleep 0.8
  xdotool key Return
  sleep 1
}

# Prints the tally of the checks and fails when one failed.
finish() {
  echo "xvfb ($1): $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
