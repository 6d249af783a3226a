#!/usr/bin/env bash
# Real-window tests: Sticker Board under Xvfb, driven by xdotool, checked in screenshots and in the files it
# writes: the Board menu, placing and undo, saving and opening through the desktop's file chooser, pasting a
# picture another process copied, and Export as PNG.
# Usage: Tests/Xvfb/sticker-board.sh [path/to/sticker-board]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/sticker-board}"
source Tests/Xvfb/harness.sh

open_app "Untitled"

white="255,255,255"
red="255,0,0"
# The canvas's top-left corner in the 900 × 640 window, below the menu bar and the palette.
canvas_x=90
canvas_y=151
# Canvas points the checks use: where a sticker goes, and a spot no sticker covers.
star_x=$((canvas_x + 360))
star_y=$((canvas_y + 220))
bare_x=$((canvas_x + 40))
bare_y=$((canvas_y + 400))

not_near() { ! near "$@"; }

# Waits up to three seconds for the file $1.
appears() { for _ in $(seq 30); do [ -s "$1" ] && return 0; sleep 0.1; done; return 1; }

valid_board() {
  python3 - "$1" <<'PY'
import json, sys
board = json.load(open(sys.argv[1]))
sys.exit(0 if isinstance(board.get("stickers"), list) and len(board["stickers"]) == 1 else 1)
PY
}

# (a) The Board menu opens with a click, and Clear Board clears the board.
xdotool mousemove "$star_x" "$star_y" click 1
sleep 0.6
check "a click on the canvas places a sticker" not_near "$star_x" "$star_y" "$white"
menu_region() {
  import -display "$display" -window root "$work/full.png"
  convert "$work/full.png" -crop 260x60+88+32 "$work/$1.png"
}
menu_region menu-closed
xdotool mousemove 116 15 click 1
sleep 0.6
menu_region menu-open
check "a click on Board opens the Board menu" differs "$work/menu-closed.png" "$work/menu-open.png"
xdotool mousemove 140 47 click 1
sleep 0.6
check "Board ▸ Clear Board clears the board" near "$star_x" "$star_y" "$white"

# (b) A click places a sticker; Ctrl+Z takes it back (after the clear, the undo history has two changes).
xdotool mousemove "$star_x" "$star_y" click 1
sleep 0.6
check "a click places a sticker again" not_near "$star_x" "$star_y" "$white"
xdotool key ctrl+z
sleep 0.6
check "Ctrl+Z removes it" near "$star_x" "$star_y" "$white"
xdotool mousemove "$star_x" "$star_y" click 1
sleep 0.6

# (c) Ctrl+S on the untitled board asks where to save it; the typed path gets the board as JSON.
xdotool windowfocus --sync "$window" key ctrl+s
choose "Save File" "$work/saved.stickers"
check "Ctrl+S saves the untitled board where the chooser says" appears "$work/saved.stickers"
check "the saved file is the board's JSON, with its sticker" valid_board "$work/saved.stickers"
check "the window is titled after its file" test -n "$(xdotool search --name '^saved.stickers$' 2>/dev/null)"

# (e) A picture another process copied pastes in as the background.
convert -size 60x40 xc:red "$work/red.png"
/usr/bin/python3 Tests/Xvfb/clipboard-write.py --image "$work/red.png" >"$work/copier.log" 2>&1 &
copier=$!
for _ in $(seq 50); do grep -q COPIED "$work/copier.log" 2>/dev/null && break; sleep 0.1; done
xdotool windowfocus --sync "$window" key ctrl+v
sleep 1.5
check "Ctrl+V pastes the copied picture as the background" near "$bare_x" "$bare_y" "$red"
kill "$copier" 2>/dev/null
copier=""

# (f) Export as PNG… (Ctrl+E) writes the board's picture, at twice the canvas's size.
xdotool windowfocus --sync "$window" key ctrl+e
choose "Save File" "$work/export.png"
check "Ctrl+E exports where the chooser says" appears "$work/export.png"
check "the export is a 1440 × 880 PNG" test "$(identify -format '%m %w %h' "$work/export.png" 2>/dev/null)" = "PNG 1440 880"
export_pixel() {
  convert "$work/export.png" -crop "1x1+$1+$2" -depth 8 txt:- | tail -1 | sed -E 's/.*\(([0-9]+),([0-9]+),([0-9]+).*/\1,\2,\3/'
}
check "the export's background is the pasted picture" test "$(export_pixel 80 800)" = "$red"
check "the export's sticker is where the window shows it" near "$star_x" "$star_y" "$(export_pixel 720 440)"
check "…and is not the background" test "$(export_pixel 720 440)" != "$red"
import -window root "$work/board.png"
[ -n "${STICKER_BOARD_SHOT:-}" ] && cp "$work/board.png" "$STICKER_BOARD_SHOT"

# (d) Ctrl+O opens the chooser, and the typed board opens in a window of its own.
cat >"$work/other.stickers" <<'JSON'
{"stickers": [{"emoji": "🚀", "id": "7C3A4D9E-1B2F-4F7A-9E55-0C6D2B8A1F00", "x": 100, "y": 100}]}
JSON
xdotool windowfocus --sync "$window" key ctrl+o
chooser="$(find_window "Open File")"
check "the chooser is transient for the board's window" \
  test "$(xprop -id "$chooser" WM_TRANSIENT_FOR | grep -o '0x[0-9a-f]*')" = "$(printf '0x%x' "$window")"
check "the chooser is modal" bash -c "xprop -id '$chooser' _NET_WM_STATE | grep -q _NET_WM_STATE_MODAL"
choose "Open File" "$work/other.stickers"
check "Ctrl+O opens the chosen board in a new window" test -n "$(find_window '^other.stickers$')"

xdotool key ctrl+q
expect_quit "Ctrl+Q quits with status 0"

# A file named on the command line opens in its own window, titled after it; one that cannot be read opens nothing
# and is left as it was (an alert in the other window says why; Escape closes it).
echo "not a board" >"$work/broken.stickers"
cp "$work/broken.stickers" "$work/broken.before"
open_app '^saved.stickers$' "$work/saved.stickers" "$work/broken.stickers"
check "a board named on the command line opens in its window" test -n "$window"
check "an unreadable board named with it opens no window" \
  bash -c "[ -z \"\$(xdotool search --name '^broken.stickers$' 2>/dev/null)\" ]"
check "…and is left unchanged" cmp -s "$work/broken.stickers" "$work/broken.before"
xdotool windowfocus --sync "$window" key Escape
sleep 0.5
xdotool key ctrl+q
expect_quit "Ctrl+Q then quits with status 0"

finish "sticker board"
