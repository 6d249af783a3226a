#!/usr/bin/env bash
# Real-window tests: EmojiArt under Xvfb, driven by xdotool, checked in screenshots and in the files it writes:
# an emoji dragged from the palette onto the canvas, selected, deleted and brought back with Ctrl+Z; a picture
# dropped from another process (a stand-in for the file manager); panning by a drag and zooming with Ctrl+scroll;
# GTK's emoji chooser in the palette editor; saving through the desktop's file chooser and opening the saved
# document again from the command line; Export as PNG, and the exported picture opened as the document.
# Usage: Tests/Xvfb/emojiart.sh [path/to/emojiart]   (built by `swift build` first)
set -uo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/debug/emojiart}"
source Tests/Xvfb/harness.sh
# The palettes and settings go to the scratch folder too, never to the user's.
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"

backdrop="250,250,250"
blue="40,110,200"
# The 1000 × 700 window: the menu bar, then the palette strip (its first emoji, 😀, at 136,61), then the canvas
# from y = 94 down, its centre at (500, 397).
smiley_x=136
smiley_y=61
# Where the emoji is dropped, and the background's 500 × 400 picture, centred on the canvas at first.
emoji_x=300
emoji_y=250

# How many pixels of the screen's rectangle $1 ("WxH+X+Y") are within a small distance of the colour $2 ("r,g,b").
count() {
  import -display "$display" -window root "$work/count.png"
  convert "$work/count.png" -crop "$1" +repage -fuzz 6% -fill black +opaque "rgb($2)" -fill white -opaque "rgb($2)" \
    -format '%[fx:round(mean*w*h)]' info:
}
# The yellow of 😀's face, counted in the 50 × 50 square around ($1, $2).
smiley_pixels() { count "50x50+$(($1 - 25))+$(($2 - 25))" "253,224,48"; }
has_smiley() { [ "$(smiley_pixels "$1" "$2")" -gt 300 ]; }
no_smiley() { [ "$(smiley_pixels "$1" "$2")" -lt 20 ]; }

# Waits up to ten seconds for the command "$@" to succeed (a debug build on a loaded machine redraws late).
eventually() {
  for _ in $(seq 50); do "$@" && return 0; sleep 0.2; done
  return 1
}

# Drags with the mouse button from ($1, $2) to ($3, $4) in ten steps, as a hand would.
drag() {
  xdotool mousemove "$1" "$2" mousedown 1
  for step in 1 2 3 4 5 6 7 8 9 10; do
    xdotool mousemove $(($1 + ($3 - $1) * step / 10)) $(($2 + ($4 - $2) * step / 10))
    sleep 0.05
  done
  sleep 0.2
  xdotool mouseup 1
}

# Saves the screen's rectangle $1 ("WxH+X+Y") as $work/$2.png.
shot() {
  import -display "$display" -window root "$work/screen.png"
  convert "$work/screen.png" -crop "$1" +repage "$work/$2.png"
}
# Whether the rectangle $1 now differs from $work/$2.png in more than $3 pixels.
changed() {
  shot "$1" now
  [ "$(compare -metric AE "$work/$2.png" "$work/now.png" null: 2>&1)" -gt "$3" ]
}
# Whether the rectangle $1 stays the same for a second.
settled() {
  shot "$1" previous
  sleep 1
  ! changed "$1" previous 0
}

appears() { for _ in $(seq 100); do [ -s "$1" ] && return 0; sleep 0.1; done; return 1; }

open_app "Untitled"

# (a) An emoji dragged from the palette lands on the canvas where it is dropped.
check "the canvas starts empty" no_smiley "$emoji_x" "$emoji_y"
drag "$smiley_x" "$smiley_y" "$emoji_x" "$emoji_y"
check "an emoji dragged from the palette lands on the canvas" eventually has_smiley "$emoji_x" "$emoji_y"

