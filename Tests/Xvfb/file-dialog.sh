#!/usr/bin/env bash
# Real-window test of the desktop file dialog (GtkFileChooserNative; without a portal, GTK's own chooser) for any
# Easel app that opens its file importer on Ctrl+O: the dialog opens transient for and modal to the app's window,
# takes a path typed after Ctrl+L, closes on Return with the app's window updated, and closes on Escape.
# The app must show something new once it has a file (the check compares screenshots). The chosen file is a
# scratch chosen.png; a title is an xdotool regex ("^Title$" when another window's name contains it). Set
# FILE_DIALOG_LOG to a path to keep the app's output.
# Usage: Tests/Xvfb/file-dialog.sh path/to/app "Window title" [dialog title, default "Open File"]
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="$1"
title="$2"
dialog_title="${3:-Open File}"
source Tests/Xvfb/harness.sh

open_app "$title"
echo "not really a photo" >"$work/chosen.png"

# The id of the visible window titled like the dialog, once it is mapped (empty after five seconds).
find_dialog() {
  for _ in $(seq 50); do
    local id
    id="$(xdotool search --onlyvisible --name "$dialog_title" 2>/dev/null | grep -vx "$window" | head -1)"
    [ -n "$id" ] && { echo "$id"; return; }
    sleep 0.1
  done
}
# Whether the dialog window $1 is gone (within three seconds).
dialog_closed() {
  for _ in $(seq 30); do xwininfo -id "$1" 2>/dev/null | grep -q IsViewable || return 0; sleep 0.1; done
  return 1
}
transient_for_app() { [ "$(xprop -id "$1" WM_TRANSIENT_FOR | grep -o '0x[0-9a-f]*')" = "$(printf '0x%x' "$window")" ]; }
modal() { xprop -id "$1" _NET_WM_STATE | grep -q _NET_WM_STATE_MODAL; }

import -window root "$work/before.png"
xdotool windowfocus --sync "$window" key ctrl+o
dialog="$(find_dialog)"
check "Ctrl+O opens the file dialog" test -n "$dialog"
if [ -n "$dialog" ]; then
  check "the dialog is transient for the app's window" transient_for_app "$dialog"
  check "the dialog is modal" modal "$dialog"
  sleep 0.5
  xdotool windowfocus --sync "$dialog" key ctrl+l
  sleep 0.3
  xdotool type --delay 20 "$work/chosen.png"
  sleep 0.3
  xdotool key Return
  check "Return on a typed path closes the dialog" dialog_closed "$dialog"
  sleep 0.8
  import -window root "$work/after.png"
  check "the app's window shows the answer" differs "$work/before.png" "$work/after.png"
fi

xdotool windowfocus --sync "$window" key ctrl+o
dialog="$(find_dialog)"
check "Ctrl+O opens the dialog again" test -n "$dialog"
if [ -n "$dialog" ]; then
  sleep 0.5
  xdotool windowfocus --sync "$dialog" key Escape
  check "Escape closes the dialog" dialog_closed "$dialog"
fi
[ -n "${FILE_DIALOG_LOG:-}" ] && cp "$work/app.log" "$FILE_DIALOG_LOG"
finish "file dialog"
