#!/usr/bin/env bash
# Orca, GNOME's screen reader, reads an Easel app: run inside Tests/Accessibility/session.sh, it starts Orca with
# speech going only to its debug log (no sound device is needed), starts the app, presses the keys given through
# the X server as a user would, and prints every utterance. With --expect, it fails unless each expected phrase
# was spoken.
# Usage: orca.sh BINARY WINDOW-TITLE [--expect PHRASE]... -- KEY...
set -uo pipefail
binary="$1" title="$2"
shift 2
expected=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  [ "$1" = "--expect" ] && expected+=("$2") && shift
  shift
done
shift
work="$(mktemp -d)"
trap 'kill $app $orca 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/prefs" "$work/home" -m 700 "$work/runtime"
export XDG_RUNTIME_DIR="$work/runtime"
# Speech goes nowhere ("speechServerFactory": ""): Orca still logs each utterance as SPEECH OUTPUT.
cat >"$work/prefs/user-settings.conf" <<'JSON'
{"general": {"enableSpeech": true, "speechServerFactory": "", "speechServerInfo": null, "enableBraille": false,
  "enableBrailleMonitor": false, "profile": ["Default", "default"], "activeProfile": ["Default", "default"],
  "startingProfile": ["Default", "default"]},
 "profiles": {"default": {"profile": ["Default", "default"], "speechServerFactory": "", "enableBraille": false}},
 "pronunciations": {}, "keybindings": {}}
JSON
# Orca opens its debug file block-buffered: run it with the file line-buffered, so the log is whole at any moment.
/usr/bin/python3 - --replace -u "$work/prefs" --debug-file "$work/orca.log" >"$work/orca.out" 2>&1 <<'PY' &
import builtins, runpy, sys
_open = builtins.open
def line_buffered(f, mode="r", *args, **kwargs):
    if mode == "w" and str(f).endswith(".log") and not args and "buffering" not in kwargs:
        kwargs["buffering"] = 1
    return _open(f, mode, *args, **kwargs)
builtins.open = line_buffered
sys.argv = ["/usr/bin/orca"] + sys.argv[1:]
runpy.run_path("/usr/bin/orca", run_name="__main__")
PY
orca=$!
for _ in $(seq 1 150); do grep -q "Starting ATSPI registry" "$work/orca.log" 2>/dev/null && break; sleep 0.1; done
HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" LANG=en_US.UTF-8 \
  "$binary" >"$work/app.log" 2>&1 &
app=$!
for _ in $(seq 1 100); do xdotool search --name "^$title\$" >/dev/null 2>&1 && break; sleep 0.2; done
sleep 2
for key in "$@"; do
  xdotool key "$key"
  sleep 1.2
done
kill -TERM $orca 2>/dev/null
for _ in $(seq 1 50); do kill -0 $orca 2>/dev/null || break; sleep 0.1; done
spoken="$(grep -a "SPEECH OUTPUT" "$work/orca.log" | sed -E "s/^.*SPEECH OUTPUT: '//; s/' ?\{'established.*\$//")"
echo "Orca said:"
echo "$spoken" | sed 's/^/  /'
status=0
for phrase in "${expected[@]}"; do
  if echo "$spoken" | grep -qF "$phrase"; then echo "✔ Orca said “$phrase”"; else echo "✘ Orca did not say “$phrase”"; status=1; fi
done
exit $status