# (b) A click selects it, Delete removes it, Ctrl+Z brings it back.
around_emoji="90x90+$((emoji_x - 45))+$((emoji_y - 45))"
shot "$around_emoji" unselected
xdotool mousemove "$emoji_x" "$emoji_y" click 1
# A click is a tap only once no second click can follow; then the selection's outline shows.
check "a click selects the emoji" eventually changed "$around_emoji" unselected 50
xdotool key Delete
check "Delete removes it" eventually no_smiley "$emoji_x" "$emoji_y"
xdotool key ctrl+z
check "Ctrl+Z brings it back" eventually has_smiley "$emoji_x" "$emoji_y"

# (c) A picture dropped from another process becomes the background: a 500 × 400 picture centred on the canvas.
convert -size 500x400 "xc:rgb($blue)" "$work/sky.png"
/usr/bin/python3 Tests/Xvfb/drag-source.py "$work/sky.png" >"$work/source.log" 2>&1 &
source=$!
source_window="$(find_window "^Drag Source$")"
xdotool windowmove "$source_window" 1060 300
sleep 0.5
drag 1160 360 700 500
background_shown() { [ "$(count 1000x606+0+94 "$blue")" -gt 150000 ]; }
check "a picture dropped from the file manager becomes the background" eventually background_shown
check "…centred on the canvas" eventually near 740 590 "$blue"
kill "$source" 2>/dev/null
source=""
xdotool windowfocus --sync "$window"

# (d) Dragging the background pans the canvas, emojis and all.
before_pan="$(count 1000x606+0+94 "$blue")"
drag 650 550 550 500
panned() { has_smiley $((emoji_x - 100)) $((emoji_y - 50)) && near 640 540 "$blue" && near 745 590 "$backdrop"; }
check "dragging the background pans the picture and its emoji by the drag" eventually panned

# (e) Ctrl+scroll zooms in: the picture covers more of the canvas.
xdotool mousemove 400 350 keydown ctrl click 4 click 4 click 4 keyup ctrl
zoomed() { [ "$(count 1000x606+0+94 "$blue")" -gt $((before_pan * 5 / 4)) ]; }
check "Ctrl+scroll zooms in" eventually zoomed

# (f) Ctrl+. in the palette editor's Add Emojis field opens GTK's emoji chooser; a picked emoji joins the palette.
faces() { # the emojis of the palette named Faces, as saved, separated by spaces
  /usr/bin/python3 -c 'import json, sys
print(" ".join(next(p["emojis"] for p in json.load(open(sys.argv[1])) if p["name"] == "Faces")))' \
    "$XDG_DATA_HOME/emojiart/palettes.json" 2>/dev/null
}
menu="170x100+55+62"
shot "$menu" without-menu
xdotool mousemove 55 61 click 3
check "a secondary click on the palette chooser opens its context menu" eventually changed "$menu" without-menu 2000
xdotool mousemove 114 98 click 1
# The editor sheet: its Add Emojis field at (600, 219); GTK's chooser opens below it, over (313…713, 228…655).
editor_open() { near 600 219 "255,255,255" && near 300 159 "255,255,255"; }
check "the chooser's context menu opens the palette editor" eventually editor_open
xdotool mousemove 600 219 click 1
sleep 0.5
chooser="380x400+320+250"
shot "$chooser" closed
xdotool key ctrl+period
chooser_open() { changed "$chooser" closed 20000 && near 512 265 "255,255,255"; }
check "Ctrl+. in the Add Emojis field opens GTK's emoji chooser below it" eventually chooser_open
# The chooser fills its sections a few at a time while it shows, and its search finds only what it has filled in:
# search for the astronaut (of the People section, filled early; no face palette has it) until it is found, then
# pick the first result.
found() {
  xdotool key ctrl+a BackSpace
  xdotool type --delay 30 astronaut
  sleep 0.5
  [ "$(count 40x40+329+326 "255,255,255")" -lt 1300 ]
}
check "the chooser's search finds the astronaut" eventually found
xdotool mousemove 349 346 click 1
picked() { case "$(faces)" in "🧑‍🚀 "*) return 0 ;; esac; return 1; }
check "the picked astronaut joins the palette in front, through the field" eventually picked
chooser_closed() { ! near 512 640 "255,255,255"; }
check "…and the chooser closes" eventually chooser_closed
xdotool key Escape
editor_closed() { ! near 300 159 "255,255,255"; }
check "Escape closes the editor" eventually editor_closed
xdotool key ctrl+z
undone() { [ -n "$(faces)" ] && ! picked; }
check "after the sheet closes, Ctrl+Z undoes the palette edit" eventually undone

# (g) Ctrl+S on the untitled document asks where to save it; the typed path gets the document.
xdotool windowfocus --sync "$window" key ctrl+s
choose "Save File" "$work/meadow.emojiart"
check "Ctrl+S saves the untitled document where the chooser says" appears "$work/meadow.emojiart"
valid_document() {
  /usr/bin/python3 - "$1" <<'PY'
import json, sys
art = json.load(open(sys.argv[1]))
texts = [emoji["text"] for emoji in art["emojis"]]
sys.exit(0 if art["version"] >= 1 and texts == ["😀"] and "imageData" in art["background"] else 1)
PY
}
check "the saved file is the document: its emoji and the embedded picture" valid_document "$work/meadow.emojiart"
titled() { [ -n "$(xdotool search --name '^meadow.emojiart$' 2>/dev/null)" ]; }
check "the window is titled after its file" eventually titled

# (h) File ▸ Export as PNG… (Ctrl+E) writes the canvas's picture at 1×: the 500 × 400 background with the emoji on
# it, and the document itself in an iTXt chunk, so that the picture opens as the document again (see (j)).
xdotool windowfocus --sync "$window" key ctrl+e
choose "Save File" "$work/meadow.emojiart.png"
check "Ctrl+E exports where the chooser says" appears "$work/meadow.emojiart.png"
check "the export is a 500 × 400 PNG" \
  test "$(identify -format '%m %w %h' "$work/meadow.emojiart.png" 2>/dev/null)" = "PNG 500 400"
export_pixels() {
  convert "$work/meadow.emojiart.png" -alpha off -fuzz 6% -fill black +opaque "rgb($1)" -fill white -opaque "rgb($1)" \
    -format '%[fx:round(mean*w*h)]' info:
}
check "the export shows the background" test "$(export_pixels "$blue")" -gt 150000
check "…and the emoji on it" test "$(export_pixels "253,224,48")" -gt 300
carries_document() {
  /usr/bin/python3 - "$1" <<'PY'
import json, struct, sys
data = open(sys.argv[1], "rb").read()
position, texts = 8, []
while position < len(data):
    length, kind = struct.unpack(">I4s", data[position:position + 8])
    body = data[position + 8:position + 8 + length]
    if kind == b"iTXt" and body.startswith(b"org.easel.emojiart\0"):
        # keyword, NUL, compression flag and method, language tag, NUL, translated keyword, NUL, then the text.
        text = body.split(b"\0", 1)[1][2:].split(b"\0", 2)[2]
        texts = [emoji["text"] for emoji in json.loads(text)["emojis"]]
    position += 12 + length
sys.exit(0 if texts == ["😀"] else 1)
PY
}
check "the export carries the document in its iTXt chunk" carries_document "$work/meadow.emojiart.png"

xdotool key ctrl+q
expect_quit "Ctrl+Q quits with status 0"

# (i) The saved document opens from the command line, as a file manager opens it, and shows its picture with the
# emoji where it was put on it (a new window starts unzoomed and unpanned, so at the place it was dropped).
open_app '^meadow.emojiart$' "$work/meadow.emojiart"
check "the saved document opens in a window titled after it" test -n "$window"
reopened() { [ "$(count 1000x606+0+94 "$blue")" -gt 150000 ] && has_smiley "$emoji_x" "$emoji_y"; }
check "…showing its picture and its emoji" eventually reopened
import -window root "$work/reopened.png"
xdotool key ctrl+q
expect_quit "Ctrl+Q then quits with status 0"

# (j) The exported picture opens as the editable document: its picture and its emoji again.
open_app '^meadow.emojiart.png$' "$work/meadow.emojiart.png"
check "the exported picture opens in a window titled after it" test -n "$window"
check "…as the document, with its picture and its emoji" eventually reopened
xdotool key ctrl+q
expect_quit "Ctrl+Q then quits with status 0"

finish "emojiart"
